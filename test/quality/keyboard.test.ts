import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { chromiumForFile } from "../browser/chromium.js";
import { openHydrated } from "../browser/site.js";
import { serveSite, type RunningServer } from "../../src/serve/serveSite.js";

let browser: Browser;
let server: RunningServer;

beforeAll(async () => {
  server = await serveSite({ dir: inject("kiDist"), baseUrl: "/ki-editor/", port: 0 });
  browser = await chromiumForFile();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const url = (sitePath: string) => new URL(`/ki-editor/${sitePath}`, server.url).href;
const wide = { viewport: { width: 1280, height: 900 } };
const phone = { viewport: { width: 375, height: 800 } };

interface Focused {
  /** A short description of the focused element, for failure messages. */
  name: string;
  /** Whether it shows a focus ring: an outline with a style and a width, or a box shadow. */
  ring: boolean;
}

/** Describes the element that has focus now and whether its computed style draws a focus ring. */
function focusedNow(page: Page): Promise<Focused | null> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return null;
    const style = getComputedStyle(el);
    const outline = style.outlineStyle !== "none" && parseFloat(style.outlineWidth) > 0;
    const shadow = style.boxShadow !== "none" && style.boxShadow !== "";
    const label = el.getAttribute("aria-label") ?? el.textContent?.trim().slice(0, 40) ?? "";
    return { name: `<${el.tagName.toLowerCase()} class="${el.className}"> ${JSON.stringify(label)}`, ring: outline || shadow };
  });
}

/**
 * Presses Tab until the focused element matches `selector`, checking the focus ring of every element it passes
 * on the way; fails if the element is not reached within `limit` presses.
 */
async function tabTo(page: Page, selector: string, limit = 300): Promise<void> {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press("Tab");
    const focused = await focusedNow(page);
    if (focused) expect(focused.ring, `no visible focus ring on ${focused.name}`).toBe(true);
    if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return;
  }
  throw new Error(`${selector} was not reached with ${limit} presses of Tab`);
}

async function open(options: typeof wide, sitePath: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext(options);
  return { context, page: await openHydrated(context, url(sitePath)) };
}

describe("keyboard access", () => {
  it("every element Tab reaches on a docs page shows a focus ring, and Tab reaches each kind of control", { timeout: 120_000 }, async () => {
    const { context, page } = await open(wide, "docs/introduction");
    // The search box is disabled until its code loads, when the page is idle: on a loaded machine that came
    // after the walk below, and Tab rightly passed it by.
    await page.waitForFunction(() => document.querySelector(".navbar-search-input")?.hasAttribute("disabled") === false);
    const seen: Focused[] = [];
    const kinds = new Set<string>();
    for (let i = 0; i < 400; i++) {
      await page.keyboard.press("Tab");
      const focused = await focusedNow(page);
      if (!focused) break;
      if (seen.some((s) => s.name === focused.name) && (await page.evaluate(() => document.activeElement?.classList.contains("skip-link")))) break;
      seen.push(focused);
      const kind = await page.evaluate(() => {
        const el = document.activeElement!;
        const kinds: [string, string][] = [
          ["navbar link", "nav.navbar a"],
          ["colour-mode toggle", "nav.navbar [data-color-mode-toggle]"],
          ["search", ".navbar-search-input"],
          ["sidebar link", ".doc-sidebar a"],
          ["sidebar toggle", ".doc-sidebar [data-sidebar-toggle]"],
          ["toc link", ".doc-toc-container .toc-link"],
          ["announcement close", "[data-announcement-close]"],
        ];
        return kinds.find(([, s]) => el.matches(s))?.[0];
      });
      if (kind) kinds.add(kind);
    }
    expect(seen.filter((s) => !s.ring).map((s) => s.name)).toEqual([]);
    expect([...kinds].sort()).toEqual(
      ["announcement close", "colour-mode toggle", "navbar link", "search", "sidebar link", "sidebar toggle", "toc link"].sort(),
    );
    await context.close();
  });

  it("the colour-mode toggle switches with Enter and with Space", async () => {
    const { context, page } = await open(wide, "docs/introduction");
    const theme = () => page.evaluate(() => document.documentElement.dataset.theme);
    const before = await theme();
    await tabTo(page, "nav.navbar [data-color-mode-toggle]");
    await page.keyboard.press("Enter");
    const after = await theme();
    expect(after).not.toBe(before);
    await page.keyboard.press("Space");
    expect(await theme()).toBe(before);
    await context.close();
  });

  it("search: Ctrl+K focuses it, typing lists results, ArrowDown and Enter go to one", async () => {
    const { context, page } = await open(wide, "docs/introduction");
    await page.keyboard.press("Control+K");
    await expect.poll(() => page.evaluate(() => document.activeElement?.matches(".navbar-search-input"))).toBe(true);
    const focused = await focusedNow(page);
    expect(focused?.ring, `no visible focus ring on ${focused?.name}`).toBe(true);
    await page.keyboard.type("sticky column");
    const options = page.locator('[role="listbox"] [role="option"]');
    await expect.poll(() => options.count()).toBeGreaterThan(0);
    await page.keyboard.press("ArrowDown");
    const box = page.locator(".navbar-search-input");
    const target = await page.locator(`[id="${await box.getAttribute("aria-activedescendant")}"]`).getAttribute("href");
    expect(target).toMatch(/^\/ki-editor\//);
    await page.keyboard.press("Enter");
    await page.waitForURL((u) => u.pathname + u.hash === target);
    await context.close();
  });

  it("a sidebar category's toggle collapses and expands it with Enter and Space", async () => {
    const { context, page } = await open(wide, "docs/introduction");
    const toggle = ".doc-sidebar-container [data-sidebar-toggle]";
    await tabTo(page, toggle);
    const expanded = () => page.evaluate(() => document.activeElement!.getAttribute("aria-expanded"));
    const before = await expanded();
    await page.keyboard.press("Enter");
    await expect.poll(expanded).not.toBe(before);
    await page.keyboard.press("Space");
    await expect.poll(expanded).toBe(before);
    await context.close();
  });

  it("the mobile menu opens with Enter, its links take Tab, and Escape closes it", async () => {
    const { context, page } = await open(phone, "docs/introduction");
    const isOpen = () => page.locator(".navbar-sidebar").evaluate((el) => el.classList.contains("is-open"));
    await tabTo(page, "[data-navbar-menu-open]");
    await page.keyboard.press("Enter");
    await expect.poll(isOpen).toBe(true);
    await tabTo(page, ".navbar-sidebar a", 30);
    await page.keyboard.press("Escape");
    await expect.poll(isOpen).toBe(false);
    await context.close();
  });

  it("the announcement bar's close button dismisses it with Enter", async () => {
    const { context, page } = await open(wide, "docs/introduction");
    await tabTo(page, "[data-announcement-close]");
    await page.keyboard.press("Enter");
    await expect.poll(() => page.locator(".announcement-bar").isVisible()).toBe(false);
    await context.close();
  });

  it("a TOC link moves to its heading with Enter", { timeout: 60_000 }, async () => {
    const { context, page } = await open(wide, "docs/introduction");
    await tabTo(page, ".doc-toc-container .toc-link");
    const href = (await page.evaluate(() => document.activeElement!.getAttribute("href")))!;
    await page.keyboard.press("Enter");
    await expect.poll(() => page.evaluate(() => location.hash)).toBe(href);
    const heading = page.locator(`[id="${decodeURIComponent(href.slice(1))}"]`);
    // The heading ends up near the top of the viewport (under the sticky navbar), wherever it was before.
    await expect.poll(() => heading.evaluate((h) => Math.round(h.getBoundingClientRect().top)), { timeout: 5_000 }).toBeLessThan(200);
    await context.close();
  });

  it("can fail: a button styled with outline: none and no box shadow is reported", async () => {
    const page = await browser.newPage();
    await page.setContent(
      `<!DOCTYPE html><html lang="en"><head><title>t</title><style>button:focus,button:focus-visible{outline:none;box-shadow:none}</style></head><body><button>Go</button></body></html>`,
    );
    await page.keyboard.press("Tab");
    const focused = await focusedNow(page);
    await page.close();
    expect(focused).toEqual({ name: '<button class=""> "Go"', ring: false });
  });
});
