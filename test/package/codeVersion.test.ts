// A build names the code that made it by a hash of lib/; `npm install` records that hash with the files'
// stamps so that a build need not read lib/ again. The record must be used only while it tells the truth.
import { appendFile, mkdir, mkdtemp, readFile, rm, utimes, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { codeVersion, writeCodeVersion } from "../../src/package/codeVersion.js";

const made: string[] = [];
afterEach(async () => {
  await Promise.all(made.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

/** A code folder as lib/ is: scripts at the top and in chunks/, a source map beside one. */
async function codeFolder(): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), "edsite-code-version-"));
  made.push(dir);
  await mkdir(path.join(dir, "chunks"));
  await writeFile(path.join(dir, "cli.js"), "export const main = () => 1;\n");
  await writeFile(path.join(dir, "chunks", "chunk-A.js"), "export const a = 1;\n");
  await writeFile(path.join(dir, "chunks", "chunk-A.js.map"), "{}");
  return dir;
}

/** Replaces the recorded version, keeping the stamps: what codeVersion then gives shows whether it read the record. */
async function markRecord(dir: string): Promise<void> {
  const file = path.join(dir, "code-version.json");
  const record = JSON.parse(await readFile(file, "utf8")) as { version: string };
  await writeFile(file, JSON.stringify({ ...record, version: "recorded" }));
}

describe("codeVersion", () => {
  it("is the recorded version while every file hashed has its stamp", async () => {
    const dir = await codeFolder();
    const hashed = codeVersion(dir);
    expect(writeCodeVersion(dir)).toBe(hashed);
    expect(codeVersion(dir)).toBe(hashed);
    await markRecord(dir);
    expect(codeVersion(dir)).toBe("recorded");
    // A file the version does not cover (a source map) changes nothing.
    await appendFile(path.join(dir, "chunks", "chunk-A.js.map"), " ");
    expect(codeVersion(dir)).toBe("recorded");
  });

  it("is hashed again once a file was changed, added or removed", async () => {
    const changes: ((dir: string) => Promise<void>)[] = [
      // The same size, a later time.
      async (dir) => {
        const file = path.join(dir, "chunks", "chunk-A.js");
        await writeFile(file, "export const a = 2;\n");
        await utimes(file, new Date(), new Date(Date.now() + 5000));
      },
      (dir) => writeFile(path.join(dir, "chunks", "chunk-B.js"), "export const b = 1;\n"),
      (dir) => rm(path.join(dir, "chunks", "chunk-A.js")),
    ];
    for (const change of changes) {
      const dir = await codeFolder();
      writeCodeVersion(dir);
      const before = codeVersion(dir);
      await markRecord(dir);
      await change(dir);
      const after = codeVersion(dir);
      expect(after).not.toBe("recorded");
      expect(after).not.toBe(before);
    }
  });

  it("is hashed when there is no record, or one that does not parse", async () => {
    const dir = await codeFolder();
    const hashed = codeVersion(dir);
    await writeFile(path.join(dir, "code-version.json"), "{ cut short");
    expect(codeVersion(dir)).toBe(hashed);
  });
});
