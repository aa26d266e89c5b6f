import type { Element, Root } from "hast";
import { visit } from "unist-util-visit";

/**
 * Makes every content table focusable: a wide table scrolls sideways on a phone, and a region that scrolls
 * must be reachable by keyboard to be scrolled without a pointer.
 */
export default function rehypeScrollableTables() {
  return (tree: Root) => {
    visit(tree, "element", (node: Element) => {
      if (node.tagName === "table") node.properties = { ...node.properties, tabIndex: 0 };
    });
  };
}
