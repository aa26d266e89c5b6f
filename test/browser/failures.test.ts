// When things go wrong in the browser: a page that throws while rendering (a fixture page that crashes only
// in the browser), a page whose own chunk cannot load, and a site served under the wrong base path.
import path from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { Browser, Page } from "playwright-core";
import { serveSite } from "../../src/serve/serveSite.js";
import { chromiumForFile } from "./chromium.js";
import { buildAndServe, chunkUrl, openHydrated, type ServedSite } from "./site.js";

let site: ServedSite;
let browser: Browser;

beforeAll(async () => {
  [site, browser] = await Promise.all([buildAndServe("test/fixtures/browser-crash", "/s/"), chromiumForFile()]);
});
afterAll(async () => {
  await browser?.close();
  await site?.close();
});

const setCrash = (page: Page, on: boolean) =>
  page.evaluate((value) => ((window as unknown as { __edsiteCrash: boolean }).__edsiteCrash = value), on);

async function expectCrashScreen(page: Page): Promise<void> {
  const screen = page.locator(".page-error[role=alert]");
  await screen.waitFor();
  expect(await screen.locator("h1").textContent()).toBe("This page crashed.");
  expect(await screen.locator("button").textContent()).toBe("Try again");
  expect(await screen.locator("li").allTextContents()).toEqual(["The widget broke", "Its data was missing", "the server said no"]);
  expect(await page.title()).toBe("Page Error");
  // The rest of the site still works around it.
  expect(await page.locator("nav.navbar").isVisible()).toBe(true);
}

describe("a page that throws while rendering", () => {
  test("on its first load shows the error and its causes, and 'Try again' renders it anew", async () => {
    const context = await browser.newContext();
    await context.addInitScript(() => ((window as unknown as { __edsiteCrash: boolean }).__edsiteCrash = true));
    const page = await context.newPage();
    await page.goto(site.url("crash"));
    await expectCrashScreen(page);

    await setCrash(page, false);
    await page.getByRole("button", { name: "Try again" }).click();
    await page.getByText("All fine.").waitFor();
    expect(await page.locator(".page-error").count()).toBe(0);
    expect(await page.title()).toBe("Crash | Scenario");
    await context.close();
  });

  test("after client-side navigation shows the error too, and the site keeps navigating", async () => {
    const context = await browser.newContext();
    const page = await openHydrated(context, site.url());
    await setCrash(page, true);
    await page.getByText("The page that may crash").click();
    await page.waitForURL(site.url("crash"));
    await expectCrashScreen(page);

    await page.evaluate(() => history.back());
    await page.getByRole("heading", { name: "Crash fixture" }).waitFor();
    expect(await page.locator(".page-error").count()).toBe(0);
    await context.close();
  });
});

describe("a page whose own chunk cannot load on its first load", () => {
  test("keeps the server's page and offers 'Retry' with the error", async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const target = chunkUrl(site, await site.manifest(), "crash");
    await page.route(target, (route) => route.abort());
    await page.goto(site.url("crash"));
    const alert = page.locator(".page-error[role=alert]");
    await alert.waitFor();
    expect(await alert.locator("p").textContent()).toMatch(/^This page's code could not be loaded: .+/);
    expect(await alert.getByRole("button").textContent()).toBe("Retry");
    expect(await page.getByText("All fine.").isVisible()).toBe(true);

    await page.unroute(target);
    await alert.getByRole("button").click();
    await page.waitForSelector('html[data-hydrated="true"]', { state: "attached" });
    expect(await page.locator(".page-error").count()).toBe(0);
    await context.close();
  });
});

describe("a site served under the wrong base path", () => {
  test("says so on the home page, naming the configured base path and the one it was served from", async () => {
    // The site's own folder served at the root: every script and stylesheet URL (under /s/) misses.
    const wrong = await serveSite({ dir: path.join(site.outDir, "s"), baseUrl: "/", port: 0 });
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(wrong.url);
    const banner = page.locator(".base-url-warning[role=alert]");
    await banner.waitFor();
    const text = await banner.textContent();
    expect(text).toContain("did not load properly");
    expect(text).toContain("base path /s/");
    expect(text).toContain("served from /.");
    await context.close();
    await wrong.close();
  });

  test("says so on a deep link too, naming the path the site was served from", async () => {
    const wrong = await serveSite({ dir: path.join(site.outDir, "s"), baseUrl: "/", port: 0 });
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(new URL("docs/intro", wrong.url).href);
    const banner = page.locator(".base-url-warning[role=alert]");
    await banner.waitFor();
    const text = await banner.textContent();
    expect(text).toContain("base path /s/");
    expect(text).toContain("served from /.");
    expect(await page.locator("article, main").count()).toBeGreaterThan(0);
    await context.close();
    await wrong.close();
  });

  test("says nothing on a page whose own chunk fails while the runtime loaded", async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const manifest = await site.manifest();
    await page.route(chunkUrl(site, manifest, "docs/intro"), (route) => route.abort());
    await page.goto(site.url("docs/intro"));
    await page.waitForLoadState("load");
    await page.waitForTimeout(200);
    expect(await page.locator(".base-url-warning").count()).toBe(0);
    await context.close();
  });

  test("says nothing when the base path is right", async () => {
    const context = await browser.newContext();
    const page = await openHydrated(context, site.url());
    await page.waitForLoadState("load");
    expect(await page.locator(".base-url-warning").count()).toBe(0);
    await context.close();
  });
});
