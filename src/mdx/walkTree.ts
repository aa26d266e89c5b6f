// A depth-first walk over mdast or hast. unist-util-visit allocates an ancestor array for every node it
// enters, which showed up as the largest cost of our own plugins; the plugins here only need the parent.
import type { Nodes as HastNodes, Parents as HastParents, Root as HastRoot } from "hast";
import type { Nodes as MdastNodes, Parents as MdastParents, Root as MdastRoot } from "mdast";

/** Return from a visitor: skip the node's children. */
export const SKIP = "skip";

/**
 * Called for each node in document order. Return SKIP to leave its children out, or an index to continue
 * at that index of the parent (after replacing the node, to visit what replaced it).
 */
export type Visitor<N, P> = (node: N, index: number | undefined, parent: P | undefined) => void | typeof SKIP | number;

/** Walks `tree` depth-first, calling `visitor` on every node including the root. */
export function walkTree(tree: MdastRoot, visitor: Visitor<MdastNodes, MdastParents>): void;
export function walkTree(tree: HastRoot, visitor: Visitor<HastNodes, HastParents>): void;
export function walkTree(tree: Node, visitor: Visitor<never, never>): void {
  const visit = visitor as unknown as Visitor<Node, Node>;
  if (visit(tree, undefined, undefined) !== SKIP) walkChildren(tree, visit);
}

interface Node {
  type: string;
  children?: Node[];
}

function walkChildren(parent: Node, visitor: Visitor<Node, Node>): void {
  const children = parent.children;
  if (!children) return;
  let index = 0;
  while (index < children.length) {
    const child = children[index]!;
    const result = visitor(child, index, parent);
    if (typeof result === "number") {
      index = result;
      continue;
    }
    if (result !== SKIP) walkChildren(child, visitor);
    index++;
  }
}
