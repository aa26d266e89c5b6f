import { beforeAll, describe, expect, it } from "vitest";
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { build } from "../../src/site/build.js";
import { buildSearchFiles, clipText, DEFAULT_SEARCH_OPTIONS, searchFilesOf, type SearchFiles } from "../../src/search/buildSearchFiles.js";
import { searchEntries } from "../../src/search/searchEntries.js";
import { buildSite, type SiteOutput } from "../../src/site/buildSite.js";
import { silentReporter } from "../../src/site/reporter.js";
import { scanHtml } from "../../src/check/scanHtml.js";
import type { SearchDoc } from "../../src/shared/searchData.js";
import { compileSite, readSearchFiles, type CompiledSite } from "./searchSite.js";
import { CompileCache } from "../../src/compile/compileCache.js";
import type { CurrentBuild } from "../../src/shared/currentBuild.js";

const ROOT = "test/fixtures/search-basic";

let site: CompiledSite;
let files: SearchFiles;
let docs: SearchDoc[];

beforeAll(async () => {
  site = await compileSite(ROOT);
  files = await buildSearchFiles({ ...site, timestamp: 1700000000000 });
  docs = readSearchFiles(files).docFile.searchDocs;
});

const urls = () => docs.map((d) => d.url);

describe("search entries", () => {
  it("has one entry per doc page and one per h2/h3 section of it", () => {
    expect(urls().filter((u) => u.startsWith("/s/docs/intro"))).toEqual([
      "/s/docs/intro",
      "/s/docs/intro#install-the-tool",
      "/s/docs/intro#from-source",
      "/s/docs/intro#example",
      "/s/docs/intro#example-1",
    ]);
    expect(docs.find((d) => d.url === "/s/docs/intro#from-source")).toEqual({
      title: "Introduction",
      section: "Build from source",
      url: "/s/docs/intro#from-source",
      // An h4 is no section of its own: its heading and text stay in the h3's.
      text: "Compile it with a recent compiler. Optional extras Plugins are not needed.",
    });
  });

  it("gives the page entry the text before the first section, after the description", () => {
    expect(docs.find((d) => d.url === "/s/docs/intro")).toEqual({
      title: "Introduction",
      url: "/s/docs/intro",
      text: "What the tool is for. The tool edits text in several places at once with multi-cursor commands.",
    });
  });

  it("takes a doc's title from its h1 and leaves the h1 out of every section", () => {
    expect(docs.filter((d) => d.url.startsWith("/s/docs/guide/swap"))).toEqual([
      { title: "Swapping nodes", url: "/s/docs/guide/swap", text: "Swapping moves a node past its neighbour." },
      { title: "Swapping nodes", section: "Keys for swapping", url: "/s/docs/guide/swap#keys-for-swapping", text: "Press the key twice." },
    ]);
  });

  it("indexes the generated category page once, with its description and cards, and no alias route", () => {
    expect(site.routes.map((r) => r.path)).toContain("/s/docs/category/guide-1");
    const category = docs.filter((d) => d.url.startsWith("/s/docs/category/"));
    expect(category).toEqual([
      { title: "Guide", url: "/s/docs/category/guide", text: "Longer walks through the commands. Jumping around Swapping nodes" },
    ]);
    // `/docs` shows the main doc under a second URL; the search leads to the doc's own.
    expect(urls()).not.toContain("/s/docs");
  });
});

describe("search files", () => {
  it("names both files with the timestamp, under the assets folder, and gives their URLs for the current-build file", () => {
    expect(files.files.map((f) => f.path)).toEqual(["s/assets/search-doc-1700000000000.json", "s/assets/lunr-index-1700000000000.json"]);
    expect(files.urls).toEqual({
      searchDoc: "/s/assets/search-doc-1700000000000.json",
      lunrIndex: "/s/assets/lunr-index-1700000000000.json",
    });
  });

  it("carries the search options, maxHits 8 unless told otherwise", async () => {
    expect(readSearchFiles(files).docFile.options).toEqual(DEFAULT_SEARCH_OPTIONS);
    expect(DEFAULT_SEARCH_OPTIONS.maxHits).toBe(8);
    const custom = await buildSearchFiles({ ...site, timestamp: 1, options: { maxHits: 3 } });
    expect(readSearchFiles(custom).docFile.options).toEqual({ ...DEFAULT_SEARCH_OPTIONS, maxHits: 3 });
  });

  it("indexes the title, keywords and text fields", () => {
    expect(readSearchFiles(files).index.fields).toEqual(["title", "keywords", "text"]);
  });

  it("reports the files' sizes", () => {
    const [doc, index] = files.files.map((f) => Buffer.byteLength(String(f.contents)));
    expect(files.sizes.searchDoc).toBe(doc);
    expect(files.sizes.lunrIndex).toBe(index);
    expect(files.sizes.gzipped).toBeGreaterThan(0);
    expect(files.sizes.gzipped).toBeLessThan(doc! + index!);
  });

  it("splits an index whose JSON is longer than the threshold, and only such an index", async () => {
    const length = String(files.files[1]!.contents).length;
    expect(files.files[1]!.path).toMatch(/lunr-index-\d+\.json$/);
    const at = await buildSearchFiles({ ...site, timestamp: 1700000000000, splitAboveChars: length });
    expect(at.split).toBeUndefined();
    expect(at.files.map((file) => String(file.contents))).toEqual(files.files.map((file) => String(file.contents)));
    const below = await buildSearchFiles({ ...site, timestamp: 1700000000000, splitAboveChars: length - 1 });
    expect(below.split?.files).toBeGreaterThan(0);
  });

  it("keeps only the opening of long texts for snippets, cut between words", async () => {
    const long = await buildSearchFiles({ ...site, timestamp: 1, storedTextLength: 20 });
    const intro = readSearchFiles(long).docFile.searchDocs.find((d) => d.url === "/s/docs/intro")!;
    expect(intro.text).toBe("What the tool is…");
    expect(clipText("short", 20)).toBe("short");
  });

  it("makes the same files from entries it consumes, whole and split, and leaves their list empty", async () => {
    for (const splitAboveChars of [undefined, 0]) {
      const settings = { baseUrl: "/s/", timestamp: 1, splitAboveChars, splitSizes: { shardChars: 2048, chunkSize: 3 } };
      const kept = searchEntries(site.routes, site.modules);
      const given = searchEntries(site.routes, site.modules);
      const fromKept = await searchFilesOf(kept, settings);
      const fromGiven = await searchFilesOf(given, settings, { consume: true, bytes: true });
      expect(given).toEqual([]);
      expect(kept.length).toBeGreaterThan(5);
      expect(fromGiven.files.length).toBe(splitAboveChars === 0 ? 2 + fromKept.split!.files : 2);
      for (const file of fromGiven.files.slice(2)) expect(file.contents).toBeInstanceOf(Uint8Array);
      expect(fromGiven.files.map((file) => Buffer.from(file.contents).toString("utf8"))).toEqual(fromKept.files.map((file) => file.contents));
    }
  });
});

describe("search in the built site", () => {
  let output: SiteOutput;
  beforeAll(async () => {
    output = await buildSite({ root: ROOT, outDir: "/tmp/unused", reporter: silentReporter(), compileCache: CompileCache.inMemory() });
  });

  it("anchors every section hit on an id the rendered page really has", () => {
    const searchDocFile = output.files.find((f) => /^s\/assets\/search-doc-\d+\.json$/.test(f.path))!;
    const hits = (JSON.parse(String(searchDocFile.contents)) as { searchDocs: SearchDoc[] }).searchDocs;
    const withAnchor = hits.filter((d) => d.url.includes("#"));
    expect(withAnchor.length).toBe(5);
    for (const hit of withAnchor) {
      const [page, anchor] = hit.url.split("#") as [string, string];
      const html = output.files.find((f) => f.path === `${page.slice(1)}/index.html`);
      expect(html, page).toBeDefined();
      expect(scanHtml(String(html!.contents)).ids, hit.url).toContain(anchor);
    }
  });

  it("puts the two files among the output and their URLs in the current-build file every page names, never in the pages", () => {
    const names = output.files.map((f) => f.path).filter((p) => /(search-doc|lunr-index)-\d+\.json$/.test(p));
    expect(names).toHaveLength(2);
    const html = String(output.files.find((f) => f.path === "s/docs/intro/index.html")!.contents);
    expect(html).toContain(`"build":"/s/assets/current-build.json"`);
    for (const name of names) expect(html).not.toContain(name);
    const current = JSON.parse(String(output.files.find((f) => f.path === "s/assets/current-build.json")!.contents)) as CurrentBuild;
    expect(current.search).toEqual({ searchDoc: `/${names.find((n) => n.includes("search-doc"))}`, lunrIndex: `/${names.find((n) => n.includes("lunr-index"))}` });
    expect(current.search!.searchDoc).toMatch(/^\/s\/assets\/search-doc-(\d+)\.json$/);
    expect(current.manifest).toMatch(/^\/s\/assets\/routes-\w+\.json$/);
    expect(output.files.some((f) => `/${f.path}` === current.manifest)).toBe(true);
  });
});

describe("building twice into one folder", () => {
  it("leaves one pair of search files, the pair the current-build file names", async () => {
    const outDir = path.join(await mkdtemp(path.join(os.tmpdir(), "edsite-search-")), "dist");
    try {
      await build({ root: ROOT, outDir, reporter: silentReporter() });
      // The search files, not the route manifest or the pieces of a sidebar whose categories start closed.
      const searchFiles = (files: string[]) => files.filter((f) => /^(lunr-index|search-doc)-/.test(f));
      const first = searchFiles(await readdir(path.join(outDir, "s/assets")));
      await new Promise((resolve) => setTimeout(resolve, 5));
      await build({ root: ROOT, outDir, reporter: silentReporter() });
      const second = searchFiles(await readdir(path.join(outDir, "s/assets")));
      expect(second).toHaveLength(2);
      expect(second.some((f) => first.includes(f)), "the second build has its own timestamp").toBe(false);
      const current = await readFile(path.join(outDir, "s/assets/current-build.json"), "utf8");
      for (const name of second) expect(current).toContain(`/s/assets/${name}`);
    } finally {
      await rm(path.dirname(outDir), { recursive: true, force: true });
    }
  });
});
