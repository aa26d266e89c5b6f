// incrementalEsbuild skips a build whose inputs are what its last build read (src/dev/unchangedBuild.ts).
import { mkdtemp, utimes, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterEach, expect, test } from "vitest";
import type { Plugin } from "esbuild";
import { incrementalEsbuild, type IncrementalEsbuild } from "../../src/dev/incrementalEsbuild.js";
import type { BundleBuildOptions } from "../../src/bundle/esbuildRunner.js";

let runner: IncrementalEsbuild | undefined;
afterEach(async () => {
  await runner?.dispose();
  runner = undefined;
});

/** A build of one virtual module (its text given) that imports a file from disk. */
function options(dir: string, text: string): BundleBuildOptions {
  const plugin: Plugin = {
    name: "virtual",
    setup(build) {
      build.onResolve({ filter: /^virtual:/ }, (args) => ({ path: args.path.slice("virtual:".length), namespace: "virtual" }));
      build.onLoad({ filter: /.*/, namespace: "virtual" }, () => ({ contents: `import { word } from "./word.js";\nexport const text = ${JSON.stringify(text)} + word;`, resolveDir: dir, loader: "js" }));
    },
  };
  return { entryPoints: ["virtual:entry"], bundle: true, write: false, metafile: true, outdir: path.join(dir, "out"), format: "esm", plugins: [plugin] };
}

test("a build whose modules and files are unchanged is the last build, and any change builds again", async () => {
  const dir = await mkdtemp(path.join(os.tmpdir(), "edsite-unchanged-"));
  const word = path.join(dir, "word.js");
  await writeFile(word, `export const word = "one";`);
  // Older than the build: a file saved while a build runs is never trusted.
  await utimes(word, new Date(Date.now() - 60_000), new Date(Date.now() - 60_000));
  runner = incrementalEsbuild();
  const first = await runner.build(options(dir, "a"));
  expect(first.outputFiles[0]!.text).toContain('"one"');

  expect(await runner.build(options(dir, "a")), "nothing changed").toBe(first);

  const changedModule = await runner.build(options(dir, "b"));
  expect(changedModule).not.toBe(first);
  expect(changedModule.outputFiles[0]!.text).toContain('"b"');

  await writeFile(word, `export const word = "two";`);
  await utimes(word, new Date(Date.now() - 30_000), new Date(Date.now() - 30_000));
  const changedFile = await runner.build(options(dir, "b"));
  expect(changedFile).not.toBe(changedModule);
  expect(changedFile.outputFiles[0]!.text).toContain('"two"');
  expect(await runner.build(options(dir, "b"))).toBe(changedFile);
});

test("a file written while its build ran is read again by the next build", async () => {
  const dir = await mkdtemp(path.join(os.tmpdir(), "edsite-unchanged-"));
  await writeFile(path.join(dir, "word.js"), `export const word = "fresh";`);
  runner = incrementalEsbuild();
  const first = await runner.build(options(dir, "a"));
  // Its time is the build's own: the build may have read it before or after the save.
  expect(await runner.build(options(dir, "a"))).not.toBe(first);
});

test("a build whose modules are unchanged but whose imports resolve elsewhere builds again", async () => {
  const dir = await mkdtemp(path.join(os.tmpdir(), "edsite-unchanged-"));
  // The module always reads the same; where its import points is what changes (a runtime file's new name).
  const resolving = (target: string): BundleBuildOptions => ({
    entryPoints: ["virtual:entry"],
    bundle: true,
    write: false,
    metafile: true,
    format: "esm",
    outdir: path.join(dir, "out"),
    plugins: [
      {
        name: "virtual",
        setup(build) {
          build.onResolve({ filter: /^virtual:/ }, (args) => ({ path: args.path.slice("virtual:".length), namespace: "virtual" }));
          build.onResolve({ filter: /^shared$/ }, () => ({ path: target, external: true }));
          build.onLoad({ filter: /.*/, namespace: "virtual" }, () => ({ contents: `export { word } from "shared";`, resolveDir: dir, loader: "js" }));
        },
      },
    ],
  });
  runner = incrementalEsbuild();
  const first = await runner.build(resolving("/assets/shared-AAAA.js"));
  expect(await runner.build(resolving("/assets/shared-AAAA.js"))).toBe(first);
  const moved = await runner.build(resolving("/assets/shared-BBBB.js"));
  expect(moved).not.toBe(first);
  expect(moved.outputFiles[0]!.text).toContain("/assets/shared-BBBB.js");
});
