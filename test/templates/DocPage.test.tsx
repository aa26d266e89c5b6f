import { describe, expect, test } from "vitest";
import type { CategoryIndexData } from "../../src/shared/types.js";
import { CategoryIndexPage } from "../../templates/CategoryIndexPage.js";
import { DocPage } from "../../templates/DocPage.js";
import { nestToc } from "../../templates/TOC.js";
import { docMeta, docsSidebar, selectionModesDoc } from "./fixtures.js";
import { countTags, findTags } from "./html.js";
import { elementOf, mainOf, renderPage } from "./render.js";

function SelectionModes() {
  return (
    <>
      <h1>Selection modes</h1>
      <p>Ki selects syntax nodes.</p>
      <h2 id="syntax-node">Syntax node</h2>
    </>
  );
}

function renderDoc(data = selectionModesDoc) {
  return renderPage(<DocPage data={data} sidebar={docsSidebar} Content={SelectionModes} />, {
    meta: docMeta(data),
    sidebar: docsSidebar,
  });
}

/** The sidebar beside the content (the mobile menu holds a second copy). */
function contentSidebar(html: string): string {
  return elementOf(mainOf(html), 'aria-label="Docs sidebar"');
}

/** The `<li>` of the category whose header shows `label`. */
function categoryItem(sidebar: string, label: string): string {
  const items = [...sidebar.matchAll(/<li class="([^"]*sidebar-category[^"]*)"/g)].map((m) => elementOf(sidebar.slice(m.index), "<li"));
  const item = items.find((li) => /^<li[^>]*>(<div[^>]*>)?<(a|button|span)[^>]*>(<span>)?([^<]*)/.exec(li)?.[4] === label);
  if (!item) throw new Error(`no category ${label}`);
  return item;
}

describe("DocPage", () => {
  test("keeps the content's h1 as the only one, inside .markdown", () => {
    const html = renderDoc();
    expect(countTags(html, "h1")).toBe(1);
    expect(elementOf(html, 'class="markdown"')).toContain("<h1>Selection modes</h1>");
  });

  test("marks the current page in the sidebar, ignoring a trailing slash", () => {
    const sidebar = contentSidebar(renderDoc());
    const current = findTags(sidebar, "a").filter((a) => a["aria-current"] === "page");
    expect(current).toEqual([expect.objectContaining({ href: "/ki-editor/docs/core-concepts/selection-modes/" })]);
  });

  test("expands the category holding the current page and keeps configured collapsed ones collapsed", () => {
    const sidebar = contentSidebar(renderDoc());
    const core = categoryItem(sidebar, "Core concepts");
    expect(core).not.toMatch(/^<li[^>]*is-collapsed/);
    expect(core).toContain('aria-expanded="true"');
    expect(categoryItem(sidebar, "Reference")).toMatch(/^<li[^>]*is-collapsed/);
    expect(categoryItem(sidebar, "Appendix")).not.toMatch(/^<li[^>]*is-collapsed/);
  });

  test("leaves a collapsed category's items out of the HTML, keeping its toggle", () => {
    const reference = categoryItem(contentSidebar(renderDoc()), "Reference");
    expect(reference).not.toContain("sidebar-items");
    expect(findTags(reference, "a")).toEqual([]);
    expect(findTags(reference, "button")).toEqual([expect.objectContaining({ "aria-expanded": "false" })]);
  });

  test("renders the items of the categories that are open: the current page's and one configured open", () => {
    const sidebar = contentSidebar(renderDoc());
    expect(findTags(categoryItem(sidebar, "Core concepts"), "a").map((a) => a.href)).toEqual([
      "/ki-editor/docs/core-concepts",
      "/ki-editor/docs/core-concepts/selection-modes/",
      "/ki-editor/docs/core-concepts/movements",
    ]);
    expect(findTags(categoryItem(sidebar, "Appendix"), "a").map((a) => a.href)).toEqual(["/ki-editor/docs/appendix/faq"]);
  });

  test("renders a category that cannot collapse open, whatever its collapsed flag says", () => {
    const fixed = { ...docsSidebar, items: docsSidebar.items.map((item) => (item.type === "category" && item.label === "Reference" ? { ...item, collapsible: false } : item)) };
    const html = renderPage(<DocPage data={selectionModesDoc} sidebar={fixed} Content={SelectionModes} />, { meta: docMeta(selectionModesDoc), sidebar: fixed });
    expect(findTags(categoryItem(contentSidebar(html), "Reference"), "a").map((a) => a.href)).toEqual(["/ki-editor/docs/reference/keymap"]);
  });

  test("gives a linked category a link and a separate, named toggle button", () => {
    const core = categoryItem(contentSidebar(renderDoc()), "Core concepts");
    expect(findTags(core, "a")[0]).toEqual(expect.objectContaining({ href: "/ki-editor/docs/core-concepts" }));
    expect(findTags(core, "button")).toEqual([
      expect.objectContaining({ type: "button", "aria-expanded": "true", "aria-label": "Toggle the category Core concepts" }),
    ]);
    const reference = categoryItem(contentSidebar(renderDoc()), "Reference");
    expect(findTags(reference, "button")).toEqual([expect.objectContaining({ "aria-expanded": "false" })]);
  });

  test("links the edit button to the page's source", () => {
    const edit = findTags(renderDoc(), "a").find((a) => a.class === "edit-link");
    expect(edit?.href).toBe(selectionModesDoc.editUrl);
  });

  test("nests the TOC and links each entry to its heading", () => {
    const toc = elementOf(elementOf(mainOf(renderDoc()), 'class="doc-toc-container"'), 'aria-label="On this page"');
    expect(findTags(toc, "a").map((a) => a.href)).toEqual(["#syntax-node", "#coarse", "#fine", "#word"]);
    const syntaxNodeItem = elementOf(toc.slice(toc.lastIndexOf("<li", toc.indexOf('href="#syntax-node"'))), "<li");
    expect(syntaxNodeItem).toContain('class="toc-list toc-list--nested"');
    expect(syntaxNodeItem).toContain('href="#fine"');
    expect(syntaxNodeItem).not.toContain('href="#word"');
  });

  test("leaves the TOC out when the page hides it", () => {
    const html = renderDoc({ ...selectionModesDoc, hideTableOfContents: true });
    expect(html).not.toContain("On this page");
    expect(html).not.toContain("doc-toc-container");
  });

  test("shows breadcrumbs with the current page unlinked", () => {
    const crumbs = elementOf(renderDoc(), 'aria-label="Breadcrumbs"');
    expect(findTags(crumbs, "a").map((a) => a.href)).toEqual(["/ki-editor/", "/ki-editor/docs/core-concepts"]);
    expect(crumbs).toMatch(/<span class="breadcrumbs-text" aria-current="page">Selection modes<\/span>/);
  });

  test("links the previous and next pages", () => {
    const nav = elementOf(renderDoc(), 'aria-label="Docs pages"');
    expect(findTags(nav, "a")).toEqual([
      expect.objectContaining({ href: "/ki-editor/docs/core-concepts", rel: "prev" }),
      expect.objectContaining({ href: "/ki-editor/docs/core-concepts/movements", rel: "next" }),
    ]);
  });

  test("shows the last update date as a <time>, and who made it", () => {
    expect(renderDoc()).toMatch(/Last updated on <time dateTime="2025-03-14T10:00:00.000Z">March 14, 2025<\/time> by <b>Ada<\/b>/i);
  });
});

describe("nestToc", () => {
  test("puts deeper headings under the nearest shallower one, and survives a skipped level", () => {
    const tree = nestToc([
      { value: "A", id: "a", level: 2 },
      { value: "A1", id: "a1", level: 3 },
      { value: "B", id: "b", level: 2 },
      { value: "B1", id: "b1", level: 4 },
      { value: "B2", id: "b2", level: 3 },
    ]);
    expect(tree.map((n) => [n.item.id, n.children.map((c) => c.item.id)])).toEqual([
      ["a", ["a1"]],
      ["b", ["b1", "b2"]],
    ]);
  });
});

describe("CategoryIndexPage", () => {
  const data: CategoryIndexData = {
    kind: "category",
    title: "Core concepts",
    description: "The ideas Ki is built on.",
    permalink: "/ki-editor/docs/core-concepts",
    breadcrumbs: [{ label: "Core concepts", href: "/ki-editor/docs/core-concepts" }],
    pagination: { next: { label: "Selection modes", href: "/ki-editor/docs/core-concepts/selection-modes" } },
    sidebarName: "docs",
    cards: [
      { label: "Selection modes", href: "/ki-editor/docs/core-concepts/selection-modes", description: "Nodes, words, lines", isCategory: false },
      { label: "Advanced", href: "/ki-editor/docs/core-concepts/advanced", isCategory: true, itemCount: 3 },
      { label: "Single", href: "/ki-editor/docs/core-concepts/single", isCategory: true, itemCount: 1 },
    ],
  };
  const html = renderPage(<CategoryIndexPage data={data} sidebar={docsSidebar} />, {
    meta: { title: data.title, permalink: data.permalink, sidebarName: "docs" },
    sidebar: docsSidebar,
  });

  test("renders the title as the one h1 with the description", () => {
    expect(countTags(html, "h1")).toBe(1);
    expect(html).toContain('<h1 class="page-title">Core concepts</h1>');
    expect(html).toContain("The ideas Ki is built on.");
  });

  test("renders a card link per item, with its description or item count", () => {
    const grid = elementOf(html, 'class="card-grid"');
    expect(findTags(grid, "a").map((a) => a.href)).toEqual(data.cards.map((c) => c.href));
    expect(grid).toContain("Nodes, words, lines");
    expect(grid).toContain("3 items");
    expect(grid).toContain("1 item<");
  });

  test("marks the category's own link as current in the sidebar", () => {
    const current = findTags(contentSidebar(html), "a").filter((a) => a["aria-current"] === "page");
    expect(current.map((a) => a.href)).toEqual(["/ki-editor/docs/core-concepts"]);
  });
});
