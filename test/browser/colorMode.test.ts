// The colour mode: default, toggle and storage, the inline head script before the first paint, other tabs,
// the system preference (a fixture site with colorMode.respectPrefersColorScheme on), and a broken storage.
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { Browser, ConsoleMessage, Page } from "playwright-core";
import { chromiumForFile, watchConsole } from "./chromium.js";
import { buildAndServe, openHydrated, probeBefore, type ServedSite } from "./site.js";

let ki: ServedSite;
let prefersDark: ServedSite;
let browser: Browser;

beforeAll(async () => {
  [ki, prefersDark, browser] = await Promise.all([
    buildAndServe(),
    buildAndServe("test/fixtures/browser-prefers-dark", "/s/"),
    chromiumForFile(),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await Promise.all([ki?.close(), prefersDark?.close()]);
});

const theme = (page: Page) => page.evaluate(() => document.documentElement.dataset.theme);
const saved = (page: Page) => page.evaluate(() => localStorage.getItem("theme"));
const toggleLabels = (page: Page) =>
  page.locator("[data-color-mode-toggle]").evaluateAll((buttons) => buttons.map((b) => b.getAttribute("aria-label")));

describe("the colour toggle", () => {
  test("starts light, switches light/dark and saves the choice in localStorage 'theme'", async () => {
    const context = await browser.newContext();
    const page = await openHydrated(context, ki.url("docs/introduction"));
    const problems = watchConsole(page);
    expect(await theme(page)).toBe("light");
    expect(await saved(page)).toBeNull();

    await page.locator("nav.navbar [data-color-mode-toggle]").click();
    expect(await theme(page)).toBe("dark");
    expect(await saved(page)).toBe("dark");
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).not.toBe("rgb(255, 255, 255)");
    // The mobile menu's toggle shows the same mode.
    expect(await toggleLabels(page)).toEqual([expect.stringContaining("dark mode"), expect.stringContaining("dark mode")]);

    await page.locator("nav.navbar [data-color-mode-toggle]").click();
    expect(await theme(page)).toBe("light");
    expect(await saved(page)).toBe("light");
    expect(problems).toEqual([]);
    await context.close();
  });

  test("printing from dark mode gives the light palette, with external links' URLs written out", async () => {
    const context = await browser.newContext();
    await context.addInitScript(() => localStorage.setItem("theme", "dark"));
    const page = await openHydrated(context, ki.url("docs/introduction"));
    expect(await theme(page)).toBe("dark");
    await page.emulateMedia({ media: "print" });
    const printed = await page.evaluate(() => {
      const channel = (c: number) => (c / 255 <= 0.03928 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4);
      const luminance = (rgb: string) => {
        const [r, g, b] = rgb.match(/\d+/g)!.map(Number);
        return 0.2126 * channel(r!) + 0.7152 * channel(g!) + 0.0722 * channel(b!);
      };
      const paragraph = document.querySelector(".markdown p")!;
      const external = document.querySelector('.markdown a[href^="https://"]')!;
      const text = luminance(getComputedStyle(paragraph).color);
      return {
        body: getComputedStyle(document.body).backgroundColor,
        contrast: (1.05) / (text + 0.05),
        after: getComputedStyle(external, "::after").content,
        href: external.getAttribute("href"),
      };
    });
    expect(["rgb(255, 255, 255)", "rgba(0, 0, 0, 0)"]).toContain(printed.body);
    expect(printed.contrast).toBeGreaterThanOrEqual(7);
    expect(printed.after).toBe(`" (${printed.href})"`);
    await context.close();
  });

  test("the head script applies the saved mode before any other script and before the first paint", async () => {
    const context = await browser.newContext();
    await context.addInitScript(() => localStorage.setItem("theme", "dark"));
    const page = await context.newPage();
    // Runs right after the inline head script, before the stylesheet, the body and the module scripts.
    await probeBefore(
      page,
      '<link rel="stylesheet"',
      "window.__probe={theme:document.documentElement.dataset.theme,body:!!document.body,runtime:document.documentElement.dataset.hydrated}",
    );
    await page.goto(ki.url("docs/introduction"));
    expect(await page.evaluate(() => (window as unknown as { __probe: unknown }).__probe)).toEqual({
      theme: "dark",
      body: false,
      runtime: undefined,
    });
    await page.waitForSelector('html[data-hydrated="true"]', { state: "attached" });
    expect(await theme(page)).toBe("dark");
    expect(await toggleLabels(page)).toEqual([expect.stringContaining("dark mode"), expect.stringContaining("dark mode")]);
    await context.close();
  });

  test("a change in one tab applies in every other open tab", async () => {
    const context = await browser.newContext();
    const first = await openHydrated(context, ki.url("docs/introduction"));
    const second = await openHydrated(context, ki.url("blog"));
    await first.locator("nav.navbar [data-color-mode-toggle]").click();
    await expect.poll(() => theme(second)).toBe("dark");
    expect(await toggleLabels(second)).toEqual([expect.stringContaining("dark mode"), expect.stringContaining("dark mode")]);
    await second.locator("nav.navbar [data-color-mode-toggle]").click();
    await expect.poll(() => theme(first)).toBe("light");
    await context.close();
  });
});

describe("the system's preference", () => {
  test("is ignored when colorMode.respectPrefersColorScheme is off", async () => {
    const context = await browser.newContext({ colorScheme: "dark" });
    const page = await openHydrated(context, ki.url());
    expect(await theme(page)).toBe("light");
    await context.close();
  });

  test("is followed when the option is on and nothing is saved, also when it changes", async () => {
    const context = await browser.newContext({ colorScheme: "dark" });
    const page = await openHydrated(context, prefersDark.url());
    expect(await theme(page)).toBe("dark");
    await page.emulateMedia({ colorScheme: "light" });
    await expect.poll(() => theme(page)).toBe("light");
    await context.close();
  });

  test("gives way to a saved choice", async () => {
    const context = await browser.newContext({ colorScheme: "dark" });
    await context.addInitScript(() => localStorage.setItem("theme", "light"));
    const page = await openHydrated(context, prefersDark.url());
    expect(await theme(page)).toBe("light");
    await page.emulateMedia({ colorScheme: "light" });
    await page.emulateMedia({ colorScheme: "dark" });
    expect(await theme(page)).toBe("light");
    await context.close();
  });
});

describe("when localStorage throws", () => {
  test("warns once, treats storage as empty, and the site still works", async () => {
    const context = await browser.newContext();
    await context.addInitScript(() => {
      localStorage.setItem("theme", "dark"); // must be ignored: storage counts as empty
      const blocked = () => {
        throw new DOMException("The operation is insecure.", "SecurityError");
      };
      Storage.prototype.getItem = blocked;
      Storage.prototype.setItem = blocked;
    });
    const page = await context.newPage();
    const warnings: string[] = [];
    page.on("console", (message: ConsoleMessage) => {
      if (message.type() === "warning") warnings.push(message.text());
    });
    const problems = watchConsole(page);
    await page.goto(ki.url("docs/introduction"));
    await page.waitForSelector('html[data-hydrated="true"]', { state: "attached" });
    expect(await theme(page)).toBe("light");

    // The toggle works in memory.
    await page.locator("nav.navbar [data-color-mode-toggle]").click();
    expect(await theme(page)).toBe("dark");
    await page.locator("nav.navbar [data-color-mode-toggle]").click();
    expect(await theme(page)).toBe("light");
    // Navigation works.
    await page.locator(`nav.navbar a[href="${ki.baseUrl}blog"]`).click();
    await page.waitForURL(ki.url("blog"));
    await page.locator(".announcement-bar-close").click();
    expect(await page.locator(".announcement-bar").count()).toBe(0);
    await page.locator(`nav.navbar a[href="${ki.baseUrl}docs/tutorial"]`).click();
    await expect.poll(() => page.locator("main h1").first().textContent()).toMatch(/tutorial/i);

    expect(warnings).toEqual([expect.stringContaining("localStorage is unavailable")]);
    expect(problems).toEqual([]);
    await context.close();
  });
});
