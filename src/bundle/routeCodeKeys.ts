// An incremental build renders a page again only when what renders it changed (see pageReuse). A server
// module holds up to 1,000 routes, so the hash of its code changed for all of them when one page's text did,
// and a one-page edit rendered 1,000 pages (1.7 s at 10,000 pages). A route's page depends on the module's
// shell (the theme and everything the entry imports besides routes) and on what its own route module
// reaches; its key hashes those, by name and contents, and nothing of the routes beside it.
import { createHash } from "node:crypto";
import type { Metafile } from "esbuild";
import { routeInput, serverModuleGraph } from "./serverModuleGraph.js";

/**
 * The key of each route of a server module built from `entry`, by site index: undefined when an input of the
 * module has no hash in `hashes` (what it read cannot be told apart then). `hashes` gives each metafile
 * input's contents as a hash (see EsbuildRunner.inputHashes).
 */
export function routeCodeKeys(metafile: Metafile, hashes: ReadonlyMap<string, string>, entry: string, routes: readonly number[]): Map<number, string> | undefined {
  for (const input of Object.keys(metafile.inputs)) if (!hashes.has(input)) return undefined;
  const graph = serverModuleGraph(metafile, entry);
  // The entry's own text only lists the routes and contents by their place: it counts by what it imports.
  const shellKey = hashOf([...graph.shell].sort().map((input) => `${input}\0${hashes.get(input)}`));
  const keys = new Map<number, string>();
  for (const index of routes) {
    const reach = graph.reach(index);
    if (!reach) return undefined;
    // The route module by its contents alone, so a page keeps its key when pages before it come or go.
    const own = `route\0${hashes.get(routeInput(index))}`;
    // The shell's modules are in its key already, with all they import: here only which ones it reaches.
    const parts = [...reach.own.slice(1).map((input) => `${input}\0${hashes.get(input)}`), ...reach.shell.map((input) => `${input}\0shell`)];
    keys.set(index, hashOf([shellKey, own, ...parts.sort()]));
  }
  return keys;
}

function hashOf(parts: string[]): string {
  const hash = createHash("sha1");
  for (const part of parts) hash.update(part).update("\n");
  return hash.digest("base64url");
}
