import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { readFile } from "node:fs/promises";
import path from "node:path";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { chromiumForFile } from "../browser/chromium.js";
import { sitemapPaths } from "../browser/site.js";
import { serveSite, type RunningServer } from "../../src/serve/serveSite.js";

let browser: Browser;
let context: BrowserContext;
let server: RunningServer;
let routes: string[];

beforeAll(async () => {
  const dist = inject("kiDist");
  server = await serveSite({ dir: dist, baseUrl: "/ki-editor/", port: 0 });
  browser = await chromiumForFile();
  // Without JavaScript the site must still be a complete set of linked documents.
  context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });
  routes = sitemapPaths(await readFile(path.join(dist, "ki-editor/sitemap.xml"), "utf8"));
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
  await server?.close();
});

/** The texts of the h1 elements inside <main>: the page's own content, as the server sent it. */
const mainHeadings = (page: Page) => page.locator("main h1").allTextContents();

/**
 * Hrefs of the links matched by `selector` that are laid out and not hidden (what a reader without scripts
 * sees). Asked in one call: two round trips a link (a docs page has a hundred) took the sweep a minute.
 */
function visibleLinks(page: Page, selector: string): Promise<string[]> {
  return page.$$eval(selector, (links) =>
    links.filter((link) => link.checkVisibility({ visibilityProperty: true })).map((link) => link.getAttribute("href") ?? ""),
  );
}

describe("the site without JavaScript", () => {
  it("every page in the sitemap has its h1 in <main>; docs pages show their sidebar and TOC links", { timeout: 300_000 }, async () => {
    expect(routes.length).toBeGreaterThan(10);
    const page = await context.newPage();
    const problems: string[] = [];
    for (const route of routes) {
      const response = await page.goto(new URL(route, server.url).href);
      if (response?.status() !== 200) problems.push(`${route}: status ${response?.status()}`);
      const h1 = await mainHeadings(page);
      if (h1.length !== 1 || !h1[0]!.trim()) problems.push(`${route}: h1 in <main> is ${JSON.stringify(h1)}`);
      if (!route.startsWith("/ki-editor/docs/")) continue;
      const sidebar = await visibleLinks(page, ".doc-sidebar-container .doc-sidebar a[href]");
      if (sidebar.length < 5) problems.push(`${route}: only ${sidebar.length} visible sidebar links`);
      const sections = await page.locator("main article h2[id]").count();
      const toc = await visibleLinks(page, ".doc-toc-container .toc-link");
      if (sections > 0 && toc.length === 0) problems.push(`${route}: ${sections} sections but no visible TOC link`);
    }
    await page.close();
    expect(problems).toEqual([]);
  });

  it("sidebar links are real links: clicking one loads that page", { timeout: 60_000 }, async () => {
    const page = await context.newPage();
    await page.goto(new URL("/ki-editor/docs/introduction", server.url).href);
    const links = await visibleLinks(page, ".doc-sidebar-container .doc-sidebar a[href]");
    const targets = links.filter((href) => href !== "/ki-editor/docs/introduction").slice(0, 3);
    expect(targets.length).toBe(3);
    for (const href of targets) {
      await page.goto(new URL(href, server.url).href);
      const expected = (await mainHeadings(page))[0];
      expect(expected, `${href} has no h1`).toBeTruthy();
      await page.goto(new URL("/ki-editor/docs/introduction", server.url).href);
      await Promise.all([
        page.waitForURL((u) => u.pathname === href),
        page.locator(`.doc-sidebar-container .doc-sidebar a[href="${href}"]`).first().click(),
      ]);
      expect(routes.map((r) => r.replace(/\/$/, ""))).toContain(href.replace(/\/$/, ""));
      expect(await mainHeadings(page)).toEqual([expected]);
    }
    await page.close();
  });

  it("can fail: a heading written by a script is missing without JavaScript", async () => {
    const scriptOnly = `<!DOCTYPE html><html lang="en"><head><title>t</title></head><body><main></main><script>document.querySelector("main").innerHTML = "<h1>Only with JS</h1>";</script></body></html>`;
    const page = await context.newPage();
    await page.setContent(scriptOnly);
    expect(await mainHeadings(page)).toEqual([]);
    await page.close();
    // The same document with JavaScript does get its heading, so the check above is what tells them apart.
    const scripted = await browser.newPage();
    await scripted.setContent(scriptOnly);
    expect(await mainHeadings(scripted)).toEqual(["Only with JS"]);
    await scripted.close();
  });

  it("can fail: links hidden by the page's styles are not counted as shown", async () => {
    const page = await context.newPage();
    await page.setContent(`<nav><a href="/a">A</a><a href="/b" hidden>B</a><a href="/c" style="visibility:hidden">C</a><div style="display:none"><a href="/d">D</a></div></nav>`);
    expect(await visibleLinks(page, "nav a[href]")).toEqual(["/a"]);
    await page.close();
  });
});
