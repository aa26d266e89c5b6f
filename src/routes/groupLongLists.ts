import type { SidebarCategory, SidebarItem } from "../shared/types.js";

/**
 * The most items a list of a page's sidebar shows side by side before they are put into runs. High enough that a
 * Docusaurus site's long category (an API reference of 60 commands) still shows as Docusaurus shows it; low
 * enough that a site of hundreds of folders side by side keeps each page's HTML bounded (at 10,000 pages in
 * 200 folders, a header per folder was 64 KB of every page).
 */
export const LONG_LIST_LIMIT = 100;
/** How many items one run holds. */
export const RUN_LENGTH = 50;

/** The first or last label of an item, reading into runs: what a run's label names it by. */
function edgeLabel(item: SidebarItem, end: "first" | "last"): string {
  if (item.type === "category" && item.run === true && item.items.length > 0) {
    return edgeLabel(item.items[end === "first" ? 0 : item.items.length - 1]!, end);
  }
  return item.type === "html" ? "…" : item.label;
}

/** A collapsed category of its own holding `items`, named by their first and last labels. */
function runOf(items: SidebarItem[]): SidebarCategory {
  const first = edgeLabel(items[0]!, "first");
  const last = edgeLabel(items[items.length - 1]!, "last");
  return { type: "category", label: first === last ? first : `${first} – ${last}`, collapsed: true, collapsible: true, items, run: true };
}

/** `items` as a page's sidebar lists them: a list longer than LONG_LIST_LIMIT becomes runs of RUN_LENGTH, and runs of runs while there are still too many. */
function groupList(items: SidebarItem[]): SidebarItem[] {
  let list = items.map(groupItem);
  while (list.length > LONG_LIST_LIMIT) {
    const runs: SidebarItem[] = [];
    for (let start = 0; start < list.length; start += RUN_LENGTH) runs.push(runOf(list.slice(start, start + RUN_LENGTH)));
    list = runs;
  }
  return list;
}

function groupItem(item: SidebarItem): SidebarItem {
  return item.type === "category" ? { ...item, items: groupList(item.items) } : item;
}

/**
 * The sidebar's items with every long list cut into runs, each a collapsed category (marked `run`) named by its
 * first and last labels. A page shows its sidebar's lists down to the page's own category, and a closed
 * category costs the page its header only; but a list of hundreds of folders side by side would still make
 * every page carry hundreds of headers, so a page's HTML would grow with the site. In runs, a page carries at
 * most LONG_LIST_LIMIT items a level (a few levels more for tens of thousands), and the runs it does not hold
 * are fetched when the visitor opens them, like any closed category. Short lists, as most sites have, are
 * left as they are.
 */
export function groupLongLists(items: SidebarItem[]): SidebarItem[] {
  return groupList(items);
}
