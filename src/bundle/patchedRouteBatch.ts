// The browser's route chunks are bundled 250 routes to a build, each route an entry of its own, without code
// splitting: a chunk holds its route's modules and imports everything shared from the runtime by URL, so what
// esbuild writes for one entry does not depend on the entries beside it. A one-page edit then need not bundle
// its 250 routes again (about 0.5 s at 10,000 pages): when the batch's kept build (see persistedEsbuild)
// differs only in modules a few of its chunks hold, and none of those chunks brings an asset file, those
// routes alone are bundled, and their new chunks take the place of theirs among the kept build's outputs.
// What it pays (27 November 2026, 10,000 generated pages, one page's text edited, 4 alternating pairs in a
// slow spell): 8.16-9.40 s against 8.89-10.17 s, bundle stage 3.98-4.72 s against 4.62-5.40 s.
import path from "node:path";
import type { BuildResult, Metafile, OutputFile } from "esbuild";
import type { BundleBuildOptions, EsbuildRunner } from "./esbuildRunner.js";
import { PATCH_ROUTES_AT_MOST, stylesAndAssets } from "./patchedServerBatch.js";
import { routeInput } from "./serverModuleGraph.js";

/** The build of the routes at `indexes`, one chunk each (`optionsFor` makes its options), patched when it can be. */
export async function buildRouteChunks(runner: EsbuildRunner, indexes: number[], optionsFor: (indexes: number[]) => BundleBuildOptions): Promise<BuildResult<BundleBuildOptions>> {
  const options = optionsFor(indexes);
  const near = await runner.nearest?.(options);
  if (near?.changed.size === 0) {
    near.use();
    return near.result;
  }
  const routes = near && chunksToPatch(near.result.metafile, near.changed);
  if (near && routes) {
    const patch = await runner.build(optionsFor(routes));
    if (stylesAndAssets(patch.metafile).size === 0) {
      near.use(routes.length);
      return patched(near.result, patch, routes, options.absWorkingDir ?? process.cwd());
    }
  }
  return runner.build(options);
}

/**
 * The routes whose chunks in a kept build hold a `changed` module, or undefined when new chunks for them
 * cannot stand in for the build: a changed module no chunk holds, a chunk to replace that brings an asset
 * file (files other chunks may share), or more than PATCH_ROUTES_AT_MOST of them.
 */
export function chunksToPatch(metafile: Metafile, changed: ReadonlySet<string>): number[] | undefined {
  const routes: number[] = [];
  const held = new Set<string>();
  for (const [output, { entryPoint, inputs }] of Object.entries(metafile.outputs)) {
    const own = Object.keys(inputs);
    if (!output.endsWith(".js") || !entryPoint?.startsWith("edsite-route:") || !own.some((input) => changed.has(input))) continue;
    for (const input of own) held.add(input);
    routes.push(Number(entryPoint.slice("edsite-route:".length)));
  }
  if ([...changed].some((input) => !held.has(input))) return undefined;
  // An asset a replaced chunk imports lies among the kept outputs, which may be dropped with it.
  const assets = stylesAndAssets(metafile);
  if ([...held].some((input) => assets.has(input))) return undefined;
  return routes.length > 0 && routes.length <= PATCH_ROUTES_AT_MOST ? routes : undefined;
}

/** The kept build with the chunks of `routes` (and their outputs) replaced by the patch's. */
function patched(kept: BuildResult<BundleBuildOptions>, patch: BuildResult<BundleBuildOptions>, routes: number[], workingDir: string): BuildResult<BundleBuildOptions> {
  const replaced = new Set(routes.map(routeInput));
  const dropped = new Set(Object.entries(kept.metafile.outputs).filter(([, { entryPoint }]) => entryPoint !== undefined && replaced.has(entryPoint)).map(([output]) => output));
  const outputs: Metafile["outputs"] = {};
  for (const [output, info] of Object.entries(kept.metafile.outputs)) if (!dropped.has(output)) outputs[output] = info;
  Object.assign(outputs, patch.metafile.outputs);
  // The metafile names an output relative to the working folder, as esbuild does on every platform: with `/`.
  const keptFiles = kept.outputFiles.filter((file) => !dropped.has(path.relative(workingDir, file.path).split(path.sep).join("/")));
  const outputFiles: OutputFile[] = [...keptFiles, ...patch.outputFiles];
  return { ...kept, outputFiles, metafile: { inputs: { ...kept.metafile.inputs, ...patch.metafile.inputs }, outputs } };
}
