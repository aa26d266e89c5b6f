import { beforeAll, describe, expect, it } from "vitest";
import path from "node:path";
import { buildSite, type SiteOutput } from "../../src/site/buildSite.js";
import { silentReporter } from "../../src/site/reporter.js";
import { CompileCache } from "../../src/compile/compileCache.js";
import { docusaurusHref } from "../../src/docusaurus/config/docusaurusHref.js";
import { scenario } from "../cli.js";

describe("docusaurusHref: an item's href as Docusaurus's Link renders it", () => {
  it("adds the base path to a path from the host's root, once", () => {
    expect(docusaurusHref("/", "/docs/", false)).toBe("/docs/");
    expect(docusaurusHref("/api/", "/docs/", false)).toBe("/docs/api/");
    expect(docusaurusHref("/docs/api", "/docs/", false)).toBe("/docs/api");
    expect(docusaurusHref("/docs", "/docs/", false)).toBe("/docs/");
    expect(docusaurusHref("/api", "/", false)).toBe("/api");
  });

  it("leaves URLs, other hosts, anchors and page-relative links as written", () => {
    expect(docusaurusHref("https://example.com/", "/docs/", false)).toBe("https://example.com/");
    expect(docusaurusHref("mailto:a@example.com", "/docs/", false)).toBe("mailto:a@example.com");
    expect(docusaurusHref("//cdn.example.com/x", "/docs/", false)).toBe("//cdn.example.com/x");
    expect(docusaurusHref("#top", "/docs/", false)).toBe("#top");
    expect(docusaurusHref("../other/", "/docs/", false)).toBe("../other/");
  });

  it("puts the base path before any link without a scheme when told to (prependBaseUrlToHref)", () => {
    expect(docusaurusHref("other/", "/docs/", true)).toBe("/docs/other/");
    expect(docusaurusHref("/other/", "/docs/", true)).toBe("/docs/other/");
    expect(docusaurusHref("https://example.com/", "/docs/", true)).toBe("https://example.com/");
  });
});

describe("a Docusaurus site's navbar and footer hrefs without a scheme", () => {
  let site: SiteOutput;
  beforeAll(async () => {
    const root = await scenario("docusaurus-relative-hrefs");
    site = await buildSite({ root, outDir: path.join(root, "build"), reporter: silentReporter(), compileCache: CompileCache.inMemory() });
  });
  const home = () => String(site.files.find((f) => f.path === "guide/other.html")?.contents ?? `no guide/other.html among ${site.files.map((f) => f.path).join(", ")}`);
  /** The opening tag of the link with this text. */
  const link = (html: string, text: string) => html.match(new RegExp(`<a [^>]*>${text}`))?.[0];

  it("builds without a finding, and links as Docusaurus does, within the site, in the same tab", () => {
    expect(site.findings).toEqual([]);
    const html = home();
    expect(link(html, "Home link")).toMatch(/^<a href="\/guide\/" class="navbar-link[^"]*"( aria-current="page")?>/);
    expect(link(html, "Already based")).toMatch(/^<a href="\/guide\/welcome" class="navbar-link/);
    expect(link(html, "Page relative")).toMatch(/^<a href="welcome" class="navbar-link/);
    expect(link(html, "Prepended")).toMatch(/^<a href="\/guide\/other" class="navbar-link/);
    expect(link(html, "Footer home")).toMatch(/^<a href="\/guide\/"/);
    for (const text of ["Home link", "Already based", "Page relative", "Prepended", "Footer home"]) expect(link(html, text)).not.toContain("_blank");
    expect(link(html, "Elsewhere")).toContain('target="_blank"');
  });
});
