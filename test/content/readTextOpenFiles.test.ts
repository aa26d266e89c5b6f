// readText keeps a bounded number of files open: a site of 100,000 pages read at once had run out of file
// descriptors (EMFILE). Here a process allowed 320 open files reads 2,000 through it, which it could not if
// each read opened its file before any finished.
import { spawnSync } from "node:child_process";
import { mkdtemp, mkdir, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";
import { afterAll, describe, expect, it } from "vitest";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
let scratch: string | undefined;
afterAll(() => (scratch ? rm(scratch, { recursive: true, force: true }) : undefined));

describe("readText", () => {
  it("reads more files at once than the process may hold open", async () => {
    scratch = await mkdtemp(path.join(os.tmpdir(), "edsite-read-text-"));
    const files = path.join(scratch, "files");
    await mkdir(files);
    for (let i = 0; i < 2000; i++) await writeFile(path.join(files, `${i}.md`), `page ${i}`);
    const reader = path.join(scratch, "reader.mjs");
    await build({
      stdin: {
        contents: `import { readText } from "./src/content/readText.ts";
const names = Array.from({ length: 2000 }, (_, i) => process.argv[2] + "/" + i + ".md");
const texts = await Promise.all(names.map(readText));
process.stdout.write(JSON.stringify({ count: texts.length, ok: texts.every((t, i) => t === "page " + i) }));`,
        resolveDir: root,
        loader: "ts",
      },
      outfile: reader,
      bundle: true,
      platform: "node",
      format: "esm",
      logLevel: "warning",
    });
    const run = spawnSync("sh", ["-c", `ulimit -n 320 && exec "${process.execPath}" "${reader}" "${files}"`], { encoding: "utf8" });
    expect(run.stderr).toBe("");
    expect(JSON.parse(run.stdout)).toEqual({ count: 2000, ok: true });
  }, 60_000);
});
