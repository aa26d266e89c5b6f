import path from "node:path";
import { build } from "esbuild";
import type { SiteData } from "../shared/types.js";
import { loadCommonJs } from "./loadCommonJs.js";
import type { ServerBundleInput } from "./bundleServer.js";
import { serverModuleOptions, serverOutdir } from "./serverModule.js";
import { edsiteRoot } from "../package/edsitePaths.js";
import { sidebarOf } from "./sidebarModules.js";

/** A route's render failure, caught again in a bundle that can be read back to its sources. */
export interface RouteFailureTrace {
  /** What the route threw this time, with every frame of its stack. */
  error: Error;
  /** The file name the bundle's frames carry in that stack. */
  bundleFile: string;
  /** The bundle's source map (JSON); its sources are relative to `outdir`. */
  sourceMap: string;
  outdir: string;
}

/** The name the traced bundle runs under, unlike any other module's, so its frames are told apart. */
const TRACE_NAME = "edsite-render-trace.cjs";

/**
 * Bundles route `index` again on its own, with a source map and with its pages' code compiled again with
 * theirs (`sourceMapped`, by module id), and renders it with a stack that keeps every frame. Only a build
 * that already failed pays for this; a good build makes no source map at all. Undefined when the route now
 * renders (the failure depended on something else) or cannot be bundled.
 */
export async function traceRouteFailure(input: ServerBundleInput, index: number, site: SiteData, sourceMapped: Map<string, string>): Promise<RouteFailureTrace | undefined> {
  const modules = new Map(input.modules);
  for (const [id, code] of sourceMapped) {
    const module = modules.get(id);
    if (!module) continue;
    // The hash was of the code replaced here.
    const { codeHash: _, ...rest } = module;
    modules.set(id, { ...rest, code });
  }
  const options = serverModuleOptions(input, modules, [index], []);
  let result;
  try {
    result = await build({ ...options, sourcemap: "external", sourcesContent: false });
  } catch {
    return undefined;
  }
  const code = result.outputFiles.find((file) => path.basename(file.path) === "server.js")?.text;
  const sourceMap = result.outputFiles.find((file) => path.basename(file.path) === "server.js.map")?.text;
  if (code === undefined || sourceMap === undefined) return undefined;
  const limit = Error.stackTraceLimit;
  // Every frame: a runaway recursion's ten topmost frames are all inside the loop, far from the page.
  Error.stackTraceLimit = Infinity;
  try {
    const module = loadCommonJs(code, undefined, TRACE_NAME);
    module.renderRoute(0, site, sidebarOf(input.sidebars, input.routes[index]!));
    return undefined;
  } catch (error) {
    const thrown = error instanceof Error ? error : new Error(String(error));
    return { error: thrown, bundleFile: path.join(edsiteRoot, TRACE_NAME), sourceMap, outdir: serverOutdir(input.siteRoot) };
  } finally {
    Error.stackTraceLimit = limit;
  }
}
