import path from "node:path";
import { oneShotEsbuild, type EsbuildRunner } from "./bundleServer.js";
import { isInNodeModules, isPluginModule } from "./esbuildInputs.js";

/**
 * esbuild as `build` runs it, noting in `files` every file on disk its builds read outside node_modules (the
 * site's components and styles, the theme): what a build record's fingerprint must cover besides content/.
 */
export function recordBundleInputs(files: Set<string>): EsbuildRunner {
  return {
    async build(options) {
      const result = await oneShotEsbuild.build(options);
      const dir = options.absWorkingDir ?? process.cwd();
      for (const input of Object.keys(result.metafile.inputs)) {
        if (isPluginModule(input) || isInNodeModules(input)) continue;
        files.add(path.resolve(dir, input));
      }
      return result;
    },
  };
}
