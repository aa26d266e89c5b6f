// The runs a page's copy of a sidebar cuts long lists into (src/routes/groupLongLists.ts) are edsite's, not
// the site's: Docusaurus's hooks that ask for the page's category must look through them.
import { expect, test } from "vitest";
import { categoriesAbove } from "../../../src/docusaurus/runtime/internal/sidebarItems.js";
import { groupLongLists } from "../../../src/routes/groupLongLists.js";
import type { SidebarCategory, SidebarItem } from "../../../src/shared/types.js";

const folder = (n: number): SidebarCategory => ({
  type: "category",
  label: `Folder ${n}`,
  href: `/docs/category/folder-${n}`,
  collapsed: true,
  collapsible: true,
  items: [{ type: "link", label: `Page ${n}`, href: `/docs/folder-${n}/page` }],
});

test("categoriesAbove names the site's categories holding a page, not the runs around them", () => {
  const items: SidebarItem[] = groupLongLists(Array.from({ length: 120 }, (_, n) => folder(n)));
  expect(items.some((item) => item.type === "category" && item.run === true)).toBe(true);
  expect(categoriesAbove(items, "/docs/folder-77/page").map((category) => category.label)).toEqual(["Folder 77"]);
  expect(categoriesAbove(items, "/docs/category/folder-3").map((category) => category.label)).toEqual(["Folder 3"]);
  expect(categoriesAbove(items, "/docs/nowhere")).toEqual([]);
});
