// The page's outline: the table of contents (h2–h3 unless configured) and the first h1's text (the title a
// doc can take from its content). Where the page shows an imported Markdown file (`<Intro />`), the place is
// noted: that file's headings join the outline there once it is compiled too (see mergeImportedOutlines).
import type { Root } from "hast";
import type { VFile } from "vfile";
import { SKIP, walkTree } from "./walkTree.js";
import { compileStateOf } from "./compileState.js";
import { headingLevel, isFootnotesSection, plainText } from "./hastText.js";
import { markdownImports } from "./rehype-toc-export.js";

/** Collects the TOC and h1 of a document whose headings already have ids. */
export default function rehypeToc() {
  return (tree: Root, file: VFile): void => {
    const state = compileStateOf(file);
    const imports = markdownImports(tree);
    walkTree(tree, (node) => {
      const jsx = node as unknown as { type: string; name?: string | null };
      if (jsx.type === "mdxJsxFlowElement" && jsx.name && imports.has(jsx.name)) {
        state.importedTocs.push({ specifier: String(imports.get(jsx.name)!.source.value), at: state.toc.length });
        return SKIP;
      }
      if (node.type !== "element") return undefined;
      if (isFootnotesSection(node)) return SKIP;
      const level = headingLevel(node);
      if (level === undefined) return undefined;
      const value = plainText(node).trim();
      if (level === 1 && state.h1 === undefined) state.h1 = value;
      const id = node.properties.id;
      if (level >= state.tocMinLevel && level <= state.tocMaxLevel && typeof id === "string") {
        state.toc.push({ value, id, level });
      }
      return SKIP;
    });
  };
}
