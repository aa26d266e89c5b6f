// A kept esbuild build is replayed when every plugin answers as it did (persistedEsbuild). A resolve callback
// marked as answering from its arguments alone (answersFromArgs) is neither kept nor asked again; any other
// still is, so a changed answer still runs the build again.
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import type { Plugin } from "esbuild";
import { expect, it } from "vitest";
import { freshFolderPerTest } from "./freshFolder.js";
import { persistedEsbuild } from "../../src/bundle/persistedEsbuild.js";
import type { BundleBuildOptions } from "../../src/bundle/esbuildRunner.js";
import { answersFromArgs } from "../../src/dev/swappablePlugins.js";

const folder = freshFolderPerTest("edsite-args-alone-");

it("neither keeps nor asks again a resolver that answers from its arguments, and still asks the others", async () => {
  const dir = folder();
  const cache = path.join(dir, "cache");
  const asked = { fixed: 0, varying: 0 };
  // Where `virtual:greeting` leads: an answer that depends on more than the import.
  let greeting = "hello";
  const options = (): BundleBuildOptions => {
    const virtual: Plugin = {
      name: "virtual",
      setup(build) {
        build.onResolve(
          { filter: /^virtual:entry$/ },
          answersFromArgs(() => {
            asked.fixed++;
            return { path: "entry", namespace: "virtual" };
          }),
        );
        build.onResolve({ filter: /^virtual:greeting$/ }, () => {
          asked.varying++;
          return { path: greeting, namespace: "virtual" };
        });
        build.onLoad({ filter: /.*/, namespace: "virtual" }, (args) => ({
          contents: args.path === "entry" ? `import text from "virtual:greeting"; export default text;` : `export default "greeting";`,
          loader: "js",
        }));
      },
    };
    return { entryPoints: ["virtual:entry"], bundle: true, format: "esm", write: false, metafile: true, absWorkingDir: dir, outdir: path.join(dir, "out"), plugins: [virtual] };
  };
  const run = async () => {
    const runner = persistedEsbuild(cache, "test");
    await runner.build(options());
    await runner.prune();
    return { ...runner.counts };
  };

  expect(await run()).toMatchObject({ ran: 1, replayed: 0 });
  expect(asked).toEqual({ fixed: 1, varying: 1 });
  const record = (await readdir(cache)).find((name) => /^[^.]+\.[^.]+\.json$/.test(name))!;
  const { resolved } = JSON.parse(await readFile(path.join(cache, record), "utf8")) as { resolved: [number, unknown[], string][] };
  expect(resolved.map(([, args]) => args[0])).toEqual(["virtual:greeting"]);

  expect(await run()).toMatchObject({ ran: 0, replayed: 1 });
  expect(asked).toEqual({ fixed: 1, varying: 2 });

  greeting = "goodbye";
  expect(await run()).toMatchObject({ ran: 1, replayed: 0 });
});
