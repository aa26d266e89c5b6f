import { describe, expect, it } from "vitest";
import path from "node:path";
import { loadConfig, resolveConfig } from "../../src/config/loadConfig.js";
import { collectContent } from "../../src/content/collectContent.js";
import { planVersions } from "../../src/content/versions/versionPlans.js";
import { createSiteData, INLINE_VERSION_DOCS_LIMIT } from "../../src/routes/createSiteData.js";
import { sitePaths } from "../../src/site/sitePaths.js";

async function setup() {
  const paths = sitePaths(path.resolve("test/fixtures/site-basic"));
  const config = await loadConfig(paths.configFile);
  const content = await collectContent(paths, config);
  const versions = planVersions(content, { siteBase: config.baseUrl, collapsedByDefault: true, configFile: "c.ts" });
  return { config, content, versions, plan: versions[0]!.plan };
}

/** The fixture with docs added until its version lists `size` pages (docs and generated category pages). */
async function siteOfSize(size: number) {
  const { config, content, versions, plan } = await setup();
  const added = size - content.docs.length - plan.categoryPages.length;
  const template = content.docs.find((d) => d.id === "intro")!;
  const docs = [...content.docs, ...Array.from({ length: added }, (_, i) => ({ ...template, id: `more/page-${i}`, permalink: `/fx/docs/more/page-${i}` }))];
  return { config, content: { ...content, docs }, versions: [{ ...versions[0]!, docs }] };
}

describe("createSiteData", () => {
  it("publishes the docs version, every doc with its sidebar, and each sidebar's first link", async () => {
    const { config, content, versions } = await setup();
    const version = createSiteData(config, content, versions, "c.ts").site.globalData.docs.versions[0]!;
    expect(version).toMatchObject({ name: "current", label: "Next", path: "/fx/docs", mainDocId: "intro" });
    expect(version.docs).toContainEqual(expect.objectContaining({ id: "intro", path: "/fx/docs/intro", sidebar: "otherSidebar" }));
    expect(version.docs).toContainEqual({ id: "/fx/docs/category/guide", path: "/fx/docs/category/guide", sidebar: "docSidebar" });
    expect(version.sidebars).toEqual({
      docSidebar: { link: { path: "/fx/docs/intro", label: "intro" } },
      otherSidebar: { link: { path: "/fx/docs/intro", label: "intro" } },
    });
  });

  it("resolves navbar items to links with the base path", async () => {
    const { config, content, versions } = await setup();
    const items = createSiteData(config, content, versions, "c.ts").site.navbar.items;
    expect(items).toEqual([
      { type: "docSidebar", label: "Docs", position: "left", href: "/fx/docs/intro", sidebarId: "docSidebar" },
      { type: "link", label: "Blog", position: "left", href: "/fx/blog", external: false },
      { type: "link", label: "GitHub", position: "right", href: "https://github.com/example/fx", external: true },
    ]);
  });

  it("names a navbar item that points at a doc that does not exist", async () => {
    const { config, content, versions } = await setup();
    const bad = resolveConfig({ ...config, navbar: { items: [{ type: "doc", docId: "nope", label: "X" }] } }, "c.ts");
    expect(() => createSiteData(bad, content, versions, "c.ts")).toThrow('navbar.items[0].docId: no doc with id "nope"');
  });

  it(`keeps a version's docs inline up to ${INLINE_VERSION_DOCS_LIMIT}, and writes no file`, async () => {
    const { config, content, versions } = await siteOfSize(INLINE_VERSION_DOCS_LIMIT);
    const { site, files } = createSiteData(config, content, versions, "c.ts");
    const version = site.globalData.docs.versions[0]!;
    expect(version.docs).toHaveLength(INLINE_VERSION_DOCS_LIMIT);
    expect(version.docsUrl).toBeUndefined();
    expect(files).toEqual([]);
  });

  it("moves a bigger version's docs to a content-hashed file under assets/ that the version names", async () => {
    const { config, content, versions } = await siteOfSize(INLINE_VERSION_DOCS_LIMIT + 1);
    const { site, files } = createSiteData(config, content, versions, "c.ts");
    const version = site.globalData.docs.versions[0]!;
    expect(version.docs).toBeUndefined();
    expect(version.docsUrl).toMatch(/^\/fx\/assets\/docs-current-[0-9a-f]{10}\.json$/);
    expect(files.map((f) => f.path)).toEqual([version.docsUrl!.slice(1)]);

    const listed = JSON.parse(String(files[0]!.contents));
    expect(listed.map((d: { id: string }) => d.id)).toEqual([...content.docs.map((d) => d.id), ...versions[0]!.plan.categoryPages.map((p) => p.permalink)]);
    expect(listed).toContainEqual(expect.objectContaining({ id: "intro", path: "/fx/docs/intro", sidebar: "otherSidebar" }));
    expect(listed).toContainEqual(expect.objectContaining({ id: "more/page-0", path: "/fx/docs/more/page-0" }));
    expect(listed).toContainEqual({ id: "/fx/docs/category/guide", path: "/fx/docs/category/guide", sidebar: "docSidebar" });
  });

  it("names the docs file by its contents: the same list, the same name; another list, another", async () => {
    const big = await siteOfSize(INLINE_VERSION_DOCS_LIMIT + 1);
    const bigger = await siteOfSize(INLINE_VERSION_DOCS_LIMIT + 2);
    const urlOf = (s: typeof big) => createSiteData(s.config, s.content, s.versions, "c.ts").site.globalData.docs.versions[0]!.docsUrl;
    expect(urlOf(big)).toBe(urlOf(await siteOfSize(INLINE_VERSION_DOCS_LIMIT + 1)));
    expect(urlOf(bigger)).not.toBe(urlOf(big));
  });
});
