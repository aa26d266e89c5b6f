// The search box in Chromium, on the built Ki site and on a fixture whose doc title is markup.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { chromiumForFile, watchConsole } from "./chromium.js";
import { buildAndServe, type ServedSite } from "./site.js";

/** A string only lunr's code holds (TokenSet.Builder's error), to tell its chunk from the others. */
const LUNR_MARK = "Out of order word insertion";

let browser: Browser;
let ki: ServedSite;
let escaping: ServedSite;

beforeAll(async () => {
  [ki, escaping, browser] = await Promise.all([buildAndServe(), buildAndServe("test/fixtures/search-escaping", "/s/"), chromiumForFile()]);
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await Promise.all([ki?.close(), escaping?.close()]);
});

/** A page in a fresh context whose navigator reports `platform`; `noIdle` takes requestIdleCallback away. */
async function newPage(options: { platform?: string; noIdle?: boolean } = {}): Promise<Page> {
  const context = await browser.newContext();
  await context.addInitScript(
    ({ platform, noIdle }) => {
      if (platform) Object.defineProperty(Navigator.prototype, "platform", { get: () => platform });
      // Idle never comes: only the visitor's pointer, focus or shortcut can start loading.
      if (noIdle) window.requestIdleCallback = () => 0;
    },
    { platform: options.platform ?? "Linux x86_64", noIdle: options.noIdle ?? false },
  );
  return context.newPage();
}

async function open(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.waitForSelector('html[data-hydrated="true"]', { state: "attached" });
}

const box = (page: Page) => page.getByRole("combobox", { name: "Search" });
const options = (page: Page) => page.locator('[role="listbox"] [role="option"]');

async function whenReady(page: Page): Promise<void> {
  await expect.poll(() => box(page).isDisabled()).toBe(false);
}

function searchFileRequests(page: Page): string[] {
  const requested: string[] = [];
  page.on("request", (request) => {
    const { pathname } = new URL(request.url());
    if (/\/(search-doc|lunr-index)-\d+\.json$/.test(pathname)) requested.push(pathname);
  });
  return requested;
}

describe("search box: loading", () => {
  it("shows Loading... and stays disabled until both files are in, then offers the shortcut", async () => {
    const page = await newPage();
    const problems = watchConsole(page);
    const requested = searchFileRequests(page);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/search-doc-*.json", async (route) => {
      await held;
      await route.continue();
    });
    await open(page, ki.url("docs/introduction"));
    await expect.poll(() => requested.length).toBe(2);
    expect(await box(page).getAttribute("placeholder")).toBe("Loading...");
    expect(await box(page).isDisabled()).toBe(true);

    release();
    await expect.poll(() => box(page).getAttribute("placeholder")).toBe("Search Ctrl+K");
    expect(await box(page).isDisabled()).toBe(false);
    // Exactly the files the build named in its current-build file, nothing guessed.
    const named = (await ki.currentBuild()).search!;
    expect([...requested].sort()).toEqual([named.lunrIndex, named.searchDoc].sort());
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it("keeps lunr out of the first-load JavaScript and loads it as a chunk of its own", async () => {
    const html = await (await fetch(ki.url("docs/introduction"))).text();
    const firstLoad = [...html.matchAll(/<link rel="modulepreload" href="([^"]+)"|<script type="module" src="([^"]+)"/g)].map((m) => m[1] ?? m[2]!);
    expect(firstLoad.length).toBeGreaterThan(1);
    for (const src of firstLoad) {
      expect(await (await fetch(new URL(src, ki.server.url))).text(), src).not.toContain(LUNR_MARK);
    }

    const page = await newPage();
    const scripts: string[] = [];
    page.on("response", async (response) => {
      if (response.request().resourceType() === "script" && (await response.text()).includes(LUNR_MARK)) scripts.push(new URL(response.url()).pathname);
    });
    await open(page, ki.url("docs/introduction"));
    await whenReady(page);
    await expect.poll(() => scripts.length).toBe(1);
    expect(firstLoad).not.toContain(scripts[0]);
    await page.context().close();
  });

  it("starts loading when the visitor points at the box, without waiting for idle time", async () => {
    const page = await newPage({ noIdle: true });
    const requested = searchFileRequests(page);
    await open(page, ki.url("docs/introduction"));
    expect(requested).toEqual([]);
    await page.locator(".navbar-search").hover();
    await whenReady(page);
    expect(requested).toHaveLength(2);
    await page.context().close();
  });
});

describe("search box: shortcut", () => {
  for (const [platform, label, keys] of [
    ["MacIntel", "Search ⌘K", "Meta+K"],
    ["Linux x86_64", "Search Ctrl+K", "Control+K"],
  ] as const) {
    it(`shows "${label}" on ${platform}, and ${keys} focuses the box from anywhere`, async () => {
      const page = await newPage({ platform });
      const problems = watchConsole(page);
      await open(page, ki.url("docs/installation"));
      await expect.poll(() => box(page).getAttribute("placeholder")).toBe(label);
      await page.locator("main h1").click();
      await page.keyboard.press(keys);
      await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute("role"))).toBe("combobox");
      // The server cannot know the platform: its HTML says Loading..., and hydration did not complain.
      expect(await (await fetch(ki.url("docs/installation"))).text()).toMatch(/placeholder="Loading\.\.\."[^>]* disabled=""/);
      expect(problems).toEqual([]);
      await page.context().close();
    });
  }

  it("focuses the box once it is ready when the shortcut came before the files", async () => {
    const page = await newPage({ noIdle: true });
    await open(page, ki.url("docs/installation"));
    await page.keyboard.press("Control+K");
    await whenReady(page);
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute("role"))).toBe("combobox");
    await page.context().close();
  });
});

describe("search box: results", () => {
  it("goes to the chosen section with the keyboard, by client-side navigation", async () => {
    const page = await newPage();
    const problems = watchConsole(page);
    await open(page, ki.url("docs/introduction"));
    await whenReady(page);
    await page.evaluate(() => Object.assign(window, { searchMarker: "same document" }));

    await page.keyboard.press("Control+K");
    await page.keyboard.type("sticky column");
    await expect.poll(() => options(page).count()).toBeGreaterThan(0);
    expect(await box(page).getAttribute("aria-expanded")).toBe("true");
    expect(await page.locator(`[id="${await box(page).getAttribute("aria-controls")}"]`).getAttribute("role")).toBe("listbox");
    const hrefs = await options(page).evaluateAll((links) => links.map((a) => a.getAttribute("href")));
    const target = "/ki-editor/docs/normal-mode/core-movements#sticky-column";
    const at = hrefs.indexOf(target);
    expect(at, hrefs.join(", ")).toBeGreaterThanOrEqual(0);
    expect(await options(page).nth(at).locator("mark").first().textContent()).toMatch(/sticky|column/i);

    for (let i = 0; i <= at; i++) await page.keyboard.press("ArrowDown");
    const active = page.locator(`[id="${await box(page).getAttribute("aria-activedescendant")}"]`);
    expect(await active.getAttribute("href")).toBe(target);
    expect(await active.getAttribute("aria-selected")).toBe("true");

    await page.keyboard.press("Enter");
    await page.waitForURL((url) => url.pathname === "/ki-editor/docs/normal-mode/core-movements" && url.hash === "#sticky-column");
    await expect.poll(() => page.locator("main h1").textContent()).toBe("Core Movements");
    expect(await page.evaluate(() => (window as unknown as { searchMarker?: string }).searchMarker)).toBe("same document");
    expect(await box(page).inputValue()).toBe("");
    expect(await box(page).getAttribute("aria-expanded")).toBe("false");
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it("wraps around with the arrow keys and closes on Escape, then clears on a second Escape", async () => {
    const page = await newPage();
    await open(page, ki.url("docs/introduction"));
    await whenReady(page);
    await box(page).click();
    await page.keyboard.type("swap");
    await expect.poll(() => options(page).count()).toBeGreaterThan(1);
    const count = await options(page).count();
    await page.keyboard.press("ArrowUp");
    expect(await box(page).getAttribute("aria-activedescendant")).toBe(await options(page).nth(count - 1).getAttribute("id"));
    await page.keyboard.press("ArrowDown");
    expect(await box(page).getAttribute("aria-activedescendant")).toBe(await options(page).nth(0).getAttribute("id"));

    await page.keyboard.press("Escape");
    expect(await box(page).getAttribute("aria-expanded")).toBe("false");
    expect(await page.locator('[role="listbox"]').isHidden()).toBe(true);
    expect(await box(page).getAttribute("aria-activedescendant")).toBeNull();
    expect(await box(page).inputValue()).toBe("swap");
    await page.keyboard.press("Escape");
    expect(await box(page).inputValue()).toBe("");
    await page.context().close();
  });

  it("says so when nothing matches", async () => {
    const page = await newPage();
    await open(page, ki.url("docs/introduction"));
    await whenReady(page);
    await box(page).click();
    await page.keyboard.type("qqzzxv");
    await expect.poll(() => page.getByRole("status").filter({ hasText: "No results" }).textContent()).toBe('No results for "qqzzxv"');
    expect(await box(page).getAttribute("aria-expanded")).toBe("false");
    expect(await options(page).count()).toBe(0);
    await page.context().close();
  });

  it("shows markup in indexed titles and headings as text, never as elements", async () => {
    const page = await newPage();
    const dialogs: string[] = [];
    page.on("dialog", async (dialog) => {
      dialogs.push(dialog.message());
      await dialog.dismiss();
    });
    await open(page, escaping.url("docs/intro"));
    await whenReady(page);
    await box(page).click();
    await page.keyboard.type("escaping");
    await expect.poll(() => options(page).count()).toBeGreaterThan(0);
    expect(await options(page).first().locator(".search-result-heading").textContent()).toBe(
      "Escaping <script>alert(1)</script> and <img src=x onerror=alert(2)>",
    );
    expect(await options(page).first().locator("mark").textContent()).toBe("Escaping");

    await box(page).fill("tag");
    await expect.poll(() => options(page).first().locator(".search-result-heading").textContent()).toBe("The <img src=x onerror=alert(3)> tag");
    expect(await page.locator('[role="listbox"] script, [role="listbox"] img').count()).toBe(0);
    // Let an injected image fail and its handler run, if there were one.
    await page.waitForLoadState("networkidle");
    expect(dialogs).toEqual([]);
    await page.context().close();
  });
});
