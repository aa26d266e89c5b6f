import { contentHash } from "../contentHash.js";
import type { Route } from "../types.js";
import type { Sidebar } from "../shared/types.js";
import { shapeSidebar } from "../routes/sidebarView.js";
import type { OutputFile } from "../output/emitSite.js";

/** The sidebar data of a build: one module per distinct page view, and the piece files the views name. */
export interface SidebarModules {
  /** Each view by its module key (`<sidebar name>@<hash of the view>`), the part after `edsite-sidebar:`. */
  views: Map<string, Sidebar>;
  /** The key of the view each route with a sidebar imports. */
  viewOfRoute: Map<Route, string>;
  /** The pieces, under `<base>assets/`, for the build to write (and `dev` to serve). */
  files: OutputFile[];
}

/**
 * Gives every route that shows a sidebar the view of it that its page shows first. Pages that show the same
 * view import the same module, so the bundler puts it in one shared chunk; on a site without collapsed
 * categories that is one module per sidebar, as before views existed.
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
      // Named by content, not by the order pages came in, so a view keeps its module name from build to build.
      key = `${route.sidebarName}@${contentHash(JSON.stringify(view))}`;
      keys.set(view, key);
      views.set(key, view);
    }
    viewOfRoute.set(route, key);
  }
  const assets = `${baseUrl.replace(/^\//, "")}assets/`;
  // Two sidebars may cut out the same piece; its name is its content's hash, so one file serves both.
  const pieces = new Map([...shaped.values()].flatMap((s) => [...s.pieces]));
  const files = [...pieces].map(([name, contents]) => ({ path: assets + name, contents }));
  return { views, viewOfRoute, files };
}
