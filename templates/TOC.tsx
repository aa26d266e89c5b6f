import type { TocItem } from "../src/shared/types.js";
import { classNames } from "./classNames.js";
import { useStrings } from "./strings.js";
import { useActiveHeading } from "./useActiveHeading.js";

interface TocNode {
  item: TocItem;
  children: TocNode[];
}

/** Nests the flat heading list: each heading goes under the nearest earlier heading of a lower level. */
export function nestToc(items: TocItem[]): TocNode[] {
  const roots: TocNode[] = [];
  const stack: TocNode[] = [];
  for (const item of items) {
    const node: TocNode = { item, children: [] };
    while (stack.length > 0 && stack[stack.length - 1]!.item.level >= item.level) stack.pop();
    const parent = stack[stack.length - 1];
    (parent ? parent.children : roots).push(node);
    stack.push(node);
  }
  return roots;
}

function TocList(props: { nodes: TocNode[]; nested?: boolean; activeId?: string }) {
  return (
    <ul className={props.nested ? "toc-list toc-list--nested" : "toc-list"}>
      {props.nodes.map((node) => (
        <li key={node.item.id} className="toc-item">
          <a
            className={classNames("toc-link", node.item.id === props.activeId && "toc-link--active")}
            href={`#${node.item.id}`}
            data-toc-id={node.item.id}
          >
            {node.item.value}
          </a>
          {node.children.length > 0 ? <TocList nodes={node.children} nested activeId={props.activeId} /> : null}
        </li>
      ))}
    </ul>
  );
}

/** The "On this page" list beside the content on wide screens, marking the heading being read. */
export function TOC(props: { toc: TocItem[] }) {
  const t = useStrings();
  const activeId = useActiveHeading(props.toc.map((item) => item.id));
  if (props.toc.length === 0) return null;
  return (
    <nav className="toc" aria-label={t("theme.toc.title")}>
      <p className="toc-title" aria-hidden="true">
        {t("theme.toc.title")}
      </p>
      <TocList nodes={nestToc(props.toc)} activeId={activeId} />
    </nav>
  );
}

/** The same list folded into a `<details>` at the top of the content, for screens too narrow for the column. */
export function TOCCollapsible(props: { toc: TocItem[] }) {
  const t = useStrings();
  if (props.toc.length === 0) return null;
  return (
    <details className="toc-collapsible">
      <summary className="toc-collapsible-summary">{t("theme.toc.title")}</summary>
      <nav className="toc toc--collapsible" aria-label={t("theme.toc.title")}>
        <TocList nodes={nestToc(props.toc)} />
      </nav>
    </details>
  );
}
