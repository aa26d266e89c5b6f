// Docusaurus's client API as a site's own code uses it (the Ki editor's docs use most of it): what the
// server renders, and what the page becomes once it runs, hydrating without a warning.
import path from "node:path";
import { readFile } from "node:fs/promises";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { servedStrictBuild, type ServedStrictBuild } from "./servedStrictBuild.js";
import { scenario } from "../cli.js";

let built: ServedStrictBuild;
let dist: string;
let build: ServedStrictBuild["build"];

beforeAll(async () => {
  built = await servedStrictBuild(await scenario("docusaurus-client-api"), "/api/");
  ({ dist, build } = built);
}, 120_000);

afterAll(() => built?.close());

/** A route of the built site, opened once it has hydrated (see ServedStrictBuild). */
const open = (route: string, page?: Page) => built.open(route, page);

const text = (page: Page, selector: string) => page.locator(selector).first().textContent();

describe("Docusaurus's client API in a site's code", () => {
  it("builds with --strict", () => {
    expect(build.code, build.stderr).toBe(0);
  });

  it("renders on the server what Docusaurus renders there", async () => {
    // Without the markers React puts between adjacent texts.
    const html = (await readFile(path.join(dist, "api/index.html"), "utf8")).replaceAll("<!-- -->", "");
    expect(html).toContain('<p class="is-browser">on the server</p>');
    expect(html).toContain('<p class="base-urls">/api/docs/intro /api/docs/intro https://example.org/x https://api.example.com/api/img/logo.svg /api/blog</p>');
    expect(html).toContain('<p class="plural">One item / 3 items</p>');
    expect(html).toContain('<p class="window-size">ssr</p>');
    expect(html).toContain('<p class="navbar-title">Client API</p>');
    expect(html).toContain('<p class="greeting">Welcome, <b>reader</b>!</p>');
    expect(html).toContain('<p class="untranslated">Said as written</p>');
    expect(html).toContain('<p class="interpolated">3 pages</p>');
    expect(html).toContain('<button type="button" class="translated" aria-label="Translated button">Plain message</button>');
    expect(html).toContain('<p class="global-data">/api/docs (docusaurus-plugin-content-docs)</p>');
    expect(html).toContain('<p class="color-mode">light false</p>');
    expect(html).toContain('<p class="fallback">Loading the widget</p>');
    expect(html).not.toContain('class="widget"');
    expect(html).toContain('<main class="mdx-page">');
  });

  it("comes alive in the browser: the browser-only part, the window's size and the colour mode", async () => {
    const { page, problems } = await open("/api/");
    expect(await text(page, ".is-browser")).toBe("in the browser");
    expect(await text(page, ".widget")).toBe("Widget at /api/");
    expect(await text(page, ".can-use-dom")).toBe("true");
    expect(await page.locator(".fallback").count()).toBe(0);
    expect(await text(page, ".window-size")).toBe("desktop");
    await page.locator(".go-dark").click();
    await expect.poll(() => text(page, ".color-mode")).toBe("dark true");
    expect(await page.evaluate(() => [document.documentElement.dataset.theme, localStorage.getItem("theme")])).toEqual(["dark", "dark"]);
    // The theme's own toggle and the site's hook show the same mode.
    await page.locator(".color-mode-toggle").first().click();
    await expect.poll(() => text(page, ".color-mode")).toBe("light false");
    await page.locator(".go-default").click();
    expect(await page.evaluate(() => localStorage.getItem("theme"))).toBeNull();
    await page.setViewportSize({ width: 600, height: 800 });
    await expect.poll(() => text(page, ".window-size")).toBe("mobile");
    expect(problems).toEqual([]);
    await page.close();
  });

  it("gives a component MDX imports (in single quotes) the site's context, after a client-side navigation too", async () => {
    const { page, problems } = await open("/api/");
    await page.getByRole("link", { name: "Read the introduction" }).click();
    await page.waitForURL(/\/api\/docs\/intro$/);
    expect(await page.locator("img.logo").getAttribute("src")).toBe("/api/img/logo.svg");
    // The component is the runtime's, shared by the routes, not a copy in the doc's chunk.
    const chunks = await page.evaluate(() => performance.getEntriesByType("resource").map((entry) => entry.name).filter((name) => name.includes("/assets/s/")));
    expect(chunks.length).toBeGreaterThan(0);
    expect(problems).toEqual([]);
    await page.close();
  });
});
