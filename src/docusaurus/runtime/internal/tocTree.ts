/** One heading of a page, as a compiled page exports it in `toc` (see src/mdx/rehype-toc-export.ts). */
export interface TocHeading {
  /** The heading's content as HTML. */
  value: string;
  id: string;
  level: number;
}

/** A heading with the headings under it, as Docusaurus's TOC components take them. */
export interface TocTreeNode extends TocHeading {
  children: TocTreeNode[];
}

/** Nests a flat heading list: each heading goes under the nearest earlier heading of a lower level. */
export function treeifyToc(toc: readonly TocHeading[]): TocTreeNode[] {
  const roots: TocTreeNode[] = [];
  const stack: TocTreeNode[] = [];
  for (const heading of toc) {
    const node: TocTreeNode = { value: heading.value, id: heading.id, level: heading.level, children: [] };
    while (stack.length > 0 && stack[stack.length - 1]!.level >= node.level) stack.pop();
    const parent = stack[stack.length - 1];
    (parent ? parent.children : roots).push(node);
    stack.push(node);
  }
  return roots;
}

/**
 * Keeps the headings between the two levels, after nesting: a heading left out hands its children up to its
 * parent, so an h2 between two h3s still separates them, as in Docusaurus.
 */
export function filterTocTree(nodes: readonly TocTreeNode[], minLevel: number, maxLevel: number): TocTreeNode[] {
  return nodes.flatMap((node) => {
    const children = filterTocTree(node.children, minLevel, maxLevel);
    return node.level >= minLevel && node.level <= maxLevel ? [{ ...node, children }] : children;
  });
}
