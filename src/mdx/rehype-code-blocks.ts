// Fenced code blocks become highlighted figures:
//   <figure class="code-block">
//     <figcaption class="code-block-title">file.rs</figcaption>   (when the fence has title="…")
//     <pre class="prism-code language-rust" tabindex="0" data-language="rust"><code><span class="line">…</span>…</code></pre>
//   </figure>
// Lines named in the fence's `{1,3-4}`, and those magic comments mark (see magicComments), get the class `highlighted`; `showLineNumbers` (or `=12` to start at
// 12) adds `line-numbers` to the pre, and the theme's CSS numbers the lines. Inline code is not touched.
import type { Element, ElementContent, Properties, Root } from "hast";
import type { VFile } from "vfile";
import { toString } from "hast-util-to-string";
import { compileStateOf } from "./compileState.js";
import { htmlJsxElement } from "./htmlJsxElement.js";
import { applyMagicComments } from "./magicComments.js";
import { parseCodeMeta } from "./parseCodeMeta.js";
import { SKIP, walkTree } from "./walkTree.js";

interface Block {
  parent: { children: unknown[] };
  index: number;
  code: Element;
}

/** Highlights every fenced code block with the build's highlighter (see createCodeHighlighter). */
export default function rehypeCodeBlocks() {
  return async (tree: Root, file: VFile): Promise<void> => {
    const { highlighter } = compileStateOf(file);
    const blocks: Block[] = [];
    walkTree(tree, (node, index, parent) => {
      if (node.type !== "element" || node.tagName !== "pre" || !parent || index === undefined) return undefined;
      const code = node.children.find((child): child is Element => child.type === "element" && child.tagName === "code");
      if (!code) return undefined;
      blocks.push({ parent, index, code });
      return SKIP;
    });

    await Promise.all(
      blocks.map(async ({ parent, index, code }) => {
        const meta = parseCodeMeta(code.data?.meta);
        // mdast-util-to-hast ends the text with a newline that would render as an empty last line.
        const magic = applyMagicComments(toString(code).replace(/\n$/, ""));
        const highlighted = await highlighter.highlight(magic.code, languageOf(code), {
          highlightLines: new Set([...meta.highlightLines, ...magic.highlightLines]),
          ...(meta.showLineNumbers ? { firstLineNumber: meta.firstLineNumber } : {}),
        });

        const properties: Properties = {
          className: [...highlighted.properties.className, ...(meta.showLineNumbers ? ["line-numbers"] : [])],
          // A scrollable region must be reachable by keyboard.
          tabIndex: 0,
          dataLanguage: highlighted.language,
        };

        const children: ElementContent[] = [];
        if (meta.title !== undefined) {
          children.push({
            type: "element",
            tagName: "figcaption",
            properties: { className: ["code-block-title"] },
            children: [{ type: "text", value: meta.title }],
          });
        }
        children.push(htmlJsxElement("pre", properties, highlighted.html) as unknown as ElementContent);
        const figure: Element = { type: "element", tagName: "figure", properties: { className: ["code-block"] }, children };
        parent.children[index] = figure;
      }),
    );
  };
}

function languageOf(code: Element): string {
  const classes = code.properties.className;
  if (!Array.isArray(classes)) return "text";
  for (const name of classes) {
    if (typeof name === "string" && name.startsWith("language-")) return name.slice("language-".length);
  }
  return "text";
}
