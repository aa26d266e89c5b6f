// Shiki in a worker thread must give exactly what Shiki in this thread gives, and keep its cache file.
import { afterAll, beforeAll, expect, test } from "vitest";
import { mkdtemp, readFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { CodeHighlighter } from "../../src/mdx/createCodeHighlighter.js";
import { createWorkerHighlighter } from "../../src/mdx/createWorkerHighlighter.js";
import { compileCli } from "../cli.js";
import { testHighlighter } from "./renderCompiled.js";

let worker: CodeHighlighter;
let cacheFile: string;

beforeAll(async () => {
  await compileCli();
  cacheFile = path.join(await mkdtemp(path.join(os.tmpdir(), "edsite-highlight-")), "highlight.json");
  worker = createWorkerHighlighter(path.resolve("lib/highlight-worker.js"), { cacheFile });
});

afterAll(async () => {
  await worker.close();
});

const blocks: [string, string | undefined, number[]][] = [
  ["fn main() {\n    let x = 1;\n}\n", "rust", [2]],
  ['{ "a": [1, 2] }', "json", []],
  ["echo hi | grep h", "bash", [1]],
  ["plain words", undefined, []],
  ["x = 1", "no-such-language", []],
];

test("highlights every block as this thread's Shiki does, marked lines included", async () => {
  const here = await testHighlighter();
  for (const [code, lang, lines] of blocks) {
    const options = { highlightLines: new Set(lines) };
    expect(await worker.highlight(code, lang, options), `${lang}: ${code}`).toEqual(await here.highlight(code, lang, options));
  }
});

test("writes the blocks it highlighted to its cache file", async () => {
  await worker.highlight("let cached = true;", "js");
  await worker.saveCache();
  const stored = JSON.parse(await readFile(cacheFile, "utf8")) as { entries: Record<string, { html: string }> };
  expect(Object.values(stored.entries).some((entry) => entry.html.includes("cached"))).toBe(true);
});

test("says it is broken once its thread has ended, and every call then fails with a reason", async () => {
  const other = createWorkerHighlighter(path.resolve("lib/highlight-worker.js"));
  expect(other.broken).toBe(false);
  await other.highlight("let a = 1;", "js");
  await other.close();
  expect(other.broken).toBe(true);
  await expect(other.highlight("let b = 2;", "js")).rejects.toThrow(/highlight worker stopped/);
});
