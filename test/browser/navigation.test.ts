// Client-side navigation on the built Ki site: hydration of the not-found page, chunk-first page swaps, scrolling,
// history, the progress bar, failed chunks, path forms and unknown paths.
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { chromiumForFile, watchConsole } from "./chromium.js";
import { buildAndServe, chunkUrl, openHydrated, scrollTo, waitForHydration, type ServedSite } from "./site.js";

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

/** A context without prefetching (Data Saver on), so each chunk is fetched only when the router asks for it. */
async function routerContext(): Promise<BrowserContext> {
  const context = await browser.newContext();
  await context.addInitScript(() => {
    Object.defineProperty(navigator, "connection", { value: { saveData: true, effectiveType: "4g" } });
  });
  return context;
}

/** Counts full page loads (document requests) from now on. */
function countDocumentLoads(page: Page): () => number {
  let count = 0;
  page.on("request", (request) => {
    if (request.resourceType() === "document" && request.frame() === page.mainFrame()) count++;
  });
  return () => count;
}

/** Clicks a link made on the spot (the page's own links move with its content), without scrolling to it. */
async function clickLinkTo(page: Page, href: string): Promise<void> {
  await page.evaluate((target) => {
    const link = document.createElement("a");
    link.href = target;
    link.textContent = "probe";
    document.getElementById("__main")!.append(link);
    link.click();
  }, href);
}

const heading = (page: Page) => page.locator("main h1").first().textContent();
const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

describe("an unknown path", () => {
  // Every route's own load is checked for console errors and hydration warnings by the sweep in
  // test/quality/accessibility.test.ts, which loads each one anyway.
  test("hydrates the not-found page with the 404 status as its only console error", async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const problems = watchConsole(page);
    await page.goto(site.url("no/such/page"), { waitUntil: "domcontentloaded" });
    await waitForHydration(page);
    // Chromium logs the status; nothing else may be logged.
    expect(problems).toEqual([expect.stringMatching(/^error: Failed to load resource: .* 404/)]);
    await context.close();
  });
});

/** The <head> tags that describe the page, as the document has them now. */
function headOf(page: Page) {
  return page.evaluate(() => {
    const value = (selector: string, attribute = "content") => document.head.querySelector(selector)?.getAttribute(attribute) ?? null;
    return {
      title: document.title,
      description: value('meta[name="description"]'),
      keywords: value('meta[name="keywords"]'),
      robots: value('meta[name="robots"]'),
      canonical: value('link[rel="canonical"]', "href"),
      ogTitle: value('meta[property="og:title"]'),
      ogDescription: value('meta[property="og:description"]'),
      ogUrl: value('meta[property="og:url"]'),
      ogType: value('meta[property="og:type"]'),
    };
  });
}

describe("the head after a client-side navigation", () => {
  test("describes the page shown, as a full load of it does", async () => {
    const context = await routerContext();
    const page = await openHydrated(context, site.url("docs/introduction"));
    const fresh = await context.newPage();
    const documentLoads = countDocumentLoads(page);
    // Keywords go and come back, an alias names its page as canonical, the not-found page is noindex.
    const steps = ["blog", "docs", "docs/installation", "docs/no-such-page", "blog/documentation-migration", "docs/modes"];
    const seen = new Set<string>();
    for (const step of steps) {
      await clickLinkTo(page, `${site.baseUrl}${step}`);
      await page.waitForURL(site.url(step));
      await fresh.goto(site.url(step));
      const expected = await headOf(fresh);
      await expect.poll(() => headOf(page), { message: step }).toEqual(expected);
      seen.add(JSON.stringify([expected.keywords !== null, expected.robots]));
    }
    // The walk did cover pages with and without keywords, and one that is not to be indexed.
    expect(seen).toContain(JSON.stringify([true, null]));
    expect(seen).toContain(JSON.stringify([false, null]));
    expect(seen).toContain(JSON.stringify([false, "noindex"]));
    expect(documentLoads()).toBe(0);
    await context.close();
  });
});

describe("clicking an internal link", () => {
  test("loads the next route's chunk while the current page stays, then swaps and scrolls to the top", async () => {
    const context = await routerContext();
    const page = await openHydrated(context, site.url("docs/introduction"));
    const problems = watchConsole(page);
    const documentLoads = countDocumentLoads(page);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let requested = false;
    await page.route(chunkUrl(site, manifest, "docs/installation"), async (route) => {
      requested = true;
      await held;
      await route.continue();
    });

    await scrollTo(page, 400);
    await clickLinkTo(page, `${site.baseUrl}docs/installation`);
    await expect.poll(() => requested).toBe(true);
    // The chunk is on its way: the old page is still there, at the same place.
    expect(await heading(page)).toBe("Introduction");
    expect(page.url()).toBe(site.url("docs/introduction"));
    expect(await scrollY(page)).toBe(400);

    release();
    await page.waitForURL(site.url("docs/installation"));
    await expect.poll(() => heading(page)).toBe("Installation");
    expect(await scrollY(page)).toBe(0);
    expect(await page.title()).toMatch(/^Installation \|/);
    expect(documentLoads()).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });

  test("scrolls to the element the hash names", async () => {
    const context = await routerContext();
    const page = await openHydrated(context, site.url("docs/introduction"));
    const html = await site.read("docs/installation/index.html");
    const ids = [...html.matchAll(/class="toc-link" href="#([^"]+)"/g)].map((m) => m[1]!);
    const id = ids[Math.floor(ids.length / 2)]!;

    await clickLinkTo(page, `${site.baseUrl}docs/installation#${id}`);
    await expect.poll(() => heading(page)).toBe("Installation");
    expect(await scrollY(page)).toBeGreaterThan(0);
    const top = await page.evaluate((target) => document.getElementById(target)!.getBoundingClientRect().top, id);
    // scroll-padding-top keeps the heading just below the sticky navbar.
    expect(top).toBeGreaterThanOrEqual(0);
    expect(top).toBeLessThan(100);
    await context.close();
  });

  test("does not scroll when only the query changes", async () => {
    const context = await routerContext();
    const page = await openHydrated(context, site.url("docs/introduction"));
    const documentLoads = countDocumentLoads(page);
    await scrollTo(page, 500);
    await clickLinkTo(page, "?tab=2");
    await page.waitForURL(`${site.url("docs/introduction")}?tab=2`);
    expect(await scrollY(page)).toBe(500);
    expect(await heading(page)).toBe("Introduction");
    expect(documentLoads()).toBe(0);
    await context.close();
  });
});

describe("back and forward", () => {
  test("restore the route, and the scroll position the reader left each page at, going back and forward", async () => {
    const context = await routerContext();
    const page = await openHydrated(context, site.url("docs/introduction"));
    const documentLoads = countDocumentLoads(page);
    await scrollTo(page, 600);
    await clickLinkTo(page, `${site.baseUrl}docs/installation`);
    await expect.poll(() => heading(page)).toBe("Installation");
    expect(await scrollY(page)).toBe(0);
    // Left by Back, not by a link: the position is the one saved while scrolling.
    await scrollTo(page, 400);
    await page.waitForTimeout(400);

    await page.evaluate(() => history.back());
    await expect.poll(() => heading(page)).toBe("Introduction");
    expect(page.url()).toBe(site.url("docs/introduction"));
    expect(await scrollY(page)).toBe(600);

    await page.evaluate(() => history.forward());
    await expect.poll(() => heading(page)).toBe("Installation");
    expect(page.url()).toBe(site.url("docs/installation"));
    expect(await scrollY(page)).toBe(400);
    expect(documentLoads()).toBe(0);
    await context.close();
  });

  test("a reload lands where the reader was", async () => {
    const context = await routerContext();
    const page = await openHydrated(context, site.url("docs/introduction"));
    await scrollTo(page, 500);
    await page.waitForTimeout(400);
    await page.reload();
    await waitForHydration(page);
    await expect.poll(() => scrollY(page)).toBe(500);
    await context.close();
  });
});

describe("the progress bar", () => {
  test("appears only once loading has taken over 200 ms, and goes with the swap", async () => {
    const context = await routerContext();
    const page = await context.newPage();
    await page.clock.install();
    await page.goto(site.url("docs/introduction"));
    await waitForHydration(page);
    // From here on, timers move only when the test moves the clock.
    await page.clock.pauseAt(Date.now() + 60_000);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let requested = false;
    await page.route(chunkUrl(site, manifest, "docs/installation"), async (route) => {
      requested = true;
      await held;
      await route.continue();
    });

    await clickLinkTo(page, `${site.baseUrl}docs/installation`);
    await expect.poll(() => requested).toBe(true);
    await page.clock.runFor(190);
    expect(await page.locator(".route-progress").count()).toBe(0);
    await page.clock.runFor(20);
    await page.locator(".route-progress").waitFor();
    const bar = await page.locator(".route-progress").evaluate((el) => {
      const box = el.getBoundingClientRect();
      return { top: box.top, height: box.height, position: getComputedStyle(el).position };
    });
    expect(bar).toEqual({ top: 0, height: 3, position: "fixed" });

    release();
    await expect.poll(() => heading(page)).toBe("Installation");
    expect(await page.locator(".route-progress").count()).toBe(0);
    await context.close();
  });

  test("never appears when the next route loads within 200 ms", async () => {
    const context = await routerContext();
    const page = await context.newPage();
    await page.clock.install();
    await page.goto(site.url("docs/introduction"));
    await waitForHydration(page);
    await page.clock.pauseAt(Date.now() + 60_000);
    await page.evaluate(() => {
      new MutationObserver(() => {
        if (document.querySelector(".route-progress")) document.documentElement.dataset.sawProgress = "";
      }).observe(document.body, { childList: true, subtree: true });
    });
    // With the clock stopped, the 200 ms timer cannot run out however slow the machine is.
    await clickLinkTo(page, `${site.baseUrl}docs/installation`);
    await expect.poll(() => heading(page)).toBe("Installation");
    expect(await page.evaluate(() => "sawProgress" in document.documentElement.dataset)).toBe(false);
    await context.close();
  });
});

describe("a route chunk that fails to load", () => {
  test("falls back to one full page load of the target, which offers a retry instead of looping", async () => {
    const context = await routerContext();
    const page = await openHydrated(context, site.url("docs/introduction"));
    const documentLoads = countDocumentLoads(page);
    const target = chunkUrl(site, manifest, "docs/installation");
    let chunkRequests = 0;
    await page.route(target, (route) => {
      chunkRequests++;
      return route.abort();
    });

    await clickLinkTo(page, `${site.baseUrl}docs/installation`);
    await page.waitForURL(site.url("docs/installation"));
    // The full load's own first render cannot load the chunk either: it says so and offers a retry.
    const alert = page.locator(".page-error[role=alert]");
    await alert.waitFor();
    expect(await alert.textContent()).toContain("This page's code could not be loaded");
    expect(await alert.locator("button").textContent()).toBe("Retry");
    // The server-rendered page is still there to read.
    expect(await heading(page)).toBe("Installation");
    await page.waitForLoadState("load");
    expect(documentLoads()).toBe(1);
    expect(chunkRequests).toBeGreaterThanOrEqual(2);

    // Retry reloads the page: with the chunk back, it hydrates.
    await page.unroute(target);
    await alert.locator("button").click();
    await waitForHydration(page);
    expect(await page.locator(".page-error").count()).toBe(0);
    expect(documentLoads()).toBe(2);
    await context.close();
  });
});

describe("paths", () => {
  test("/x.html and /x/index.html are the route /x", async () => {
    const context = await routerContext();
    const page = await openHydrated(context, site.url("docs/introduction.html"));
    const problems = watchConsole(page);
    const documentLoads = countDocumentLoads(page);
    expect(await heading(page)).toBe("Introduction");
    await clickLinkTo(page, `${site.baseUrl}docs/installation/index.html`);
    await expect.poll(() => heading(page)).toBe("Installation");
    await clickLinkTo(page, `${site.baseUrl}docs/introduction.html`);
    await expect.poll(() => heading(page)).toBe("Introduction");
    expect(documentLoads()).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });

  test("an unknown internal path renders the not-found page without a full load", async () => {
    const context = await routerContext();
    const page = await openHydrated(context, site.url("docs/introduction"));
    const documentLoads = countDocumentLoads(page);
    await clickLinkTo(page, `${site.baseUrl}docs/no-such-page`);
    await expect.poll(() => heading(page)).toBe("Page Not Found");
    expect(page.url()).toBe(site.url("docs/no-such-page"));
    expect(documentLoads()).toBe(0);
    await context.close();
  });
});
