// Prefetching on the built Ki site: links in view and under the pointer fetch their route's chunk once;
// slow or metered connections and external links fetch nothing.
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { chromiumForFile } from "./chromium.js";
import { buildAndServe, chunkUrl, openHydrated, standInsForOtherHosts, type ServedSite } from "./site.js";

let site: ServedSite;
let browser: Browser;
let manifest: Awaited<ReturnType<ServedSite["manifest"]>>;

beforeAll(async () => {
  [site, browser] = await Promise.all([buildAndServe(), chromiumForFile()]);
  manifest = await site.manifest();
});
afterAll(async () => {
  await browser?.close();
  await site?.close();
});

/** The hrefs of the page's <link rel="prefetch"> elements, in order, duplicates kept. */
const prefetchLinks = (page: Page) =>
  page.evaluate(() => [...document.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')].map((link) => link.href));

/** Requests for route chunks (`assets/r/`) from now on, with how they were made. */
function watchChunkRequests(page: Page): { url: string; type: string }[] {
  const seen: { url: string; type: string }[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/assets/r/")) seen.push({ url: request.url(), type: request.resourceType() });
  });
  return seen;
}

/** Resolves once the page has been idle: the prefetcher starts observing links only then. */
const settle = (page: Page) =>
  page.evaluate(
    () => new Promise<void>((resolve) => requestIdleCallback(() => setTimeout(resolve, 100), { timeout: 2000 })),
  );

/** A context whose pages have no IntersectionObserver, so only pointer and touch can trigger a prefetch. */
async function pointerOnlyContext(init?: () => void): Promise<BrowserContext> {
  const context = await browser.newContext();
  await context.addInitScript(() => {
    delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
  });
  if (init) await context.addInitScript(init);
  return context;
}

describe("prefetching", () => {
  test("fetches the chunk of each link that scrolls into view, once per route, with <link rel=prefetch>", async () => {
    const context = await browser.newContext();
    const page = await openHydrated(context, site.url("docs/introduction"));
    // A link far below the fold, to a route no other link on the page leads to.
    const html = await site.read("docs/introduction/index.html");
    const key = Object.keys(manifest).find((k) => k.startsWith("blog/") && !html.includes(`href="${site.baseUrl}${k}"`))!;
    await page.evaluate((href) => {
      const link = document.createElement("a");
      link.href = href;
      link.textContent = "far below";
      link.style.cssText = "display:block;margin-top:3000px";
      document.getElementById("__main")!.append(link);
    }, site.baseUrl + key);
    await settle(page);
    // Both navbar targets are in view from the start; the far link is not.
    await expect.poll(() => prefetchLinks(page)).toContain(chunkUrl(site, manifest, "docs/tutorial"));
    expect(await prefetchLinks(page)).not.toContain(chunkUrl(site, manifest, key));

    await page.getByText("far below").scrollIntoViewIfNeeded();
    await expect.poll(() => prefetchLinks(page)).toContain(chunkUrl(site, manifest, key));
    // Scrolling past the same links again fetches nothing twice.
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
    await page.getByText("far below").scrollIntoViewIfNeeded();
    await settle(page);
    const links = await prefetchLinks(page);
    expect(new Set(links).size).toBe(links.length);
    // Never the page itself.
    expect(links).not.toContain(chunkUrl(site, manifest, "docs/introduction"));
    await context.close();
  });

  test("fetches the chunk of a link under the pointer, once", async () => {
    const context = await pointerOnlyContext();
    const page = await openHydrated(context, site.url("docs/introduction"));
    await settle(page);
    expect(await prefetchLinks(page)).toEqual([]);
    const blog = page.locator(`nav.navbar a[href="${site.baseUrl}blog"]`);
    await blog.hover();
    await expect.poll(() => prefetchLinks(page)).toEqual([chunkUrl(site, manifest, "blog")]);
    await page.mouse.move(0, 0);
    await blog.hover();
    await settle(page);
    expect(await prefetchLinks(page)).toEqual([chunkUrl(site, manifest, "blog")]);
    await context.close();
  });

  test("fetches the chunk of a link under a finger", async () => {
    const context = await pointerOnlyContext();
    const page = await openHydrated(context, site.url("docs/introduction"));
    await page.evaluate((href) => {
      const link = document.querySelector(`nav.navbar a[href="${href}"]`)!;
      link.dispatchEvent(new TouchEvent("touchstart", { bubbles: true }));
    }, `${site.baseUrl}blog`);
    await expect.poll(() => prefetchLinks(page)).toEqual([chunkUrl(site, manifest, "blog")]);
    await context.close();
  });

  test("uses a plain GET where the browser cannot prefetch", async () => {
    const context = await pointerOnlyContext(() => {
      const supports = DOMTokenList.prototype.supports;
      DOMTokenList.prototype.supports = function (token: string) {
        return token === "prefetch" ? false : supports.call(this, token);
      };
    });
    const page = await openHydrated(context, site.url("docs/introduction"));
    const requests = watchChunkRequests(page);
    await page.locator(`nav.navbar a[href="${site.baseUrl}blog"]`).hover();
    await expect.poll(() => requests).toEqual([{ url: chunkUrl(site, manifest, "blog"), type: "fetch" }]);
    expect(await prefetchLinks(page)).toEqual([]);
    await context.close();
  });

  for (const [name, connection] of [
    ["on 2G", { effectiveType: "slow-2g", saveData: false }],
    ["with Data Saver on", { effectiveType: "4g", saveData: true }],
  ] as const) {
    test(`fetches nothing ${name}`, async () => {
      const context = await browser.newContext();
      await context.addInitScript((value) => {
        Object.defineProperty(navigator, "connection", { value });
      }, connection);
      const page = await openHydrated(context, site.url("docs/introduction"));
      const requests = watchChunkRequests(page);
      await settle(page);
      await page.locator(`nav.navbar a[href="${site.baseUrl}blog"]`).hover();
      await page.locator("footer.footer").scrollIntoViewIfNeeded();
      await settle(page);
      expect(await prefetchLinks(page)).toEqual([]);
      expect(requests).toEqual([]);
      // Clicking still works: the chunk comes when it is needed.
      await page.locator(`nav.navbar a[href="${site.baseUrl}blog"]`).click();
      await page.waitForURL(site.url("blog"));
      expect(requests.map((r) => r.url)).toEqual([chunkUrl(site, manifest, "blog")]);
      await context.close();
    });
  }

  test("leaves external links alone: no prefetch, and they open normally in a new tab", async () => {
    const context = await pointerOnlyContext();
    // The new tab opens GitHub, which this machine cannot reach.
    await standInsForOtherHosts(context);
    const page = await openHydrated(context, site.url("docs/introduction"));
    const outside: string[] = [];
    page.on("request", (request) => {
      if (!request.url().startsWith(site.server.url)) outside.push(request.url());
    });
    const github = page.locator('nav.navbar a[href^="https://github.com/"]').first();
    await github.hover();
    await settle(page);
    expect(await prefetchLinks(page)).toEqual([]);
    expect(outside).toEqual([]);

    const [popup] = await Promise.all([context.waitForEvent("page"), github.click()]);
    await popup.waitForLoadState();
    expect(popup.url()).toMatch(/^https:\/\/github\.com\//);
    expect(page.url()).toBe(site.url("docs/introduction"));
    await context.close();
  });
});
