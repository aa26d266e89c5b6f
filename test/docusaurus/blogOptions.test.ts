import { beforeAll, describe, expect, it } from "vitest";
import path from "node:path";
import { readFile } from "node:fs/promises";
import { buildSite, type SiteOutput } from "../../src/site/buildSite.js";
import { silentReporter } from "../../src/site/reporter.js";
import { CompileCache } from "../../src/compile/compileCache.js";
import { scenario } from "../cli.js";

// A Docusaurus blog that sets the blog options edsite follows away from their defaults.
let site: SiteOutput;
const file = (name: string) => {
  const found = site.files.find((f) => f.path === name);
  if (!found) throw new Error(`no ${name} among ${site.files.map((f) => f.path).filter((p) => !p.startsWith("assets/")).join(", ")}`);
  return String(found.contents);
};

beforeAll(async () => {
  const root = await scenario("docusaurus-blog-options");
  site = await buildSite({ root, outDir: path.join(root, "build"), reporter: silentReporter(), compileCache: CompileCache.inMemory() });
});

describe("a Docusaurus blog's own options", () => {
  it("are all followed: nothing is reported", () => {
    expect(site.findings.filter((f) => f.kind === "unsupported")).toEqual([]);
  });

  it("shows no reading time in a post or the list (showReadingTime: false)", () => {
    for (const page of ["blog/hello/index.html", "blog/index.html"]) {
      expect(file(page)).toMatch(/<p class="blog-post-meta"><time [^>]*>[^<]*<\/time><\/p>/);
      // The UI strings in the page data still hold the template `{minutes} min read`; no page fills it in.
      expect(file(page)).not.toMatch(/\d min read/);
    }
  });

  it("writes the feeds it asks for, the JSON feed at feed.json, and names only those in every head", () => {
    const blogFiles = site.files.map((f) => f.path).filter((p) => p.startsWith("blog/") && !p.endsWith(".html"));
    expect(blogFiles.sort()).toEqual(["blog/custom-rss.css", "blog/custom-rss.xsl", "blog/feed.json", "blog/rss.xml"]);
    const json = JSON.parse(file("blog/feed.json")) as { version: string; items: { id: string; title: string }[] };
    expect(json.version).toBe("https://jsonfeed.org/version/1");
    expect(json.items.map((item) => [item.title, item.id])).toEqual([
      ["Again", "https://blog-options.example.com/blog/again"],
      ["Hello", "https://blog-options.example.com/blog/hello"],
    ]);
    const head = file("blog/index.html").split("</head>")[0]!;
    expect(head.match(/<link rel="alternate"[^>]*>/g)).toEqual([
      '<link rel="alternate" type="application/rss+xml" href="/blog/rss.xml" title="Blog options RSS Feed">',
      '<link rel="alternate" type="application/json" href="/blog/feed.json" title="Blog options JSON Feed">',
    ]);
  });

  it("gives the RSS feed the site's own stylesheet, copied beside it with its CSS under its own name", async () => {
    const source = path.join(site.paths.blog, "styles");
    expect(file("blog/rss.xml")).toMatch(/^<\?xml version="1.0" encoding="utf-8"\?>\n<\?xml-stylesheet type="text\/xsl" href="custom-rss.xsl"\?>\n<rss /);
    expect(file("blog/custom-rss.xsl")).toBe(await readFile(path.join(source, "custom-rss.xsl"), "utf8"));
    expect(file("blog/custom-rss.css")).toBe(await readFile(path.join(source, "custom-rss.css"), "utf8"));
    expect(file("blog/feed.json")).not.toContain("xsl");
  });
});
