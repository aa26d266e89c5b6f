// Run by `npm install` (scripts/build-cli.mjs) as lib/compile-worker-code-cache.js, in a process of its own:
// it makes the compile worker's code cache (see cachedScript), or with `--check` says whether V8 takes it.
// V8 refuses a cache made under other flags, so both set the ones a build runs with (see v8Tiering, v8HeapGrowth).
import { fileURLToPath } from "node:url";
import { runCachedScript, writeCodeCache } from "../package/cachedScript.js";
import { tierUpLater } from "../v8Tiering.js";
import { collectBeforeGrowing } from "../v8HeapGrowth.js";
import type * as CompileWorker from "./compileWorker.js";

tierUpLater();
collectBeforeGrowing();
const file = fileURLToPath(new URL("compile-worker-core.cjs", import.meta.url));
const core = runCachedScript<typeof CompileWorker>(file);
if (process.argv.includes("--check")) {
  console.log(`compile worker code cache: ${core.cache}`);
  process.exitCode = core.cache === "accepted" ? 0 : 1;
} else {
  await core.exports.compileSample((specifier) => import(specifier));
  await writeCodeCache(core);
}
