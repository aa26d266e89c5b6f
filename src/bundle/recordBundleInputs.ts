import path from "node:path";
import type { BuildResult } from "esbuild";
import { oneShotEsbuild, type BundleBuildOptions, type EsbuildRunner } from "./esbuildRunner.js";
import { fileBehindModule, isInNodeModules, isPluginModule } from "./esbuildInputs.js";

/**
 * esbuild as `build` runs it (`runner`, esbuild as it is by default), noting in `files` every file on disk its builds read outside node_modules (the
 * site's components and styles, the theme): what a build record's fingerprint must cover besides content/.
 */
export function recordBundleInputs(files: Set<string>, siteRoot: string, runner: EsbuildRunner = oneShotEsbuild): EsbuildRunner {
  const note = (options: BundleBuildOptions, result: BuildResult<BundleBuildOptions>) => {
    const dir = options.absWorkingDir ?? process.cwd();
    const read = () => {
      const read: string[] = [];
      for (const input of Object.keys(result.metafile.inputs)) {
        // A module made from a file (a raw-loader import, an SVG's component) changes when the file does.
        const file = isPluginModule(input) ? fileBehindModule(input, siteRoot) : path.resolve(dir, input);
        if (file !== undefined && !isInNodeModules(file)) read.push(file);
      }
      return read;
    };
    // Kept with the build, so a replayed build's metafile need not be read (see persistedEsbuild).
    for (const file of runner.keptWith ? runner.keptWith(result, "files-read", read) : read()) files.add(file);
  };
  const nearest = runner.nearest?.bind(runner);
  return {
    async build(options) {
      const result = await runner.build(options);
      note(options, result);
      return result;
    },
    ...(runner.inputHashes ? { inputHashes: runner.inputHashes } : {}),
    ...(runner.keptWith ? { keptWith: runner.keptWith.bind(runner) } : {}),
    ...(nearest
      ? {
          async nearest(options) {
            const near = await nearest(options);
            return near && { ...near, use: (patched?: number) => (near.use(patched), note(options, near.result)) };
          },
        }
      : {}),
  };
}
