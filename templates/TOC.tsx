import { useEffect, useRef, useState, type MouseEvent } from "react";
import type { TocItem } from "../src/shared/types.js";
import { classNames } from "./classNames.js";
import { useStrings } from "./strings.js";
import { useActiveHeading } from "./useActiveHeading.js";
import { useCollapseAnimation } from "./useCollapseAnimation.js";

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

/**
 * The same list folded into a `<details>` at the top of the content, for screens too narrow for the column.
 * Without JavaScript the browser opens and closes the `<details>`. Once hydrated, the component does, so the
 * list animates by height as sidebar categories do (useCollapseAnimation, 1 ms under reduced motion): it
 * opens the `<details>` before growing the list, and closes it once the list has shrunk.
 */
export function TOCCollapsible(props: { toc: TocItem[] }) {
  const t = useStrings();
  const details = useRef<HTMLDetailsElement>(null);
  const list = useRef<HTMLElement>(null);
  // `null` until hydrated: the server's markup, where the browser alone opens the `<details>`.
  const [collapsed, setCollapsed] = useState<boolean | null>(null);
  // Whether the `<details>` is open: while the list shrinks it still is.
  const [open, setOpen] = useState(false);
  useEffect(() => {
    // A visitor may have opened it natively before the script arrived.
    const openAlready = details.current?.open ?? false;
    setCollapsed(!openAlready);
    setOpen(openAlready);
  }, []);
  useCollapseAnimation(list, collapsed ?? true, () => {
    if (collapsed) setOpen(false);
  });
  if (props.toc.length === 0) return null;
  const enhanced = collapsed !== null;
  const toggle = (event: MouseEvent) => {
    if (!enhanced) return;
    event.preventDefault();
    if (collapsed) setOpen(true);
    setCollapsed(!collapsed);
  };
  return (
    <details
      ref={details}
      className={classNames("toc-collapsible", enhanced && collapsed && "is-collapsed")}
      open={enhanced ? open : undefined}
    >
      <summary className="toc-collapsible-summary" onClick={toggle}>
        {t("theme.toc.title")}
      </summary>
      <nav ref={list} className="toc toc--collapsible" aria-label={t("theme.toc.title")}>
        <TocList nodes={nestToc(props.toc)} />
      </nav>
    </details>
  );
}
