import { describe, expect, it } from "vitest";
import { mkdtemp, readFile, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { loadPagesCache, savePagesCache } from "../../src/render/pagesCache.js";

const pages = new Map([
  ["/s/index.html", { key: "k1", ids: ["__main"], links: ["/s/docs/a", "#__main"] }],
  ["/s/docs/a/index.html", { key: "k2", ids: ["a", "b"], links: [] }],
]);

describe("the pages cache", () => {
  it("gives back the pages it was given, for the edsite version that wrote it and no other", async () => {
    const file = path.join(await mkdtemp(path.join(os.tmpdir(), "edsite-pages-")), "pages.jsonl");
    expect(await loadPagesCache(file, "v1")).toBeUndefined();
    await savePagesCache(file, "v1", pages);
    expect(await loadPagesCache(file, "v1")).toEqual(pages);
    expect(await loadPagesCache(file, "v2")).toBeUndefined();
  });

  it("keeps no page of a damaged file: a line cut short or of another shape gives none", async () => {
    const file = path.join(await mkdtemp(path.join(os.tmpdir(), "edsite-pages-")), "pages.jsonl");
    await savePagesCache(file, "v1", pages);
    const text = await readFile(file, "utf8");
    await writeFile(file, text.slice(0, text.length - 10));
    expect(await loadPagesCache(file, "v1")).toBeUndefined();
    await writeFile(file, `${text.split("\n")[0]}\n{"not":"a page"}\n`);
    expect(await loadPagesCache(file, "v1")).toBeUndefined();
  });
});
