import { useEffect, useRef, useState, type Ref } from "react";
import type { SidebarCategory, SidebarItem, SidebarLink } from "../src/shared/types.js";
import { classNames } from "./classNames.js";
import { isSamePath } from "../src/shared/pathCompare.js";
import { knownSidebarPiece, loadSidebarPiece, rememberSidebarPiece } from "./sidebarPieces.js";
import { SiteLink } from "./SiteLink.js";
import { useStrings } from "./strings.js";
import { useSite } from "./SiteContext.js";
import { useCollapseAnimation } from "./useCollapseAnimation.js";

/**
 * Whether each category (by its label path) was last shown collapsed, remembered across page changes for
 * this visit: a page swap mounts a new sidebar, and a category the visitor opened, or that opened because it
 * held the current page, must not close again by itself. Written only in the browser; empty on the server and
 * during hydration, so the first render matches the server's.
 */
const categoryMemory = new Map<string, boolean>();

/** Whether the category's own page or any page below it is the current one. */
function containsActive(category: SidebarCategory, activeHref: string): boolean {
  if (category.href !== undefined && isSamePath(category.href, activeHref)) return true;
  return category.items.some((item) =>
    item.type === "link" ? isSamePath(item.href, activeHref) : item.type === "category" && containsActive(item, activeHref),
  );
}

function SidebarLinkItem(props: { item: SidebarLink; activeHref: string }) {
  const active = isSamePath(props.item.href, props.activeHref);
  return (
    <li className={classNames("sidebar-item", "sidebar-item--link", props.item.className)}>
      <SiteLink
        href={props.item.href}
        className={classNames("sidebar-link", active && "sidebar-link--active")}
        ariaCurrent={active ? "page" : undefined}
      >
        {props.item.label}
      </SiteLink>
    </li>
  );
}

/**
 * A category: its items list is in the HTML only once the category has been open, either from the first
 * render (it holds the current page, or is configured `collapsed: false`) or by the visitor's click. Rendering
 * every collapsed category's items made each page carry the whole sidebar, so a site's output grew with the
 * square of its page count. Once mounted the list stays, and `is-collapsed` on the `<li>` hides it, so closing
 * animates as well as opening (see useCollapseAnimation).
 *
 * A category the page sent without its items (an `itemsUrl` and no `items`) fetches them the first time it
 * opens: meanwhile its toggle reads expanded, its list is empty, hidden and `aria-busy`, and the list grows
 * open once they arrive. If the fetch fails the category closes again, its header link still there, and the
 * next opening tries again.
 */
function SidebarCategoryItem(props: {
  item: SidebarCategory;
  activeHref: string;
  level: number;
  path: string;
  /** With `autoCollapseCategories`: the sibling the visitor opened last (each opening a new object), which this one closes for. */
  openedSibling?: { path: string };
  onOpen?: (opened: { path: string }) => void;
}) {
  const t = useStrings();
  const { item, activeHref } = props;
  const url = item.itemsUrl;
  const hasActive = containsActive(item, activeHref);
  const [collapsed, setCollapsed] = useState(
    () => item.collapsible && !hasActive && (categoryMemory.get(props.path) ?? item.collapsed),
  );
  // Follows the first render's open state; while hydrating that is the server's (categoryMemory is still empty).
  const [itemsMounted, setItemsMounted] = useState(!collapsed);
  // Set during render, not in an effect: the click that opens the category then commits the list and the
  // open state together, so the animation below finds the list in place and grows it from 0.
  if (!collapsed && !itemsMounted) setItemsMounted(true);
  // Read on every render: the fetch below only re-renders, and a piece another copy of the sidebar loaded counts too.
  const items = url !== undefined && item.items.length === 0 ? knownSidebarPiece(url) : item.items;
  const waiting = !collapsed && items === undefined;
  const [, setArrivals] = useState(0);
  useEffect(() => {
    if (!waiting || url === undefined) return;
    let mounted = true;
    loadSidebarPiece(url).then(
      () => {
        if (mounted) setArrivals((n) => n + 1);
      },
      () => {
        if (mounted) setCollapsed(true);
      },
    );
    return () => {
      mounted = false;
    };
  }, [waiting, url]);
  useEffect(() => {
    if (url !== undefined && item.items.length > 0) rememberSidebarPiece(url, item.items);
  }, [url, item.items]);
  // Shown closed until there is something to show, so the list grows open once, with its items.
  const shownCollapsed = collapsed || waiting;
  const list = useRef<HTMLUListElement>(null);
  useCollapseAnimation(list, shownCollapsed);
  // Navigating to a page inside a collapsed category opens it.
  useEffect(() => {
    if (hasActive) setCollapsed(false);
  }, [hasActive]);
  useEffect(() => {
    categoryMemory.set(props.path, collapsed);
  }, [collapsed, props.path]);
  // Opening a category closes its open siblings (docs.sidebar.autoCollapseCategories).
  useEffect(() => {
    if (props.openedSibling !== undefined && props.openedSibling.path !== props.path && item.collapsible) setCollapsed(true);
  }, [props.openedSibling]);
  const toggle = () => {
    if (collapsed) props.onOpen?.({ path: props.path });
    setCollapsed(!collapsed);
  };
  const selfActive = item.href !== undefined && isSamePath(item.href, activeHref);

  let header;
  if (item.href !== undefined) {
    header = (
      <div className="sidebar-category-header">
        <SiteLink
          href={item.href}
          className={classNames("sidebar-link", "sidebar-category-link", selfActive && "sidebar-link--active")}
          ariaCurrent={selfActive ? "page" : undefined}
        >
          {item.label}
        </SiteLink>
        {item.collapsible ? (
          <button
            type="button"
            className="sidebar-category-toggle"
            aria-expanded={!collapsed}
            aria-label={t("theme.docs.sidebar.toggleCategory", { label: item.label })}
            data-sidebar-toggle=""
            onClick={toggle}
          />
        ) : null}
      </div>
    );
  } else if (item.collapsible) {
    header = (
      <button
        type="button"
        className="sidebar-category-button"
        aria-expanded={!collapsed}
        data-sidebar-toggle=""
        onClick={toggle}
      >
        <span>{item.label}</span>
      </button>
    );
  } else {
    header = <span className="sidebar-category-label">{item.label}</span>;
  }

  return (
    <li
      className={classNames(
        "sidebar-item",
        "sidebar-category",
        `sidebar-category--level-${props.level}`,
        shownCollapsed && "is-collapsed",
        hasActive && "sidebar-category--active",
        item.className,
      )}
    >
      {header}
      {itemsMounted ? (
        <SidebarItems
          items={items ?? []}
          activeHref={activeHref}
          level={props.level + 1}
          path={props.path}
          listRef={list}
          busy={waiting}
        />
      ) : null}
    </li>
  );
}

function SidebarItems(props: {
  items: SidebarItem[];
  activeHref: string;
  level: number;
  path: string;
  listRef?: Ref<HTMLUListElement>;
  /** Set while the items are being fetched. */
  busy?: boolean;
}) {
  const autoCollapse = useSite().docsSidebar?.autoCollapseCategories === true;
  const [openedSibling, setOpenedSibling] = useState<{ path: string }>();
  return (
    <ul
      ref={props.listRef}
      className={classNames("sidebar-items", props.level > 1 && "sidebar-items--nested")}
      aria-busy={props.busy || undefined}
    >
      {props.items.map((item, index) =>
        item.type === "html" ? (
          // The site's own HTML, as its sidebars file writes it (a heading or a divider between items).
          <li key={`${index}:html`} className={classNames("sidebar-item", "sidebar-item--html", item.className)} dangerouslySetInnerHTML={{ __html: item.value }} />
        ) : item.type === "link" ? (
          <SidebarLinkItem key={`${index}:${item.href}`} item={item} activeHref={props.activeHref} />
        ) : (
          <SidebarCategoryItem
            key={`${index}:${item.label}`}
            item={item}
            activeHref={props.activeHref}
            level={props.level}
            path={`${props.path}/${item.label}`}
            {...(autoCollapse ? { openedSibling, onOpen: setOpenedSibling } : {})}
          />
        ),
      )}
    </ul>
  );
}

/** The docs sidebar: nested lists of links and collapsible categories, with the current page marked. */
export function DocSidebar(props: { items: SidebarItem[]; activeHref: string }) {
  const t = useStrings();
  return (
    <nav className="doc-sidebar" aria-label={t("theme.docs.sidebar.navAriaLabel")}>
      <SidebarItems items={props.items} activeHref={props.activeHref} level={1} path="" />
    </nav>
  );
}
