// Worker threads load their entry by file name, so they exist only as compiled files: scripts/build-cli.mjs
// puts them in lib/ beside the CLI. Tests run the TypeScript sources, where there is no such file and the
// work stays in the calling thread.
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { edsiteRoot } from "./edsitePaths.js";

/** `lib/<name>.js`, when this code runs from lib/ and the file is there. */
export function workerEntry(name: "compile-worker" | "render-worker" | "search-worker" | "output-check-worker"): string | undefined {
  const here = path.relative(edsiteRoot, fileURLToPath(import.meta.url));
  if (!here.startsWith(`lib${path.sep}`)) return undefined;
  const file = path.join(edsiteRoot, "lib", `${name}.js`);
  return existsSync(file) ? file : undefined;
}
