import path from "node:path";
import { build } from "esbuild";
import { edsiteRoot } from "../package/edsitePaths.js";

/** Bundles the dev client script (src/dev/client/) for the browser, once per dev server. */
export async function bundleDevClient(): Promise<string> {
  const result = await build({
    entryPoints: [path.join(edsiteRoot, "src/dev/client/devClient.ts")],
    bundle: true,
    write: false,
    format: "esm",
    platform: "browser",
    target: ["es2022"],
    minify: true,
    logLevel: "silent",
  });
  return result.outputFiles[0]!.text;
}
