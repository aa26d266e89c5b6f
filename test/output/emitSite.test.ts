import { describe, expect, it } from "vitest";
import { mkdtemp, mkdir, readFile, readdir, stat, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { StagingFolder, writeAll, type OutputFile } from "../../src/output/emitSite.js";

/** A whole site written and swapped in, as `build` does with what is left after the pages. */
async function writeSite(outDir: string, files: Iterable<OutputFile>): Promise<void> {
  const staging = await StagingFolder.open(outDir);
  try {
    await writeAll(staging, files);
    await staging.publish();
  } catch (error) {
    await staging.discard();
    throw error;
  }
}

describe("writing a site through a staging folder", () => {
  it("replaces the output folder whole: files of the previous build do not linger", async () => {
    const top = await mkdtemp(path.join(os.tmpdir(), "edsite-emit-"));
    const out = path.join(top, "dist");
    await writeSite(out, [{ path: "a/old.html", contents: "old" }]);
    await writeSite(out, [{ path: "a/new.html", contents: "new" }]);
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
    await expect(writeSite(out, files())).rejects.toThrow("disk full");
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
    await writeSite(out, [...pages, { path: "lonely.html", contents: "alone", sameAs: "missing/index.html" }]);
    for (let i = 0; i < 40; i++) {
      const [dir, flat] = await Promise.all([stat(path.join(out, `docs/p${i}/index.html`)), stat(path.join(out, `docs/p${i}.html`))]);
      expect(flat.ino).toBe(dir.ino);
      expect(await readFile(path.join(out, `docs/p${i}.html`), "utf8")).toBe(`page ${i}`);
    }
    expect(await readFile(path.join(out, "lonely.html"), "utf8")).toBe("alone");
  });
});

describe("StagingFolder", () => {
  it("takes files while the build runs, links each x.html to the page it names even while that is being written", async () => {
    const top = await mkdtemp(path.join(os.tmpdir(), "edsite-staging-"));
    const out = path.join(top, "dist");
    const staging = await StagingFolder.open(out);
    // Page by page, as the render stage hands them over: the link comes right after its page.
    for (let i = 0; i < 100; i++) {
      await staging.write({ path: `docs/p${i}/index.html`, contents: `page ${i}`.repeat(1000) });
      await staging.write({ path: `docs/p${i}.html`, contents: `page ${i}`.repeat(1000), sameAs: `docs/p${i}/index.html` });
    }
    expect(await readdir(top), "nothing in place before publish").toEqual([path.basename(staging.dir)]);
    await staging.publish();
    for (let i = 0; i < 100; i++) {
      const [dir, flat] = await Promise.all([stat(path.join(out, `docs/p${i}/index.html`)), stat(path.join(out, `docs/p${i}.html`))]);
      expect(flat.ino).toBe(dir.ino);
    }
    expect(staging.written.files).toBe(200);
    expect(await readdir(top)).toEqual(["dist"]);
  });

  it("copies public files in without overwriting a generated file of the same path", async () => {
    const top = await mkdtemp(path.join(os.tmpdir(), "edsite-staging-"));
    await mkdir(path.join(top, "public"));
    await writeFile(path.join(top, "public/robots.txt"), "from public");
    await writeFile(path.join(top, "public/hello.txt"), "hello");
    const staging = await StagingFolder.open(path.join(top, "dist"));
    await staging.write({ path: "base/robots.txt", contents: "generated" });
    await staging.copyIn(path.join(top, "public"), ["hello.txt", "robots.txt"], "base");
    await staging.publish();
    expect(await readFile(path.join(top, "dist/base/robots.txt"), "utf8")).toBe("generated");
    expect(await readFile(path.join(top, "dist/base/hello.txt"), "utf8")).toBe("hello");
  });

  it("reports a failed write and, discarded, leaves the last good output", async () => {
    const top = await mkdtemp(path.join(os.tmpdir(), "edsite-staging-"));
    const out = path.join(top, "dist");
    await mkdir(out);
    await writeFile(path.join(out, "index.html"), "last good");
    const staging = await StagingFolder.open(out);
    await staging.write({ path: "index.html", contents: "new" });
    // A folder where a file must go: the write fails.
    await mkdir(path.join(staging.dir, "taken"));
    await staging.write({ path: "taken", contents: "x" });
    await expect(staging.publish()).rejects.toThrow(/EISDIR|illegal operation/);
    await staging.discard();
    expect(await readFile(path.join(out, "index.html"), "utf8")).toBe("last good");
    expect(await readdir(top)).toEqual(["dist"]);
  });
});
