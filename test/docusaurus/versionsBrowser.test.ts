// A versioned Docusaurus site in Chromium: the version dropdown leads to the page in view in another version,
// the visitor's version is remembered outside the docs, and a search keeps to the version being read.
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { scenario } from "../cli.js";
import { servedStrictBuild, type ServedStrictBuild } from "./servedStrictBuild.js";

let site: ServedStrictBuild;

beforeAll(async () => {
  site = await servedStrictBuild(await scenario("docusaurus-versions"), "/lantern/");
  expect(site.build.code, site.build.stderr).toBe(0);
}, 180_000);

afterAll(() => site?.close());

const pathOf = (page: Page) => new URL(page.url()).pathname;
// The version dropdown comes first in the navbar's items, the locale dropdown second.
const dropdown = (page: Page) => page.locator(".navbar-items--right .navbar-dropdown").first();
const localeDropdown = (page: Page) => page.locator(".navbar-items--right .navbar-dropdown").nth(1);

/** Opens the version dropdown and follows its entry named `label`, by client navigation. */
async function chooseVersion(page: Page, label: string): Promise<void> {
  await dropdown(page).locator("button").click();
  await dropdown(page).getByRole("link", { name: label, exact: true }).click();
}

describe("a versioned site in the browser", () => {
  it("switches to the same page in another version, or to that version's main doc where it has no such page", async () => {
    const { page, problems } = await site.open("/lantern/docs/guide/setup");
    expect(await dropdown(page).locator("button").textContent()).toBe("2.0");
    expect(await page.evaluate(() => document.documentElement.className)).toContain("docs-version-2.0");
    await chooseVersion(page, "Next");
    await expect.poll(() => pathOf(page)).toBe("/lantern/docs/next/guide/setup");
    // The version's class on <html> follows a navigation to another version.
    const htmlClass = await page.evaluate(() => document.documentElement.className);
    expect(htmlClass).toContain("docs-version-current");
    expect(htmlClass).not.toContain("docs-version-2.0");
    expect(await page.locator(".doc-version-banner").textContent()).toContain("not released yet");
    expect(await dropdown(page).locator("button").textContent()).toBe("Next");
    await chooseVersion(page, "1.0 (old)");
    await expect.poll(() => pathOf(page)).toBe("/lantern/docs/one/intro");
    expect(await page.locator("h1").textContent()).toBe("Welcome to Lantern");
    expect(await page.locator(".doc-version-badge").textContent()).toBe("Version: 1.0 (old)");
    // The banner's link leads to the same doc in the last version.
    await page.locator(".doc-version-banner a").click();
    await expect.poll(() => pathOf(page)).toBe("/lantern/docs/intro");
    expect(await page.locator(".doc-version-banner").count()).toBe(0);
    expect(problems).toEqual([]);
    await page.close();
  });

  it("remembers the version last read: outside the docs the navbar leads to it and names it", async () => {
    const { page, problems } = await site.open("/lantern/docs/one/candles");
    await page.goto(new URL("/lantern/versions", site.server.url).href);
    await page.waitForSelector("html[data-hydrated=true]");
    const guide = page.locator(".navbar-items--left").getByRole("link", { name: "Guide", exact: true });
    await expect.poll(() => guide.getAttribute("href")).toBe("/lantern/docs/one/intro");
    expect(await dropdown(page).locator("button").textContent()).toBe("1.0 (old)");
    // The docsVersion item names the version too, and leads to its main doc.
    const version = page.locator(".navbar-items--left a.navbar-link").nth(2);
    expect(await version.textContent()).toBe("1.0 (old)");
    expect(await version.getAttribute("href")).toBe("/lantern/docs/one/intro");
    expect(problems).toEqual([]);
    await page.close();
  });

  it("offers the visitor's own version on a page of another one reached from elsewhere, until they switch or stay", async () => {
    const { page, problems } = await site.open("/lantern/docs/intro");
    const stored = () => page.evaluate(() => localStorage.getItem("docs-preferred-version-default"));
    expect(await stored()).toBe("2.0");
    // Straight to a 1.0 page, as from a search engine: the choice of 2.0 stands, and is offered.
    await page.goto(new URL("/lantern/docs/one/candles", site.server.url).href);
    await page.waitForSelector("html[data-hydrated=true]");
    const offer = page.locator(".doc-version-offer");
    await expect.poll(() => offer.count()).toBe(1);
    expect(await offer.textContent()).toContain("You have been reading the docs of 2.0.");
    // 2.0 has no page on candles: the offer leads to its main doc.
    expect(await offer.getByRole("link").getAttribute("href")).toBe("/lantern/docs/intro");
    expect(await stored()).toBe("2.0");
    await offer.getByRole("button", { name: "Stay with 1.0 (old)" }).click();
    await expect.poll(() => offer.count()).toBe(0);
    expect(await stored()).toBe("1.0");
    // Switching versions in the dropdown is a choice too.
    await chooseVersion(page, "Next");
    await expect.poll(() => pathOf(page)).toBe("/lantern/docs/next/intro");
    await expect.poll(stored).toBe("current");
    expect(await offer.count()).toBe(0);
    expect(problems).toEqual([]);
    await page.close();
  });

  it("gives a site's own page Docusaurus's version hooks: the versions, the visitor's choice, and a way to choose", async () => {
    const { page, problems } = await site.open("/lantern/pick");
    const preferred = page.locator(".preferred");
    expect(await preferred.textContent()).toBe("Preferred: none");
    // Outside the docs, with no choice yet, a contextual search keeps to the last version.
    expect(await page.locator(".filters").textContent()).toBe("Search filters: en default docs-default-2.0");
    await page.getByRole("button", { name: "Choose 1.0 (old)" }).click();
    await expect.poll(() => preferred.textContent()).toBe("Preferred: 1.0 (old)");
    // The navbar follows the choice at once.
    const guide = page.locator(".navbar-items--left").getByRole("link", { name: "Guide", exact: true });
    await expect.poll(() => guide.getAttribute("href")).toBe("/lantern/docs/one/intro");
    expect(await page.evaluate(() => localStorage.getItem("docs-preferred-version-default"))).toBe("1.0");
    expect(await page.locator(".filters").textContent()).toBe("Search filters: en default docs-default-1.0");
    expect(problems).toEqual([]);
    await page.close();
  });

  it("keeps the version across locales and the locale across versions, right to left", async () => {
    const { page, problems } = await site.open("/lantern/docs/one/candles");
    await localeDropdown(page).locator("button").click();
    await localeDropdown(page).getByRole("link", { name: "العربية" }).click();
    await expect.poll(() => pathOf(page)).toBe("/lantern/ar/docs/one/candles");
    await page.waitForSelector("html[data-hydrated=true]");
    expect(await page.evaluate(() => document.documentElement.dir)).toBe("rtl");
    await chooseVersion(page, "التالي");
    await expect.poll(() => pathOf(page)).toBe("/lantern/ar/docs/next/intro");
    expect(await page.locator("h1").textContent()).toBe("مرحبًا بك في لانترن");
    expect(await page.locator(".doc-version-badge").textContent()).toBe("الإصدار: التالي");
    expect(problems).toEqual([]);
    await page.close();
  });

  it("searches the version being read", async () => {
    const { page } = await site.open("/lantern/docs/intro");
    const box = page.getByRole("combobox", { name: "Search" });
    await expect.poll(() => box.isDisabled()).toBe(false);
    await box.fill("wick");
    const hits = page.locator('[role="listbox"] a[role="option"]');
    await expect.poll(() => hits.count()).toBeGreaterThan(0);
    expect(await hits.evaluateAll((links) => links.map((a) => a.getAttribute("href")))).toEqual(["/lantern/docs/guide/setup#requirements"]);

    await page.goto(new URL("/lantern/docs/next/intro", site.server.url).href);
    await page.waitForSelector("html[data-hydrated=true]");
    await expect.poll(() => box.isDisabled()).toBe(false);
    await box.fill("beacon");
    await expect.poll(() => hits.count()).toBeGreaterThan(0);
    const next = await hits.evaluateAll((links) => links.map((a) => a.getAttribute("href")));
    expect(next.length).toBeGreaterThan(0);
    for (const href of next) expect(href).toMatch(/^\/lantern\/docs\/next\//);
    await page.close();
  });
});
