import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mkdtemp, readFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { XMLParser, XMLValidator } from "fast-xml-parser";
import { build, type BuildResult } from "../../src/site/build.js";
import { silentReporter } from "../../src/site/reporter.js";
import { serveSite, type RunningServer } from "../../src/serve/serveSite.js";

const DOCS = [
  "introduction", "installation", "core-concepts", "modes", "pitch", "themes", "tutorial", "configurations",
  "universal-keybindings", "comparisons/", "components/", "components/file-explorer", "components/prompt",
  "insert-mode/", "normal-mode/", "normal-mode/actions/", "normal-mode/core-movements", "normal-mode/other-movements",
  "normal-mode/search-config", "normal-mode/space-menu", "normal-mode/selection-modes/",
  "normal-mode/selection-modes/primary", "normal-mode/selection-modes/secondary/", "sub-modes/",
  "sub-modes/extend-mode", "sub-modes/multi-cursor-mode", "sub-modes/swap-mode",
  "category/comparison", "category/normal-mode", "category/selection-modes", "category/sub-modes",
  "category/comparison-1", "category/normal-mode-1", "category/selection-modes-1", "category/sub-modes-1",
];
const ROUTES = [
  "/ki-editor/", "/ki-editor/blog", "/ki-editor/blog/archive", "/ki-editor/blog/authors", "/ki-editor/blog/authors/wongjiahau",
  "/ki-editor/blog/documentation-migration", "/ki-editor/blog/tags", "/ki-editor/blog/tags/documentation", "/ki-editor/docs",
  ...DOCS.map((d) => `/ki-editor/docs/${d}`),
];

let result: BuildResult;
let outDir: string;
let server: RunningServer;

beforeAll(async () => {
  outDir = path.join(await mkdtemp(path.join(os.tmpdir(), "edsite-ki-")), "dist");
  result = await build({ root: path.resolve("."), outDir, strict: true, reporter: silentReporter() });
  server = await serveSite({ dir: outDir, baseUrl: "/ki-editor/", port: 0 });
}, 60_000);
afterAll(() => server?.close());

const site = (file: string) => readFile(path.join(outDir, "ki-editor", file), "utf8");

describe("the Ki site", () => {
  it("builds with --strict and no findings", () => {
    expect(result.findings).toEqual([]);
    expect(result.written).toBe(true);
  });

  it("serves every route in all four path forms", async () => {
    for (const route of ROUTES) {
      const clean = route.replace(/\/$/, "");
      const forms = route === "/ki-editor/" ? ["/ki-editor/", "/ki-editor/index.html"] : [clean, `${clean}/`, `${clean}.html`, `${clean}/index.html`];
      for (const form of forms) {
        const res = await fetch(new URL(form, server.url));
        expect(res.status, form).toBe(200);
        const html = await res.text();
        expect(html, form).toMatch(/<link rel="canonical" href="https:\/\/ki-editor\.github\.io\/ki-editor\//);
      }
    }
  });

  it("points .html forms and /docs at the clean canonical URL", async () => {
    const html = await site("docs/installation.html");
    expect(html).toContain('<link rel="canonical" href="https://ki-editor.github.io/ki-editor/docs/installation">');
    expect(await site("docs/index.html")).toContain('<link rel="canonical" href="https://ki-editor.github.io/ki-editor/docs/introduction">');
  });

  it("answers unknown paths with the not-found page and status 404", async () => {
    const res = await fetch(new URL("/ki-editor/docs/no-such-page", server.url));
    expect(res.status).toBe(404);
    expect(await res.text()).toContain("Page Not Found");
  });

  it("lists every canonical route once in the sitemap", async () => {
    const xml = await site("sitemap.xml");
    expect(XMLValidator.validate(xml)).toBe(true);
    const locs: string[] = [].concat(new XMLParser().parse(xml).urlset.url).map((u: { loc: string }) => u.loc);
    expect(new Set(locs).size).toBe(locs.length);
    for (const route of ROUTES.filter((r) => r !== "/ki-editor/docs")) {
      expect(locs, route).toContain(`https://ki-editor.github.io${route}`);
    }
  });

  it("writes RSS and Atom feeds that parse and carry the post", async () => {
    for (const file of ["blog/rss.xml", "blog/atom.xml"]) {
      const xml = await site(file);
      expect(XMLValidator.validate(xml), file).toBe(true);
      expect(xml).toContain("https://ki-editor.github.io/ki-editor/blog/documentation-migration");
      expect(xml).toContain("Documentation Migration");
    }
  });

  it("gives every page a title, description, canonical URL, Open Graph tags and feed links", async () => {
    for (const route of ["/ki-editor/", "/ki-editor/docs/modes", "/ki-editor/blog/documentation-migration"]) {
      const html = await (await fetch(new URL(route, server.url))).text();
      expect(html).toMatch(/<title>[^<]+<\/title>/);
      expect(html).toMatch(/<meta name="description" content="[^"]+">/);
      expect(html).toMatch(/<meta property="og:title" content="[^"]+">/);
      expect(html).toContain('type="application/rss+xml"');
      expect(html).toContain('type="application/atom+xml"');
    }
  });

  it("names edsite and its version as the generator, and gives the client the site's version", async () => {
    const { version } = JSON.parse(await readFile("package.json", "utf8")) as { version: string };
    for (const route of ["/ki-editor/", "/ki-editor/docs/modes"]) {
      const html = await (await fetch(new URL(route, server.url))).text();
      expect(html).toContain(`<meta name="generator" content="edsite ${version}">`);
      // Where Docusaurus's siteMetadata.siteVersion comes from: the config's `version`.
      expect(html).toContain('"version":"0.0.0"');
    }
  });
});
