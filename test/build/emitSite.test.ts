import { describe, expect, it } from "vitest";
import { mkdtemp, mkdir, readFile, readdir, stat, writeFile } from "node:fs/promises";
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

  it("writes a file with the same contents as another as a hard link to it, or as a copy when it cannot", async () => {
    const top = await mkdtemp(path.join(os.tmpdir(), "edsite-emit-"));
    const out = path.join(top, "dist");
    const pages: OutputFile[] = Array.from({ length: 40 }, (_, i) => [
      { path: `docs/p${i}/index.html`, contents: `page ${i}` },
      { path: `docs/p${i}.html`, contents: `page ${i}`, sameAs: `docs/p${i}/index.html` },
    ]).flat();
    await emitSite({ outDir: out, files: [...pages, { path: "lonely.html", contents: "alone", sameAs: "missing/index.html" }] });
    for (let i = 0; i < 40; i++) {
      const [dir, flat] = await Promise.all([stat(path.join(out, `docs/p${i}/index.html`)), stat(path.join(out, `docs/p${i}.html`))]);
      expect(flat.ino).toBe(dir.ino);
      expect(await readFile(path.join(out, `docs/p${i}.html`), "utf8")).toBe(`page ${i}`);
    }
    expect(await readFile(path.join(out, "lonely.html"), "utf8")).toBe("alone");
  });
});
