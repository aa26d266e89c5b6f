import { createRequire } from "node:module";
import path from "node:path";
import vm from "node:vm";
import { edsiteRoot } from "../package/edsitePaths.js";
import type { ServerModule } from "./bundleServer.js";

/**
 * Evaluates a CommonJS server bundle inside a function, as Node's own loader would, but without registering
 * it anywhere: once nothing refers to its exports any more, the whole build (React included) is collected.
 * The bundle holds every dependency except what it leaves to `require`: Node's built-ins (and React, in
 * `dev`), found from edsite's folder, and whatever `provide` answers for.
 */
export function loadCommonJs<T = ServerModule>(code: string, provide?: (id: string) => unknown, name = "edsite-dev-server.cjs"): T {
  // The name stack traces give the bundle's frames (see traceRouteFailure, which tells its own apart by it).
  const filename = path.join(edsiteRoot, name);
  // compileFunction, not a script: V8 keeps the source of every script run in this context in its
  // compilation cache, so each 1,000-route batch of a big build (and each page's module on every dev save)
  // stayed in memory after nothing referred to it any more, about 29 KB a page.
  const wrapper = vm.compileFunction(code, ["exports", "require", "module", "__filename", "__dirname"], { filename }) as (
    exports: object,
    require: (id: string) => unknown,
    module: { exports: object },
    filename: string,
    dirname: string,
  ) => void;
  const module = { exports: {} };
  const nodeRequire = createRequire(filename);
  const require = provide ? (id: string) => provide(id) ?? nodeRequire(id) : nodeRequire;
  wrapper(module.exports, require, module, filename, path.dirname(filename));
  return module.exports as T;
}
