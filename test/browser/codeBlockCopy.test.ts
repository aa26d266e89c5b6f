// The copy button of code blocks on the built Ki site: one per block and none on inline code, reachable by
// keyboard, copying the code alone, announced to screen readers, there after a client-side navigation, and
// absent without JavaScript.
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { Browser, BrowserContext } from "playwright-core";
import { chromiumForFile, watchConsole } from "./chromium.js";
import { buildAndServe, openHydrated, type ServedSite } from "./site.js";

let site: ServedSite;
let browser: Browser;

beforeAll(async () => {
  [site, browser] = await Promise.all([buildAndServe(), chromiumForFile()]);
});
afterAll(async () => {
  await browser?.close();
  await site?.close();
});

async function clipboardContext(): Promise<BrowserContext> {
  const context = await browser.newContext();
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: new URL(site.url()).origin });
  return context;
}

describe("the copy button of a code block", () => {
  test("is on every block and on no inline code, reachable by keyboard, and copies the code alone", async () => {
    const context = await clipboardContext();
    const page = await openHydrated(context, site.url("docs/installation"));
    const problems = watchConsole(page);
    const blocks = await page.locator(".markdown figure.code-block").count();
    expect(blocks).toBeGreaterThan(2);
    expect(await page.locator(".markdown figure.code-block > button.code-block-copy").count()).toBe(blocks);
    expect(await page.locator(".markdown :not(pre) > code button, .markdown p .code-block-copy").count()).toBe(0);

    const button = page.locator(".markdown figure.code-block").nth(2).locator("button.code-block-copy");
    expect(await button.getAttribute("aria-label")).toBe("Copy code to clipboard");
    // Line numbers, when a block has them, are the theme's CSS counters: the text copied is the code's alone.
    await button.focus();
    expect(await page.evaluate(() => document.activeElement?.className)).toBe("code-block-copy");
    await page.keyboard.press("Enter");
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe("git clone https://github.com/ki-editor/ki-editor.git\ncd ki-editor\ncargo install --locked --path .");
    expect(await button.textContent()).toBe("Copied");
    expect(await page.locator(".markdown figure.code-block").nth(2).locator("[role=status]").textContent()).toBe("Copied");
    await expect.poll(() => button.textContent(), { timeout: 4000 }).toBe("Copy");
    expect(problems).toEqual([]);
    await context.close();
  });

  test("comes with the page after a client-side navigation", async () => {
    const context = await clipboardContext();
    const page = await openHydrated(context, site.url("docs/introduction"));
    await page.evaluate((href) => {
      const link = document.createElement("a");
      link.href = href;
      document.body.append(link);
      link.click();
    }, new URL(site.url("docs/installation")).pathname);
    await page.waitForURL(site.url("docs/installation"));
    await expect.poll(() => page.locator(".markdown figure.code-block > button.code-block-copy").count()).toBeGreaterThan(2);
    await context.close();
  });

  test("is not there without JavaScript, where it could not work", async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(site.url("docs/installation"));
    expect(await page.locator(".markdown figure.code-block").count()).toBeGreaterThan(2);
    expect(await page.locator("button.code-block-copy").count()).toBe(0);
    await context.close();
  });
});
