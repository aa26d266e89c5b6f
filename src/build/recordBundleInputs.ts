import path from "node:path";
import { oneShotEsbuild, type EsbuildRunner } from "./bundleServer.js";

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
        // A plugin's module (`edsite-route:3`) lives in memory, made from files counted elsewhere.
        if (/^[\w-]+:/.test(input) && !path.isAbsolute(input)) continue;
        if (input.split(/[/\\]/).includes("node_modules")) continue;
        files.add(path.resolve(dir, input));
      }
      return result;
    },
  };
}
