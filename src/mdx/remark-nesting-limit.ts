// Refuses a tree nested deeper than NESTING_LIMIT levels, right after parsing and before any pass that
// recurses through it. Every later step (edsite's plugins, MDX's estree, esbuild, and V8 compiling the module)
// recurses once per level: 5,000 nested `<div>`s compiled in a worker, whose stack is larger, then overflowed
// the main thread's stack while the page's module loaded, as an internal error with no file. The scan before
// parsing (scanMarkdownShape) catches nested blockquote and list markers; this catches everything else exactly.
import type { Root } from "mdast";
import type { VFile } from "vfile";
import { MdxCompileError } from "../errors.js";
import { NESTING_LIMIT } from "./scanMarkdownShape.js";

/** Nodes that only hold the level below, and nest no further than it: not counted as levels. */
const NOT_LEVELS = new Set(["root", "paragraph", "listItem", "tableRow", "tableCell"]);

interface Node {
  type: string;
  children?: Node[];
  position?: { start: { line: number; column: number } };
}

/** Throws an MdxCompileError at the first node nested deeper than NESTING_LIMIT levels. */
export default function remarkNestingLimit() {
  return (tree: Root, file: VFile): void => {
    // A loop with its own stack: recursing here would overflow on the very trees it is for.
    const pending: { node: Node; depth: number }[] = [{ node: tree as Node, depth: 0 }];
    while (pending.length > 0) {
      const { node, depth } = pending.pop()!;
      // Leaves (text, code) nest nothing; only nodes that hold others are levels.
      const level = node.children === undefined || NOT_LEVELS.has(node.type) ? depth : depth + 1;
      if (level > NESTING_LIMIT) {
        throw new MdxCompileError(`Nesting deeper than ${NESTING_LIMIT} levels (blockquotes/lists/elements): this \`${nameOf(node)}\` is level ${level}`, {
          file: file.path,
          line: node.position?.start.line,
          column: node.position?.start.column,
          hint: `Nest blockquotes, lists and elements at most ${NESTING_LIMIT} deep: flatten them, or put the text in a code block (\`\`\` fences) if it is not prose.`,
        });
      }
      for (const child of node.children ?? []) pending.push({ node: child, depth: level });
    }
  };
}

/** What the writer wrote: an element's name (`<div>`), else the kind of Markdown node. */
function nameOf(node: Node): string {
  const name = (node as { name?: unknown }).name;
  return typeof name === "string" ? `<${name}>` : node.type;
}
