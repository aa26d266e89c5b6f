import { describe, expect, inject, it } from "vitest";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { checkAtom, checkRss, checkSitemap } from "./checkFeeds.js";

const read = (file: string) => readFile(file, "utf8");

describe("feeds and sitemap", () => {
  it("RSS 2.0: well-formed, with the required elements and absolute URLs only", async () => {
    const xml = await read(path.join(inject("kiDist"), "ki-editor/blog/rss.xml"));
    expect(checkRss(xml)).toEqual([]);
    expect(xml).toContain("<item>");
  });

  it("Atom 1.0: well-formed, with the required elements and absolute URLs only", async () => {
    const xml = await read(path.join(inject("kiDist"), "ki-editor/blog/atom.xml"));
    expect(checkAtom(xml)).toEqual([]);
    expect(xml).toContain("<entry>");
  });

  it("sitemap: the namespace and an absolute <loc> for every URL", async () => {
    expect(checkSitemap(await read(path.join(inject("kiDist"), "ki-editor/sitemap.xml")))).toEqual([]);
  });

  it("can fail: relative URLs in feeds and sitemap, and malformed XML", async () => {
    expect(checkRss(await read("test/fixtures/quality-bad/rss-relative.xml"))).toEqual([
      "item 0 <link> is not absolute: /blog/post",
      "item 0 content has a relative URL: /docs/x",
    ]);
    expect(checkAtom(await read("test/fixtures/quality-bad/atom-relative.xml"))).toEqual([
      "entry 0 <link> is not absolute: blog/p",
      "entry 0 content has a relative URL: /img/x.png",
    ]);
    expect(checkSitemap(await read("test/fixtures/quality-bad/sitemap-relative.xml"))).toEqual(["url 0 <loc> is not an absolute URL: /docs/intro"]);
    expect(checkRss("<rss><channel></rss>")[0]).toMatch(/not well-formed XML/);
  });
});
