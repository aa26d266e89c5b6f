import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { readFile } from "node:fs/promises";
import path from "node:path";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { chromiumForFile, watchConsole } from "../browser/chromium.js";
import { sitemapPaths, waitForHydration } from "../browser/site.js";
import { serveSite, type RunningServer } from "../../src/serve/serveSite.js";
import { loadAxeInEveryPage, runAxe, type AxeViolation } from "./axe.js";

let browser: Browser;
let server: RunningServer;
let routes: string[];
const NOT_FOUND_PAGE = "/ki-editor/404.html";

beforeAll(async () => {
  const dist = inject("kiDist");
  server = await serveSite({ dir: dist, baseUrl: "/ki-editor/", port: 0 });
  browser = await chromiumForFile();
  routes = [...sitemapPaths(await readFile(path.join(dist, "ki-editor/sitemap.xml"), "utf8")), NOT_FOUND_PAGE];
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/**
 * A context whose every page loads in light mode, with axe-core in it from the start. No stand-ins for other
 * hosts: the Ki site asks none for anything, and an image from elsewhere would fail as a console error here.
 */
async function lightModeContext(width: number): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  await context.addInitScript(() => localStorage.setItem("theme", "light"));
  await loadAxeInEveryPage(context);
  return context;
}

/**
 * Turns the page dark the way a choice made in another tab does (the storage event the site listens for), and
 * brings the colour transitions to their end, since axe reads the colours on screen. Returns the mode shown.
 */
async function switchToDarkMode(page: Page): Promise<string | undefined> {
  return page.evaluate(async () => {
    localStorage.setItem("theme", "dark");
    window.dispatchEvent(new StorageEvent("storage", { key: "theme", newValue: "dark", storageArea: localStorage }));
    // React re-renders what depends on the mode in its next frames; transitions start with that style change.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    // Finished at once rather than waited for: the same end colours, without 0.2 s of waiting a page (a
    // third of a second a switch with the frames around it, 26 s of the two sweeps alone).
    for (const animation of document.getAnimations()) if (animation instanceof CSSTransition) animation.finish();
    return document.documentElement.dataset.theme;
  });
}

const format = (route: string, violations: AxeViolation[]) =>
  violations.map((v) => `${route}: [${v.impact}] ${v.id} — ${v.help} — ${v.targets.slice(0, 3).join(", ")}`);

describe("every route, loaded once at each width", () => {
  for (const width of [1280, 375]) {
    // Every page is loaded and checked in both modes: a minute or more on a 2-core machine. The console is
    // watched in the same loads, rather than in a sweep of its own (which took 50 s of CI's suite).
    it(`hydrates with no console error or hydration warning, and has no axe violations in light and dark mode, at ${width} px`, { timeout: 300_000 }, async () => {
      const context = await lightModeContext(width);
      const page = await context.newPage();
      const logged = watchConsole(page);
      const problems: string[] = [];
      expect(routes.length).toBeGreaterThan(20);
      for (const route of routes) {
        await page.goto(new URL(route, server.url).href);
        // Every route of the sitemap must hydrate; the not-found page, loaded at its own file's path, need not.
        if (route === NOT_FOUND_PAGE) await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true" || document.title.includes("Not Found"));
        else await waitForHydration(page);
        problems.push(...format(`${route} (light)`, await runAxe(page)));
        // Dark mode in the same load, as a choice made in another tab brings it: half the page loads of one
        // load per mode.
        expect(await switchToDarkMode(page), route).toBe("dark");
        problems.push(...format(`${route} (dark)`, await runAxe(page)));
        problems.push(...logged.splice(0).map((message) => `${route}: ${message}`));
      }
      await context.close();
      expect(problems).toEqual([]);
    });
  }
});

describe("accessibility (axe-core)", () => {
  it("the open mobile menu has no violations in either mode", async () => {
    const problems: string[] = [];
    for (const theme of ["light", "dark"]) {
      const context = await browser.newContext({ viewport: { width: 375, height: 800 } });
      await context.addInitScript((mode) => localStorage.setItem("theme", mode), theme);
      const page = await context.newPage();
      await page.goto(new URL("/ki-editor/docs/normal-mode/core-movements", server.url).href);
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
      await page.locator("[data-navbar-menu-open]").first().click();
      await page.waitForTimeout(400);
      problems.push(...format(`mobile menu (${theme})`, await runAxe(page)));
      await context.close();
    }
    expect(problems).toEqual([]);
  });

  it("can fail in dark mode only: text too faint on the dark background is reported once the page is switched", async () => {
    const context = await lightModeContext(1280);
    const page = await context.newPage();
    await page.goto(new URL("/ki-editor/docs/introduction", server.url).href);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    await page.addStyleTag({ content: 'html[data-theme="dark"] main p { color: #333 !important; }' });
    expect((await runAxe(page)).map((v) => v.id)).not.toContain("color-contrast");
    expect(await switchToDarkMode(page)).toBe("dark");
    expect((await runAxe(page)).map((v) => v.id)).toContain("color-contrast");
    await context.close();
  });

  it("can fail: a low-contrast colour is reported", async () => {
    const page = await browser.newPage();
    await page.setContent(`<!DOCTYPE html><html lang="en"><head><title>t</title></head><body><main><h1>T</h1><p style="color:#bbb;background:#fff">Faint text</p></main></body></html>`);
    const violations = await runAxe(page);
    await page.close();
    expect(violations.map((v) => v.id)).toContain("color-contrast");
  });
});
