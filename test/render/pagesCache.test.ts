import { describe, expect, it } from "vitest";
import { mkdtemp, readFile, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { loadPagesCache, savePagesCache } from "../../src/render/pagesCache.js";
import { EdsiteError } from "../../src/errors.js";

const pages = new Map([
  ["/s/index.html", { key: "k1", ids: ["__main"], links: ["/s/docs/a", "#__main"] }],
  ["/s/docs/a/index.html", { key: "k2", ids: ["a", "b"], links: [] }],
]);

describe("the pages cache", () => {
  it("gives back the pages it was given, for the edsite version that wrote it and no other", async () => {
    const file = path.join(await mkdtemp(path.join(os.tmpdir(), "edsite-pages-")), "pages.jsonl");
    expect(await loadPagesCache(file, "v1")).toBeUndefined();
    await savePagesCache(file, "v1", pages, new Map());
    expect((await loadPagesCache(file, "v1"))?.pages).toEqual(pages);
    expect(await loadPagesCache(file, "v2")).toBeUndefined();
  });

  it("appends the pages that changed since it was read, and a line for each page gone", async () => {
    const file = path.join(await mkdtemp(path.join(os.tmpdir(), "edsite-pages-")), "pages.jsonl");
    const many = new Map(Array.from({ length: 20 }, (_, i) => [`/s/docs/p${i}/index.html`, { key: `k${i}`, ids: ["a"], links: ["/s/docs/p0"] }]));
    await savePagesCache(file, "v1", many, new Map());
    const before = await loadPagesCache(file, "v1");
    const written = await readFile(file, "utf8");
    const next = new Map(many);
    next.set("/s/docs/p3/index.html", { key: "edited", ids: ["a", "b"], links: [] });
    next.delete("/s/docs/p9/index.html");
    await savePagesCache(file, "v1", next, new Map(), before);
    const text = await readFile(file, "utf8");
    expect(text.startsWith(written)).toBe(true);
    expect(text.slice(written.length).trimEnd().split("\n")).toEqual([
      JSON.stringify(["/s/docs/p3/index.html", "edited", ["a", "b"], []]),
      JSON.stringify(["/s/docs/p9/index.html", null]),
    ]);
    expect((await loadPagesCache(file, "v1"))?.pages).toEqual(next);
  });

  it("keeps each locale's link check beside the pages, replacing or dropping a locale's as it changes", async () => {
    const file = path.join(await mkdtemp(path.join(os.tmpdir(), "edsite-pages-")), "pages.jsonl");
    const record = (routes: string) => ({ routes, staticTargets: ["/s/feed.xml"], outside: false, failing: ["/s/docs/a"] });
    await savePagesCache(file, "v1", pages, new Map([["/s/", record("r1")], ["/s/fr/", record("r2")]]));
    const before = await loadPagesCache(file, "v1");
    expect(before?.pages).toEqual(pages);
    expect(before?.links).toEqual(new Map([["/s/", record("r1")], ["/s/fr/", record("r2")]]));
    await savePagesCache(file, "v1", pages, new Map([["/s/", record("r3")]]), before);
    expect((await loadPagesCache(file, "v1"))?.links).toEqual(new Map([["/s/", record("r3")]]));
    // A record of another shape is a damaged cache, as a page's line would be.
    await writeFile(file, `${(await readFile(file, "utf8")).split("\n")[0]}\n["links /s/",{"routes":1}]\n`);
    expect(await loadPagesCache(file, "v1")).toBeUndefined();
  });

  it("reads back lines that lie across the file's reads, whatever their characters", async () => {
    const file = path.join(await mkdtemp(path.join(os.tmpdir(), "edsite-pages-")), "pages.jsonl");
    // About 1.4 MB, so a line lies across the first read of 1 MB and the next; its place and links hold
    // characters of two and three bytes.
    const big = new Map(Array.from({ length: 3000 }, (_, i) => [`/s/docs/é${i}/index.html`, { key: `k${i}`, ids: [`ü-${i}`], links: Array.from({ length: 20 }, (_, j) => `/s/docs/€${i}-${j}`) }]));
    await savePagesCache(file, "v1", big, new Map());
    expect((await loadPagesCache(file, "v1"))?.pages).toEqual(big);
  });

  it("keeps no page of a damaged file: a line cut short or of another shape gives none", async () => {
    const file = path.join(await mkdtemp(path.join(os.tmpdir(), "edsite-pages-")), "pages.jsonl");
    await savePagesCache(file, "v1", pages, new Map());
    const text = await readFile(file, "utf8");
    await writeFile(file, text.slice(0, text.length - 10));
    expect(await loadPagesCache(file, "v1")).toBeUndefined();
    await writeFile(file, `${text.split("\n")[0]}\n{"not":"a page"}\n`);
    expect(await loadPagesCache(file, "v1")).toBeUndefined();
  });

  it("reads a page's ids and links only when asked, and says what to delete when they do not parse", async () => {
    const file = path.join(await mkdtemp(path.join(os.tmpdir(), "edsite-pages-")), "pages.jsonl");
    const odd = new Map([...pages, ['/s/docs/"quoted"\\/index.html', { key: "k3", ids: ["x"], links: ['/s/a"b'] }], ["/s/docs/back\\slash/index.html", { key: "k4", ids: [], links: ["/s/c\\d"] }], ["/s/docs/café/index.html", { key: "k5", ids: ["über"], links: ["/s/docs/naïve#ça"] }]]);
    await savePagesCache(file, "v1", odd, new Map());
    expect((await loadPagesCache(file, "v1"))?.pages).toEqual(odd);
    const text = await readFile(file, "utf8");
    await writeFile(file, text.replace('["a","b"],[]', '["a","b"],[oops]'));
    const damaged = await loadPagesCache(file, "v1");
    expect(damaged?.pages.get("/s/docs/a/index.html")?.key).toBe("k2");
    expect(damaged?.pages.get("/s/index.html")?.links).toEqual(["/s/docs/a", "#__main"]);
    const error = (() => {
      try {
        return damaged?.pages.get("/s/docs/a/index.html")?.ids;
      } catch (thrown) {
        return thrown;
      }
    })();
    expect(error).toBeInstanceOf(EdsiteError);
    expect(error).toMatchObject({ file, hint: "Delete .edsite-cache/ and build again." });
  });
});
