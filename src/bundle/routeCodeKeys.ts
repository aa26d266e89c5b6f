// An incremental build renders a page again only when what renders it changed (see pageReuse). A server
// module holds up to 1,000 routes, so the hash of its code changed for all of them when one page's text did,
// and a one-page edit rendered 1,000 pages (1.7 s at 10,000 pages). A route's page depends on the module's
// shell (the theme and everything the entry imports besides routes) and on what its own route module
// reaches; its key hashes those, by name and contents, and nothing of the routes beside it.
import { createHash } from "node:crypto";
import type { Metafile } from "esbuild";

/** Metafile input of a route module (see edsitePlugin): `edsite-route:<site index>`. */
const routeInput = (index: number) => `edsite-route:${index}`;
const isRouteInput = (input: string) => input.startsWith("edsite-route:");
const isContentInput = (input: string) => input.startsWith("edsite-mdx:");

/**
 * The key of each route of a server module built from `entry`, by site index: undefined when an input of the
 * module has no hash in `hashes` (what it read cannot be told apart then). `hashes` gives each metafile
 * input's contents as a hash (see EsbuildRunner.inputHashes).
 */
export function routeCodeKeys(metafile: Metafile, hashes: ReadonlyMap<string, string>, entry: string, routes: readonly number[]): Map<number, string> | undefined {
  const { inputs } = metafile;
  const imports = new Map<string, string[]>();
  const importsOf = (input: string) => {
    let list = imports.get(input);
    if (!list) imports.set(input, (list = (inputs[input]?.imports ?? []).filter((imported) => !imported.external).map((imported) => imported.path)));
    return list;
  };
  for (const input of Object.keys(inputs)) if (!hashes.has(input)) return undefined;

  // The shell: what the entry reaches without going through a route or a post's content (feeds render those
  // alone). The entry's own text only lists the routes and contents by their place: it counts by what it imports.
  const shell = new Set<string>();
  const stack = importsOf(entry).filter((input) => !isRouteInput(input) && !isContentInput(input));
  while (stack.length > 0) {
    const input = stack.pop()!;
    if (shell.has(input)) continue;
    shell.add(input);
    stack.push(...importsOf(input));
  }
  const shellKey = hashOf([...shell].sort().map((input) => `${input}\0${hashes.get(input)}`));

  const keys = new Map<number, string>();
  for (const index of routes) {
    const start = routeInput(index);
    if (!(start in inputs)) return undefined;
    // The route module by its contents alone, so a page keeps its key when pages before it come or go.
    const own = `route\0${hashes.get(start)}`;
    const parts: string[] = [];
    const seen = new Set([start]);
    const pending = [...importsOf(start)];
    while (pending.length > 0) {
      const input = pending.pop()!;
      if (seen.has(input)) continue;
      seen.add(input);
      // The shell's modules are in its key already, with all they import: here only which ones it reaches.
      if (shell.has(input)) {
        parts.push(`${input}\0shell`);
        continue;
      }
      parts.push(`${input}\0${hashes.get(input)}`);
      pending.push(...importsOf(input));
    }
    keys.set(index, hashOf([shellKey, own, ...parts.sort()]));
  }
  return keys;
}

function hashOf(parts: string[]): string {
  const hash = createHash("sha1");
  for (const part of parts) hash.update(part).update("\n");
  return hash.digest("base64url");
}
