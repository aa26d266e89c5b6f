// Which inputs of a server module each of its routes reaches, read from the module's metafile: what a page's
// code key hashes (routeCodeKeys) and what a patched batch bundles again (patchedServerBatch).
import type { Metafile } from "esbuild";

/** Metafile input of a route module (see edsitePlugin): `edsite-route:<site index>`. */
export const routeInput = (index: number) => `edsite-route:${index}`;
const isRouteInput = (input: string) => input.startsWith("edsite-route:");
const isContentInput = (input: string) => input.startsWith("edsite-mdx:");

/** What a route reaches besides the shell: its own module first. */
export interface RouteReach {
  /** Inputs outside the shell, from the route's own module on. */
  own: string[];
  /** The shell's inputs those import (the shell's own imports are the shell's business). */
  shell: string[];
}

export interface ServerModuleGraph {
  /** What the entry reaches without going through a route or a post's content: the theme, React, the site's CSS. */
  shell: ReadonlySet<string>;
  /** What route `index` (a site index) reaches; undefined when the module does not hold it. */
  reach(index: number): RouteReach | undefined;
  /** What the entry's content modules (rendered alone, for feeds) reach outside the shell. */
  contents(): Set<string>;
}

/** The graph of the module built from `entry` (the entry's metafile input). */
export function serverModuleGraph(metafile: Metafile, entry: string): ServerModuleGraph {
  const { inputs } = metafile;
  const imports = new Map<string, string[]>();
  const importsOf = (input: string) => {
    let list = imports.get(input);
    if (!list) imports.set(input, (list = (inputs[input]?.imports ?? []).filter((imported) => !imported.external).map((imported) => imported.path)));
    return list;
  };
  const shell = new Set<string>();
  const stack = importsOf(entry).filter((input) => !isRouteInput(input) && !isContentInput(input));
  while (stack.length > 0) {
    const input = stack.pop()!;
    if (shell.has(input)) continue;
    shell.add(input);
    stack.push(...importsOf(input));
  }
  /** Everything `starts` reach, stopping at the shell. */
  const walk = (starts: string[]): RouteReach => {
    const own: string[] = [];
    const touched: string[] = [];
    const seen = new Set<string>();
    const pending = [...starts].reverse();
    while (pending.length > 0) {
      const input = pending.pop()!;
      if (seen.has(input)) continue;
      seen.add(input);
      if (shell.has(input)) {
        touched.push(input);
        continue;
      }
      own.push(input);
      pending.push(...importsOf(input));
    }
    return { own, shell: touched };
  };
  return {
    shell,
    reach: (index) => (routeInput(index) in inputs ? walk([routeInput(index)]) : undefined),
    contents: () => new Set(walk(importsOf(entry).filter(isContentInput)).own),
  };
}
