// The navbar: fixed at the top, hiding on scroll (a fixture with navbar.hideOnScroll), the mobile menu of
// narrow screens (with JavaScript and without), and the skip link before it.
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { Browser, Page } from "playwright-core";
import { chromiumForFile, watchConsole } from "./chromium.js";
import { buildAndServe, openHydrated, scrollTo, type ServedSite } from "./site.js";

let ki: ServedSite;
let hiding: ServedSite;
let browser: Browser;

beforeAll(async () => {
  [ki, hiding, browser] = await Promise.all([
    buildAndServe(),
    buildAndServe("test/fixtures/browser-hide-on-scroll", "/s/"),
    chromiumForFile(),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await Promise.all([ki?.close(), hiding?.close()]);
});

const navbarHidden = (page: Page) => page.locator("nav.navbar").evaluate((nav) => nav.classList.contains("navbar--hidden"));
const navbarTop = (page: Page) => page.locator("nav.navbar").evaluate((nav) => nav.getBoundingClientRect().top);

describe("the navbar", () => {
  test("stays fixed at the top while the page scrolls", async () => {
    const context = await browser.newContext();
    const page = await openHydrated(context, ki.url("docs/introduction"));
    for (const y of [300, 1200, 600]) {
      await scrollTo(page, y);
      expect(await navbarTop(page)).toBe(0);
      expect(await navbarHidden(page)).toBe(false);
    }
    await context.close();
  });

  test("with navbar.hideOnScroll, hides while scrolling down and shows when scrolling up or near the top", async () => {
    const context = await browser.newContext();
    const page = await openHydrated(context, hiding.url("docs/intro"));
    expect(await page.locator("nav.navbar").getAttribute("data-hide-on-scroll")).toBe("");
    await scrollTo(page, 400);
    await scrollTo(page, 900);
    expect(await navbarHidden(page)).toBe(true);
    // Out of sight once the slide is over.
    await expect.poll(() => page.locator("nav.navbar").evaluate((nav) => nav.getBoundingClientRect().bottom)).toBeLessThanOrEqual(0);

    await scrollTo(page, 700);
    expect(await navbarHidden(page)).toBe(false);
    await scrollTo(page, 1500);
    expect(await navbarHidden(page)).toBe(true);
    await scrollTo(page, 20);
    expect(await navbarHidden(page)).toBe(false);
    await context.close();
  });
});

describe("the mobile menu, at 996 px and narrower", () => {
  const narrow = { viewport: { width: 800, height: 900 } };
  const menuOpen = (page: Page) =>
    page.evaluate(() => ({
      html: document.documentElement.classList.contains("navbar-sidebar-open"),
      sidebar: document.querySelector(".navbar-sidebar")!.classList.contains("is-open"),
      expanded: document.querySelector("[data-navbar-menu-open]")!.getAttribute("aria-expanded"),
      bodyOverflow: getComputedStyle(document.body).overflow,
    }));
  const closed = { html: false, sidebar: false, expanded: "false", bodyOverflow: "visible" };
  const open = { html: true, sidebar: true, expanded: "true", bodyOverflow: "hidden" };

  test("opens with the navbar's items and locks the page's scrolling", async () => {
    const context = await browser.newContext(narrow);
    const page = await openHydrated(context, ki.url("blog"));
    const problems = watchConsole(page);
    expect(await menuOpen(page)).toEqual(closed);
    await page.locator("[data-navbar-menu-open]").click();
    expect(await menuOpen(page)).toEqual(open);
    const primary = page.locator(".navbar-sidebar-primary");
    await primary.waitFor({ state: "visible" });
    expect(await primary.locator("a").allTextContents()).toEqual(
      expect.arrayContaining(["Docs", "Tutorial", "Blog", expect.stringContaining("GitHub")]),
    );
    expect(await page.locator("[data-navbar-back]").count()).toBe(0);
    await page.locator("[data-navbar-menu-close].navbar-sidebar-close").click();
    expect(await menuOpen(page)).toEqual(closed);
    expect(problems).toEqual([]);
    await context.close();
  });

  test("on docs pages opens on the docs sidebar, with a way back to the main menu", async () => {
    const context = await browser.newContext(narrow);
    const page = await openHydrated(context, ki.url("docs/introduction"));
    await page.locator("[data-navbar-menu-open]").click();
    const secondary = page.locator(".navbar-sidebar-secondary");
    await secondary.waitFor({ state: "visible" });
    expect(await secondary.locator(".doc-sidebar a[aria-current=page]").textContent()).toBe("Introduction");
    expect(await page.locator(".navbar-sidebar-primary").isVisible()).toBe(false);
    const back = page.locator("[data-navbar-back]");
    expect((await back.textContent())?.replace(/\s+/g, " ")).toBe("← Back to main menu");

    await back.click();
    await page.locator(".navbar-sidebar-primary").waitFor({ state: "visible" });
    expect(await secondary.isVisible()).toBe(false);
    expect(await page.locator(".navbar-sidebar").evaluate((el) => el.classList.contains("navbar-sidebar--show-secondary"))).toBe(false);
    await context.close();
  });

  test("closes when a link is chosen", async () => {
    const context = await browser.newContext(narrow);
    const page = await openHydrated(context, ki.url("docs/introduction"));
    await page.locator("[data-navbar-menu-open]").click();
    await page.locator(`.navbar-sidebar-secondary a[href="${ki.baseUrl}docs/installation"]`).click();
    await page.waitForURL(ki.url("docs/installation"));
    expect(await menuOpen(page)).toEqual(closed);
    await expect.poll(() => page.locator(".navbar-sidebar").isVisible()).toBe(false);
    await context.close();
  });

  test("closes when the window widens past 996 px", async () => {
    const context = await browser.newContext(narrow);
    const page = await openHydrated(context, ki.url("docs/introduction"));
    await page.locator("[data-navbar-menu-open]").click();
    expect(await menuOpen(page)).toEqual(open);
    await page.setViewportSize({ width: 1200, height: 900 });
    await expect.poll(() => menuOpen(page)).toEqual(closed);
    expect(await page.locator("[data-navbar-menu-open]").isVisible()).toBe(false);
    await context.close();
  });

  test("closes with Escape", async () => {
    const context = await browser.newContext(narrow);
    const page = await openHydrated(context, ki.url("blog"));
    await page.locator("[data-navbar-menu-open]").click();
    await page.keyboard.press("Escape");
    expect(await menuOpen(page)).toEqual(closed);
    await context.close();
  });
});

describe("a phone without JavaScript, at 400 px", () => {
  const phone = { viewport: { width: 400, height: 800 }, javaScriptEnabled: false };
  const menu = (page: Page) => page.locator("#navbar-sidebar");
  const onScreen = async (page: Page, selector: string) => {
    const box = await page.locator(selector).first().boundingBox();
    return box !== null && box.x + box.width > 0 && box.x < 400 && (await page.locator(selector).first().isVisible());
  };

  test("the menu button opens the menu with the navbar's links, and its close button closes it", async () => {
    const context = await browser.newContext(phone);
    const page = await context.newPage();
    await page.goto(ki.url("blog"));
    expect(await onScreen(page, "#navbar-sidebar a.menu-link")).toBe(false);
    await page.getByRole("link", { name: "Open the navigation menu" }).click();
    await expect.poll(() => onScreen(page, '#navbar-sidebar a.menu-link[href="/ki-editor/blog"]')).toBe(true);
    expect(await menu(page).locator("a.menu-link").evaluateAll((links) => links.map((a) => a.textContent))).toEqual(
      expect.arrayContaining(["Docs", "Tutorial", "Blog"]),
    );
    await menu(page).getByRole("link", { name: "Close the navigation menu" }).click();
    await expect.poll(() => menu(page).evaluate((nav) => getComputedStyle(nav).visibility)).toBe("hidden");
    await context.close();
  });

  test("on a docs page, the menu leads to the docs sidebar, whose links work", async () => {
    const context = await browser.newContext(phone);
    const page = await context.newPage();
    await page.goto(ki.url("docs/installation"));
    await page.getByRole("link", { name: "Open the navigation menu" }).click();
    const toSidebar = menu(page).getByRole("link", { name: "Docs sidebar" });
    await expect.poll(() => toSidebar.isVisible()).toBe(true);
    await toSidebar.click();
    await expect.poll(() => menu(page).evaluate((nav) => getComputedStyle(nav).visibility)).toBe("hidden");
    const link = page.locator('.doc-sidebar-container a[href="/ki-editor/docs/introduction"]');
    expect(await link.isVisible()).toBe(true);
    // Scrolled (smoothly) into view, below the content.
    await expect.poll(async () => (await link.boundingBox())!.y).toBeLessThan(200);
    expect((await link.boundingBox())!.y).toBeGreaterThanOrEqual(0);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await Promise.all([page.waitForURL((url) => url.pathname === "/ki-editor/docs/introduction"), link.click()]);
    expect(await page.locator("main h1").first().textContent()).toBe("Introduction");
    await context.close();
  });

  test("hides the controls that only work with JavaScript", async () => {
    const context = await browser.newContext(phone);
    const page = await context.newPage();
    await page.goto(ki.url("docs/installation"));
    await page.getByRole("link", { name: "Open the navigation menu" }).click();
    for (const selector of [".color-mode-toggle", ".navbar-search", ".announcement-bar-close", "button.navbar-menu-button", "button.navbar-sidebar-close", ".navbar-sidebar-back"]) {
      // Laid out at all (the menu is open, so its own controls count too).
      const shown = await page.locator(selector).evaluateAll((elements) => elements.filter((e) => e.getClientRects().length > 0).length);
      expect(shown, selector).toBe(0);
    }
    await context.close();
  });

  test("with JavaScript the fallbacks stay hidden, the button works, and hydration is silent", async () => {
    const context = await browser.newContext({ viewport: { width: 400, height: 800 } });
    const page = await context.newPage();
    const problems = watchConsole(page);
    await page.goto(ki.url("docs/installation"));
    await page.waitForSelector('html[data-hydrated="true"]', { state: "attached" });
    for (const selector of [".navbar-menu-fallback", ".navbar-sidebar-close-fallback", ".navbar-sidebar-docs-fallback"]) {
      expect(await page.locator(selector).evaluateAll((elements) => elements.map((e) => getComputedStyle(e).display)), selector).toEqual(["none"]);
    }
    expect(await page.locator(".color-mode-toggle").first().isVisible()).toBe(true);
    expect(await page.locator(".navbar-search").isVisible()).toBe(true);
    await page.locator("[data-navbar-menu-open]").click();
    await expect.poll(() => page.locator("#navbar-sidebar .doc-sidebar").isVisible()).toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe("the skip link", () => {
  test("takes the first Tab, and Enter moves focus to <main>", async () => {
    const context = await browser.newContext();
    const page = await openHydrated(context, ki.url("docs/introduction"));
    await page.keyboard.press("Tab");
    const skip = await page.evaluate(() => {
      const active = document.activeElement as HTMLElement;
      return { className: active.className, text: active.textContent, top: active.getBoundingClientRect().top };
    });
    expect(skip.className).toBe("skip-link");
    expect(skip.text).toBe("Skip to main content");
    // Shown while focused.
    expect(skip.top).toBeGreaterThanOrEqual(0);
    await page.keyboard.press("Enter");
    expect(await page.evaluate(() => [document.activeElement?.tagName, document.activeElement?.id])).toEqual(["MAIN", "__main"]);
    await context.close();
  });
});
