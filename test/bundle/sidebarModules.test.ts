import { describe, expect, test } from "vitest";
import { sidebarModules } from "../../src/bundle/sidebarModules.js";
import type { Sidebar, SidebarItem } from "../../src/shared/types.js";
import type { Route } from "../../src/types.js";

const link = (name: string): SidebarItem => ({ type: "link", label: name, href: `/x/docs/${name}` });

function sidebar(collapsed: boolean): Sidebar {
  return {
    name: "docs",
    items: [
      link("intro"),
      { type: "category", label: "A", collapsed, collapsible: true, items: [link("a1"), link("a2")] },
      { type: "category", label: "B", collapsed, collapsible: true, items: [link("b1")] },
    ],
  };
}

/** A route as far as sidebarModules reads it. */
function route(name: string, sidebarName?: string): Route {
  const permalink = `/x/docs/${name}`;
  return { path: permalink, sidebarName, meta: { title: name, permalink } } as Route;
}

describe("sidebarModules", () => {
  test("gives pages that show the same view one module, and others their own", () => {
    const routes = [route("intro", "docs"), route("a1", "docs"), route("a2", "docs"), route("b1", "docs")];
    const { views, viewOfRoute } = sidebarModules(routes, [sidebar(true)], "/x/");
    const keys = routes.map((r) => viewOfRoute.get(r)!);
    expect(keys.every((key) => /^docs@[0-9a-f]{10}$/.test(key))).toBe(true);
    expect(keys[1]).toBe(keys[2]);
    expect(new Set(keys).size).toBe(3);
    expect(views.size).toBe(3);
    const a = views.get(keys[1]!)!.items[1] as Extract<SidebarItem, { type: "category" }>;
    expect(a.items.map((item) => (item.type === "html" ? undefined : item.href))).toEqual(["/x/docs/a1", "/x/docs/a2"]);
  });

  test("writes each collapsed category's piece under the base's assets folder, the URL the views name", () => {
    const routes = [route("intro", "docs")];
    const { views, viewOfRoute, files } = sidebarModules(routes, [sidebar(true)], "/x/");
    const view = views.get(viewOfRoute.get(routes[0]!)!)!;
    const urls = view.items.flatMap((item) => (item.type === "category" ? [item.itemsUrl] : []));
    expect(files.map((f) => `/${f.path}`).sort()).toEqual([...urls].sort());
    expect(files.every((f) => f.path.startsWith("x/assets/sidebar-"))).toBe(true);
  });

  test("keeps one view a sidebar and writes nothing when no category starts collapsed", () => {
    const routes = [route("intro", "docs"), route("a1", "docs"), route("b1", "docs"), route("blog")];
    const { views, viewOfRoute, files } = sidebarModules(routes, [sidebar(false)], "/x/");
    expect(views.size).toBe(1);
    expect([...views.values()][0]).toEqual(sidebar(false));
    expect(viewOfRoute.has(routes[3]!)).toBe(false);
    expect(files).toEqual([]);
  });
});
