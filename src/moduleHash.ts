// What a kept esbuild build (see persistedEsbuild) compares a plugin's module by: a hash of its contents. A
// plugin that knows that hash already says so with its load result, which saves hashing the contents again
// at each replay: a compiled page's code is hashed once, where it is compiled, and kept with it. Profiled
// (27 November 2026, 10,000 generated pages, one page's text edited), hashing under the replays took 45 ms
// against 134 ms; the rebuild's wall time moved within the machine's noise (6 alternating pairs).
import { createHash } from "node:crypto";

/**
 * The hash of a module's contents; also a page body's, by which the compile cache knows it (see
 * CompileCache.keyOf and KeptDocs).
 */
export function moduleHash(contents: string | Uint8Array): string {
  return createHash("sha1").update(contents).digest("base64url");
}

const known = new WeakMap<object, string>();

/** `result`, a plugin's load result, noted as holding contents whose moduleHash is `hash` (when given). */
export function withModuleHash<T extends object>(result: T, hash: string | undefined): T {
  if (hash !== undefined) known.set(result, hash);
  return result;
}

/** The moduleHash its plugin noted with a load result (see withModuleHash), if any. */
export function knownModuleHash(result: object): string | undefined {
  return known.get(result);
}
