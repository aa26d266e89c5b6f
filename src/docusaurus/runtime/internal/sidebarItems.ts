import type { SidebarCategory, SidebarItem } from "../../../shared/types.js";
import { isSamePath } from "../../../shared/pathCompare.js";

/** The first page a sidebar item leads to: a link's own, a category's page or else its first item's. */
export function findFirstSidebarItemLink(item: SidebarItem): string | undefined {
  if (item.type === "link") return item.href;
  if (item.type !== "category") return undefined;
  if (item.href !== undefined) return item.href;
  for (const child of item.items) {
    const href = findFirstSidebarItemLink(child);
    if (href !== undefined) return href;
  }
  return undefined;
}

/** The first category of the tree (depth-first) that `predicate` accepts. */
export function findSidebarCategory(items: readonly SidebarItem[], predicate: (category: SidebarCategory) => boolean): SidebarCategory | undefined {
  for (const item of items) {
    if (item.type !== "category") continue;
    if (predicate(item)) return item;
    const below = findSidebarCategory(item.items, predicate);
    if (below) return below;
  }
  return undefined;
}

/** Whether the item is the page at `path`, or a category holding it. */
export function isActiveSidebarItem(item: SidebarItem, path: string): boolean {
  if (item.type === "link") return isSamePath(item.href, path);
  if (item.type !== "category") return false;
  return (item.href !== undefined && isSamePath(item.href, path)) || item.items.some((child) => isActiveSidebarItem(child, path));
}

/**
 * The categories from the sidebar's root down to the page at `path` (the deepest last). The runs a page's copy
 * cuts long lists into (SidebarCategory.run) are not the site's categories, so they are looked through.
 */
export function categoriesAbove(items: readonly SidebarItem[], path: string): SidebarCategory[] {
  for (const item of items) {
    if (item.type !== "category" || !isActiveSidebarItem(item, path)) continue;
    const below = categoriesAbove(item.items, path);
    return item.run === true ? below : [item, ...below];
  }
  return [];
}

/** Items a card list shows: those that lead to a page (html items and empty categories have none to link). */
export function filterDocCardListItems(items: readonly SidebarItem[]): SidebarItem[] {
  return items.filter((item) => item.type === "html" || findFirstSidebarItemLink(item) !== undefined);
}

