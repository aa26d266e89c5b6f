// How TOCInline and TOCItems nest and cut a page's flat exported toc, as Docusaurus does.
import { expect, it } from "vitest";
import { filterTocTree, treeifyToc } from "../../../src/docusaurus/runtime/internal/tocTree.js";

const h = (id: string, level: number) => ({ value: id, id, level });
const shape = (nodes: ReturnType<typeof treeifyToc>): unknown[] => nodes.map((node) => (node.children.length ? [node.id, shape(node.children)] : node.id));

it("nests each heading under the nearest earlier heading of a lower level", () => {
  expect(shape(treeifyToc([h("a", 2), h("a1", 3), h("a1x", 4), h("a2", 3), h("b", 2), h("c", 4), h("d", 3)]))).toEqual([["a", [["a1", ["a1x"]], "a2"]], ["b", ["c", "d"]]]);
});

it("cuts to the levels asked after nesting, so a left-out heading still separates its neighbours", () => {
  const tree = treeifyToc([h("x", 3), h("split", 2), h("y", 4)]);
  expect(shape(filterTocTree(tree, 3, 4))).toEqual(["x", "y"]);
  const deep = treeifyToc([h("a", 2), h("b", 3), h("c", 4)]);
  expect(shape(filterTocTree(deep, 2, 3))).toEqual([["a", ["b"]]]);
  expect(shape(filterTocTree(deep, 3, 4))).toEqual([["b", ["c"]]]);
});
