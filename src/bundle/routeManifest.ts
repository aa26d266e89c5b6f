import type { Route } from "../types.js";
import { manifestKey, NOT_FOUND_KEY } from "../shared/routeKey.js";

/**
 * The map the browser navigates with: route key → chunk path under `assets/`. About 40 bytes a route, and
 * fetched only on the first navigation or prefetch, never on first load.
 */
export function routeManifest(routes: Route[], chunks: string[], baseUrl: string): string {
  const entries: Record<string, string> = {};
  routes.forEach((route, i) => {
    const key = route.kind === "notFound" ? NOT_FOUND_KEY : manifestKey(route.path, baseUrl);
    if (key !== undefined && chunks[i]) entries[key] = chunks[i]!;
  });
  return JSON.stringify(entries);
}
