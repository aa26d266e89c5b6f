// V8 parses and compiles each function the first time it is called, and a process that runs the MDX compiler
// once (the worker of a cold build) pays for that on every page's first pass. `npm install` runs the compile
// worker's code over a sample page and keeps what V8 compiled as a code cache beside it (see
// compileWorkerCodeCache); the worker then runs its code as a script with that cache. Cold builds of the Ki
// site on the 2-core machine, 27 November 2026, with and without the cache, alternating in a slow hour:
// 1.83 s against 1.91 s (medians of 12 pairs, faster in 8; the compile stage 707 ms against 758 ms), and in
// the loop before, 1.95 s against 2.06 s (14 pairs, faster in 10). Memory is level. Node 20's ES module loader
// takes no code cache, hence a script with a CommonJS wrapper. V8 takes a cache only under the flags it was
// made with: dev's workers started after its first build (see v8Tiering) compile as they would without one.
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import vm from "node:vm";
import { replaceFile } from "../replaceFile.js";

/** How V8 took the code cache: none was there, it was used, or it was refused (another V8, other flags, other code). */
export type CodeCacheUse = "absent" | "accepted" | "rejected";

export interface CachedScript<T> {
  /** What the script put on `module.exports`. */
  exports: T;
  cache: CodeCacheUse;
  /** The file run, its source as compiled, and the compiled script, to make a code cache of once it has run (see writeCodeCache). */
  file: string;
  source: string;
  script: vm.Script;
}

/** The code cache's file for a CommonJS script `file`. */
export function codeCacheFile(file: string): string {
  return file.replace(/\.cjs$/, "") + ".v8-cache";
}

/**
 * V8 checks a code cache against its source's length alone (given the cache of another source of the same
 * length, it runs the other source's functions), and a release build of V8 does not check the cache's own
 * bytes. So the file starts with a hash of the source it is for and of the cache's bytes.
 */
const HASH_BYTES = 20;
const hashOf = (source: string, data: Uint8Array) => createHash("sha1").update(source).update(data).digest();

/** On the script's first line, so that its line numbers stay the file's. */
const wrapped = (source: string) => `(function (exports, require, module, __filename, __dirname) {${source}\n})`;

/**
 * Runs the CommonJS file `file` as Node would require it, with its code cache when there is one. A cache V8
 * refuses, or one made for other code, costs nothing but the read: the code compiles as it would without one.
 */
export function runCachedScript<T>(file: string): CachedScript<T> {
  const source = wrapped(readFileSync(file, "utf8"));
  let cache: CodeCacheUse = "absent";
  let cachedData: Buffer | undefined;
  try {
    const saved = readFileSync(codeCacheFile(file));
    const data = saved.subarray(HASH_BYTES);
    if (saved.subarray(0, HASH_BYTES).equals(hashOf(source, data))) cachedData = data;
    else cache = "rejected";
  } catch {
    cachedData = undefined;
  }
  const script = new vm.Script(source, { filename: file, cachedData });
  if (cachedData !== undefined) cache = script.cachedDataRejected ? "rejected" : "accepted";
  const run = script.runInThisContext() as (exports: unknown, require: NodeJS.Require, module: { exports: unknown }, filename: string, dirname: string) => void;
  const module = { exports: {} };
  run.call(module.exports, module.exports, createRequire(file), module, file, path.dirname(file));
  return { exports: module.exports as T, cache, file, source, script };
}

/** Keeps what V8 has compiled so far of a script runCachedScript ran, as its file's code cache. */
export async function writeCodeCache({ file, source, script }: CachedScript<unknown>): Promise<void> {
  const data = script.createCachedData();
  await replaceFile(codeCacheFile(file), Buffer.concat([hashOf(source, data), data]));
}
