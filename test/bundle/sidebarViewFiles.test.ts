// Sidebar views written as modules without esbuild: what a page imports is the view, whatever its text holds.
import { describe, expect, it } from "vitest";
import type { Sidebar } from "../../src/shared/types.js";
import { sidebarViewFiles } from "../../src/bundle/sidebarViewFiles.js";

const view = {
  name: "docs",
  items: [
    { type: "link", label: "Quotes \" and \\ and a line\u2028separator", href: "/s/docs/a", docId: "a" },
    { type: "category", label: "Café ☕", collapsed: true, collapsible: false, items: [], itemsUrl: "/s/assets/sidebar-docs@1.json", customProps: { "data-x": 1, "2nd": [null, 2.5], class: "reserved word" }, unset: undefined },
  ],
} as unknown as Sidebar;

async function imported(text: Uint8Array): Promise<unknown> {
  const module = (await import(`data:text/javascript,${encodeURIComponent(Buffer.from(text).toString("utf8"))}`)) as { default: unknown };
  return module.default;
}

describe("sidebar view files", () => {
  it("exports each view as it is, named by its place and its text", async () => {
    const other = { name: "other", items: [] } as unknown as Sidebar;
    const files = sidebarViewFiles(new Map([["docs@1", view], ["other", other]]));
    expect(files.map((file) => file.key)).toEqual(["docs@1", "other"]);
    const [file, second] = files;
    expect(file!.file).toMatch(/^v\/0-[0-9a-f]{10}\.js$/);
    expect(second!.file).toMatch(/^v\/1-[0-9a-f]{10}\.js$/);
    expect(await imported(second!.contents)).toEqual(other);
    expect(await imported(file!.contents)).toEqual(JSON.parse(JSON.stringify(view)));
    // Written the way a minifier would: names bare where JavaScript allows it, and no `true`.
    const text = Buffer.from(file!.contents).toString("utf8");
    expect(text).toContain('{name:"docs",items:[');
    expect(text).toContain('"data-x":1,"2nd":[null,2.5],class:"reserved word"');
    expect(text).not.toMatch(/true|false|unset/);

    const edited = sidebarViewFiles(new Map([["docs@1", { ...view, name: "docs2" }]]));
    expect(edited[0]!.file).not.toBe(file!.file);
  });

  it("writes an object that several views share whole in each, however often it appears", async () => {
    const shared = { type: "category", label: "Shared", collapsed: true, collapsible: true, items: [{ type: "link", label: "S", href: "/s/docs/s" }] };
    const views = new Map([
      ["docs", { name: "docs", items: [shared, shared] }],
      ["docs@1", { name: "docs", items: [{ type: "link", label: "One", href: "/s/docs/one" }, shared] }],
      ["docs@2", { name: "docs", items: [shared, { ...shared, label: "Copy" }] }],
    ] as unknown as [string, Sidebar][]);
    const files = sidebarViewFiles(views);
    for (const [n, view] of [...views.values()].entries()) expect(await imported(files[n]!.contents)).toEqual(view);
  });
});
