import { createRequire } from "node:module";
import path from "node:path";
import vm from "node:vm";
import { edsiteRoot } from "./edsitePaths.js";
import type { ServerBundle } from "./bundleServer.js";

/**
 * Evaluates a CommonJS server bundle inside a function, as Node's own loader would, but without registering
 * it anywhere: once nothing refers to its exports any more, the whole build (React included) is collected.
 * The bundle holds every dependency except Node's built-ins, which `require` finds from edsite's folder.
 */
export function loadCommonJs(code: string): Pick<ServerBundle, "renderRoute" | "renderContent"> {
  const filename = path.join(edsiteRoot, "edsite-dev-server.cjs");
  const wrapper = vm.runInThisContext(`(function (exports, require, module, __filename, __dirname) {${code}\n})`, { filename }) as (
    exports: object,
    require: NodeJS.Require,
    module: { exports: object },
    filename: string,
    dirname: string,
  ) => void;
  const module = { exports: {} };
  wrapper(module.exports, createRequire(filename), module, filename, path.dirname(filename));
  return module.exports as Pick<ServerBundle, "renderRoute" | "renderContent">;
}
