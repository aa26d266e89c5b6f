// A one-page edit changes one route of a server batch of 1,000, and the batch was bundled again whole: at
// 10,000 pages about 1.2 s of a 9.5 s rebuild, with the main thread idle. When the batch's kept build (see
// persistedEsbuild) differs only in modules that a few of its routes reach, none of them the shell's, a feed
// content's, a stylesheet or an asset, those routes alone are bundled again: a patch, a module of their own
// that renders each at its place in the batch. The batch's other routes render from the kept code, which
// still reads what they read, and the batch's stylesheet and assets are the kept build's.
// What it pays (27 November 2026, 2-core machine in a slow spell, 4 alternating pairs at 10,000 generated
// pages, one page's text edited): 8.5-10.3 s against 9.9-12.2 s, bundle stage 4.4-5.2 s against 5.5-6.6 s,
// render 0.28-0.37 s against 0.47-0.61 s (the batch's kept code is not even evaluated).
import type { BuildResult, Metafile } from "esbuild";
import { bundleError } from "./bundleError.js";
import type { ServerBundleInput } from "./bundleServer.js";
import type { BundleBuildOptions, EsbuildRunner } from "./esbuildRunner.js";
import { SERVER_ENTRY_INPUT, serverModuleOptions, serverModuleOutputs } from "./serverModule.js";
import { serverModuleGraph } from "./serverModuleGraph.js";
import type { ModuleCode } from "./serverBatch.js";

/**
 * Past this many routes a batch is bundled again whole, which also brings its kept build up to date: a patch
 * bundles the routes that changed since that build, so they add up edit after edit.
 */
export const PATCH_ROUTES_AT_MOST = 250;

/** A server batch's module as built, and the patch that renders some of its routes instead, if any. */
export interface BuiltServerBatch {
  result: BuildResult<BundleBuildOptions>;
  code: ModuleCode;
  css: string;
  assets: Map<string, Uint8Array>;
  patch?: { routes: number[]; result: BuildResult<BundleBuildOptions>; code: ModuleCode };
}

/** The server module of the routes at `indexes` (and the contents `contentIds`), patched when it can be. */
export async function buildServerBatch(input: ServerBundleInput, runner: EsbuildRunner, indexes: number[], contentIds: string[]): Promise<BuiltServerBatch> {
  const options = serverModuleOptions(input, input.modules, indexes, contentIds);
  const near = await runner.nearest?.(options);
  if (near?.changed.size === 0) {
    near.use();
    return serverModuleOutputs(near.result);
  }
  const routes = near && routesToPatch(near.result.metafile, near.changed, indexes);
  if (near && routes) {
    const patch = await build(runner, input, serverModuleOptions(input, input.modules, routes, [], false, routes.map((index) => index - indexes[0]!)));
    if (patchStands(patch.metafile, routes)) {
      near.use(routes.length);
      return { ...serverModuleOutputs(near.result), patch: { routes, result: patch, code: serverModuleOutputs(patch).code } };
    }
  }
  return serverModuleOutputs(await build(runner, input, options));
}

async function build(runner: EsbuildRunner, input: ServerBundleInput, options: BundleBuildOptions): Promise<BuildResult<BundleBuildOptions>> {
  try {
    return await runner.build(options);
  } catch (error) {
    throw bundleError(error, input);
  }
}

/**
 * The routes of a kept server module that reach a `changed` module, to be bundled again; undefined when a patch cannot stand in for the whole module: a change the shell or a feed's content
 * reaches, or a route to patch that reaches a stylesheet or an asset (the module's own would change).
 */
export function routesToPatch(metafile: Metafile, changed: ReadonlySet<string>, indexes: readonly number[]): number[] | undefined {
  const graph = serverModuleGraph(metafile, SERVER_ENTRY_INPUT);
  if ([...graph.shell, ...graph.contents()].some((input) => changed.has(input))) return undefined;
  const outsideCode = stylesAndAssets(metafile);
  const reached = new Set<string>();
  const routes: number[] = [];
  for (const index of indexes) {
    const reach = graph.reach(index);
    if (!reach) return undefined;
    if (!reach.own.some((input) => changed.has(input))) continue;
    if (reach.own.some((input) => outsideCode.has(input))) return undefined;
    for (const input of reach.own) reached.add(input);
    routes.push(index);
  }
  // A changed module no route reaches is one the whole module's build would drop or place anew.
  if ([...changed].some((input) => !reached.has(input))) return undefined;
  return routes.length > 0 && routes.length <= PATCH_ROUTES_AT_MOST ? routes : undefined;
}

/** Whether a patch's routes, as now built, still reach no stylesheet or asset (see routesToPatch). */
function patchStands(metafile: Metafile, routes: readonly number[]): boolean {
  const graph = serverModuleGraph(metafile, SERVER_ENTRY_INPUT);
  const outsideCode = stylesAndAssets(metafile);
  return routes.every((index) => graph.reach(index)?.own.every((input) => !outsideCode.has(input)) ?? false);
}

/** The inputs a build's stylesheets or other files hold: what its code alone does not carry. */
export function stylesAndAssets(metafile: Metafile): Set<string> {
  const inputs = new Set<string>();
  for (const [output, { inputs: from }] of Object.entries(metafile.outputs)) {
    if (output.endsWith(".js") || output.endsWith(".map")) continue;
    for (const input of Object.keys(from)) inputs.add(input);
  }
  return inputs;
}
