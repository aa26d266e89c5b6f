import type { Route } from "../types.js";
import { manifestKey, NOT_FOUND_KEY } from "../shared/routeKey.js";
import { VIEWS_KEY, type RouteManifestEntry } from "../shared/routeManifestEntry.js";

/**
 * The map the browser navigates with: route key → chunk path under `assets/`, with the route's sidebar view
 * and stylesheets after it when it has either (see RouteManifestEntry), and the views' files under
 * VIEWS_KEY. About 45 bytes a route, and fetched only on the first navigation or prefetch, never on first load.
 */
export function routeManifest(routes: Route[], chunks: string[], views: (string | undefined)[], styles: (index: number) => string[], baseUrl: string): string {
  const entries: Record<string, RouteManifestEntry> = {};
  const viewFiles: string[] = [];
  const places = new Map<string, number>();
  const placeOf = (file: string) => {
    let place = places.get(file);
    if (place === undefined) places.set(file, (place = viewFiles.push(file) - 1));
    return place;
  };
  routes.forEach((route, i) => {
    const key = route.kind === "notFound" ? NOT_FOUND_KEY : manifestKey(route.path, baseUrl);
    const chunk = chunks[i];
    if (key === undefined || !chunk) return;
    const sheets = styles(i);
    const view = views[i];
    entries[key] = view === undefined && sheets.length === 0 ? chunk : [chunk, view === undefined ? -1 : placeOf(view), ...sheets];
  });
  if (viewFiles.length > 0) entries[VIEWS_KEY] = viewFiles;
  return JSON.stringify(entries);
}
