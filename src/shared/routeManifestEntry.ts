/**
 * A route's entry in the route manifest, under `assets/`: its chunk alone, or, for a route whose code
 * imports CSS modules, the chunk followed by their stylesheets. The plain string keeps the common case at
 * its old size.
 */
export type RouteManifestEntry = string | string[];

/** The chunk and the stylesheets of a manifest entry. */
export function entryParts(entry: RouteManifestEntry): { chunk: string; styles: string[] } {
  if (typeof entry === "string") return { chunk: entry, styles: [] };
  const [chunk = "", ...styles] = entry;
  return { chunk, styles };
}
