import type { Route } from "../types.js";
import type { Sidebar, SidebarItem } from "../shared/types.js";
import { shapeSidebar } from "../routes/sidebarView.js";
import type { OutputFile } from "../output/emitSite.js";
import { contentHash } from "../contentHash.js";

/** The sidebar data of a build: one module per distinct page view, and the piece files the views name. */
export interface SidebarModules {
  /** Each view by its key (see viewKey); sidebarViewFiles writes each as a file of its own. */
  views: Map<string, Sidebar>;
  /** The key of the view each route with a sidebar shows. */
  viewOfRoute: Map<Route, string>;
  /** The pieces, under `<base>assets/`, for the build to write (and `dev` to serve). */
  files: OutputFile[];
}

/**
 * Gives every route that shows a sidebar the view of it that its page shows first. Pages that show the same
 * view load the same file; on a site without collapsed categories that is one per sidebar.
 */
export function sidebarModules(routes: Route[], sidebars: Sidebar[], baseUrl: string): SidebarModules {
  const shaped = new Map(sidebars.map((s) => [s.name, shapeSidebar(s, `${baseUrl}assets/`)]));
  const views = new Map<string, Sidebar>();
  const keys = new Map<Sidebar, string>();
  const viewOfRoute = new Map<Route, string>();
  for (const route of routes) {
    if (route.sidebarName === undefined) continue;
    const shapes = shaped.get(route.sidebarName);
    if (!shapes) throw new Error(`Route ${route.path} shows the sidebar "${route.sidebarName}", which was not built.`);
    const view = shapes.viewFor(route.meta.permalink);
    let key = keys.get(view);
    if (key === undefined) {
      key = viewKey(route.sidebarName, view);
      keys.set(view, key);
      views.set(key, view);
    }
    viewOfRoute.set(route, key);
  }
  const assets = `${baseUrl.replace(/^\//, "")}assets/`;
  // Each sidebar's pieces carry its name (see pieceName), so no two sidebars write the same file.
  const pieces = new Map([...shaped.values()].flatMap((s) => [...s.pieces]));
  const files = [...pieces].map(([name, contents]) => ({ path: assets + name, contents }));
  return { views, viewOfRoute, files };
}

/**
 * A view's key: its sidebar's name and the places (item indexes from the top, dot-joined) of the
 * categories it opens that start closed, `docs@1.0+2`, or the name alone for a view that opens none. It
 * depends neither on the order pages come in nor on labels, so a view keeps its name from build to build
 * while its text changes (its file's name takes the text's hash, see sidebarViewFiles).
 */
export function viewKey(sidebarName: string, view: Sidebar): string {
  const places: string[] = [];
  const visit = (items: SidebarItem[], prefix: string) =>
    items.forEach((item, i) => {
      if (item.type !== "category") return;
      // Only a category that starts closed has a piece of its own; in this view it holds its items.
      if (item.itemsUrl !== undefined && item.items.length > 0) places.push(`${prefix}${i}`);
      visit(item.items, `${prefix}${i}.`);
    });
  visit(view.items, "");
  return places.length === 0 ? sidebarName : `${sidebarName}@${places.join("+")}`;
}

/** The view `route` shows, if it shows a sidebar. */
export function sidebarOf(sidebars: Pick<SidebarModules, "views" | "viewOfRoute">, route: Route): Sidebar | undefined {
  const key = sidebars.viewOfRoute.get(route);
  return key === undefined ? undefined : sidebars.views.get(key);
}

const viewHashes = new WeakMap<Sidebar, string>();

/** A hash of a view's contents, made once a view: every page that shows it asks. */
export function viewHash(view: Sidebar): string {
  let hash = viewHashes.get(view);
  if (hash === undefined) viewHashes.set(view, (hash = contentHash(JSON.stringify(view))));
  return hash;
}
