import type { ComponentType } from "react";
import type { PageMeta, Sidebar } from "../shared/types.js";

/**
 * What a route chunk exports (see src/bundle/routeModuleSource.ts, which writes them), with the sidebar view
 * its page shows, which the route loader loads beside it and the component is given.
 */
export interface RouteModule {
  default: ComponentType<{ sidebar?: Sidebar }>;
  meta: PageMeta;
  pageMeta?: Partial<PageMeta>;
  sidebar?: Sidebar;
}

/** The meta a page renders with: the route's, with what a custom page exports on top. */
export function metaOf(module: RouteModule): PageMeta {
  return module.pageMeta ? { ...module.meta, ...module.pageMeta } : module.meta;
}
