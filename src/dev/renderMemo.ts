// Rendering every page takes longer than anything else in a rebuild, yet one saved file changes few pages.
// A page's HTML is a function of the code its route module reaches, the shared theme code and the site data,
// so it is reused while the hashes of all of those stay the same.
import { createHash } from "node:crypto";
import path from "node:path";
import type { Metafile } from "esbuild";
import type { ModuleRenderRoute } from "../bundle/bundleServer.js";
import { viewHash } from "../bundle/sidebarModules.js";
import { siteDataHash } from "../render/siteDataHash.js";
import { fileStamp } from "../fileStamp.js";

type Rendered = ReturnType<ModuleRenderRoute>;

const sha1 = (text: string) => createHash("sha1").update(text).digest("base64url");

/** Remembers rendered routes from one server build to the next. */
export class RenderMemo {
  private cache = new Map<string, Rendered>();
  /** Renders reused and done in the last build, for the terminal. */
  readonly stats = { reused: 0, rendered: 0 };

  /**
   * Wraps one server build's renderRoute. `hashOf` gives the hash of every module the plugins loaded
   * (route modules, compiled MDX, the entry); every other input is a file, stamped by size and time. The
   * sidebar view a route is handed counts by its contents.
   */
  wrap(metafile: Metafile, workingDir: string, hashOf: (input: string) => string | undefined, renderRoute: ModuleRenderRoute): ModuleRenderRoute {
    const previous = this.cache;
    const current = new Map<string, Rendered>();
    this.cache = current;
    this.stats.reused = 0;
    this.stats.rendered = 0;
    const graph = importGraph(metafile);
    const files = sha1(
      Object.keys(metafile.inputs)
        .filter((input) => hashOf(input) === undefined)
        .sort()
        .map((input) => `${input}@${fileStamp(path.resolve(workingDir, input)).text}`)
        .join("\n"),
    );
    const virtualHash = (inputs: Set<string>) => sha1([...inputs].sort().map((i) => `${i}@${hashOf(i) ?? ""}`).join("\n"));
    const entry = Object.keys(metafile.inputs).find((i) => i.startsWith("edsite-entry:"));
    // The theme the entry wraps every page in; routes and contents are counted per page below.
    const shared = virtualHash(reachable(graph, entry ? [entry] : [], (i) => i.startsWith("edsite-route:") || i.startsWith("edsite-mdx:")));

    return (index, site, sidebar) => {
      const view = sidebar === undefined ? "" : viewHash(sidebar);
      const key = sha1(`${files}|${shared}|${siteDataHash(site)}|${index}|${view}|${virtualHash(reachable(graph, [`edsite-route:${index}`], () => false))}`);
      const hit = current.get(key) ?? previous.get(key);
      if (hit) {
        current.set(key, hit);
        this.stats.reused++;
        return hit;
      }
      const rendered = renderRoute(index, site, sidebar);
      current.set(key, rendered);
      this.stats.rendered++;
      return rendered;
    };
  }
}

function importGraph(metafile: Metafile): Map<string, string[]> {
  return new Map(Object.entries(metafile.inputs).map(([input, info]) => [input, info.imports.filter((i) => !i.external).map((i) => i.path)]));
}

/** Every input reachable from `start`, not walking into inputs `skip` accepts. */
function reachable(graph: Map<string, string[]>, start: string[], skip: (input: string) => boolean): Set<string> {
  const seen = new Set<string>();
  const stack = [...start];
  while (stack.length > 0) {
    const input = stack.pop()!;
    if (seen.has(input)) continue;
    seen.add(input);
    for (const next of graph.get(input) ?? []) if (!seen.has(next) && !skip(next)) stack.push(next);
  }
  return seen;
}
