/**
 * A route's entry in the route manifest, under `assets/`: its chunk alone, or, for a route that shows a
 * sidebar or whose code imports CSS modules, the chunk, the place of its sidebar view's file in the
 * manifest's list of views (VIEWS_KEY; -1 for none) and the stylesheets. The plain string keeps the common
 * case at its old size, and a view named by its place adds 2-5 bytes a route where its file's name added 20.
 */
export type RouteManifestEntry = string | (string | number)[];

/** The manifest's key of its list of sidebar view files: no route's key starts with `/` but the not-found page's. */
export const VIEWS_KEY = "/views";

/** The chunk, the sidebar view and the stylesheets of a manifest entry, with the manifest's list of views. */
export function entryParts(entry: RouteManifestEntry, views: readonly (string | number)[] = []): { chunk: string; view: string | undefined; styles: string[] } {
  if (typeof entry === "string") return { chunk: entry, view: undefined, styles: [] };
  const [chunk = "", view = -1, ...styles] = entry;
  const viewFile = typeof view === "number" && view >= 0 ? views[view] : undefined;
  return { chunk: String(chunk), view: typeof viewFile === "string" ? viewFile : undefined, styles: styles.map(String) };
}
