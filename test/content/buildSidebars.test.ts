import { describe, expect, it } from "vitest";
import path from "node:path";
import { collectDocs } from "../../src/content/collectDocs.js";
import { readCategories } from "../../src/content/readCategories.js";
import { buildSidebars, flattenLinks } from "../../src/content/buildSidebars.js";
import type { SidebarCategory, SidebarItem } from "../../src/shared/types.js";

async function plan() {
  const docsDir = path.resolve("test/fixtures/site-basic/content/docs");
  const { docs } = await collectDocs(docsDir, "/fx/docs");
  const { categories } = await readCategories(docsDir);
  return buildSidebars(docs, categories, ["docSidebar", "otherSidebar"], "/fx/docs");
}

/** An item's label (an HTML item has none). */
const labelOf = (item: SidebarItem) => (item.type === "html" ? "" : item.label);

/** The site-basic fixture's docs and category files. */
async function siteBasicDocs() {
  const docsDir = path.resolve("test/fixtures/site-basic/content/docs");
  const [{ docs }, { categories }] = await Promise.all([collectDocs(docsDir, "/fx/docs"), readCategories(docsDir)]);
  return { docs, categories };
}

/** The category labelled `label` at the top of a plan's first sidebar. */
function categoryOf(plan: ReturnType<typeof buildSidebars>, label: string): SidebarCategory {
  return plan.sidebars[0]!.items.find((item) => item.type === "category" && item.label === label) as SidebarCategory;
}

describe("buildSidebars", () => {
  it("orders items by position, then name, with folders as categories", async () => {
    const { sidebars } = await plan();
    const items = sidebars[0]!.items;
    expect(items.map(labelOf)).toEqual(["Introduction", "Guide", "Reference"]);
    const guide = items[1] as SidebarCategory;
    // The generated index is the category's page, so the folder's index doc stays an item.
    expect(guide.href).toBe("/fx/docs/category/guide");
    expect(guide.items.map(labelOf)).toEqual(["Set it up", "Guide overview"]);
    const reference = items[2] as SidebarCategory;
    // Without a category file, the folder's index doc is the category's page and not repeated inside it.
    expect(reference).toMatchObject({ label: "Reference", href: "/fx/docs/reference/", docId: "reference/index" });
    expect(reference.items.map(labelOf)).toEqual(["API"]);
    // Nothing says otherwise, so it starts collapsed, as in Docusaurus.
    expect(reference.collapsed).toBe(true);
  });

  it("collapses the categories that say nothing as docs.sidebarCollapsed says; a category's own `collapsed` wins", async () => {
    const { docs, categories } = await siteBasicDocs();
    const open = buildSidebars(docs, categories, ["docSidebar"], "/fx/docs", undefined, "/fx/", false);
    expect(categoryOf(open, "Guide").collapsed).toBe(false);
    expect(categoryOf(open, "Reference").collapsed).toBe(false);

    const guideOpen = new Map(categories);
    guideOpen.set("guide", { ...categories.get("guide")!, collapsed: false });
    const closed = buildSidebars(docs, guideOpen, ["docSidebar"], "/fx/docs", undefined, "/fx/", true);
    expect(categoryOf(closed, "Guide").collapsed).toBe(false);
    expect(categoryOf(closed, "Reference").collapsed).toBe(true);

    const written = buildSidebars(docs, categories, [{ name: "docSidebar", items: [
      { type: "category", label: "Open", collapsed: false, items: [{ type: "doc", id: "intro" }] },
      { type: "category", label: "Default", items: [{ type: "doc", id: "reference/api" }] },
    ] }], "/fx/docs", undefined, "/fx/", true);
    expect(categoryOf(written, "Open").collapsed).toBe(false);
    expect(categoryOf(written, "Default").collapsed).toBe(true);
  });

  it("keeps every category open and fixed with docs.sidebarCollapsible false, but for one whose own `collapsible` says otherwise", async () => {
    const { docs, categories } = await siteBasicDocs();
    const guideCollapsible = new Map(categories);
    guideCollapsible.set("guide", { ...categories.get("guide")!, collapsible: true });
    const fixed = buildSidebars(docs, guideCollapsible, ["docSidebar"], "/fx/docs", undefined, "/fx/", true, false);
    expect(categoryOf(fixed, "Reference")).toMatchObject({ collapsible: false, collapsed: false });
    expect(categoryOf(fixed, "Guide")).toMatchObject({ collapsible: true, collapsed: true });
  });

  it("gives the second sidebar's category pages the -1 suffix", async () => {
    const { categoryPages } = await plan();
    expect(categoryPages.map((p) => [p.sidebarName, p.permalink])).toEqual([
      ["docSidebar", "/fx/docs/category/guide"],
      ["otherSidebar", "/fx/docs/category/guide-1"],
    ]);
    expect(categoryPages[0]!.description).toBe("Everything about the guide.");
  });

  it("attributes each doc to the last sidebar that holds it", async () => {
    const { sidebarOfDoc } = await plan();
    expect(sidebarOfDoc.get("intro")).toBe("otherSidebar");
  });

  it("flattens links in reading order, category pages included", async () => {
    const { sidebars } = await plan();
    expect(flattenLinks(sidebars[0]!.items).map((l) => l.href)).toEqual([
      "/fx/docs/intro",
      "/fx/docs/category/guide",
      "/fx/docs/guide/setup",
      "/fx/docs/guide/",
      "/fx/docs/reference/",
      "/fx/docs/reference/api",
    ]);
  });
});
