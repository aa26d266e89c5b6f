import { describe, expect, it } from "vitest";
import path from "node:path";
import { loadConfig, resolveConfig } from "../../src/config/loadConfig.js";
import { collectContent } from "../../src/content/collectContent.js";
import { buildSidebars } from "../../src/content/buildSidebars.js";
import { createSiteData } from "../../src/build/createSiteData.js";
import { sitePaths } from "../../src/build/sitePaths.js";

async function setup() {
  const paths = sitePaths(path.resolve("test/fixtures/site-basic"));
  const config = await loadConfig(paths.configFile);
  const content = await collectContent(paths, config);
  const plan = buildSidebars(content.docs, new Map(content.categories.map((c) => [c.dir, c])), config.docs.sidebars, "/fx/docs");
  return { config, content, plan };
}

describe("createSiteData", () => {
  it("publishes the docs version, every doc with its sidebar, and each sidebar's first link", async () => {
    const { config, content, plan } = await setup();
    const version = createSiteData(config, content, plan, "c.ts").globalData.docs.versions[0]!;
    expect(version).toMatchObject({ name: "current", label: "Next", path: "/fx/docs", mainDocId: "intro" });
    expect(version.docs).toContainEqual({ id: "intro", path: "/fx/docs/intro", sidebar: "otherSidebar" });
    expect(version.docs).toContainEqual({ id: "/fx/docs/category/guide", path: "/fx/docs/category/guide", sidebar: "docSidebar" });
    expect(version.sidebars).toEqual({
      docSidebar: { link: { path: "/fx/docs/intro", label: "intro" } },
      otherSidebar: { link: { path: "/fx/docs/intro", label: "intro" } },
    });
  });

  it("resolves navbar items to links with the base path", async () => {
    const { config, content, plan } = await setup();
    const items = createSiteData(config, content, plan, "c.ts").navbar.items;
    expect(items).toEqual([
      { type: "docSidebar", label: "Docs", position: "left", href: "/fx/docs/intro", sidebarId: "docSidebar" },
      { type: "link", label: "Blog", position: "left", href: "/fx/blog", external: false },
      { type: "link", label: "GitHub", position: "right", href: "https://github.com/example/fx", external: true },
    ]);
  });

  it("names a navbar item that points at a doc that does not exist", async () => {
    const { config, content, plan } = await setup();
    const bad = resolveConfig({ ...config, navbar: { items: [{ type: "doc", docId: "nope", label: "X" }] } }, "c.ts");
    expect(() => createSiteData(bad, content, plan, "c.ts")).toThrow('navbar.items[0].docId: no doc with id "nope"');
  });
});
