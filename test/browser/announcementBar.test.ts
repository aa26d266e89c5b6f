// The announcement bar of the Ki site: shown until closed, the dismissal stored with the bar's id, hidden
// before the first paint on later visits, and shown again for a bar with another id.
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { chromiumForFile, watchConsole } from "./chromium.js";
import { buildAndServe, openHydrated, probeBefore, type ServedSite } from "./site.js";

let site: ServedSite;
let browser: Browser;

beforeAll(async () => {
  [site, browser] = await Promise.all([buildAndServe(), chromiumForFile()]);
});
afterAll(async () => {
  await browser?.close();
  await site?.close();
});

const barShown = (page: Page) => page.locator(".announcement-bar").isVisible();
const stored = (page: Page) =>
  page.evaluate(() => [localStorage.getItem("docusaurus.announcement.dismiss"), localStorage.getItem("docusaurus.announcement.id")]);

/** Records, from a script at the end of <body> that runs before any module script, whether the bar is displayed. */
async function probeBarAtParse(page: Page): Promise<void> {
  await probeBefore(
    page,
    '<script id="__edsite_data"',
    "window.__barAtParse=getComputedStyle(document.querySelector('.announcement-bar')).display",
  );
}
const barAtParse = (page: Page) => page.evaluate(() => (window as unknown as { __barAtParse: string }).__barAtParse);

async function contextWithDismissal(id: string): Promise<BrowserContext> {
  const context = await browser.newContext();
  await context.addInitScript((barId) => {
    localStorage.setItem("docusaurus.announcement.dismiss", "true");
    localStorage.setItem("docusaurus.announcement.id", barId);
  }, id);
  return context;
}

describe("the announcement bar", () => {
  test("shows until closed, and closing stores the dismissal with the bar's id", async () => {
    const context = await browser.newContext();
    const page = await openHydrated(context, site.url("docs/introduction"));
    const problems = watchConsole(page);
    const id = await page.locator(".announcement-bar").getAttribute("data-announcement-id");
    expect(id).toBeTruthy();
    expect(await barShown(page)).toBe(true);
    expect(await stored(page)).toEqual([null, null]);

    await page.locator("[data-announcement-close]").click();
    expect(await barShown(page)).toBe(false);
    expect(await stored(page)).toEqual(["true", id]);
    // It stays closed on the next page, and after a full load.
    await page.locator(`nav.navbar a[href="${site.baseUrl}blog"]`).click();
    await page.waitForURL(site.url("blog"));
    expect(await barShown(page)).toBe(false);
    await page.reload();
    await page.waitForSelector('html[data-hydrated="true"]', { state: "attached" });
    expect(await barShown(page)).toBe(false);
    expect(problems).toEqual([]);
    await context.close();
  });

  test("a dismissed bar is hidden before the first paint, so nothing shifts", async () => {
    const id = /data-announcement-id="([^"]+)"/.exec(await site.read("index.html"))![1]!;
    const context = await contextWithDismissal(id);
    const page = await context.newPage();
    await probeBarAtParse(page);
    await page.goto(site.url("docs/introduction"));
    expect(await barAtParse(page)).toBe("none");
    // The navbar sits at the very top from the start.
    expect(await page.locator("nav.navbar").evaluate((nav) => nav.getBoundingClientRect().top)).toBe(0);
    await context.close();
  });

  test("a bar with a new id shows again to visitors who closed an older one", async () => {
    const context = await contextWithDismissal("an-older-announcement");
    const page = await context.newPage();
    await probeBarAtParse(page);
    await page.goto(site.url("docs/introduction"));
    expect(await barAtParse(page)).not.toBe("none");
    await page.waitForSelector('html[data-hydrated="true"]', { state: "attached" });
    expect(await barShown(page)).toBe(true);
    await context.close();
  });
});
