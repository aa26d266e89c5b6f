// dev's esbuild contexts live for the whole session: what a build read must not stay in memory once the
// builds after it no longer read it (issue 22: `dev` grew with every save).
import { mkdtemp } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterEach, expect, test } from "vitest";
import type { OnLoadArgs, OnResolveArgs, Plugin } from "esbuild";
import { incrementalEsbuild, type IncrementalEsbuild } from "../../src/dev/incrementalEsbuild.js";
import type { BundleBuildOptions } from "../../src/bundle/esbuildRunner.js";
import { collectGarbage } from "../collectGarbage.js";

let runner: IncrementalEsbuild | undefined;
afterEach(async () => {
  await runner?.dispose();
  runner = undefined;
});

/** What the plugins were handed for the module `virtual:view-<n>`: the import of it, and its load. */
const seen = new Map<string, { resolve?: WeakRef<OnResolveArgs>; load?: WeakRef<OnLoadArgs> }>();

/**
 * A build whose entry imports the module `view-<n>`: as in dev, where a module's name may change from one
 * build to the next (a renamed page) while the context stays.
 */
function options(dir: string, n: number): BundleBuildOptions {
  const plugin: Plugin = {
    name: "virtual",
    setup(build) {
      build.onResolve({ filter: /^virtual:/ }, (args) => {
        const name = args.path.slice("virtual:".length);
        seen.set(name, { ...seen.get(name), resolve: new WeakRef(args) });
        return { path: name, namespace: "virtual" };
      });
      build.onLoad({ filter: /.*/, namespace: "virtual" }, (args) => {
        seen.set(args.path, { ...seen.get(args.path), load: new WeakRef(args) });
        const contents = args.path === "entry" ? `export { text } from "virtual:view-${n}";` : `export const text = ${JSON.stringify(`view ${n} `.repeat(1000))};`;
        return { contents, resolveDir: dir, loader: "js" };
      });
    },
  };
  return { entryPoints: ["virtual:entry"], bundle: true, write: false, metafile: true, outdir: path.join(dir, "out"), format: "esm", plugins: [plugin] };
}

test("a context forgets the modules and imports of its earlier builds that its last build no longer read", async () => {
  const dir = await mkdtemp(path.join(os.tmpdir(), "edsite-retention-"));
  runner = incrementalEsbuild();
  for (let n = 1; n <= 5; n++) {
    const result = await runner.build(options(dir, n));
    expect(result.outputFiles[0]!.text).toContain(`view ${n} `);
  }
  // A WeakRef keeps its target until the current job ends.
  await new Promise((resolve) => setImmediate(resolve));
  collectGarbage();
  const alive = (name: string) => ({ resolve: seen.get(name)?.resolve?.deref() !== undefined, load: seen.get(name)?.load?.deref() !== undefined });
  for (let n = 1; n < 5; n++) expect(alive(`view-${n}`), `view-${n}`).toEqual({ resolve: false, load: false });
  // The last build's are kept: the next save compares against them.
  expect(alive("view-5")).toEqual({ resolve: true, load: true });
});

test("a context whose builds left many modules behind in esbuild's caches is replaced by a fresh one", async () => {
  const dir = await mkdtemp(path.join(os.tmpdir(), "edsite-retention-"));
  runner = incrementalEsbuild();
  let most = 0;
  for (let n = 1; n <= 150; n++) {
    const result = await runner.build(options(dir, n));
    expect(result.outputFiles[0]!.text).toContain(`view ${n} `);
    most = Math.max(most, runner.modulesHeld());
  }
  // Each build reads the entry and a module of a new name: one context for all of them would have been
  // given 151 modules, and kept them all. It is replaced once 64 of them are behind it.
  expect(most).toBeLessThanOrEqual(2 + 64 + 1);
  expect(runner.modulesHeld()).toBeLessThan(most);
});
