// @docusaurus/theme-common's helpers that sites' own code imports: createStorageSlot and ReactContextError (a
// context of the site's), composeProviders (also in the site's own Layout/Provider), and from /internal useTabs, sanitizeTabsChildren and
// useScrollPositionBlocker (the site's own Tabs). What the server writes, and what the page does once it runs.
import path from "node:path";
import { readFile } from "node:fs/promises";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { watchConsole } from "../browser/chromium.js";
import { servedStrictBuild, type ServedStrictBuild } from "./servedStrictBuild.js";
import { scenario } from "../cli.js";

let built: ServedStrictBuild;

beforeAll(async () => {
  built = await servedStrictBuild(await scenario("docusaurus-theme-common"), "/");
}, 120_000);

afterAll(() => built?.close());

async function open(route: string): Promise<{ page: Page; problems: string[] }> {
  const page = await built.browser.newPage({ viewport: { width: 1280, height: 800 } });
  const problems = watchConsole(page);
  await page.goto(new URL(route, built.server.url).href, { waitUntil: "networkidle" });
  await page.waitForSelector("html[data-hydrated=true]");
  return { page, problems };
}

const builtPage = async (file: string) => (await readFile(path.join(built.dist, file), "utf8")).replaceAll("<!-- -->", "");
const text = (page: Page, selector: string) => page.locator(selector).first().textContent();
const selectedTabs = (page: Page) => page.locator('.site-tab[aria-selected="true"]').allTextContents();

describe("theme-common helpers in a site's own code", () => {
  it("builds with --strict", () => {
    expect(built.build.code, built.build.stdout + built.build.stderr).toBe(0);
  });

  it("renders on the server with composed providers and the site's Tabs on their default tabs", async () => {
    const home = await builtPage("index.html");
    expect(home).toContain('<p class="mode">plain</p><p class="label">labelled, noted</p>');
    const intro = await builtPage("docs/intro/index.html");
    // The first Tabs' default is the TabItem marked default; sanitizeTabsChildren kept the three items.
    expect(intro).toContain('<div class="site-tabs-container" data-children="3"><ul role="tablist" class="site-tabs"><li role="tab" tabindex="-1" aria-selected="false" class="site-tab">Linux</li><li role="tab" tabindex="0" aria-selected="true" class="site-tab site-tab--active">macOS</li>');
    expect(intro).toContain('data-children="2"');
  });

  it("wraps every page's layout in the site's Layout/Provider, which wraps the theme's", async () => {
    expect(await builtPage("docs/intro/index.html")).toContain('<span class="mode-badge">plain, labelled</span>');
    const { page, problems } = await open("/docs/intro");
    await page.evaluate(() => localStorage.setItem("fixture-mode", "fancy"));
    await page.reload({ waitUntil: "networkidle" });
    await page.waitForSelector("html[data-hydrated=true]");
    await page.waitForFunction(() => document.querySelector(".mode-badge")?.textContent === "fancy, labelled");
    expect(problems).toEqual([]);
    await page.close();
  });

  it("keeps a storage slot's value, tells the page's listener of its own writes, and deletes it", async () => {
    const { page, problems } = await open("/");
    expect(await text(page, ".mode")).toBe("plain");
    expect(await text(page, ".visits")).toBe("1");
    await page.click(".set-mode");
    await page.waitForFunction(() => document.querySelector(".mode")?.textContent === "fancy");
    expect(await page.evaluate(() => localStorage.getItem("fixture-mode"))).toBe("fancy");
    await page.reload({ waitUntil: "networkidle" });
    await page.waitForSelector("html[data-hydrated=true]");
    await page.waitForFunction(() => document.querySelector(".mode")?.textContent === "fancy");
    // Session storage, as the slot's persistence option asks.
    expect(await page.evaluate(() => sessionStorage.getItem("fixture-visits"))).toBe("2");
    await page.click(".reset-mode");
    await page.waitForFunction(() => document.querySelector(".mode")?.textContent === "plain");
    expect(await page.evaluate(() => localStorage.getItem("fixture-mode"))).toBeNull();
    expect(problems).toEqual([]);
    await page.close();
  });

  it("names the provider (and the hook) in the error of a hook used outside it", async () => {
    const { page, problems } = await open("/");
    await page.waitForFunction(() => (document.querySelector(".outside")?.textContent ?? "") !== "");
    expect(await text(page, ".outside")).toMatch(/^ReactContextError: Hook \w+ is called outside the <NoteProvider>\. Wrap the page in it\.$/);
    expect(problems).toEqual([]);
    await page.close();
  });

  it("switches the site's Tabs with useTabs: the group together, the address and storage written", async () => {
    const { page, problems } = await open("/docs/intro");
    expect(await selectedTabs(page)).toEqual(["macOS", "Linux"]);
    await page.locator(".site-tab", { hasText: "Linux" }).first().click();
    await page.waitForFunction(() => [...document.querySelectorAll('.site-tab[aria-selected="true"]')].every((tab) => tab.textContent === "Linux"));
    expect(new URL(page.url()).searchParams.get("os")).toBe("linux");
    expect(await page.evaluate(() => localStorage.getItem("docusaurus.tab.os"))).toBe("linux");
    expect(await page.locator('[role="tabpanel"]:not([hidden])').allTextContents()).toEqual(["Linux steps.", "Linux again."]);
    expect(problems).toEqual([]);
    await page.close();
  });

  it("opens on the tab the address names, after hydrating without a warning", async () => {
    const { page, problems } = await open("/docs/intro?os=windows");
    await page.waitForFunction(() => document.querySelector('.site-tab[aria-selected="true"]')?.textContent === "Windows");
    // The second Tabs has no windows tab and no queryString: it keeps its default.
    expect(await selectedTabs(page)).toEqual(["Windows", "Linux"]);
    expect(problems).toEqual([]);
    await page.close();
  });
});
