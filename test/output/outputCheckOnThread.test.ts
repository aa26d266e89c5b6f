// On a big output folder the check against the last build's record runs on a thread of its own
// (lib/output-check-worker.js, as users run it). Its answer must be this thread's for every kind of change a
// hand or another build makes to the folder.
import { appendFile, mkdir, mkdtemp, rm, utimes, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { outputAsRecorded, readBuildRecord, saveBuildRecord, type BuildRecord } from "../../src/output/buildRecord.js";
import { checkOnThread } from "../../src/output/outputCheck.js";

const workerFile = path.resolve("lib/output-check-worker.js");
const made: string[] = [];
afterEach(async () => {
  await Promise.all(made.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

/** An output folder of a few pages in folders, and the record a build would leave of it. */
async function recordedFolder(): Promise<{ outDir: string; record: BuildRecord }> {
  const top = await mkdtemp(path.join(os.tmpdir(), "edsite-output-check-"));
  made.push(top);
  const outDir = path.join(top, "dist");
  for (const page of ["a", "b/c", "b/d/e"]) {
    await mkdir(path.join(outDir, page), { recursive: true });
    await writeFile(path.join(outDir, page, "index.html"), `<p>${page}</p>`);
  }
  await writeFile(path.join(outDir, "404.html"), "<p>missing</p>");
  const file = path.join(top, "last-build.json");
  await saveBuildRecord(file, { outDir, baseUrl: "/", inputs: [], fingerprint: "f" });
  const record = await readBuildRecord(file);
  if (record === undefined || record === "damaged") throw new Error("no record");
  return { outDir, record };
}

/** The thread's answer and this thread's, which must agree. */
async function answers(record: BuildRecord): Promise<[boolean, boolean]> {
  return [await checkOnThread(workerFile, record)(), outputAsRecorded(record)];
}

describe("checkOnThread", () => {
  it("says yes to the folder as recorded", async () => {
    const { record } = await recordedFolder();
    expect(await answers(record)).toEqual([true, true]);
  });

  it("says no once a file was written in place, added, removed or renamed", async () => {
    const changes: ((outDir: string) => Promise<void>)[] = [
      // The same size, a later time: only the file's own stamp shows it.
      async (outDir) => {
        const file = path.join(outDir, "b/d/e/index.html");
        await writeFile(file, "<p>B/D/E</p>");
        await utimes(file, new Date(), new Date(Date.now() + 5000));
      },
      (outDir) => appendFile(path.join(outDir, "a/index.html"), "<!-- mine -->"),
      (outDir) => writeFile(path.join(outDir, "b/d/notes.txt"), "mine"),
      (outDir) => rm(path.join(outDir, "404.html")),
      (outDir) => rm(path.join(outDir, "b/d"), { recursive: true }),
    ];
    for (const change of changes) {
      const { outDir, record } = await recordedFolder();
      await change(outDir);
      expect(await answers(record)).toEqual([false, false]);
    }
  });

  it("asked twice, answers twice from one check", async () => {
    const { record } = await recordedFolder();
    const check = checkOnThread(workerFile, record);
    expect(await check()).toBe(true);
    expect(await check()).toBe(true);
  });
});
