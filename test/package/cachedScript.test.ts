// A CommonJS script run with V8's code cache (what the compile worker's code is run with): it behaves as
// `require` would, its cache is taken when it fits, and a cache for other code, or damaged, is refused
// without changing what the code does.
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, expect, it } from "vitest";
import { codeCacheFile, runCachedScript, writeCodeCache } from "../../src/package/cachedScript.js";

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), "edsite-cached-script-"));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** A script that uses what a CommonJS module is given, with functions for V8 to compile when they are called. */
const script = (answer: number) => `"use strict";
const path = require("node:path");
function square(n) { return n * n; }
exports.answer = () => square(${answer});
exports.where = () => [path.basename(__filename), path.basename(__dirname), this === exports];
module.exports.stackLine = () => new Error("here").stack.split("\\n")[1];
`;

interface Exports {
  answer(): number;
  where(): [string, string, boolean];
  stackLine(): string;
}

it("runs the file as require would, with no cache to take", async () => {
  const file = path.join(dir, "core.cjs");
  await writeFile(file, script(6));
  const run = runCachedScript<Exports>(file);
  expect(run.cache).toBe("absent");
  expect(run.exports.answer()).toBe(36);
  expect(run.exports.where()).toEqual(["core.cjs", path.basename(dir), true]);
  // The wrapper shares the first line: an error's place is the file's own line.
  expect(run.exports.stackLine()).toContain(`${file}:6:`);
});

it("takes the cache written after a run, and refuses one made for other code or damaged, running the code all the same", async () => {
  const file = path.join(dir, "core.cjs");
  await writeFile(file, script(6));
  const first = runCachedScript<Exports>(file);
  first.exports.answer();
  await writeCodeCache(first);
  expect(codeCacheFile(file)).toBe(path.join(dir, "core.v8-cache"));

  const second = runCachedScript<Exports>(file);
  expect(second.cache).toBe("accepted");
  expect(second.exports.answer()).toBe(36);

  // An edit of the code (an install that compiled it again but made no new cache).
  await writeFile(file, script(7));
  const edited = runCachedScript<Exports>(file);
  expect(edited.cache).toBe("rejected");
  expect(edited.exports.answer()).toBe(49);

  // Damaged bytes.
  await writeCodeCache(edited);
  const bytes = await readFile(codeCacheFile(file));
  for (let i = Math.floor(bytes.length / 2); i < bytes.length; i += 7) bytes[i] = bytes[i]! ^ 0xff;
  await writeFile(codeCacheFile(file), bytes);
  const damaged = runCachedScript<Exports>(file);
  expect(damaged.cache).toBe("rejected");
  expect(damaged.exports.answer()).toBe(49);
});
