// Route chunks are built apart from the entry (see src/bundle/clientRuntime.ts) and import React, the theme
// and the components pages share by URL. In Chromium: a component that two pages and the home page import by
// three different paths runs on the page's React, and is one module for the whole visit.
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { Browser } from "playwright-core";
import { chromiumForFile, watchConsole } from "./chromium.js";
import { buildAndServe, openHydrated, type ServedSite } from "./site.js";
import { entryParts } from "../../src/shared/routeManifestEntry.js";

let site: ServedSite;
let browser: Browser;

beforeAll(async () => {
  [site, browser] = await Promise.all([buildAndServe("test/fixtures/browser-shared-modules", "/s/"), chromiumForFile()]);
});
afterAll(async () => {
  await browser?.close();
  await site?.close();
});

describe("modules pages share", () => {
  test("a component imported by several pages is one module on the page's React, across client navigation", async () => {
    const context = await browser.newContext();
    const page = await openHydrated(context, site.url("docs/intro"));
    const problems = watchConsole(page);
    const counter = page.locator(".fixture-counter");
    await expect.poll(() => counter.textContent()).toBe("this page 0, all pages 0");
    await counter.click();
    await counter.click();
    // React state works, so the component's hooks run on the same React that hydrated the page.
    await expect.poll(() => counter.textContent()).toBe("this page 2, all pages 2");

    await page.getByRole("link", { name: "the second page" }).click();
    await page.waitForURL(/\/docs\/deeper\/second$/);
    await expect.poll(() => page.locator("h1").textContent()).toBe("Second page");
    // A fresh component on a new page, reading the count its module kept from the first page.
    await expect.poll(() => counter.textContent()).toBe("this page 0, all pages 2");
    await counter.click();
    await expect.poll(() => counter.textContent()).toBe("this page 1, all pages 3");

    await page.goBack();
    await expect.poll(() => page.locator("h1").textContent()).toBe("First page");
    await expect.poll(() => counter.textContent()).toBe("this page 0, all pages 3");
    expect(await page.evaluate(() => (globalThis as { counterModuleLoads?: number }).counterModuleLoads)).toBe(1);
    expect(problems).toEqual([]);
    await context.close();
  });

  test("the page component imports the same copy as the docs pages", async () => {
    const context = await browser.newContext();
    const page = await openHydrated(context, site.url(""));
    const problems = watchConsole(page);
    const counter = page.locator(".fixture-counter");
    await counter.click();
    await expect.poll(() => counter.textContent()).toBe("this page 1, all pages 1");
    await page.getByRole("link", { name: "Read the docs" }).click();
    await expect.poll(() => page.locator("h1").textContent()).toBe("First page");
    await expect.poll(() => counter.textContent()).toBe("this page 0, all pages 1");
    expect(await page.evaluate(() => (globalThis as { counterModuleLoads?: number }).counterModuleLoads)).toBe(1);
    expect(problems).toEqual([]);
    await context.close();
  });

  test("a CommonJS package a page imports gets the page's React, loaded directly or by navigation", async () => {
    const context = await browser.newContext();
    const page = await openHydrated(context, site.url("docs/deeper/second"));
    const problems = watchConsole(page);
    const clicker = page.locator(".fixture-clicker");
    await clicker.click();
    await expect.poll(() => clicker.textContent()).toBe("clicked 1");

    const other = await openHydrated(context, site.url("docs/intro"));
    const otherProblems = watchConsole(other);
    await other.getByRole("link", { name: "the second page" }).click();
    await expect.poll(() => other.locator("h1").textContent()).toBe("Second page");
    await other.locator(".fixture-clicker").click();
    await expect.poll(() => other.locator(".fixture-clicker").textContent()).toBe("clicked 1");
    expect([...problems, ...otherProblems]).toEqual([]);
    await context.close();
  });

  test("a route's chunk imports the shared component by URL instead of carrying it", async () => {
    const manifest = await site.manifest();
    const chunk = await site.read(`assets/${entryParts(manifest["docs/intro"]!).chunk}`);
    expect(chunk).not.toContain("all pages");
    expect(chunk).toMatch(/from"\/s\/assets\/s\/\d+-Counter-[A-Z0-9]+\.js"/);
  });
});
