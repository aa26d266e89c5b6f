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
    // intro opens no category; a1 and a2 open A (item 1); b1 opens B (item 2).
    expect(keys).toEqual(["docs", "docs@1", "docs@1", "docs@2"]);
    expect(keys[1]).toBe(keys[2]);
    expect(new Set(keys).size).toBe(3);
    expect(views.size).toBe(3);
    const a = views.get(keys[1]!)!.items[1] as Extract<SidebarItem, { type: "category" }>;
    expect(a.items.map((item) => (item.type === "html" ? undefined : item.href))).toEqual(["/x/docs/a1", "/x/docs/a2"]);
  });

  test("keeps a view's key when a label in it changes, so dev's bundler sees the same module with new text", () => {
    const routes = [route("intro", "docs"), route("a1", "docs")];
    const before = sidebarModules(routes, [sidebar(true)], "/x/");
    const renamed = sidebar(true);
    renamed.items[0] = { type: "link", label: "Introduction, retitled", href: "/x/docs/intro" };
    (renamed.items[1] as Extract<SidebarItem, { type: "category" }>).label = "A, retitled";
    const after = sidebarModules(routes, [renamed], "/x/");
    expect(routes.map((r) => after.viewOfRoute.get(r))).toEqual(routes.map((r) => before.viewOfRoute.get(r)));
    const key = after.viewOfRoute.get(routes[1]!)!;
    expect(after.views.get(key)).not.toEqual(before.views.get(key));
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
