// Compiled pages' code lives apart from the compile cache's lines (see compiledCodeStore): read only when a
// build asks for a page's code, checked when read, and set aside with the rest of the cache when damaged.
import { mkdtemp, readdir, readFile, rm, stat, truncate, utimes, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { CompileCache } from "../../src/compile/compileCache.js";
import type { CompiledModule } from "../../src/types.js";

const options = { tocMinLevel: 2, tocMaxLevel: 3 };
const page = (n: number, words = "First words") => ({ id: `/site/docs/p${n}.md`, file: `/site/docs/p${n}.md`, body: `# Page ${n}\n\n${words} of page ${n}.\n` });

async function cacheWith(pages: number): Promise<{ file: string; codes: string[] }> {
  const file = path.join(await mkdtemp(path.join(os.tmpdir(), "edsite-code-store-")), "compile.jsonl");
  const cache = await CompileCache.open({ file, version: "v" });
  const codes: string[] = [];
  for (let n = 0; n < pages; n++) codes.push((await cache.compile(page(n), options)).code);
  cache.endBuild(true);
  await cache.save();
  return { file, codes };
}

const codeFiles = async (file: string) => (await readdir(path.join(path.dirname(file), "compiled-code"))).filter((name) => name.endsWith(".code"));

describe("the compiled pages' code store", () => {
  it("keeps the code out of the cache's lines, and reads a page's code only when it is asked for", async () => {
    const { file, codes } = await cacheWith(3);
    expect(await readFile(file, "utf8")).not.toContain("_createMdxContent");
    const [only] = await codeFiles(file);
    const next = await CompileCache.open({ file, version: "v" });
    expect(next.dismissed).toBeUndefined();
    const first = next.lookup(page(0), options)!;
    const second = next.lookup(page(1), options)!;
    expect(first.sections[0]!.text).toContain("First words of page 0");
    expect(first.code).toBe(codes[0]);
    // The file's bytes change in place, its size kept: a code read after says so rather than give other code.
    const codeFile = path.join(path.dirname(file), "compiled-code", only!);
    const bytes = await readFile(codeFile);
    await writeFile(codeFile, Buffer.from(bytes.toString("latin1").replace(/Page 1/g, "Page X"), "latin1"));
    expect(() => second.code).toThrow(/compiled-code.*changed since edsite wrote it.*Delete \.edsite-cache/s);
    // Read before the change, the first page's code stays what it was.
    expect(first.code).toBe(codes[0]);
  });

  it("sets the whole cache aside when a code file is missing, cut short or grown", async () => {
    for (const damage of ["missing", "cut", "grown"] as const) {
      const { file } = await cacheWith(2);
      const codeFile = path.join(path.dirname(file), "compiled-code", (await codeFiles(file))[0]!);
      if (damage === "missing") await rm(codeFile);
      if (damage === "cut") await truncate(codeFile, 10);
      if (damage === "grown") await writeFile(codeFile, `${await readFile(codeFile, "utf8")}// more`);
      const next = await CompileCache.open({ file, version: "v" });
      expect(next.dismissed, damage).toBe("corrupt");
      expect(next.size, damage).toBe(0);
      expect(next.lookup(page(0), options), damage).toBeUndefined();
    }
  });

  it("adds a file for each save that compiled pages, and merges all but the largest once they are many", async () => {
    const { file, codes } = await cacheWith(12);
    const [cold] = await codeFiles(file);
    const latest = [...codes];
    const words = codes.map(() => "First words");
    // Each save edits another page: every file written keeps a code some page still uses.
    for (let save = 0; save < 12; save++) {
      const cache = await CompileCache.open({ file, version: "v" });
      words[save] = `Edit ${save}`;
      for (let n = 0; n < 12; n++) {
        const source = page(n, words[n]);
        const kept = cache.lookup(source, options);
        if (kept) cache.reuse(source, kept);
        else latest[n] = (await cache.compile(source, options)).code;
      }
      cache.endBuild(true);
      await cache.save();
      const files = await codeFiles(file);
      expect(files.length).toBeLessThanOrEqual(8);
      // The small files are merged (the eighth save), not the cold build's, which stays until most of it is
      // dead (the eleventh).
      if (save < 9) expect(files).toContain(cold);
      const reopened = await CompileCache.open({ file, version: "v" });
      expect(reopened.dismissed).toBeUndefined();
      for (let n = 0; n < 12; n++) expect(reopened.lookup(page(n, words[n]), options)?.code).toBe(latest[n]);
    }
    // The codes no page uses any more do not pile up.
    const left = await Promise.all((await codeFiles(file)).map(async (name) => (await stat(path.join(path.dirname(file), "compiled-code", name))).size));
    expect(left.reduce((sum, size) => sum + size, 0)).toBeLessThanOrEqual(2 * Buffer.byteLength(latest.join("")));
  });

  it("writes each page's code to disk as it is compiled when a build asks it to, and reads it from there", async () => {
    const { file, codes } = await cacheWith(3);
    const streamed = path.join(await mkdtemp(path.join(os.tmpdir(), "edsite-code-store-")), "compile.jsonl");
    const cache = await CompileCache.open({ file: streamed, version: "v", writeCodesAsCompiled: true });
    const modules: CompiledModule[] = [];
    for (let n = 0; n < 3; n++) modules.push(await cache.compile(page(n), options));
    // Before any save: one file being written, holding the three codes one after another.
    const [writing, ...others] = await codeFiles(streamed);
    expect(others).toEqual([]);
    expect(writing).toMatch(/^writing-/);
    const writingFile = path.join(path.dirname(streamed), "compiled-code", writing!);
    expect(await readFile(writingFile, "utf8")).toBe(codes.join(""));
    expect(modules.map((module) => module.code)).toEqual(codes);
    // Read from the file at each ask, not held: bytes changed in place are found.
    const bytes = await readFile(writingFile, "latin1");
    await writeFile(writingFile, bytes.replace(/Page 2/g, "Page X"), "latin1");
    expect(() => modules[2]!.code).toThrow(/changed since edsite wrote it/);
    await writeFile(writingFile, bytes, "latin1");
    cache.endBuild(true);
    await cache.save();
    // Saved, the file is named by its size as any other, and the lines name it so.
    const [saved, ...more] = await codeFiles(streamed);
    expect(more).toEqual([]);
    expect(saved).toMatch(new RegExp(`^${Buffer.byteLength(codes.join(""))}-`));
    expect(modules.map((module) => module.code)).toEqual(codes);
    const reopened = await CompileCache.open({ file: streamed, version: "v" });
    expect(reopened.dismissed).toBeUndefined();
    for (let n = 0; n < 3; n++) expect(reopened.lookup(page(n), options)?.code).toBe(codes[n]);
  });

  it("removes the file a stopped build was writing, which no line names", async () => {
    const { file } = await cacheWith(2);
    const stopped = await CompileCache.open({ file, version: "v", writeCodesAsCompiled: true });
    await stopped.compile(page(5), options);
    const [writing] = (await codeFiles(file)).filter((name) => name.startsWith("writing-"));
    const writingFile = path.join(path.dirname(file), "compiled-code", writing!);
    // Another process's file, old enough that it cannot be about to name it.
    const then = new Date(Date.now() - 5 * 60_000);
    await utimes(writingFile, then, then);
    const next = await CompileCache.open({ file, version: "v" });
    expect(next.dismissed).toBeUndefined();
    await next.compile(page(6), options);
    next.endBuild(true);
    await next.save();
    expect((await codeFiles(file)).filter((name) => name.startsWith("writing-"))).toEqual([]);
  });
});
