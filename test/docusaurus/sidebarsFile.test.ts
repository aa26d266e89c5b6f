import { describe, expect, it } from "vitest";
import path from "node:path";
import { ContentError } from "../../src/errors.js";
import type { SidebarCategory, SidebarItem } from "../../src/shared/types.js";
import { readSite } from "../../src/site/readSite.js";
import { silentReporter } from "../../src/site/reporter.js";

const fixture = (name: string) => path.resolve("test/fixtures", name);

/** Each item as `kind label → href`, categories with their items below them. */
function outline(items: SidebarItem[], depth = 0): string[] {
  return items.flatMap((item) => {
    const pad = "  ".repeat(depth);
    if (item.type === "html") return [`${pad}html ${item.value}`];
    if (item.type === "link") return [`${pad}${item.label} → ${item.href}${item.className ? ` .${item.className}` : ""}`];
    const category = item as SidebarCategory;
    const flags = [category.collapsed && "collapsed", !category.collapsible && "fixed", category.className && `.${category.className}`].filter(Boolean).join(" ");
    return [`${pad}[${category.label}] → ${category.href ?? "-"}${flags ? ` ${flags}` : ""}`, ...outline(category.items, depth + 1)];
  });
}

describe("a Docusaurus sidebars file", () => {
  it("gives every kind of item and shorthand its place, and several sidebars", async () => {
    const { plan, configFindings } = await readSite({ root: fixture("docusaurus-sidebars"), reporter: silentReporter() });
    expect(configFindings).toEqual([]);
    const [main, reference] = plan.sidebars;
    // Categories that say nothing start collapsed (Docusaurus's sidebarCollapsed default); one that cannot
    // collapse is open.
    expect(outline(main!.items)).toEqual([
      "intro → /sb/docs/intro",
      "Installing → /sb/docs/install .install-item",
      "html <strong>Guides</strong>",
      // The folder's own order: a category with a position before a doc without one.
      "[Going further] → - collapsed",
      "  deep → /sb/docs/guides/advanced/deep",
      "first → /sb/docs/guides/first",
      "[API] → /sb/docs/category/api collapsed .api-category",
      "  read → /sb/docs/api/read",
      "  Back to the start → /sb/docs/intro",
      "[Writing] → /sb/docs/api/write fixed",
      "[More reading] → - collapsed",
      "  Changelog → /sb/changelog",
      "  Elsewhere → https://example.org",
    ]);
    expect(outline(reference!.items)).toEqual(["[Basics] → - collapsed", "  intro → /sb/docs/intro", "  install → /sb/docs/install", "[Functions] → - collapsed", "  read → /sb/docs/api/read", "  write → /sb/docs/api/write"]);
    // The generated index of a category written by hand has its page.
    expect(plan.categoryPages.map((page) => [page.permalink, page.title, page.description])).toEqual([["/sb/docs/category/api", "The API", "Every function."]]);
    // A doc shows the last sidebar that lists it, as in Docusaurus; a `ref` does not count.
    expect(plan.sidebarOfDoc.get("install")).toBe("reference");
    expect(plan.sidebarOfDoc.get("guides/first")).toBe("main");
  });

  it("stops on ids of docs that do not exist, naming each with the id it may have meant, and the file", async () => {
    const error = await readSite({ root: fixture("docusaurus-sidebars-missing-doc"), reporter: silentReporter() }).then(() => undefined, (e: unknown) => e);
    expect(error).toBeInstanceOf(ContentError);
    const e = error as ContentError;
    expect(e.message).toBe('These sidebar document ids do not exist:\n  - instal (did you mean "install"?)\n  - api/reed (did you mean "api/read"?)');
    expect(e.file).toBe(path.join(fixture("docusaurus-sidebars-missing-doc"), "sidebars.js"));
  });
});
