import path from "node:path";
import { readFile } from "node:fs/promises";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningServer } from "../../src/serve/serveSite.js";
import { watchConsole } from "../browser/chromium.js";
import { servedStrictBuild, type ServedStrictBuild } from "./servedStrictBuild.js";
import { scenario } from "../cli.js";

// Docusaurus's themeConfig.docs.sidebar options, a navbar dropdown and trailingSlash, in Chromium.
let built: ServedStrictBuild;
let server: RunningServer;
let browser: Browser;
let build: ServedStrictBuild["build"];
let dist: string;

beforeAll(async () => {
  built = await servedStrictBuild(await scenario("docusaurus-sidebar-behaviour"), "/");
  ({ dist, build, server, browser } = built);
}, 120_000);

afterAll(() => built?.close());

async function open(pathname: string, options: { javaScriptEnabled?: boolean } = {}): Promise<{ page: Page; errors: string[] }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, ...options });
  const page = await context.newPage();
  const errors = watchConsole(page);
  await page.goto(`${server.url}${pathname.slice(1)}`, { waitUntil: "networkidle" });
  return { page, errors };
}

const category = (page: Page, label: string) => page.locator(".doc-sidebar .sidebar-category", { has: page.locator(":scope > .sidebar-category-button", { hasText: label }) });

describe("a Docusaurus site's sidebar and navbar behaviour", () => {
  it("builds with --strict: every option is followed", () => {
    expect(build.stderr).not.toMatch(/warning|problem/);
    expect(build.code, build.stderr).toBe(0);
  });

  it("closes the open sibling when a category opens (autoCollapseCategories)", async () => {
    const { page, errors } = await open("/docs/intro");
    await category(page, "Alpha").locator(".sidebar-category-button").click();
    await expect.poll(() => category(page, "Alpha").getAttribute("class")).not.toContain("is-collapsed");
    await category(page, "Beta").locator(".sidebar-category-button").click();
    await expect.poll(() => category(page, "Beta").getAttribute("class")).not.toContain("is-collapsed");
    await expect.poll(() => category(page, "Alpha").getAttribute("class")).toContain("is-collapsed");
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("hides the sidebar with its button, keeps it hidden on the next page, and shows it again", async () => {
    const { page, errors } = await open("/docs/intro");
    await page.getByRole("button", { name: "Collapse sidebar" }).click();
    await expect.poll(() => page.locator(".doc-sidebar").count()).toBe(0);
    // The hidden sidebar leaves the article the width.
    const article = await page.locator(".doc-main").boundingBox();
    expect(article!.x).toBeLessThan(60);
    await page.getByRole("link", { name: "Next" }).first().click();
    await page.waitForURL(/alpha\/one/);
    await expect.poll(() => page.locator(".doc-sidebar").count()).toBe(0);
    await page.getByRole("button", { name: "Expand sidebar" }).click();
    await expect.poll(() => page.locator(".doc-sidebar").count()).toBe(1);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("has no sidebar button without JavaScript, where it could do nothing", async () => {
    const { page } = await open("/docs/intro", { javaScriptEnabled: false });
    expect(await page.locator(".doc-sidebar").count()).toBe(1);
    expect(await page.getByRole("button", { name: "Collapse sidebar" }).count()).toBe(0);
    await page.context().close();
  });

  it("opens the navbar dropdown on hover without JavaScript, and on click, closing it with Escape", async () => {
    const plain = await open("/docs/intro", { javaScriptEnabled: false });
    const menu = plain.page.locator(".navbar-dropdown-menu");
    expect(await menu.isVisible()).toBe(false);
    await plain.page.locator(".navbar-dropdown-toggle").hover();
    await expect.poll(() => menu.isVisible()).toBe(true);
    await plain.page.context().close();

    const { page, errors } = await open("/docs/intro");
    const toggle = page.locator(".navbar-dropdown-toggle");
    await toggle.click();
    expect(await toggle.getAttribute("aria-expanded")).toBe("true");
    await page.mouse.move(900, 700);
    await expect.poll(() => page.locator(".navbar-dropdown-menu").isVisible()).toBe(true);
    await page.keyboard.press("Escape");
    expect(await toggle.getAttribute("aria-expanded")).toBe("false");
    await expect.poll(() => page.locator(".navbar-dropdown-menu").isVisible()).toBe(false);
    await toggle.click();
    await page.getByRole("link", { name: "Beta three" }).click();
    await page.waitForURL(/beta\/three/);
    expect(await page.locator(".navbar-dropdown-toggle").getAttribute("class")).toContain("navbar-link--active");
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("writes canonical URLs and the sitemap with a trailing slash (trailingSlash: true)", async () => {
    const { page } = await open("/docs/alpha/one");
    expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toBe("https://behaviour.example.com/docs/alpha/one/");
    const sitemap = await readFile(path.join(dist, "sitemap.xml"), "utf8");
    expect(sitemap).toContain("<loc>https://behaviour.example.com/docs/alpha/one/</loc>");
    expect(sitemap).toContain("<loc>https://behaviour.example.com/</loc>");
    await page.context().close();
  });
});
