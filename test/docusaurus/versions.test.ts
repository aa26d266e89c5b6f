// A Docusaurus site with three docs versions (the docs folder, unreleased; 2.0, the last; 1.0, unmaintained and
// served under a path of its own), built by the CLI as its users build it.
import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import lunr from "lunr";
import { beforeAll, describe, expect, it } from "vitest";
import { createSearchEngine } from "../../src/client/search/searchEngine.js";
import type { CompactLunrIndex, SearchDocFile } from "../../src/shared/searchData.js";
import type { SiteData } from "../../src/shared/types.js";
import { buildInProcess, scenario } from "../cli.js";

let root: string;
let dist: string;
let build: Awaited<ReturnType<typeof buildInProcess>>;

beforeAll(async () => {
  root = await scenario("docusaurus-versions");
  build = await buildInProcess(root, "--strict");
  dist = path.join(root, "dist", "lantern");
}, 120_000);

const page = (route: string) => readFile(path.join(dist, route, "index.html"), "utf8");
const siteData = (html: string) => (JSON.parse(/<script id="__edsite_data" type="application\/json">(.*?)<\/script>/s.exec(html)![1]!) as { site: SiteData }).site;
const text = (html: string) => html.replace(/<script.*?<\/script>/gs, "").replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");

async function routes(): Promise<string[]> {
  const files = await readdir(dist, { recursive: true, encoding: "utf8" });
  return files.filter((f) => f.endsWith("/index.html")).map((f) => `/${f.replace(/\/index\.html$/, "")}`).sort();
}

describe("a site with versions.json, versioned_docs and versioned_sidebars", () => {
  it("builds every version with --strict: the last at the docs' root, the docs folder under next, 1.0 under its own path", async () => {
    expect(build.stderr).not.toMatch(/problem|warning/);
    expect(build.code, build.stderr).toBe(0);
    const english = [
      "/docs/category/guide",
      "/docs/guide/setup",
      "/docs/intro",
      "/docs/next/category/guide",
      "/docs/next/guide/setup",
      "/docs/next/intro",
      "/docs/next/whats-new",
      "/docs/one/candles",
      "/docs/one/intro",
      "/pick",
      "/versions",
    ];
    // Every version again under the Arabic locale's path, with its home page.
    expect(await routes()).toEqual(["/ar", ...english.map((route) => `/ar${route}`), ...english].sort());
  });

  it("says which version a page is, with a banner on the unreleased and the unmaintained ones leading to the same page in the last", async () => {
    const old = await page("docs/one/intro");
    expect(text(old)).toContain("Version: 1.0 (old)");
    expect(text(old)).toContain("Lantern 1.0 (old), which is no longer maintained");
    expect(await page("docs/one/intro")).toMatch(/<div class="doc-version-banner doc-version-banner--unmaintained"[^>]*>.*?<a href="\/lantern\/docs\/intro">/s);
    const next = await page("docs/next/whats-new");
    expect(text(next)).toContain("Lantern Next, which is not released yet");
    // 2.0 has no such page: the banner leads to its main doc.
    expect(next).toMatch(/doc-version-banner--unreleased.*?<a href="\/lantern\/docs\/intro">/s);
    const last = await page("docs/intro");
    expect(last).not.toContain("doc-version-banner");
    expect(text(last)).toContain("Version: 2.0");
    // The site's own src/theme/DocVersionBadge wraps the theme's, and Docusaurus's hooks tell it the version.
    expect(last).toMatch(/<div class="lantern-badge"><span class="doc-version-badge">Version: 2\.0<\/span><small> \(current release\)<\/small><\/div>/);
    expect(old).toMatch(/<div class="lantern-badge"><span class="doc-version-badge">Version: 1\.0 \(old\)<\/span><small><\/small><\/div>/);
    // The version's class is on <html>, where Docusaurus puts it; and the meta tags a crawling search reads.
    expect(last).toMatch(/<html [^>]*class="docs-version-2\.0"/);
    expect(last).toContain('<meta name="docsearch:version" content="2.0">');
    expect(last).toContain('<meta name="docusaurus_tag" content="docs-default-2.0">');
  });

  it("reads each version's own docs, sidebars and category files, and edits a snapshot's file", async () => {
    const old = await page("docs/one/intro");
    expect(text(old)).toContain("Lantern one lit candles");
    expect(old).toContain('href="https://github.com/example/lantern/edit/main/versioned_docs/version-1.0/intro.md"');
    // 1.0's sidebars file lists its docs by hand, in a category of its own.
    expect(text(old)).toContain("The old ways");
    expect(await page("docs/next/intro")).toContain('href="https://github.com/example/lantern/edit/main/docs/intro.md"');
    // A relative link in a snapshot leads to the snapshot's page.
    expect(await page("docs/one/candles")).toContain('href="/lantern/docs/one/intro"');
    expect(await page("docs/intro")).toContain('href="/lantern/docs/guide/setup#requirements"');
    // A footer link whose `to` is a URL is left as it is, as Docusaurus's useBaseUrl leaves it.
    expect(await page("docs/intro")).toContain('href="https://lamps.example.org/makers"');
    // A component of the site's imports Docusaurus 3's docs helpers from theme-common, as older sites do.
    expect(await page("docs/next/guide/setup")).toContain('<p class="category-name">In category: <!-- -->Guide</p>');
  });

  it("offers every version in the dropdown, each leading to the page in view where that version has it", async () => {
    const html = await page("docs/next/intro");
    const menu = /<ul class="navbar-dropdown-menu"[^>]*>(.*?)<\/ul>/s.exec(html)![1]!;
    const entries = [...menu.matchAll(/<a href="([^"]+)"[^>]*>([^<]+)<\/a>/g)].map((m) => `${m[2]} → ${m[1]}`);
    expect(entries).toEqual(["Next → /lantern/docs/next/intro", "2.0 → /lantern/docs/intro", "1.0 (old) → /lantern/docs/one/intro", "All versions → /lantern/versions"]);
    // The navbar's docs links follow the version being read.
    expect(/<a href="([^"]+)" class="navbar-link[^"]*"[^>]*>Guide<\/a>/.exec(html)?.[1]).toBe("/lantern/docs/next/intro");
    // Outside the docs the server shows the last version (the visitor's own choice is the browser's to apply).
    const versions = await readFile(path.join(dist, "versions", "index.html"), "utf8");
    expect(versions).toMatch(/<button[^>]*navbar-dropdown-toggle[^>]*>2\.0<\/button>/);
  });

  it("lists every version in the global data, as Docusaurus's hooks read them", async () => {
    const site = siteData(await page("docs/intro"));
    expect(site.globalData.docs.versions.map(({ name, label, isLast, path: at, mainDocId }) => ({ name, label, isLast, path: at, mainDocId }))).toEqual([
      { name: "current", label: "Next", isLast: false, path: "/lantern/docs/next", mainDocId: "intro" },
      { name: "2.0", label: "2.0", isLast: true, path: "/lantern/docs", mainDocId: "intro" },
      { name: "1.0", label: "1.0 (old)", isLast: false, path: "/lantern/docs/one", mainDocId: "intro" },
    ]);
    expect(site.globalData.docs.versions[2]!.sidebars).toEqual({ tutorialSidebar: { link: { path: "/lantern/docs/one/intro", label: "intro" } } });
  });

  it("keeps a search to the version it is asked for", async () => {
    const assets = path.join(dist, "assets");
    const names = await readdir(assets);
    const docFile = JSON.parse(await readFile(path.join(assets, names.find((n) => n.startsWith("search-doc-"))!), "utf8")) as SearchDocFile;
    const index = JSON.parse(await readFile(path.join(assets, names.find((n) => n.startsWith("lunr-index-"))!), "utf8")) as CompactLunrIndex;
    const engine = createSearchEngine(lunr, docFile, index);
    const urls = (query: string, version?: string) => engine.search(query, version).map((hit) => hit.doc.url);
    expect(urls("wick")).toEqual(expect.arrayContaining(["/lantern/docs/guide/setup#requirements", "/lantern/docs/next/guide/setup#requirements"]));
    expect(urls("wick", "2.0")).toEqual(["/lantern/docs/guide/setup#requirements"]);
    expect(urls("wick", "current")).toEqual(["/lantern/docs/next/guide/setup#requirements"]);
    expect(urls("candles", "1.0")).toEqual(expect.arrayContaining(["/lantern/docs/one/candles"]));
    expect(urls("candles", "2.0")).toEqual([]);
  });
});

describe("versions in a second, right-to-left locale", () => {
  it("reads each version's translations from its own folder and labels file, and falls back to the original elsewhere", async () => {
    const last = await page("ar/docs/intro");
    expect(last).toMatch(/<html lang="ar" dir="rtl"[^>]*class="docs-version-2\.0"/);
    // 2.0's intro is translated in i18n/ar/…/version-2.0/, the docs folder's in …/current/: each its own.
    expect(text(last)).toContain("ينير الإصدار الثاني من لانترن الطريق");
    expect(text(await page("ar/docs/next/intro"))).toContain("ينير لانترن الطريق عبر عمل");
    // 1.0 has no Arabic: its English page, marked as such.
    const old = await page("ar/docs/one/intro");
    expect(text(old)).toContain("Lantern one lit candles");
    expect(old).toContain("untranslated");
    // Labels: a version's own (current.json's version.label) and its sidebar's (version-2.0.json), and the UI strings.
    expect(text(last)).toContain("الإصدار: 2.0");
    expect(last).toMatch(/sidebar-category-link">الدليل</);
    const next = await page("ar/docs/next/intro");
    expect(text(next)).toContain("الإصدار: التالي");
    expect(text(next)).toContain("هذه وثائق Lantern التالي، ولم يصدر بعد.");
  });

  it("keeps the version dropdown in the locale, and the locale dropdown and hreflang in the version", async () => {
    const html = await page("ar/docs/one/intro");
    const menus = [...html.matchAll(/<ul class="navbar-dropdown-menu"[^>]*>(.*?)<\/ul>/gs)].map((m) => [...m[1]!.matchAll(/<a href="([^"]+)"[^>]*>([^<]+)<\/a>/g)].map((a) => `${a[2]} → ${a[1]}`));
    expect(menus).toEqual([
      ["التالي → /lantern/ar/docs/next/intro", "2.0 → /lantern/ar/docs/intro", "1.0 (old) → /lantern/ar/docs/one/intro", "All versions → /lantern/ar/versions"],
      ["English → /lantern/docs/one/intro", "العربية → /lantern/ar/docs/one/intro"],
    ]);
    expect([...html.matchAll(/<link rel="alternate" href="([^"]+)" hreflang="([^"]+)">/g)].map((m) => `${m[2]} ${m[1]}`)).toEqual([
      "en https://lantern.example.com/lantern/docs/one/intro",
      "ar https://lantern.example.com/lantern/ar/docs/one/intro",
      "x-default https://lantern.example.com/lantern/docs/one/intro",
    ]);
    expect(await readFile(path.join(dist, "ar", "sitemap.xml"), "utf8")).toContain('<xhtml:link rel="alternate" hreflang="en" href="https://lantern.example.com/lantern/docs/one/intro"');
  });

  it("has a search index per locale, each keeping to the version being read", async () => {
    const assets = path.join(dist, "ar", "assets");
    const names = await readdir(assets);
    const docFile = JSON.parse(await readFile(path.join(assets, names.find((n) => n.startsWith("search-doc-"))!), "utf8")) as SearchDocFile;
    const index = JSON.parse(await readFile(path.join(assets, names.find((n) => n.startsWith("lunr-index-"))!), "utf8")) as CompactLunrIndex;
    const engine = createSearchEngine(lunr, docFile, index);
    expect(engine.search("wick", "2.0").map((hit) => hit.doc.url)).toEqual(["/lantern/ar/docs/guide/setup#requirements"]);
    expect(engine.search("candles", "1.0").map((hit) => hit.doc.url)).toContain("/lantern/ar/docs/one/candles");
  });

  it("fails --strict on a broken link in an old version's translation, naming the translated file", async () => {
    const site = await scenario("docusaurus-versions");
    const file = path.join(site, "i18n", "ar", "docusaurus-plugin-content-docs", "version-2.0", "intro.md");
    await writeFile(file, `${await readFile(file, "utf8")}\n[المصباح](/docs/lamp)\n`);
    const result = await buildInProcess(site, "--strict");
    expect(result.code).not.toBe(0);
    expect(result.stderr).toMatch(/i18n\/ar\/docusaurus-plugin-content-docs\/version-2\.0\/intro\.md:9/);
    expect(result.stderr).toContain("/lantern/ar/docs/lamp");
  }, 60_000);
});

describe("the choices of versions.json and the docs options", () => {
  it("fails --strict on a broken link inside an old version, naming the snapshot's file and line", async () => {
    const site = await scenario("docusaurus-versions");
    const file = path.join(site, "versioned_docs", "version-1.0", "candles.md");
    await writeFile(file, `${await readFile(file, "utf8")}\nSee [the lamp](/docs/one/lamp).\n`);
    const result = await buildInProcess(site, "--strict");
    expect(result.code).not.toBe(0);
    expect(result.stderr).toMatch(/versioned_docs\/version-1\.0\/candles\.md:5/);
    expect(result.stderr).toContain("/lantern/docs/one/lamp");
  }, 60_000);

  it("builds only the versions onlyIncludeVersions names, and serves lastVersion at the root", async () => {
    const site = await scenario("docusaurus-versions");
    const config = path.join(site, "docusaurus.config.js");
    const text = await readFile(config, "utf8");
    await writeFile(config, text.replace('versions: { "1.0": { label: "1.0 (old)", path: "one" } }', 'lastVersion: "current", onlyIncludeVersions: ["current", "2.0"], versions: { "2.0": { banner: "none" } }'));
    await writeFile(path.join(site, "src", "pages", "versions.md"), "# Versions\n\n[Next](/docs/intro) and [2.0](/docs/2.0/intro).\n");
    const result = await buildInProcess(site, "--strict");
    expect(result.code, result.stderr.slice(-600)).toBe(0);
    const built = (await readdir(path.join(site, "dist", "lantern", "docs"), { recursive: true, encoding: "utf8" })).filter((f) => f.endsWith("/index.html")).sort();
    expect(built).toEqual(["2.0/category/guide/index.html", "2.0/guide/setup/index.html", "2.0/intro/index.html", "category/guide/index.html", "guide/setup/index.html", "intro/index.html", "whats-new/index.html"]);
    // 2.0 is older than the last version, but its banner is turned off.
    expect(await readFile(path.join(site, "dist", "lantern", "docs", "2.0", "intro", "index.html"), "utf8")).not.toContain("doc-version-banner");
  }, 60_000);

  it("names the config and the versions there are when lastVersion names none", async () => {
    const site = await scenario("docusaurus-versions");
    const config = path.join(site, "docusaurus.config.js");
    await writeFile(config, (await readFile(config, "utf8")).replace('versions: { "1.0"', 'lastVersion: "3.0", versions: { "1.0"'));
    const result = await buildInProcess(site);
    expect(result.code).not.toBe(0);
    expect(result.stderr).toContain('docs.lastVersion is "3.0", which is no version of the site.');
    expect(result.stderr).toContain("The versions are: current, 2.0, 1.0.");
    expect(result.stderr).not.toMatch(/\bat \S+ \(/);
  }, 60_000);

  it("says which snapshot is missing when versions.json lists a version without its folder", async () => {
    const site = await scenario("docusaurus-versions");
    await writeFile(path.join(site, "versions.json"), '["3.0", "2.0", "1.0"]');
    const result = await buildInProcess(site);
    expect(result.code).not.toBe(0);
    expect(result.stderr).toContain('versions.json lists "3.0", and its docs folder versioned_docs/version-3.0 does not exist.');
  }, 60_000);
});

describe("a version's main doc and a build of one version", () => {
  it("takes the doc at a version's root (slug: /) as its main doc, as Docusaurus does", async () => {
    const site = await scenario("docusaurus-versions");
    const home = "---\nslug: /\n---\n\n# Lantern docs\n\nWhere every version starts.\n";
    await writeFile(path.join(site, "docs", "home.md"), home);
    await writeFile(path.join(site, "versioned_docs", "version-2.0", "home.md"), home);
    const result = await buildInProcess(site, "--strict");
    expect(result.code, result.stderr.slice(-600)).toBe(0);
    const whatsNew = await readFile(path.join(site, "dist", "lantern", "docs", "next", "whats-new", "index.html"), "utf8");
    // 2.0 has no such page: the banner and the dropdown lead to 2.0's main doc, its root.
    expect(whatsNew).toMatch(/doc-version-banner--unreleased.*?<a href="\/lantern\/docs\/?">/s);
    expect(whatsNew).toMatch(/<a href="\/lantern\/docs\/?" class="navbar-dropdown-link">2\.0<\/a>/);
  }, 60_000);

  it("keeps a version's own banner, badge, class and noIndex in a build of that version alone, whose dropdown is then a link", async () => {
    const site = await scenario("docusaurus-versions");
    const config = path.join(site, "docusaurus.config.js");
    const options = (await readFile(config, "utf8"))
      .replace('versions: { "1.0": { label: "1.0 (old)", path: "one" } }', 'onlyIncludeVersions: ["1.0"], versions: { "1.0": { label: "One", banner: "unmaintained", badge: true, noIndex: true, className: "v-one" } }')
      .replace(', dropdownItemsAfter: [{ to: "/versions", label: "All versions" }]', "");
    await writeFile(config, options);
    await writeFile(path.join(site, "src", "pages", "versions.md"), "# Versions\n\n[One](/docs/intro).\n");
    const result = await buildInProcess(site, "--strict");
    expect(result.code, result.stderr.slice(-600)).toBe(0);
    const candles = await readFile(path.join(site, "dist", "lantern", "docs", "candles", "index.html"), "utf8");
    expect(candles).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(candles).toMatch(/<html [^>]*class="v-one"/);
    expect(candles).toContain("doc-version-banner--unmaintained");
    expect(candles).toContain(">Version: One<");
    // One version and no other entry: nothing to choose, so the dropdown is a link to this page in it.
    expect(candles.match(/<ul class="navbar-dropdown-menu"/g)).toHaveLength(1); // the locales'
    expect(candles).not.toMatch(/<button[^>]*navbar-dropdown-toggle[^>]*>One<\/button>/);
    expect(candles).toMatch(/<a href="\/lantern\/docs\/candles" class="navbar-link[^"]*"[^>]*>One<\/a>/);
    expect(await readFile(path.join(site, "dist", "lantern", "sitemap.xml"), "utf8")).not.toContain("/docs/candles");
  }, 60_000);
});

describe("versions and the other outputs", () => {
  it("says, once, that docs' tags are not built, rather than leaving their pages out without a word", async () => {
    const site = await scenario("docusaurus-versions");
    for (const file of [path.join(site, "docs", "whats-new.md"), path.join(site, "versioned_docs", "version-1.0", "candles.md")]) {
      const text = await readFile(file, "utf8");
      await writeFile(file, text.startsWith("---\n") ? text.replace("---\n", "---\ntags: [light]\n") : `---\ntags: [light]\n---\n\n${text}`);
    }
    const result = await buildInProcess(site, "--strict");
    expect(result.code).not.toBe(0);
    const said = result.stderr.match(/Docs' tags are not supported by edsite yet/g) ?? [];
    expect(said).toHaveLength(1);
    expect(result.stderr).toContain("and 1 other doc set `tags`");
  }, 60_000);

  it("keeps a noIndex version out of the sitemap and its pages out of search engines", async () => {
    const site = await scenario("docusaurus-versions");
    const config = path.join(site, "docusaurus.config.js");
    await writeFile(config, (await readFile(config, "utf8")).replace('path: "one" }', 'path: "one", noIndex: true }'));
    const result = await buildInProcess(site, "--strict");
    expect(result.code, result.stderr.slice(-600)).toBe(0);
    const sitemap = await readFile(path.join(site, "dist", "lantern", "sitemap.xml"), "utf8");
    expect(sitemap).toContain("https://lantern.example.com/lantern/docs/intro");
    expect(sitemap).not.toContain("/docs/one/");
    expect(await readFile(path.join(site, "dist", "lantern", "docs", "one", "intro", "index.html"), "utf8")).toMatch(/<meta name="robots" content="noindex/);
  }, 60_000);

  it("compiles only what changed: an edit in the docs folder leaves every snapshot's pages to the cache", async () => {
    const site = await scenario("docusaurus-versions");
    expect((await buildInProcess(site, "--strict")).code).toBe(0);
    const intro = path.join(site, "docs", "intro.md");
    await writeFile(intro, `${await readFile(intro, "utf8")}\nOne more line.\n`);
    const again = await buildInProcess(site, "--strict");
    expect(again.code, again.stderr.slice(-600)).toBe(0);
    expect(again.stderr).toMatch(/compile: 1 compiled.*, 8 from the cache/);
  }, 60_000);
});

describe("versions in edsite's own layout", () => {
  it("reads content/versions.json and its snapshots, with the config's docs options and the dropdown's own labels", async () => {
    const site = await scenario("site-versions");
    const result = await buildInProcess(site, "--strict");
    expect(result.code, result.stderr.slice(-600)).toBe(0);
    const out = path.join(site, "dist");
    const built = (await readdir(out, { recursive: true, encoding: "utf8" })).filter((f) => f.endsWith("/index.html")).sort();
    expect(built).toEqual(["docs/brewing/index.html", "docs/index.html", "docs/next/brewing/index.html", "docs/next/index.html", "docs/next/pouring/index.html"]);
    const next = await readFile(path.join(out, "docs", "next", "brewing", "index.html"), "utf8");
    expect(text(next)).toContain("Kettle Main branch, which is not released yet");
    const menu = /<ul class="navbar-dropdown-menu"[^>]*>(.*?)<\/ul>/s.exec(next)![1]!;
    expect([...menu.matchAll(/<a href="([^"]+)"[^>]*>([^<]+)<\/a>/g)].map((m) => `${m[2]} → ${m[1]}`)).toEqual(["Main → /docs/next/brewing", "1.0 → /docs/brewing"]);
    expect(text(await readFile(path.join(out, "docs", "brewing", "index.html"), "utf8"))).toContain("Brewing on a stove, as 1.0 did.");
  }, 60_000);
});
