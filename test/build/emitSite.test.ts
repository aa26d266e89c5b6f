import { describe, expect, it } from "vitest";
import { mkdtemp, mkdir, readFile, readdir, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { emitSite, type OutputFile } from "../../src/build/emitSite.js";

describe("emitSite", () => {
  it("replaces the output folder whole: files of the previous build do not linger", async () => {
    const top = await mkdtemp(path.join(os.tmpdir(), "edsite-emit-"));
    const out = path.join(top, "dist");
    await emitSite({ outDir: out, files: [{ path: "a/old.html", contents: "old" }] });
    await emitSite({ outDir: out, files: [{ path: "a/new.html", contents: "new" }] });
    expect(await readdir(path.join(out, "a"))).toEqual(["new.html"]);
    expect(await readdir(top)).toEqual(["dist"]);
  });

  it("leaves the previous output untouched when writing fails half-way", async () => {
    const top = await mkdtemp(path.join(os.tmpdir(), "edsite-emit-"));
    const out = path.join(top, "dist");
    await mkdir(out);
    await writeFile(path.join(out, "index.html"), "last good");
    function* files(): Generator<OutputFile> {
      yield { path: "index.html", contents: "half" };
      throw new Error("disk full");
    }
    await expect(emitSite({ outDir: out, files: files() })).rejects.toThrow("disk full");
    expect(await readFile(path.join(out, "index.html"), "utf8")).toBe("last good");
    expect(await readdir(top)).toEqual(["dist"]);
  });
});
