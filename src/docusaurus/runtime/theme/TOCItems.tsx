import { memo, useMemo } from "react";
import Link from "@docusaurus/Link";
import { useActiveHeading } from "@theme/useActiveHeading";
import { filterTocTree, treeifyToc, type TocHeading, type TocTreeNode } from "../internal/tocTree.js";
import { useThemeConfig } from "../internal/useThemeConfig.js";

export interface TOCItemsProps {
  toc: readonly TocHeading[];
  minHeadingLevel?: number;
  maxHeadingLevel?: number;
  className?: string;
  linkClassName?: string | null;
  /** With `linkClassName`: the class the link of the heading being read gets. */
  linkActiveClassName?: string;
}

/** What every level of the tree renders its links with. */
interface LinkClasses {
  link?: string | null;
  active?: string;
  activeId?: string;
}

/** Every heading id of the tree, in document order. */
function idsOf(nodes: readonly TocTreeNode[]): string[] {
  return nodes.flatMap((node) => [node.id, ...idsOf(node.children)]);
}

/** Nested lists of links, one list per level; a heading's value is HTML (inline code), as Docusaurus renders it. */
const TOCTree = memo(function TOCTree(props: { nodes: TocTreeNode[]; className?: string; classes: LinkClasses; isChild?: boolean }) {
  const { classes } = props;
  if (props.nodes.length === 0) return null;
  return (
    <ul className={props.isChild ? undefined : props.className}>
      {props.nodes.map((node) => (
        <li key={node.id}>
          <Link
            to={`#${node.id}`}
            className={[classes.link, node.id === classes.activeId && classes.active].filter(Boolean).join(" ") || undefined}
            dangerouslySetInnerHTML={{ __html: node.value }}
          />
          <TOCTree isChild nodes={node.children} className={props.className} classes={classes} />
        </li>
      ))}
    </ul>
  );
});

/** Docusaurus's TOCItems: a page's headings (its exported `toc`) between two levels, as nested lists of links. */
export default function TOCItems(props: TOCItemsProps) {
  const {
    toc,
    className = "table-of-contents table-of-contents__left-border",
    linkClassName = "table-of-contents__link",
  } = props;
  // The config's levels (its themeConfig.tableOfContents) unless the component is given its own.
  const levels = useThemeConfig().tableOfContents;
  const minHeadingLevel = props.minHeadingLevel ?? levels.minHeadingLevel;
  const maxHeadingLevel = props.maxHeadingLevel ?? levels.maxHeadingLevel;
  const nodes = useMemo(() => filterTocTree(treeifyToc(toc), minHeadingLevel, maxHeadingLevel), [toc, minHeadingLevel, maxHeadingLevel]);
  // Only a list that marks the heading being read follows the scrolling (none on the server or while hydrating).
  const highlight = Boolean(linkClassName && props.linkActiveClassName);
  const activeId = useActiveHeading(highlight ? idsOf(nodes) : []);
  const classes = useMemo(() => ({ link: linkClassName, active: props.linkActiveClassName, activeId }), [linkClassName, props.linkActiveClassName, activeId]);
  return <TOCTree nodes={nodes} className={className} classes={classes} />;
}
