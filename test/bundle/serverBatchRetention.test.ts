// A big site's server batches are written to the scratch folder as they are built, and render workers read
// them from there: nothing the main thread keeps for the render (each route's code key among it) may keep a
// batch's esbuild output alive. At 100,000 pages that output is 0.84 GB.
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { expect, onTestFinished, test } from "vitest";
import { persistedEsbuild } from "../../src/bundle/persistedEsbuild.js";
import type { EsbuildRunner } from "../../src/bundle/esbuildRunner.js";
import { CompileCache } from "../../src/compile/compileCache.js";
import { buildSite } from "../../src/site/buildSite.js";
import { silentReporter } from "../../src/site/reporter.js";
import { collectGarbage } from "../collectGarbage.js";

test("a server batch's esbuild output is let go once its code is in the scratch folder, before the pages render", async () => {
  const dir = await mkdtemp(path.join(os.tmpdir(), "edsite-batch-retention-"));
  onTestFinished(() => rm(dir, { recursive: true, force: true }));
  const kept = persistedEsbuild(path.join(dir, "bundles"), "test");
  // The runner the CLI's build uses, as it is, but for a weak look at each server batch's output code.
  const outputs: WeakRef<Uint8Array>[] = [];
  const runner: EsbuildRunner = Object.create(kept, {
    build: {
      value: async (options: Parameters<EsbuildRunner["build"]>[0]) => {
        const result = await kept.build(options);
        if (options.platform === "node") for (const file of result.outputFiles ?? []) if (file.path.endsWith(".js")) outputs.push(new WeakRef(file.contents));
        return result;
      },
    },
  });
  let aliveWhileRendering: number | undefined;
  await buildSite({
    root: path.resolve("test/fixtures/site-basic"),
    outDir: path.join(dir, "dist"),
    reporter: silentReporter(),
    compileCache: CompileCache.inMemory(),
    esbuild: runner,
    batches: { server: 2, client: 2 },
    scratchDir: path.join(dir, "scratch"),
    fileSink: async (files) => {
      if (aliveWhileRendering !== undefined || !files.some((file) => file.path.endsWith(".html"))) return;
      collectGarbage();
      aliveWhileRendering = outputs.filter((ref) => ref.deref() !== undefined).length;
    },
  });
  // As the CLI's build ends: the kept builds' records are written after the build returns, and the folder
  // removed under a write still going failed the test now and then (ENOTEMPTY).
  await kept.prune();
  // Several batches, so a leak of each would show; none kept, bar what the page being rendered holds.
  expect(outputs.length).toBeGreaterThan(3);
  expect(aliveWhileRendering).toBeLessThanOrEqual(1);
});
