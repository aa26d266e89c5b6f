// Serves `edsite-file-url:<file>` imports (a Markdown link to a file beside the page, see remark-file-links):
// the file is copied into the output's assets, whatever its type, and the import's default export is its URL.
import { readFile } from "node:fs/promises";
import type { PluginBuild } from "esbuild";

const NAMESPACE = "edsite-file-url";

/** Bundles each linked file as an asset and gives its URL. */
export function fileUrlImports(build: PluginBuild, describe: (file: string) => string): void {
  build.onResolve({ filter: new RegExp(`^${NAMESPACE}:`) }, (args) => ({ path: args.path.slice(NAMESPACE.length + 1), namespace: NAMESPACE }));
  build.onLoad({ filter: /.*/, namespace: NAMESPACE }, async (args) => {
    try {
      return { contents: await readFile(args.path), loader: "file", watchFiles: [args.path] };
    } catch (error) {
      return { errors: [{ text: `The linked file ${describe(args.path)} could not be read (${(error as Error).message}). Check that it still exists, or link to another file.` }] };
    }
  });
}
