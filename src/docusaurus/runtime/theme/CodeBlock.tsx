import { CodeBlockCopy } from "@theme/CodeBlockCopy";
import { Children, isValidElement, type CSSProperties, type ReactNode } from "react";
import { parseCodeMeta } from "../../../shared/parseCodeMeta.js";
import { codeBlockLanguage, codeBlockLines } from "../internal/codeBlockLines.js";

export interface CodeBlockProps {
  children?: ReactNode;
  /** `language-ts`, as MDX gives a fenced block's `<code>`; `language` wins over it. */
  className?: string;
  language?: string;
  title?: ReactNode;
  /** Number the lines, from 1 or from the number given. */
  showLineNumbers?: boolean | number;
  /** A fence's meta: `title="x.ts" {1,3-4} showLineNumbers`; the props win over what it says. */
  metastring?: string;
  /**
   * The `<code>` element, highlighted while building, of a block whose code the page writes out (see
   * src/mdx/rehype-code-block-components.ts), with Prism's name for its language.
   */
  highlightedHtml?: string;
  highlightedLanguage?: string;
}

/**
 * Docusaurus's CodeBlock, in the markup of edsite's fenced blocks so it looks like one: a figure with an
 * optional title and a `<pre>` of lines, highlighted lines and numbering included. A block the page writes
 * out comes highlighted from the build; code computed while rendering is shown with its tokens uncoloured,
 * as highlighting it here would ship Prism to every browser (or give the browser other markup than the
 * server's).
 */
export default function CodeBlock(props: CodeBlockProps): ReactNode {
  const meta = parseCodeMeta(props.metastring);
  const fromClass = /(?:^|\s)language-(\S+)/.exec(props.className ?? "")?.[1];
  const language = props.highlightedLanguage ?? codeBlockLanguage(props.language ?? fromClass);
  const title = props.title ?? meta.title;
  const numbered = props.showLineNumbers ?? (meta.showLineNumbers ? meta.firstLineNumber : false);
  const first = numbered === false ? undefined : numbered === true ? 1 : numbered;
  const code = textOf(props.children);
  const preClass = ["prism-code", `language-${language}`, ...(first === undefined ? [] : ["line-numbers"])].join(" ");

  const caption = title === undefined || title === "" ? null : <figcaption className="code-block-title">{title}</figcaption>;
  if (props.highlightedHtml !== undefined) {
    return (
      <figure className="code-block">
        {caption}
        <pre className={preClass} tabIndex={0} data-language={language} dangerouslySetInnerHTML={{ __html: props.highlightedHtml }} />
        <CodeBlockCopy />
      </figure>
    );
  }
  let body: ReactNode;
  let style: CSSProperties | undefined;
  if (code === undefined) {
    // Elements rather than text (a live example, say): shown as they are, in the block's frame.
    body = props.children;
  } else {
    const lines = codeBlockLines(code, meta.highlightLines);
    if (first !== undefined) style = { counterReset: `line ${first - 1}`, ["--ed-line-digits" as string]: String(String(first + lines.length - 1).length) };
    body = lines.flatMap((line, i) => [
      i > 0 ? "\n" : null,
      <span key={i} className={["line", ...line.classes].join(" ")}>
        {line.text}
      </span>,
    ]);
  }
  return (
    <figure className="code-block">
      {caption}
      <pre className={preClass} tabIndex={0} data-language={language}>
        <code style={style}>{body}</code>
      </pre>
      <CodeBlockCopy />
    </figure>
  );
}

/** The children as one string when they are text (MDX may split it), undefined when they hold elements. */
function textOf(children: ReactNode): string | undefined {
  let text = "";
  for (const child of Children.toArray(children)) {
    if (typeof child === "string" || typeof child === "number") text += String(child);
    else if (isValidElement(child)) return undefined;
  }
  return text;
}
