import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { scenario } from "../cli.js";
import { runAxe } from "../quality/axe.js";
import { servedStrictBuild, type ServedStrictBuild } from "./servedStrictBuild.js";

// The locale dropdown and a right-to-left locale's layout, in Chromium: one build of a site in en, fr and fa.
let built: ServedStrictBuild;

beforeAll(async () => {
  built = await servedStrictBuild(await scenario("docusaurus-i18n"), "/");
}, 120_000);

afterAll(() => built?.close());

/** Where an element is drawn, horizontally. */
async function box(page: Page, selector: string): Promise<{ left: number; right: number }> {
  const found = await page.locator(selector).first().boundingBox();
  if (!found) throw new Error(`${selector} is not drawn`);
  return { left: found.x, right: found.x + found.width };
}

describe("a site in several locales, in Chromium", () => {
  it("builds with --strict", () => {
    expect(built.build.code, built.build.stderr).toBe(0);
  });

  it("switches to the same page in another locale from the locale dropdown", async () => {
    const { page, problems } = await built.open("/docs/basics/create-page");
    await page.locator(".navbar .navbar-dropdown-toggle", { hasText: "English" }).click();
    await page.locator(".navbar .navbar-locale-link", { hasText: "Français" }).click();
    await page.waitForURL(/\/fr\/docs\/basics\/create-page$/);
    await page.waitForSelector("html[data-hydrated=true]");
    expect(await page.locator("html").getAttribute("lang")).toBe("fr");
    // Not translated yet: the English text, with the French notice.
    await expect.poll(() => page.locator(".untranslated-notice").textContent()).toContain("pas encore traduite");
    await page.locator(".navbar .navbar-dropdown-toggle", { hasText: "Français" }).click();
    await page.locator(".navbar .navbar-locale-link", { hasText: "فارسی" }).click();
    await page.waitForURL(/\/fa\/docs\/basics\/create-page$/);
    expect(await page.locator("html").getAttribute("dir")).toBe("rtl");
    expect(problems).toEqual([]);
    await page.close();
  });

  it("keeps the head's links to the page in other locales up to date as the reader moves between pages", async () => {
    const { page, problems } = await built.open("/fr/docs/basics/create-page");
    // A mark the page keeps only if the next one is shown client-side, by the router, not loaded whole.
    await page.evaluate(() => Object.assign(window, { stayed: true }));
    await page.locator(".pagination-link--next").click();
    await page.waitForURL(/\/fr\/docs\/basics\/deploy$/);
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
    await expect.poll(() => page.locator('head link[hreflang="fa-IR"]').getAttribute("href")).toBe("https://polyglot.example.com/fa/docs/basics/deploy");
    expect(await page.locator('head link[hreflang="x-default"]').getAttribute("href")).toBe("https://polyglot.example.com/docs/basics/deploy");
    expect(problems).toEqual([]);
    await page.close();
  });

  it("passes axe's checks in a right-to-left locale, with the dropdown open and the notice shown", async () => {
    const { page, problems } = await built.open("/fa/docs/basics/deploy");
    await page.locator(".navbar .navbar-dropdown-toggle", { hasText: "فارسی" }).click();
    // The fixture keeps Infima's own primary colour, whose links fall short of AA contrast in every locale
    // (English as well): a matter of the site's colours, not of its languages.
    const { page: english } = await built.open("/docs/basics/deploy");
    const contrastIn = async (tab: typeof page) => (await runAxe(tab)).filter((v) => v.id === "color-contrast").flatMap((v) => v.targets).length;
    const violations = (await runAxe(page)).filter((v) => v.id !== "color-contrast");
    expect(violations).toEqual([]);
    expect(await contrastIn(english)).toBeGreaterThan(0);
    await english.close();
    expect(problems).toEqual([]);
    await page.close();
  });

  it("lays a right-to-left locale out mirrored: sidebar on the right, table of contents on the left, next page on the left", async () => {
    const { page: english } = await built.open("/docs/intro");
    const { page: persian, problems } = await built.open("/fa/docs/intro");
    for (const [page, rtl] of [[english, false], [persian, true]] as const) {
      const sidebar = await box(page, ".doc-sidebar");
      const article = await box(page, ".doc-article");
      const toc = await box(page, ".doc-toc-container");
      const next = await box(page, ".pagination-link--next");
      const where = rtl ? "fa" : "en";
      expect(sidebar.left > article.left, `${where}: sidebar right of the article`).toBe(rtl);
      expect(toc.left < article.left, `${where}: table of contents left of the article`).toBe(rtl);
      expect(next.left < (article.left + article.right) / 2, `${where}: next page's link on the left half`).toBe(rtl);
    }
    expect(problems).toEqual([]);
    await english.close();
    await persian.close();
  });
});
