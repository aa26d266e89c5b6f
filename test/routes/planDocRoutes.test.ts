import { describe, expect, it } from "vitest";
import path from "node:path";
import { collectDocs } from "../../src/content/collectDocs.js";
import { readCategories } from "../../src/content/readCategories.js";
import { buildSidebars } from "../../src/content/buildSidebars.js";
import { planDocRoutes } from "../../src/routes/planDocRoutes.js";
import type { CategoryIndexData, DocPageData } from "../../src/shared/types.js";
import type { DocSource, ResolvedConfig } from "../../src/types.js";
import { editUrlOf } from "../../src/content/editUrls.js";

const docsDir = path.resolve("test/fixtures/site-basic/content/docs");

async function routes(mutate?: (docs: DocSource[]) => void, breadcrumbs = true) {
  const { docs } = await collectDocs(docsDir, "/fx/docs");
  mutate?.(docs);
  const { categories } = await readCategories(docsDir);
  const plan = buildSidebars(docs, categories, ["docSidebar", "otherSidebar"], "/fx/docs");
  return planDocRoutes({ docs, plan, modules: new Map(), baseUrl: "/fx/", editUrlOf: editUrlOf({ editUrl: "https://github.com/example/fx/tree/master/site" } as ResolvedConfig, { root: path.dirname(docsDir), docs: docsDir, blog: "", configFile: "" }), docsDir, mainDocId: "intro", breadcrumbs, docsRoot: "/fx/docs" });
}

const doc = (all: Awaited<ReturnType<typeof routes>>, id: string) =>
  all.find((r) => r.kind === "doc" && (r.data as DocPageData).id === id && !r.meta.canonical)!.data as DocPageData;

describe("planDocRoutes", () => {
  it("gives a doc breadcrumbs through its categories, its edit link and its sidebar", async () => {
    const setup = doc(await routes(), "guide/setup");
    expect(setup.breadcrumbs).toEqual([{ label: "Guide", href: "/fx/docs/category/guide-1" }, { label: "Set it up" }]);
    expect(setup.editUrl).toBe("https://github.com/example/fx/tree/master/site/docs/guide/setup.md");
    expect(setup.sidebarName).toBe("otherSidebar");
    // Only a category's own doc carries the cards of its category (what DocCardList lists there).
    expect(setup.cards).toBeUndefined();
  });

  it("links previous and next in sidebar order, category pages included", async () => {
    const setup = doc(await routes(), "guide/setup");
    expect(setup.pagination).toEqual({
      previous: { href: "/fx/docs/category/guide-1", label: "Guide" },
      next: { href: "/fx/docs/guide/", label: "Guide overview" },
    });
  });

  it("lets front matter replace or hide the pagination links", async () => {
    const all = await routes((docs) => {
      const setup = docs.find((d) => d.id === "guide/setup")!;
      setup.frontMatter = { ...setup.frontMatter, pagination_prev: null, pagination_next: "intro" };
    });
    expect(doc(all, "guide/setup").pagination).toEqual({ previous: undefined, next: { href: "/fx/docs/intro", label: "Introduction" } });
  });

  it("serves the main doc at /docs with the doc's own URL as canonical", async () => {
    const alias = (await routes()).find((r) => r.path === "/fx/docs")!;
    expect(alias.meta.canonical).toBe("/fx/docs/intro");
    expect(alias.outFile).toBe("docs/index.html");
  });

  it("makes a category page listing the category's items as cards", async () => {
    const page = (await routes()).find((r) => r.path === "/fx/docs/category/guide")!.data as CategoryIndexData;
    expect(page.cards).toEqual([
      { label: "Set it up", href: "/fx/docs/guide/setup", description: "How to set things up.", isCategory: false, docId: "guide/setup" },
      { label: "Guide overview", href: "/fx/docs/guide/", description: "The guide's overview.", isCategory: false, docId: "guide/index" },
    ]);
    expect(page.description).toBe("Everything about the guide.");
  });
});

it("a site without breadcrumbs gives no page a trail", async () => {
  const all = await routes(undefined, false);
  expect(all.filter((r) => r.kind === "doc" || r.kind === "category").every((r) => (r.data as DocPageData).breadcrumbs.length === 0)).toBe(true);
  expect(doc(await routes(), "guide/setup").breadcrumbs.length).toBeGreaterThan(0);
});

