// Server bundles are evaluated with loadCommonJs: a big build loads a batch of 1,000 routes after another,
// and dev loads a page's module on every save. Nothing may keep a module once nothing refers to it.
import { expect, test } from "vitest";
import { loadCommonJs } from "../../src/bundle/loadCommonJs.js";
import { collectGarbage } from "../collectGarbage.js";

/** A module of about `mb` megabytes of source, different for each `n`. */
function bigModule(n: number, mb: number): string {
  const line = (i: number) => `exports.f${i} = () => "module ${n}, function ${i}, ${"x".repeat(200)}";`;
  return Array.from({ length: Math.round((mb * 1e6) / line(0).length) }, (_, i) => line(i)).join("\n");
}

test("a loaded module nothing refers to any more is collected, source and all", () => {
  const heapAfterGc = () => {
    collectGarbage();
    collectGarbage();
    return process.memoryUsage().heapUsed;
  };
  // One load first, so what stays for good (compiled loader code, caches) is in the baseline.
  let kept = loadCommonJs<Record<string, () => string>>(bigModule(0, 1));
  const before = heapAfterGc();
  for (let n = 1; n <= 5; n++) {
    kept = loadCommonJs<Record<string, () => string>>(bigModule(n, 5));
    expect(kept.f1!()).toContain(`module ${n}`);
  }
  kept = {};
  // Five 5 MB sources: kept, they would add 25 MB.
  expect((heapAfterGc() - before) / 1e6).toBeLessThan(8);
});

test("a module gets require, module and __filename like Node's own loader gives them", () => {
  const loaded = loadCommonJs<{ sep: string; named: boolean; file: string }>(
    `const path = require("node:path"); module.exports = { sep: path.sep, named: typeof __filename === "string", file: __filename };`,
  );
  expect(loaded).toMatchObject({ sep: "/", named: true });
  expect(loaded.file).toMatch(/edsite-dev-server\.cjs$/);
});
