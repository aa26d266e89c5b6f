import { mkdtemp, readdir, readFile, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { CompileCache } from "../../src/compile/compileCache.js";

// A file the site's locales share (a page not translated yet) is compiled in each locale's build, its links
// resolved under that locale's base URL.
const source = { id: "/site/docs/a.md", file: "/site/docs/a.md", body: "# A\n\nSee [b](./b.md).\n" };
const underBase = (base: string) => ({ tocMinLevel: 2, tocMaxLevel: 3, resolveLink: (url: string) => (url === "./b.md" ? `${base}docs/b` : undefined) });

describe("the compile cache across locales", () => {
  it("keeps a page's module for each way its links resolve, and reuses each in its own locale's builds", async () => {
    const file = path.join(await mkdtemp(path.join(os.tmpdir(), "edsite-cache-locales-")), "compile.jsonl");
    const first = await CompileCache.open({ file, version: "v" });
    const english = await first.compile(source, underBase("/"));
    const french = await first.compile(source, underBase("/fr/"));
    expect(english.code).toContain('"/docs/b"');
    expect(french.code).toContain('"/fr/docs/b"');
    expect(first.lookup(source, underBase("/"))).toBe(english);
    expect(first.lookup(source, underBase("/fr/"))).toBe(french);
    first.endBuild(true);
    await first.save();

    // The next build (a new process) reuses both, and compiles neither.
    const next = await CompileCache.open({ file, version: "v" });
    expect(next.lookup(source, underBase("/"))?.code).toBe(english.code);
    expect(next.lookup(source, underBase("/fr/"))?.code).toBe(french.code);
    expect(next.lookup(source, underBase("/de/"))).toBeUndefined();
  });

  it("drops the modules of locales the last build did not use", async () => {
    const file = path.join(await mkdtemp(path.join(os.tmpdir(), "edsite-cache-locales-")), "compile.jsonl");
    const cache = await CompileCache.open({ file, version: "v" });
    await cache.compile(source, underBase("/"));
    await cache.compile(source, underBase("/fr/"));
    cache.endBuild(true);
    // The French locale is gone from the site: its build no longer asks for the page.
    cache.reuse(source, cache.lookup(source, underBase("/"))!);
    cache.endBuild(true);
    await cache.save();
    const next = await CompileCache.open({ file, version: "v" });
    expect(next.lookup(source, underBase("/"))).toBeDefined();
    expect(next.lookup(source, underBase("/fr/"))).toBeUndefined();
  });
});

describe("a compile cache whose modules were released", () => {
  it("has saved every page's module first, and refuses to be used again", async () => {
    const file = path.join(await mkdtemp(path.join(os.tmpdir(), "edsite-cache-release-")), "compile.jsonl");
    const cache = await CompileCache.open({ file, version: "v" });
    const module = await cache.compile(source, underBase("/"));
    const { code, sections } = module;
    expect(sections.map((section) => section.text)).toContain("See b.");
    cache.endBuild(true);
    await cache.save();
    cache.release("sections");
    // The module handed out to the build lets the part go too: that is the memory released.
    expect(module.sections).toEqual([]);
    expect(module.code).toBe(code);
    cache.release("code");
    expect(module.code).toBe("");
    expect(() => cache.lookup(source, underBase("/"))).toThrow(/released/);
    await expect(cache.save()).rejects.toThrow(/released/);

    const next = await CompileCache.open({ file, version: "v" });
    expect(next.lookup(source, underBase("/"))?.code).toBe(code);
    expect(next.lookup(source, underBase("/"))?.sections).toEqual(sections);
  });
});

describe("a compile cache whose code is read from its store", () => {
  it("hands out each saved module's code from the store's file, which it no longer holds in memory", async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), "edsite-cache-from-store-"));
    const cache = await CompileCache.open({ file: path.join(dir, "compile.jsonl"), version: "v" });
    const module = await cache.compile(source, underBase("/"));
    const { code } = module;
    cache.endBuild(true);
    await cache.save();
    cache.codeFromStore();
    expect(module.code).toBe(code);
    expect(() => cache.lookup(source, underBase("/"))).toThrow(/released/);

    // Read from the file at each ask: bytes changed there since the save stop the build rather than make another page.
    const [stored] = await readdir(path.join(dir, "compiled-code"));
    const storedFile = path.join(dir, "compiled-code", stored!);
    const bytes = await readFile(storedFile);
    await writeFile(storedFile, Buffer.from(bytes.toString("utf8").replace("/docs/b", "/docs/c")));
    expect(() => module.code).toThrow(/changed since edsite wrote it/);

    // Once the routes are bundled it is let go, and reads as empty.
    cache.release("code");
    expect(module.code).toBe("");
  });
});
