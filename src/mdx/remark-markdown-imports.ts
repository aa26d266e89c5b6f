// Records the Markdown files a page imports (`import Intro from './_intro.md'`): Docusaurus compiles such a
// file as MDX too and the page shows it as a component. The compile stage reads this list to compile each
// imported file once as a module of its own (see compilePartials), which the bundler then serves.
import type { Root } from "mdast";
import type { MdxjsEsm } from "mdast-util-mdxjs-esm";
import type { VFile } from "vfile";
import { compileStateOf } from "./compileState.js";

/** Whether an import names a Markdown or MDX file (not one a webpack loader reads as text: `!!raw-loader!x.md`). */
export function isMarkdownSpecifier(specifier: string): boolean {
  return /\.mdx?$/.test(specifier) && !specifier.includes("!");
}

/** Adds each `import ... from '<file>.md(x)'` of the page, with its line and column, to the compile state. */
export default function remarkMarkdownImports() {
  return (tree: Root, file: VFile): void => {
    const state = compileStateOf(file);
    for (const node of tree.children) {
      if (node.type !== "mdxjsEsm") continue;
      for (const statement of (node as MdxjsEsm).data?.estree?.body ?? []) {
        if (statement.type !== "ImportDeclaration" || typeof statement.source.value !== "string") continue;
        if (!isMarkdownSpecifier(statement.source.value)) continue;
        // MDX's estree carries positions in the file itself; the ESM block's start stands in without them.
        const start = statement.loc?.start;
        const line = start?.line ?? node.position?.start.line;
        const column = start ? start.column + 1 : node.position?.start.column;
        state.markdownImports.push({ specifier: statement.source.value, ...(line === undefined ? {} : { line }), ...(column === undefined ? {} : { column }) });
      }
    }
  };
}
