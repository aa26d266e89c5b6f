// A page is rendered again when anything its HTML is made from changes: its code, what surrounds its body,
// and the sidebar view it is given, which no module of its code holds.
import { describe, expect, it } from "vitest";
import { pageKeys } from "../../src/render/pageReuse.js";
import type { PageContext, PageScripts } from "../../src/render/renderPage.js";
import type { Sidebar } from "../../src/shared/types.js";
import { makeSite } from "../templates/fixtures.js";

const site = makeSite({ title: "Keys", baseUrl: "/k/" });
const bare: PageContext = { site, siteJson: JSON.stringify(site), cssHref: "/k/assets/style.css" };
const scriptsWith = (view: string): PageScripts => ({
  assetsUrl: "/k/assets/",
  buildUrl: "/k/assets/current-build.json",
  entryUrl: "/k/assets/main.js",
  chunkUrl: (i) => `/k/assets/r/${i}.js`,
  sidebarUrl: () => view,
  preloads: () => [view],
  styles: () => [],
});
const view = (label: string): Sidebar => ({ name: "docs", items: [{ type: "link", label, href: "/k/docs/a" }] as Sidebar["items"] });
const code = () => "code";

describe("a page's key", () => {
  it("changes with the sidebar view of a page that loads no scripts", () => {
    const before = pageKeys(bare, code, () => view("Intro"))(0);
    expect(pageKeys(bare, code, () => view("Intro"))(0)).toBe(before);
    expect(pageKeys(bare, code, () => view("Introduction"))(0)).not.toBe(before);
    expect(pageKeys(bare, code, () => undefined)(0)).not.toBe(before);
  });

  it("follows the view's file for a page that loads scripts, which names it by its contents", () => {
    const a = pageKeys({ ...bare, scripts: scriptsWith("/k/assets/v/0-aaaa.js") }, code, () => view("Intro"))(0);
    expect(pageKeys({ ...bare, scripts: scriptsWith("/k/assets/v/0-aaaa.js") }, code, () => view("Intro"))(0)).toBe(a);
    expect(pageKeys({ ...bare, scripts: scriptsWith("/k/assets/v/0-bbbb.js") }, code, () => view("Intro"))(0)).not.toBe(a);
  });

  it("changes with the code that renders the page", () => {
    expect(pageKeys(bare, () => "other code")(0)).not.toBe(pageKeys(bare, code)(0));
  });
});
