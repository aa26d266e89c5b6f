// What a bundle stage keeps with an esbuild build kept between runs (persistedEsbuild's keptWith): given back
// while the build replays, and made again once the build runs again, even when it keeps its name (what its
// plugins served is the same, a file it read is not).
import { mkdir, utimes, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Plugin } from "esbuild";
import { beforeEach, expect, it } from "vitest";
import { freshFolderPerTest } from "./freshFolder.js";
import { persistedEsbuild } from "../../src/bundle/persistedEsbuild.js";
import type { BundleBuildOptions } from "../../src/bundle/esbuildRunner.js";

const folder = freshFolderPerTest("edsite-kept-with-");
let top: string;
/** The site's folder, apart from the cache's: a folder the build reads is compared by its names. */
let dir: string;
beforeEach(async () => {
  top = folder();
  dir = path.join(top, "site");
  await mkdir(dir);
});

/** A build whose entry a plugin serves, importing a file on disk. */
function options(): BundleBuildOptions {
  const virtual: Plugin = {
    name: "virtual",
    setup(build) {
      build.onResolve({ filter: /^virtual:entry$/ }, () => ({ path: "entry", namespace: "virtual" }));
      build.onLoad({ filter: /.*/, namespace: "virtual" }, () => ({ contents: `import value from "./dep.js"; export default value;`, loader: "js", resolveDir: dir }));
    },
  };
  return { entryPoints: ["virtual:entry"], bundle: true, format: "esm", write: false, metafile: true, absWorkingDir: dir, outdir: path.join(dir, "out"), plugins: [virtual] };
}

/** Writes the file the entry imports, dated a minute back: a file written in the build's second is not kept. */
async function writeDep(value: number): Promise<void> {
  const file = path.join(dir, "dep.js");
  await writeFile(file, `export default ${value};`);
  const then = new Date(Date.now() - 60_000 + value * 1000);
  await utimes(file, then, then);
  await utimes(dir, then, then);
}

/** One run: builds, asks for the kept value, and saves what it kept. */
async function run(cache: string, computed: string[]) {
  const runner = persistedEsbuild(cache, "test");
  const result = await runner.build(options());
  const value = runner.keptWith!(result, "output", () => {
    computed.push(result.outputFiles[0]!.text);
    return result.outputFiles[0]!.text.includes("2") ? "two" : "one";
  });
  await runner.prune();
  return { value, counts: { ...runner.counts } };
}

it("gives back what was kept while the build replays, and makes it again once the build runs again", async () => {
  const cache = path.join(top, "cache");
  const computed: string[] = [];
  /** A run's value, whether its build ran or replayed, and how many values were computed by then. */
  const expectRun = async (value: string, how: "ran" | "replayed", computedSoFar: number) => {
    expect(await run(cache, computed)).toMatchObject({ value, counts: how === "ran" ? { ran: 1, replayed: 0 } : { ran: 0, replayed: 1 } });
    expect(computed).toHaveLength(computedSoFar);
  };
  await writeDep(1);
  await expectRun("one", "ran", 1);
  await expectRun("one", "replayed", 1);
  // The file the entry imports changes: the build runs again under the same name, and its value is its own.
  await writeDep(2);
  await expectRun("two", "ran", 2);
  await expectRun("two", "replayed", 2);
});
