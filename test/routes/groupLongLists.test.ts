import { describe, expect, test } from "vitest";
import { groupLongLists, LONG_LIST_LIMIT, RUN_LENGTH } from "../../src/routes/groupLongLists.js";
import { shapeSidebar } from "../../src/routes/sidebarView.js";
import type { SidebarCategory, SidebarItem } from "../../src/shared/types.js";

const link = (name: string): SidebarItem => ({ type: "link", label: name, href: `/x/docs/${name}`, docId: name });
const folder = (n: number, pages = 3): SidebarCategory => ({
  type: "category",
  label: `Folder ${n}`,
  href: `/x/docs/category/folder-${n}`,
  collapsed: true,
  collapsible: true,
  items: Array.from({ length: pages }, (_, k) => link(`f${n}-p${k}`)),
});
const folders = (count: number): SidebarItem[] => Array.from({ length: count }, (_, n) => folder(n));

/** The labels of every link and category below `items`, in order, runs read through as if they were not there. */
function leaves(items: SidebarItem[]): string[] {
  return items.flatMap((item) => {
    if (item.type === "link") return [item.label];
    if (item.type !== "category") return [];
    return item.run === true ? leaves(item.items) : [item.label, ...leaves(item.items)];
  });
}

const runsOf = (items: SidebarItem[]) => items.filter((item): item is SidebarCategory => item.type === "category" && item.run === true);

describe("groupLongLists", () => {
  test("leaves a list of LONG_LIST_LIMIT items, and the lists inside it, as they are", () => {
    const items = folders(LONG_LIST_LIMIT);
    expect(groupLongLists(items)).toEqual(items);
  });

  test("cuts a longer list into collapsed runs of RUN_LENGTH named by their first and last labels, keeping the order", () => {
    const items = folders(LONG_LIST_LIMIT + 1);
    const grouped = groupLongLists(items);
    expect(grouped).toHaveLength(Math.ceil((LONG_LIST_LIMIT + 1) / RUN_LENGTH));
    expect(runsOf(grouped)).toHaveLength(grouped.length);
    expect(grouped[0]).toMatchObject({ label: `Folder 0 – Folder ${RUN_LENGTH - 1}`, collapsed: true, collapsible: true });
    expect((grouped[0] as SidebarCategory).items).toHaveLength(RUN_LENGTH);
    // A run of one item is named once.
    expect(grouped.at(-1)).toMatchObject({ label: `Folder ${LONG_LIST_LIMIT}` });
    expect(leaves(grouped)).toEqual(leaves(items));
  });

  test("puts runs into runs while there are still too many, so no list of a page's sidebar exceeds the limit", () => {
    const count = LONG_LIST_LIMIT * RUN_LENGTH + 1;
    const grouped = groupLongLists(Array.from({ length: count }, (_, n) => link(`p${n}`)));
    const longest = (items: SidebarItem[]): number =>
      Math.max(items.length, ...items.map((item) => (item.type === "category" ? longest(item.items) : 0)));
    expect(longest(grouped)).toBeLessThanOrEqual(LONG_LIST_LIMIT);
    // Runs of runs are named by the first and last pages they hold.
    expect(grouped[0]).toMatchObject({ label: `p0 – p${RUN_LENGTH * RUN_LENGTH - 1}`, run: true });
    expect(leaves(grouped)).toEqual(Array.from({ length: count }, (_, n) => `p${n}`));
  });

  test("cuts a long list inside a category too, and leaves the category its own", () => {
    const big = { ...folder(0, LONG_LIST_LIMIT * 2) };
    const [grouped] = groupLongLists([big]) as [SidebarCategory];
    expect(grouped).toMatchObject({ label: "Folder 0", href: big.href });
    expect(grouped.run).toBeUndefined();
    expect(runsOf(grouped.items)).toHaveLength(4);
  });
});

describe("a page's view of a sidebar with hundreds of folders side by side", () => {
  const sidebar = { name: "docs", items: folders(400) };

  test("shows a bounded number of entries, the run and the folder holding the page open", () => {
    const view = shapeSidebar(sidebar, "/x/assets/").viewFor("/x/docs/f301-p1");
    expect(view.items.length).toBeLessThanOrEqual(LONG_LIST_LIMIT);
    const open = view.items.filter((item): item is SidebarCategory => item.type === "category" && item.items.length > 0);
    expect(open.map((run) => run.label)).toEqual([`Folder 300 – Folder ${300 + RUN_LENGTH - 1}`]);
    const openFolders = open[0]!.items.filter((item) => item.type === "category" && item.items.length > 0);
    expect(openFolders.map((item) => (item as SidebarCategory).label)).toEqual(["Folder 301"]);
    // Every run left closed names the piece the browser fetches when it opens.
    for (const run of runsOf(view.items)) expect(run.itemsUrl).toMatch(/^\/x\/assets\/sidebar-docs@[0-9.]+\.json$/);
  });

  test("weighs no more than a view of a few full lists, however many folders the site has", () => {
    const weight = (count: number) => JSON.stringify(shapeSidebar({ name: "docs", items: folders(count) }, "/x/assets/").viewFor("/x/docs/f30-p1")).length;
    // A list of LONG_LIST_LIMIT closed folders, as much as one level may show: the page's view has at most
    // a few levels of such lists, whether the site has a hundred folders or ten thousand.
    const oneLevel = weight(LONG_LIST_LIMIT);
    for (const count of [100, 400, 1250, 10_000]) expect(weight(count), `${count} folders`).toBeLessThan(3 * oneLevel);
  });
});
