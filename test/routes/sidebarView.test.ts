import { describe, expect, test } from "vitest";
import { pieceName, shapeSidebar } from "../../src/routes/sidebarView.js";
import type { Sidebar, SidebarCategory, SidebarItem } from "../../src/shared/types.js";

const ASSETS = "/x/assets/";

const link = (name: string): SidebarItem => ({ type: "link", label: name, href: `/x/docs/${name}`, docId: name });
const category = (label: string, items: SidebarItem[], flags: Partial<SidebarCategory> = {}): SidebarCategory => ({
  type: "category",
  label,
  collapsed: true,
  collapsible: true,
  items,
  ...flags,
});

/**
 * intro, then: Guide (open by config) with a collapsed Advanced inside; Reference (collapsed, own page) with a
 * collapsed API inside; Fixed (collapsed but not collapsible).
 */
function makeSidebar(): Sidebar {
  return {
    name: "docs",
    items: [
      link("intro"),
      category("Guide", [link("setup"), category("Advanced", [link("tuning")])], { collapsed: false }),
      category("Reference", [link("cli"), category("API", [link("api-a"), link("api-b")])], { href: "/x/docs/reference" }),
      category("Fixed", [link("faq")], { collapsible: false }),
    ],
  };
}

/** The category labelled `label` among `items`, at any depth. */
function find(items: SidebarItem[], label: string): SidebarCategory {
  const search = (list: SidebarItem[]): SidebarCategory | undefined => {
    for (const item of list) {
      if (item.type !== "category") continue;
      const found = item.label === label ? item : search(item.items);
      if (found) return found;
    }
    return undefined;
  };
  const found = search(items);
  if (!found) throw new Error(`no category ${label}`);
  return found;
}

/** The piece a reference names, parsed. */
function pieceOf(pieces: Map<string, string>, ref: SidebarCategory): SidebarItem[] {
  expect(ref.itemsUrl).toMatch(/^\/x\/assets\/sidebar-docs@[0-9.]+\.json$/);
  const contents = pieces.get(ref.itemsUrl!.slice(ASSETS.length));
  expect(contents, `no piece for ${ref.label}`).toBeDefined();
  return JSON.parse(contents!) as SidebarItem[];
}

const hrefs = (items: SidebarItem[]) => items.map((item) => (item.type === "html" ? undefined : item.href));

describe("a page's view of its sidebar", () => {
  test("keeps the items of categories open by config and of those that cannot collapse, without a piece", () => {
    const view = shapeSidebar(makeSidebar(), ASSETS).viewFor("/x/docs/intro");
    const guide = find(view.items, "Guide");
    expect(hrefs(guide.items)).toEqual(["/x/docs/setup", undefined]);
    expect(guide.itemsUrl).toBeUndefined();
    const fixed = find(view.items, "Fixed");
    expect(hrefs(fixed.items)).toEqual(["/x/docs/faq"]);
    expect(fixed.itemsUrl).toBeUndefined();
  });

  test("sends a collapsed category that does not hold the page as a reference, with its label, link and flags", () => {
    const { viewFor, pieces } = shapeSidebar(makeSidebar(), ASSETS);
    const reference = find(viewFor("/x/docs/intro").items, "Reference");
    expect(reference).toMatchObject({ label: "Reference", href: "/x/docs/reference", collapsed: true, collapsible: true, items: [] });
    expect(hrefs(pieceOf(pieces, reference))).toEqual(["/x/docs/cli", undefined]);
    // Inside a category open by config, a collapsed one is a reference too.
    const advanced = find(viewFor("/x/docs/intro").items, "Advanced");
    expect(advanced.items).toEqual([]);
    expect(hrefs(pieceOf(pieces, advanced))).toEqual(["/x/docs/tuning"]);
  });

  test("opens every collapsed category on the way to the page, leaving closed ones beside it as references", () => {
    const { viewFor, pieces } = shapeSidebar(makeSidebar(), ASSETS);
    const inApi = viewFor("/x/docs/api-b");
    const reference = find(inApi.items, "Reference");
    expect(hrefs(reference.items)).toEqual(["/x/docs/cli", undefined]);
    expect(hrefs(find(inApi.items, "API").items)).toEqual(["/x/docs/api-a", "/x/docs/api-b"]);
    expect(find(inApi.items, "Advanced").items).toEqual([]);

    const inReference = viewFor("/x/docs/cli");
    expect(hrefs(find(inReference.items, "Reference").items)).toEqual(["/x/docs/cli", undefined]);
    const api = find(inReference.items, "API");
    expect(api.items).toEqual([]);
    expect(hrefs(pieceOf(pieces, api))).toEqual(["/x/docs/api-a", "/x/docs/api-b"]);
  });

  test("counts a category's own page as held, with or without a trailing slash", () => {
    const { viewFor } = shapeSidebar(makeSidebar(), ASSETS);
    for (const page of ["/x/docs/reference", "/x/docs/reference/"]) {
      const reference = find(viewFor(page).items, "Reference");
      expect(hrefs(reference.items)).toEqual(["/x/docs/cli", undefined]);
      expect(find(viewFor(page).items, "API").items).toEqual([]);
    }
  });

  test("keeps the piece URL on an open collapsed category, naming the same piece its references name", () => {
    const { viewFor } = shapeSidebar(makeSidebar(), ASSETS);
    const open = find(viewFor("/x/docs/cli").items, "Reference");
    const closed = find(viewFor("/x/docs/intro").items, "Reference");
    expect(open.items.length).toBeGreaterThan(0);
    expect(open.itemsUrl).toBe(closed.itemsUrl);
  });

  test("is the same for pages whose way through the sidebar is the same, so they can share it", () => {
    const { viewFor } = shapeSidebar(makeSidebar(), ASSETS);
    expect(viewFor("/x/docs/api-a")).toEqual(viewFor("/x/docs/api-b"));
    expect(viewFor("/x/docs/intro")).toEqual(viewFor("/x/docs/setup"));
    expect(viewFor("/x/docs/intro")).not.toEqual(viewFor("/x/docs/cli"));
  });

  test("shares, between views, the objects of the categories neither view opens, shaped as a piece shows them", () => {
    const { viewFor } = shapeSidebar(makeSidebar(), ASSETS);
    const inReference = viewFor("/x/docs/api-a");
    const inGuide = viewFor("/x/docs/tuning");
    // Fixed cannot collapse and holds neither page; Guide is open by config in both, holding tuning in one.
    expect(find(inReference.items, "Fixed")).toBe(find(inGuide.items, "Fixed"));
    expect(find(inReference.items, "Advanced")).toBe(find(viewFor("/x/docs/intro").items, "Advanced"));
    expect(find(inReference.items, "Advanced").items).toEqual([]);
    // A category a view opens, and every one above it, is that view's own.
    expect(find(inGuide.items, "Advanced")).not.toBe(find(inReference.items, "Advanced"));
    expect(find(inGuide.items, "Guide")).not.toBe(find(inReference.items, "Guide"));
    expect(find(inGuide.items, "Advanced").items.length).toBe(1);
  });

  test("leaves the sidebar it was given as it was", () => {
    const sidebar = makeSidebar();
    const shaped = shapeSidebar(sidebar, ASSETS);
    shaped.viewFor("/x/docs/intro");
    shaped.viewFor("/x/docs/api-a");
    expect(sidebar).toEqual(makeSidebar());
  });
});

describe("the pieces", () => {
  test("hold one file per collapsed category, each shaped like a page that holds none of it", () => {
    const { pieces } = shapeSidebar(makeSidebar(), ASSETS);
    // Advanced, Reference and API; not Guide (open) nor Fixed (cannot collapse).
    expect(pieces.size).toBe(3);
    const all = [...pieces.values()].map((json) => JSON.parse(json) as SidebarItem[]);
    const reference = all.find((items) => items.some((item) => item.type !== "html" && item.href === "/x/docs/cli"))!;
    const api = find(reference, "API");
    expect(api.items).toEqual([]);
    expect(hrefs(pieceOf(pieces, api))).toEqual(["/x/docs/api-a", "/x/docs/api-b"]);
  });

  test("keep their names when anything in them changes: only the piece showing a change is a new file", () => {
    const before = shapeSidebar(makeSidebar(), ASSETS);
    const changed = makeSidebar();
    (find(changed.items, "API").items[1] as { label: string }).label = "API B, renamed";
    const after = shapeSidebar(changed, ASSETS);
    expect([...after.pieces.keys()]).toEqual([...before.pieces.keys()]);
    const differing = [...after.pieces].filter(([name, contents]) => before.pieces.get(name) !== contents).map(([name]) => name);
    const api = find(before.viewFor("/x/docs/intro").items, "Reference");
    expect(differing).toEqual([pieceName("docs", "2.1")]);
    expect(api.itemsUrl).toBe(`${ASSETS}${pieceName("docs", "2")}`);
    // So no page's view changes but those that show API's items.
    expect(after.viewFor("/x/docs/intro")).toEqual(before.viewFor("/x/docs/intro"));
    expect(after.viewFor("/x/docs/cli")).toEqual(before.viewFor("/x/docs/cli"));
    expect(after.viewFor("/x/docs/api-a")).not.toEqual(before.viewFor("/x/docs/api-a"));
  });

  test("are named by their sidebar and place, two sidebars never sharing a name", () => {
    expect(pieceName("docs", "2.1")).toBe("sidebar-docs@2.1.json");
    expect(pieceName("version-1.0/docs", "0")).toBe("sidebar-version-1~2e0~2fdocs@0.json");
    expect(pieceName("a/b", "0")).not.toBe(pieceName("a_b", "0"));
  });

  test("do not exist for a sidebar without collapsed categories, whose view is the sidebar itself", () => {
    const open: Sidebar = { name: "docs", items: [link("intro"), category("Guide", [link("setup")], { collapsed: false })] };
    const shaped = shapeSidebar(open, ASSETS);
    expect(shaped.pieces.size).toBe(0);
    expect(shaped.viewFor("/x/docs/intro")).toEqual(open);
  });
});
