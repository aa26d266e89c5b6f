// With the config's `mermaid`, a ```mermaid code block becomes `<Mermaid value="…" />` from `@theme/Mermaid`
// (templates/Mermaid.tsx), which shows the source until the browser has drawn the diagram. Without it the
// block stays code, as in Docusaurus without `markdown.mermaid`.
import type { Code, Root } from "mdast";
import type { MdxJsxFlowElement } from "mdast-util-mdx-jsx";
import type { VFile } from "vfile";
import { compileStateOf } from "./compileState.js";
import { esmDefaultImport } from "./mdxNodes.js";
import { walkTree } from "./walkTree.js";

/** The name the diagram component is imported under: no author writes it, so it clashes with nothing. */
const LOCAL = "__EdsiteMermaid";
const SOURCE = "@theme/Mermaid";

/** Turns ```mermaid blocks into diagrams when the build has them on; imports the component once, if used. */
export default function remarkMermaid() {
  return (tree: Root, file: VFile): void => {
    if (!compileStateOf(file).mermaid) return;
    let found = false;
    walkTree(tree, (node, index, parent) => {
      if (node.type !== "code" || (node as Code).lang !== "mermaid" || index === undefined || !parent) return undefined;
      const diagram: MdxJsxFlowElement = {
        type: "mdxJsxFlowElement",
        name: LOCAL,
        attributes: [{ type: "mdxJsxAttribute", name: "value", value: (node as Code).value }],
        children: [],
        position: node.position,
      };
      (parent.children as unknown[])[index] = diagram;
      found = true;
      return undefined;
    });
    if (found) tree.children.unshift(esmDefaultImport(LOCAL, SOURCE));
  };
}

