import { memo, useMemo } from "react";
import Link from "@docusaurus/Link";
import { filterTocTree, treeifyToc, type TocHeading, type TocTreeNode } from "../internal/tocTree.js";

/** The levels Docusaurus's theme shows when neither the component nor the config says. */
const DEFAULT_MIN_LEVEL = 2;
const DEFAULT_MAX_LEVEL = 3;

export interface TOCItemsProps {
  toc: readonly TocHeading[];
  minHeadingLevel?: number;
  maxHeadingLevel?: number;
  className?: string;
  linkClassName?: string | null;
  /** Accepted for Docusaurus's desktop TOC; edsite's own TOC marks the heading being read. */
  linkActiveClassName?: string;
}

/** Nested lists of links, one list per level; a heading's value is HTML (inline code), as Docusaurus renders it. */
const TOCTree = memo(function TOCTree(props: { nodes: TocTreeNode[]; className?: string; linkClassName?: string | null; isChild?: boolean }) {
  if (props.nodes.length === 0) return null;
  return (
    <ul className={props.isChild ? undefined : props.className}>
      {props.nodes.map((node) => (
        <li key={node.id}>
          <Link to={`#${node.id}`} className={props.linkClassName ?? undefined} dangerouslySetInnerHTML={{ __html: node.value }} />
          <TOCTree isChild nodes={node.children} className={props.className} linkClassName={props.linkClassName} />
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
    minHeadingLevel = DEFAULT_MIN_LEVEL,
    maxHeadingLevel = DEFAULT_MAX_LEVEL,
  } = props;
  const nodes = useMemo(() => filterTocTree(treeifyToc(toc), minHeadingLevel, maxHeadingLevel), [toc, minHeadingLevel, maxHeadingLevel]);
  return <TOCTree nodes={nodes} className={className} linkClassName={linkClassName} />;
}
