// Paths compare as the sidebar compares them when it marks the current page.
import { withoutTrailingSlash } from "../shared/pathCompare.js";
import type { Sidebar, SidebarCategory, SidebarItem } from "../shared/types.js";
import { groupLongLists } from "./groupLongLists.js";

/** A sidebar cut into what pages show at first and the pieces the browser fetches as categories open. */
export interface ShapedSidebar {
  /**
   * The sidebar as the page at `activeHref` first shows it: every category that is open on the first render
   * (not collapsible, not collapsed, or holding the page) keeps its items; every other one is sent with empty
   * `items` and the `itemsUrl` of its piece. Pages that show the same view get the same object.
   */
  viewFor(activeHref: string): Sidebar;
  /** Each piece by file name under `assets/`: the JSON of one closed category's items, cut the same way. */
  pieces: Map<string, string>;
}

/**
 * `sidebar-<sidebar>@<place>.json`: the place is the item indexes from the top, dot-joined, and the sidebar's
 * name is kept to letters, digits, `_` and `-` (anything else as `~` and its code), so two sidebars never share
 * a name. Without a hash in it, the serving side has browsers check the file every time (see cachePolicy).
 */
export function pieceName(sidebarName: string, place: string): string {
  const safe = sidebarName.replace(/[^A-Za-z0-9_-]/g, (c) => `~${c.charCodeAt(0).toString(16)}`);
  return `sidebar-${safe}@${place}.json`;
}

/** Whether a category is closed until the visitor opens it, unless it holds the page. */
function startsClosed(category: SidebarCategory): boolean {
  // A category with no items has nothing to fetch; buildSidebars turns those into links anyway.
  return category.collapsible && category.collapsed && category.items.length > 0;
}

/**
 * Cuts `whole` into views and pieces, its long lists first put into runs (see groupLongLists). A piece is
 * named by its sidebar and its category's place in it (see pieceName), not by its content: a name that changed
 * with the content renamed every piece above a changed one, up to the views of every page, so one category's
 * new label changed all 10,000 pages of a generated site. Browsers check a piece with the server on each use.
 */
export function shapeSidebar(whole: Sidebar, assetsUrl: string): ShapedSidebar {
  // Pages and pieces show long lists in runs, so that neither grows with the number of folders side by side.
  const sidebar: Sidebar = { name: whole.name, items: groupLongLists(whole.items) };
  const pieces = new Map<string, string>();
  const urls = new Map<SidebarCategory, string>();
  const places = new Map<SidebarCategory, string>();
  const parents = new Map<SidebarCategory, SidebarCategory>();
  const place = (items: SidebarItem[], prefix: string, parent?: SidebarCategory): void =>
    items.forEach((item, i) => {
      if (item.type !== "category") return;
      places.set(item, `${prefix}${i}`);
      if (parent) parents.set(item, parent);
      place(item.items, `${prefix}${i}.`, item);
    });
  place(sidebar.items, "");

  const pieceUrl = (category: SidebarCategory): string => {
    let url = urls.get(category);
    if (url === undefined) {
      const contents = JSON.stringify(category.items.map(closedShape));
      const name = pieceName(whole.name, places.get(category)!);
      pieces.set(name, contents);
      url = assetsUrl + name;
      urls.set(category, url);
    }
    return url;
  };

  /**
   * An item as a piece shows it: with no page of its own to hold, every closed category is a reference. It is
   * also how every view shows a category that holds none of the view's open ones, so each category's shape is
   * made once and shared by every view and piece, whose serializing then takes it whole (see sidebarViewFiles).
   */
  const closedShapes = new Map<SidebarCategory, SidebarItem>();
  const closedShape = (item: SidebarItem): SidebarItem => {
    if (item.type !== "category") return item;
    let shape = closedShapes.get(item);
    if (shape === undefined) {
      shape = startsClosed(item) ? { ...item, items: [], itemsUrl: pieceUrl(item) } : { ...item, items: item.items.map(closedShape) };
      closedShapes.set(item, shape);
    }
    return shape;
  };

  // For each path, the closed categories that hold it (a path may sit in the sidebar more than once). A view
  // depends on nothing else, so pages with the same holders share one view, built once.
  const holders = new Map<string, Set<SidebarCategory>>();
  const hold = (href: string, closedAbove: SidebarCategory[]) => {
    const key = withoutTrailingSlash(href);
    const set = holders.get(key) ?? new Set<SidebarCategory>();
    for (const category of closedAbove) set.add(category);
    holders.set(key, set);
  };
  const collectHolders = (items: SidebarItem[], closedAbove: SidebarCategory[]): void => {
    for (const item of items) {
      if (item.type === "html") continue;
      if (item.type === "link") {
        hold(item.href, closedAbove);
        continue;
      }
      const below = startsClosed(item) ? [...closedAbove, item] : closedAbove;
      if (item.href !== undefined) hold(item.href, below);
      collectHolders(item.items, below);
    }
  };
  collectHolders(sidebar.items, []);

  /** `item` in the view whose open categories are `open`, and `onPath` those and every category above them. */
  const viewShape = (item: SidebarItem, open: Set<SidebarCategory>, onPath: Set<SidebarCategory>): SidebarItem => {
    if (item.type !== "category") return item;
    if (!onPath.has(item)) return closedShape(item);
    const items = () => item.items.map((child) => viewShape(child, open, onPath));
    if (!startsClosed(item)) return { ...item, items: items() };
    if (!open.has(item)) return closedShape(item);
    return { ...item, items: items(), itemsUrl: pieceUrl(item) };
  };

  const order = new Map<SidebarCategory, number>();
  const views = new Map<string, Sidebar>();
  const viewFor = (activeHref: string): Sidebar => {
    const open = holders.get(withoutTrailingSlash(activeHref)) ?? new Set<SidebarCategory>();
    for (const category of open) if (!order.has(category)) order.set(category, order.size);
    const key = [...open].map((category) => order.get(category)!).sort((a, b) => a - b).join(",");
    let view = views.get(key);
    if (!view) {
      const onPath = new Set<SidebarCategory>();
      for (const holder of open) {
        for (let category: SidebarCategory | undefined = holder; category !== undefined && !onPath.has(category); category = parents.get(category)) onPath.add(category);
      }
      view = { name: sidebar.name, items: sidebar.items.map((item) => viewShape(item, open, onPath)) };
      views.set(key, view);
    }
    return view;
  };

  // Every piece exists once the shaper does, whichever pages ask for views.
  sidebar.items.forEach(closedShape);
  return { viewFor, pieces };
}
