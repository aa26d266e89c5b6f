// Fenced code blocks become highlighted figures:
//   <figure class="code-block">
//     <figcaption class="code-block-title">file.rs</figcaption>   (when the fence has title="…")
//     <pre class="prism-code language-rust" tabindex="0" data-language="rust"><code><span class="line">…</span>…</code></pre>
//   </figure>
// Lines magic comments mark (see magicComments) get each comment's class, and lines named in the fence's
// `{1,3-4}` the first comment's (`highlighted` by default); `showLineNumbers` (or `=12` to start at 12) adds
// `line-numbers` to the pre, and the theme's CSS numbers the lines. Inline code is not touched.
import type { Element, ElementContent, Properties, Root } from "hast";
import type { VFile } from "vfile";
import { toString } from "hast-util-to-string";
import { compileStateOf } from "./compileState.js";
import { htmlJsxElement } from "./htmlJsxElement.js";
import { applyMagicComments, type MagicComment } from "../shared/magicComments.js";
import { MdxCompileError } from "../errors.js";
import { parseCodeMeta } from "../shared/parseCodeMeta.js";
import { SKIP, walkTree } from "./walkTree.js";

interface Block {
  parent: { children: unknown[] };
  index: number;
  code: Element;
}

/** Highlights every fenced code block with the build's highlighter (see createCodeHighlighter). */
export default function rehypeCodeBlocks() {
  return async (tree: Root, file: VFile): Promise<void> => {
    const { highlighter, magicComments } = compileStateOf(file);
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
        const magic = applyMagicComments(toString(code).replace(/\n$/, ""), magicComments);
        const highlighted = await highlighter.highlight(magic.code, languageOf(code), {
          lineClasses: withFenceLines(magic.lineClasses, meta.highlightLines, magicComments, code, file),
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

/**
 * Adds the lines the fence names (`{1,3-4}`) to those the magic comments mark, with the first magic comment's
 * class, as Docusaurus marks them. Without any magic comment there is no class to give: Docusaurus fails the
 * build, and so does this.
 */
function withFenceLines(marked: Map<number, string[]>, fenceLines: ReadonlySet<number>, comments: readonly MagicComment[], code: Element, file: VFile): Map<number, string[]> {
  if (fenceLines.size === 0) return marked;
  const first = comments[0];
  if (!first) {
    throw new MdxCompileError("A code block marks lines in its fence ({…}), but the config has no magic comments to take their class from.", {
      file: file.path,
      line: code.position?.start.line,
      column: code.position?.start.column,
      hint: "Lines a fence names get the first magic comment's class: list at least one magic comment in the config (a Docusaurus site's themeConfig.prism.magicComments), or take the {…} off the fence.",
    });
  }
  for (const line of fenceLines) {
    const classes = marked.get(line) ?? [];
    if (!classes.includes(first.className)) marked.set(line, [first.className, ...classes]);
  }
  return marked;
}

function languageOf(code: Element): string {
  const classes = code.properties.className;
  if (!Array.isArray(classes)) return "text";
  for (const name of classes) {
    if (typeof name === "string" && name.startsWith("language-")) return name.slice("language-".length);
  }
  return "text";
}
