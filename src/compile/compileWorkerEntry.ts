// The compile worker thread's entry, lib/compile-worker.js: it runs the worker's code, lib/compile-worker-core.cjs,
// with the code cache `npm install` made for it (see cachedScript), and lends it this module's `import()`.
import { fileURLToPath } from "node:url";
import { runCachedScript } from "../package/cachedScript.js";
import type * as CompileWorker from "./compileWorker.js";

const core = runCachedScript<typeof CompileWorker>(fileURLToPath(new URL("compile-worker-core.cjs", import.meta.url)));
core.exports.serveCompileRequests((specifier) => import(specifier));
