// A kept esbuild build stands in for a new one when only some of the modules its plugins served changed (see
// persistedEsbuild's nearest). A build of one entry must keep that entry (server batches share their options
// and are told apart by it); a build of several entries, told apart by its options, may have any of them
// changed, whichever esbuild happened to load first.
import { mkdir } from "node:fs/promises";
import path from "node:path";
import type { Plugin } from "esbuild";
import { expect, it } from "vitest";
import { freshFolderPerTest } from "./freshFolder.js";
import { persistedEsbuild } from "../../src/bundle/persistedEsbuild.js";
import type { BundleBuildOptions } from "../../src/bundle/esbuildRunner.js";

const folder = freshFolderPerTest("edsite-nearest-build-");

/** A build of the entries `names`, each a module a plugin serves from `sources`. */
function options(dir: string, names: string[], sources: Record<string, string>): BundleBuildOptions {
  const virtual: Plugin = {
    name: "virtual",
    setup(build) {
      build.onResolve({ filter: /^virtual:/ }, (args) => ({ path: args.path.slice("virtual:".length), namespace: "virtual" }));
      build.onLoad({ filter: /.*/, namespace: "virtual" }, (args) => ({ contents: sources[args.path]!, loader: "js", resolveDir: dir }));
    },
  };
  return { entryPoints: names.map((name) => `virtual:${name}`), bundle: true, format: "esm", write: false, metafile: true, absWorkingDir: dir, outdir: path.join(dir, "out"), plugins: [virtual] };
}

/** What nearest finds changed once `edited` alone is served anew, after a kept build of `names`; undefined when none stands in. */
async function changedAfterEditing(names: string[], edited: string): Promise<string[] | undefined> {
  const top = path.join(folder(), `${names.join("")}-${edited}`);
  await mkdir(top);
  const cache = path.join(top, "cache");
  const sources = Object.fromEntries(names.map((name) => [name, `export default ${JSON.stringify(name)};`]));
  const first = persistedEsbuild(cache, "test");
  await first.build(options(top, names, sources));
  await first.prune();
  const near = await persistedEsbuild(cache, "test").nearest!(options(top, names, { ...sources, [edited]: `export default "edited ${edited}";` }));
  return near && [...near.changed];
}

it("stands in for a build of several entries whichever of them changed", async () => {
  const names = ["a", "b", "c"];
  for (const edited of names) expect(await changedAfterEditing(names, edited), edited).toEqual([`virtual:${edited}`]);
});

it("never stands in for a build of one entry whose entry changed", async () => {
  expect(await changedAfterEditing(["a"], "a")).toBeUndefined();
});
