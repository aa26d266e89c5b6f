import type { Route } from "../types.js";
import { manifestKey, NOT_FOUND_KEY } from "../shared/routeKey.js";
import type { RouteManifestEntry } from "../shared/routeManifestEntry.js";

/**
 * The map the browser navigates with: route key → chunk path under `assets/`, with the route's stylesheets
 * after it when it has any. About 40 bytes a route, and fetched only on the first navigation or prefetch,
 * never on first load.
 */
export function routeManifest(routes: Route[], chunks: string[], styles: (index: number) => string[], baseUrl: string): string {
  const entries: Record<string, RouteManifestEntry> = {};
  routes.forEach((route, i) => {
    const key = route.kind === "notFound" ? NOT_FOUND_KEY : manifestKey(route.path, baseUrl);
    const chunk = chunks[i];
    if (key === undefined || !chunk) return;
    const sheets = styles(i);
    entries[key] = sheets.length > 0 ? [chunk, ...sheets] : chunk;
  });
  return JSON.stringify(entries);
}
