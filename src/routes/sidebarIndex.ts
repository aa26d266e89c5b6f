// What every page of a sidebar looks up in it (its place in reading order, its breadcrumbs), indexed once
// per sidebar. Walking the sidebar for each page instead made route planning grow with the square of the
// page count, and the old dedupe of the reading order with its cube: minutes at 10,000 pages.
import type { Breadcrumb, Sidebar, SidebarCategory } from "../shared/types.js";
import { flattenLinks } from "../content/buildSidebars.js";

export interface SidebarIndex {
  /** Links in reading order, each URL once (its first place). */
  order: { label: string; href: string; docId?: string }[];
  /** Position in `order` by URL. */
  positionOf: Map<string, number>;
  /** Categories from the root down to the page, then the page, by URL (first place in the sidebar). */
  trailOf: Map<string, Breadcrumb[]>;
  /** The category a doc heads (its index page), by doc id: the first in depth-first order. */
  categoryHeadedBy: Map<string, SidebarCategory>;
}

const indexes = new WeakMap<Sidebar, SidebarIndex>();

export function sidebarIndex(sidebar: Sidebar): SidebarIndex {
  let index = indexes.get(sidebar);
  if (!index) {
    index = buildIndex(sidebar);
    indexes.set(sidebar, index);
  }
  return index;
}

function buildIndex(sidebar: Sidebar): SidebarIndex {
  const order: SidebarIndex["order"] = [];
  const positionOf = new Map<string, number>();
  for (const link of flattenLinks(sidebar.items)) {
    if (positionOf.has(link.href)) continue;
    positionOf.set(link.href, order.length);
    order.push(link);
  }
  const trailOf = new Map<string, Breadcrumb[]>();
  const categoryHeadedBy = new Map<string, SidebarCategory>();
  const walk = (items: Sidebar["items"], trail: Breadcrumb[]) => {
    for (const item of items) {
      if (item.type === "html") continue;
      if (item.href !== undefined && !trailOf.has(item.href)) trailOf.set(item.href, [...trail, { label: item.label }]);
      if (item.type === "category" && item.docId !== undefined && !categoryHeadedBy.has(item.docId)) categoryHeadedBy.set(item.docId, item);
      if (item.type === "category") walk(item.items, [...trail, { label: item.label, href: item.href }]);
    }
  };
  walk(sidebar.items, []);
  return { order, positionOf, trailOf, categoryHeadedBy };
}
