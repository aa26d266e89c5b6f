// A replayed esbuild build's outputs stay in the kept build's bytes until read (see keptOutputFile): the output
// update tells an unchanged one by the hash kept with it and never reads it, a changed one is read and
// written, and a server batch's code is rendered from where it lies.
import { mkdir, readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Plugin } from "esbuild";
import { beforeEach, expect, it } from "vitest";
import { freshFolderPerTest } from "./freshFolder.js";
import { persistedEsbuild } from "../../src/bundle/persistedEsbuild.js";
import type { BundleBuildOptions } from "../../src/bundle/esbuildRunner.js";
import { siteFileOf } from "../../src/bundle/keptOutputFile.js";
import { batchCode, moduleCodeOf, spillBatch } from "../../src/bundle/serverBatch.js";
import { fileHash } from "../../src/output/fileHash.js";
import { OutputUpdate } from "../../src/output/outputUpdate.js";

const folder = freshFolderPerTest("edsite-kept-output-");
let top: string;
beforeEach(() => {
  top = folder();
});

/** Two entries a plugin serves, so the kept bytes hold two files one after the other. */
function options(): BundleBuildOptions {
  const virtual: Plugin = {
    name: "virtual",
    setup(build) {
      build.onResolve({ filter: /^virtual:/ }, (args) => ({ path: args.path.slice("virtual:".length), namespace: "virtual" }));
      build.onLoad({ filter: /.*/, namespace: "virtual" }, (args) => ({ contents: `export const name = ${JSON.stringify(args.path.repeat(50))};`, loader: "js" }));
    },
  };
  return { entryPoints: ["virtual:first", "virtual:second"], bundle: true, format: "cjs", write: false, metafile: true, absWorkingDir: top, outdir: path.join(top, "out"), plugins: [virtual] };
}

/** One run's result and counts, its kept builds saved. */
async function run(cache: string) {
  const runner = persistedEsbuild(cache, "test");
  const result = await runner.build(options());
  await runner.prune();
  return { result, counts: { ...runner.counts } };
}

it("are written only when the output lacks them, told apart by the hash kept with them rather than read", async () => {
  const cache = path.join(top, "cache");
  const ran = await run(cache);
  expect(ran.counts).toMatchObject({ ran: 1, replayed: 0 });
  const made = ran.result.outputFiles.map((file) => ({ name: path.basename(file.path), bytes: Buffer.from(file.contents) }));

  const replayed = await run(cache);
  expect(replayed.counts).toMatchObject({ ran: 0, replayed: 1 });
  const files = replayed.result.outputFiles.map((file) => siteFileOf(`assets/${path.basename(file.path)}`, file));
  expect(files.map((file) => ({ hash: file.hash, size: file.size }))).toEqual(made.map(({ bytes }) => ({ hash: fileHash(bytes), size: bytes.byteLength })));
  // Read from the kept bytes, each its own part of them; the metafile from its own file, when asked for.
  expect(files.map((file) => Buffer.from(file.contents as Uint8Array))).toEqual(made.map(({ bytes }) => bytes));
  expect(replayed.result.metafile).toEqual(ran.result.metafile);

  // The output holds the first file as made, the second as an older build made it.
  const outDir = path.join(top, "dist");
  await mkdir(path.join(outDir, "assets"), { recursive: true });
  const [first, second] = made;
  const previous = new Map([
    [`assets/${first!.name}`, { stamp: "-", hash: fileHash(first!.bytes) }],
    [`assets/${second!.name}`, { stamp: "-", hash: fileHash("an older build's") }],
  ]);
  await writeFile(path.join(outDir, `assets/${second!.name}`), "an older build's");
  const again = await run(cache);
  expect(again.counts).toMatchObject({ ran: 0, replayed: 1 });
  const update = await OutputUpdate.open(outDir, previous);
  const reads: string[] = [];
  for (const output of again.result.outputFiles) {
    const file = siteFileOf(`assets/${path.basename(output.path)}`, output);
    const { get } = Object.getOwnPropertyDescriptor(file, "contents")!;
    Object.defineProperty(file, "contents", {
      get() {
        reads.push(file.path);
        return get!.call(file);
      },
    });
    await update.write(file);
  }
  await update.publish();
  expect(reads).toEqual([`assets/${second!.name}`]);
  expect(await readFile(path.join(outDir, `assets/${second!.name}`))).toEqual(second!.bytes);
  expect(update.written).toEqual({ files: 2, bytes: first!.bytes.byteLength + second!.bytes.byteLength });
});

it("give a server batch code that renders from the kept bytes, with nothing copied into the staging folder", async () => {
  const cache = path.join(top, "cache");
  await run(cache);
  const { result } = await run(cache);
  const staging = path.join(top, "staging");
  await mkdir(staging);
  const [first, second] = result.outputFiles;
  const batch = await spillBatch({ first: 0, count: 1, keepCode: false, code: moduleCodeOf(second!), patch: { routes: [0], code: moduleCodeOf(first!) } }, staging);
  expect(await readdir(staging)).toEqual([]);
  expect(batch.file?.startsWith(cache)).toBe(true);
  expect(batchCode(batch)).toContain(`"${"second".repeat(50)}"`);
  expect(batchCode(batch.patch!)).toContain(`"${"first".repeat(50)}"`);
  expect(batchCode(batch)).not.toContain("first");

  // Code a build just made is written into the staging folder, as before.
  const fresh = await spillBatch({ first: 1, count: 1, keepCode: false, code: new TextEncoder().encode("module.exports = 1;") }, staging);
  expect(await readdir(staging)).toEqual(["1.cjs"]);
  expect(batchCode(fresh)).toBe("module.exports = 1;");
});
