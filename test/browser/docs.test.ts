// Docs pages: the sidebar's collapsing categories (collapsed unless they hold the page, animation length,
// reduced motion, never closing by themselves, collapsed ones sent without their items and fetched when
// opened), the table of contents following the reader, the mobile one animating as the categories do, the
// preferred docs version, and numbered code blocks.
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { Browser, Locator, Page } from "playwright-core";
import { collapseDuration } from "../../templates/collapseDuration.js";
import { chromiumForFile, watchConsole } from "./chromium.js";
import { buildAndServe, openHydrated, waitForHydration, type ServedSite } from "./site.js";
import { category, openedAndSettled, toggleOf } from "./sidebarCategory.js";

let ki: ServedSite;
let fixture: ServedSite;
let browser: Browser;

beforeAll(async () => {
  [ki, fixture, browser] = await Promise.all([
    buildAndServe(),
    buildAndServe("test/fixtures/browser-docs-sidebar", "/s/"),
    chromiumForFile(),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await Promise.all([ki?.close(), fixture?.close()]);
});

const wide = { viewport: { width: 1280, height: 900 } };

const isCollapsed = (item: Locator) => item.evaluate((li) => li.classList.contains("is-collapsed"));

/** Toggles the category and reports its list's content height before, and its transition once settled. */
async function toggleAndMeasure(item: Locator) {
  const list = item.locator(":scope > .sidebar-items");
  const height = await list.evaluate((ul) => {
    const shown = getComputedStyle(ul).display !== "none";
    if (shown) return ul.scrollHeight;
    ul.style.display = "block";
    const h = ul.scrollHeight;
    ul.style.removeProperty("display");
    return h;
  });
  await toggleOf(item).click();
  await expect.poll(() => list.evaluate((ul) => ul.style.height)).toBe("");
  const duration = await list.evaluate((ul) => getComputedStyle(ul).transitionDuration);
  return { height, seconds: parseFloat(duration) };
}

describe("docs sidebar categories", () => {
  test("collapse and expand with an animation as long as the content height asks for", async () => {
    const context = await browser.newContext(wide);
    // A page inside the category, which therefore starts open.
    const page = await openHydrated(context, ki.url("docs/normal-mode/core-movements"));
    const problems = watchConsole(page);
    const item = category(page, "Normal Mode");
    expect(await isCollapsed(item)).toBe(false);

    const collapse = await toggleAndMeasure(item);
    expect(collapse.height).toBeGreaterThan(50);
    expect(await isCollapsed(item)).toBe(true);
    expect(await toggleOf(item).getAttribute("aria-expanded")).toBe("false");
    expect(await item.locator(":scope > .sidebar-items").isVisible()).toBe(false);
    expect(collapse.seconds * 1000).toBeCloseTo(collapseDuration(collapse.height), 3);

    const expand = await toggleAndMeasure(item);
    expect(await isCollapsed(item)).toBe(false);
    expect(await toggleOf(item).getAttribute("aria-expanded")).toBe("true");
    expect(await item.locator(":scope > .sidebar-items").isVisible()).toBe(true);
    expect(expand.height).toBe(collapse.height);
    expect(expand.seconds * 1000).toBeCloseTo(collapseDuration(expand.height), 3);
    expect(problems).toEqual([]);
    await context.close();
  });

  test("take 1 ms under prefers-reduced-motion", async () => {
    const context = await browser.newContext({ ...wide, reducedMotion: "reduce" });
    const page = await openHydrated(context, ki.url("docs/normal-mode/core-movements"));
    const item = category(page, "Normal Mode");
    const collapse = await toggleAndMeasure(item);
    expect(await isCollapsed(item)).toBe(true);
    expect(collapse.seconds).toBe(0.001);
    await context.close();
  });

  test("start collapsed, as Docusaurus's sidebarCollapsed default has them, except those holding the page", async () => {
    const context = await browser.newContext(wide);
    const page = await context.newPage();
    const problems = watchConsole(page);
    const toggles = page.locator(".doc-sidebar-container [data-sidebar-toggle]");
    const expanded = () => toggles.evaluateAll((buttons) => buttons.map((b) => b.getAttribute("aria-expanded")));

    // A page outside every category: all of them closed.
    await page.goto(ki.url("docs/installation"));
    await waitForHydration(page);
    const onInstallation = await expanded();
    expect(onInstallation.length).toBeGreaterThanOrEqual(4);
    expect(onInstallation.every((state) => state === "false")).toBe(true);

    // A page two categories deep: those two open, every other one closed.
    await page.goto(ki.url("docs/normal-mode/selection-modes/primary"));
    await waitForHydration(page);
    expect(await isCollapsed(category(page, "Normal Mode"))).toBe(false);
    expect(await isCollapsed(category(page, "Selection Modes"))).toBe(false);
    const open = await page.locator(".doc-sidebar-container li.sidebar-category:not(.is-collapsed)").count();
    expect(open).toBe(2);
    expect((await expanded()).filter((state) => state === "false").length).toBeGreaterThanOrEqual(3);
    expect(problems).toEqual([]);
    await context.close();
  });

  test("never collapse by themselves when the visitor moves to another page", async () => {
    const context = await browser.newContext(wide);
    const page = await openHydrated(context, fixture.url("docs/alpha/one"));
    const pieces = pieceRequests(page);
    const alpha = category(page, "Alpha");
    const beta = category(page, "Beta");
    // Collapsed by default, except the one holding the current page.
    expect(await isCollapsed(alpha)).toBe(false);
    expect(await isCollapsed(beta)).toBe(true);

    await toggleOf(beta).click();
    // Beta's items come in a fetch of their own, so it opens once they are there.
    await openedAndSettled(beta);
    await beta.locator(`a[href="${fixture.baseUrl}docs/beta/three"]`).click();
    await expect.poll(() => page.locator("main h1").first().textContent()).toBe("Page three");
    expect(await isCollapsed(category(page, "Alpha"))).toBe(false);
    expect(await isCollapsed(category(page, "Beta"))).toBe(false);

    // A category the visitor closed stays closed too.
    await toggleOf(category(page, "Alpha")).click();
    await page.locator(`.doc-sidebar-container a[href="${fixture.baseUrl}docs/intro"]`).click();
    await expect.poll(() => page.locator("main h1").first().textContent()).toBe("Introduction");
    expect(await isCollapsed(category(page, "Alpha"))).toBe(true);
    expect(await isCollapsed(category(page, "Beta"))).toBe(false);
    // Beta's items were fetched; Alpha's, sent with the first page, were kept from it.
    expect(pieces).toHaveLength(1);
    await context.close();
  });
});

/** What the page records of a sidebar list while it opens: its inline styles, in order, and its transitions. */
interface Seen {
  styles: string[];
  transitions: string[];
}

describe("a collapsed sidebar category", () => {
  test("is sent without its links, and gets them, animated open and navigable, when its toggle is clicked", async () => {
    const served = await (await fetch(fixture.url("docs/alpha/one"))).text();
    expect(served).toContain(`href="${fixture.baseUrl}docs/alpha/two"`);
    expect(served).not.toContain(`href="${fixture.baseUrl}docs/beta/three"`);
    expect(served).not.toContain(`href="${fixture.baseUrl}docs/beta/four"`);

    const context = await browser.newContext(wide);
    const page = await context.newPage();
    // Watched from the start: a sidebar that rendered otherwise in the browser would be a hydration error.
    const problems = watchConsole(page);
    await page.goto(fixture.url("docs/alpha/one"));
    await waitForHydration(page);
    const beta = category(page, "Beta");
    expect(await beta.locator(".sidebar-items").count()).toBe(0);
    expect(await toggleOf(beta).getAttribute("aria-expanded")).toBe("false");

    // From before the click that mounts the list: each inline style it goes through, and the transitions it runs.
    await beta.evaluate((li) => {
      const seen: Seen = { styles: [], transitions: [] };
      (window as unknown as { seen: Seen }).seen = seen;
      const isList = (node: EventTarget | Node | null) => node instanceof HTMLElement && node.parentElement === li && node.classList.contains("sidebar-items");
      new MutationObserver((records) => {
        for (const r of records) if (isList(r.target)) seen.styles.push(r.oldValue ?? "");
      }).observe(li, { subtree: true, attributes: true, attributeFilter: ["style"], attributeOldValue: true });
      li.addEventListener("transitionrun", (event) => {
        if (isList(event.target)) seen.transitions.push((event as TransitionEvent).propertyName);
      });
    });
    await toggleOf(beta).click();
    const list = beta.locator(":scope > .sidebar-items");
    // The list is there, empty and busy, from the click on; the animation starts when the items arrive.
    await expect.poll(() => list.evaluate((ul) => !ul.hasAttribute("aria-busy") && ul.style.height === "")).toBe(true);
    const seen = await page.evaluate(() => (window as unknown as { seen: Seen }).seen);
    // The content's height as the animation measures it, with overflow hidden (child margins then count).
    const height = await list.evaluate((ul) => {
      ul.style.overflow = "hidden";
      const h = ul.scrollHeight;
      ul.style.removeProperty("overflow");
      return h;
    });
    const heights = seen.styles.map((style) => /(?:^|;\s*)height:\s*([^;]+)/.exec(style)?.[1]).filter((h, i, all) => h !== undefined && h !== all[i - 1]);
    expect(height).toBeGreaterThan(20);
    expect(heights).toEqual(["0px", `${height}px`]);
    expect(seen.transitions).toEqual(["height"]);
    const duration = await list.evaluate((ul) => getComputedStyle(ul).transitionDuration);
    expect(parseFloat(duration) * 1000).toBeCloseTo(collapseDuration(height), 3);

    expect(await isCollapsed(beta)).toBe(false);
    expect(await toggleOf(beta).getAttribute("aria-expanded")).toBe("true");
    const three = beta.locator(`a[href="${fixture.baseUrl}docs/beta/three"]`);
    expect(await three.isVisible()).toBe(true);
    await three.click();
    await expect.poll(() => page.locator("main h1").first().textContent()).toBe("Page three");
    expect(problems).toEqual([]);
    await context.close();
  });
});

/** The URL paths of the sidebar pieces the page requests, in order. */
function pieceRequests(page: Page): string[] {
  const paths: string[] = [];
  page.on("request", (request) => {
    const { pathname } = new URL(request.url());
    if (/\/assets\/sidebar-[^/]+@[0-9.]+\.json$/.test(pathname)) paths.push(pathname);
  });
  return paths;
}

describe("a collapsed category sent without its items", () => {
  const href = (sitePath: string) => `${fixture.baseUrl}${sitePath}`;
  const heading = (page: Page) => page.locator("main h1").first().textContent();

  test("fetches them once when opened, nested ones too, and stays open on the pages they lead to", async () => {
    const context = await browser.newContext(wide);
    const page = await context.newPage();
    const problems = watchConsole(page);
    const pieces = pieceRequests(page);
    await page.goto(fixture.url("docs/intro"));
    await waitForHydration(page);
    expect(pieces).toEqual([]);

    const beta = category(page, "Beta");
    await toggleOf(beta).click();
    const three = beta.locator(`a[href="${href("docs/beta/three")}"]`);
    await expect.poll(() => three.isVisible()).toBe(true);
    await openedAndSettled(beta);
    expect(pieces).toHaveLength(1);
    expect(await beta.locator(":scope > .sidebar-items").getAttribute("aria-busy")).toBeNull();

    // The piece names the collapsed category inside it without its items, and opening that fetches the next one.
    const deep = category(page, "Deep");
    expect(await isCollapsed(deep)).toBe(true);
    expect(await deep.locator(".sidebar-items").count()).toBe(0);
    await toggleOf(deep).click();
    const five = deep.locator(`a[href="${href("docs/beta/deep/five")}"]`);
    await expect.poll(() => five.isVisible()).toBe(true);
    await openedAndSettled(deep);
    expect(pieces).toHaveLength(2);
    expect(new Set(pieces).size).toBe(2);

    await five.click();
    await expect.poll(() => heading(page)).toBe("Page five");
    expect(await isCollapsed(category(page, "Beta"))).toBe(false);
    expect(await isCollapsed(category(page, "Deep"))).toBe(false);
    expect(await category(page, "Deep").locator(`a[href="${href("docs/beta/deep/five")}"]`).getAttribute("aria-current")).toBe("page");

    // On a page outside them, where they are sent without items again: open at once, from what the visit has.
    await page.locator(`.doc-sidebar-container a[href="${href("docs/intro")}"]`).click();
    await expect.poll(() => heading(page)).toBe("Introduction");
    expect(await isCollapsed(category(page, "Beta"))).toBe(false);
    expect(await isCollapsed(category(page, "Deep"))).toBe(false);
    expect(await category(page, "Deep").locator(`a[href="${href("docs/beta/deep/five")}"]`).isVisible()).toBe(true);
    expect(pieces).toHaveLength(2);
    expect(problems).toEqual([]);
    await context.close();
  });

  test("shows itself expanding while they load, and after a failed fetch closes, keeps its link and tries again", async () => {
    const context = await browser.newContext(wide);
    // Every piece request waits for the test to let it through or fail it.
    const held: ((outcome: "serve" | "fail") => void)[] = [];
    await context.route(/\/assets\/sidebar-[^/]+@[0-9.]+\.json$/, async (route) => {
      const outcome = await new Promise<"serve" | "fail">((resolve) => held.push(resolve));
      await (outcome === "serve" ? route.fallback() : route.abort());
    });
    const page = await openHydrated(context, fixture.url("docs/intro"));
    const problems = watchConsole(page);

    const beta = category(page, "Beta");
    await toggleOf(beta).click();
    await expect.poll(() => held.length).toBe(1);
    expect(await toggleOf(beta).getAttribute("aria-expanded")).toBe("true");
    expect(await beta.locator(":scope > .sidebar-items").getAttribute("aria-busy")).toBe("true");
    expect(await isCollapsed(beta)).toBe(true);
    held[0]!("serve");
    await expect.poll(() => beta.locator(`a[href="${href("docs/beta/three")}"]`).isVisible()).toBe(true);
    expect(await beta.locator(":scope > .sidebar-items").getAttribute("aria-busy")).toBeNull();
    await openedAndSettled(beta);

    const deep = category(page, "Deep");
    await toggleOf(deep).click();
    await expect.poll(() => held.length).toBe(2);
    held[1]!("fail");
    await expect.poll(() => toggleOf(deep).getAttribute("aria-expanded")).toBe("false");
    expect(await isCollapsed(deep)).toBe(true);
    expect(await deep.locator(":scope > .sidebar-category-header > a").getAttribute("href")).toBe(href("docs/category/deep"));
    expect(problems.filter((problem) => problem.startsWith("pageerror"))).toEqual([]);

    await toggleOf(deep).click();
    await expect.poll(() => held.length).toBe(3);
    held[2]!("serve");
    await expect.poll(() => deep.locator(`a[href="${href("docs/beta/deep/five")}"]`).isVisible()).toBe(true);
    expect(await toggleOf(deep).getAttribute("aria-expanded")).toBe("true");
    await context.close();
  });

  test("works the same in the mobile menu's copy of the sidebar, which stays mounted from page to page", async () => {
    const context = await browser.newContext({ viewport: { width: 800, height: 900 } });
    const page = await openHydrated(context, fixture.url("docs/beta/three"));
    const problems = watchConsole(page);
    const pieces = pieceRequests(page);
    const menuCategory = (label: string) =>
      page.locator("#navbar-sidebar li.sidebar-category").filter({
        has: page.locator(":scope > .sidebar-category-header, :scope > .sidebar-category-button").getByText(label, { exact: true }),
      });
    const openMenu = async () => {
      await page.locator("[data-navbar-menu-open]").click();
      await expect.poll(() => page.locator("#navbar-sidebar").evaluate((nav) => nav.classList.contains("is-open"))).toBe(true);
    };

    await openMenu();
    expect(await isCollapsed(menuCategory("Beta"))).toBe(false);
    expect(await menuCategory("Beta").locator(`a[href="${href("docs/beta/three")}"]`).getAttribute("aria-current")).toBe("page");
    // Alpha was sent without its items: opening it fetches them.
    await toggleOf(menuCategory("Alpha")).click();
    const one = menuCategory("Alpha").locator(`a[href="${href("docs/alpha/one")}"]`);
    await expect.poll(() => one.isVisible()).toBe(true);
    await openedAndSettled(menuCategory("Alpha"));
    await one.click();
    await expect.poll(() => heading(page)).toBe("Page one");

    // Beta held the last page and now is sent without items; the menu's copy keeps showing the ones it had.
    await openMenu();
    expect(await isCollapsed(menuCategory("Beta"))).toBe(false);
    // Polled: the menu slides in after the class is set, and its links count as visible once it has.
    await expect.poll(() => menuCategory("Beta").locator(`a[href="${href("docs/beta/three")}"]`).isVisible()).toBe(true);
    expect(pieces).toHaveLength(1);
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe("the table of contents", () => {
  test("highlights the heading being read while scrolling", async () => {
    const context = await browser.newContext(wide);
    const page = await openHydrated(context, ki.url("docs/installation"));
    const active = () =>
      page.locator(".doc-toc-container .toc-link--active").evaluateAll((links) => links.map((a) => a.getAttribute("href")));
    const ids = await page.locator(".doc-toc-container .toc-link").evaluateAll((links) => links.map((a) => a.getAttribute("href")!.slice(1)));
    expect(ids.length).toBeGreaterThan(4);

    for (const id of [ids[2]!, ids[1]!, ids[4]!, ids[3]!]) {
      await page.evaluate((target) => document.getElementById(target)!.scrollIntoView({ behavior: "instant" }), id);
      await expect.poll(active).toEqual([`#${id}`]);
    }
    // Halfway down a section, still that section.
    const y = await page.evaluate((target) => window.scrollY + document.getElementById(target)!.getBoundingClientRect().top, ids[4]!);
    await page.evaluate((top) => window.scrollTo({ top: top - window.innerHeight * 0.6, behavior: "instant" }), y);
    await expect.poll(active).toEqual([`#${ids[3]}`]);
    await context.close();
  });
});

describe("the mobile table of contents", () => {
  const narrow = { viewport: { width: 375, height: 800 } };

  /** Clicks the summary and reports the list's content height and the transition it ran, once settled. */
  async function toggleToc(page: Page) {
    const box = page.locator("details.toc-collapsible");
    const list = box.locator(".toc--collapsible");
    // The transitions this toggle runs on the list.
    await list.evaluate((nav) => {
      const runs: string[] = [];
      (window as unknown as { tocRuns: string[] }).tocRuns = runs;
      nav.ontransitionrun = (event) => runs.push(event.propertyName);
    });
    await box.locator("summary").click();
    await expect.poll(() => list.evaluate((nav) => nav.style.height)).toBe("");
    const runs = await page.evaluate(() => (window as unknown as { tocRuns: string[] }).tocRuns);
    const height = await list.evaluate((nav) => nav.scrollHeight);
    const duration = await list.evaluate((nav) => getComputedStyle(nav).transitionDuration);
    return { open: await box.evaluate((d) => (d as HTMLDetailsElement).open), visible: await list.isVisible(), height, seconds: parseFloat(duration), runs };
  }

  test("opens and closes with the height animation sidebar categories use", async () => {
    const context = await browser.newContext(narrow);
    const page = await context.newPage();
    const problems = watchConsole(page);
    await page.goto(ki.url("docs/installation"));
    await waitForHydration(page);
    const opened = await toggleToc(page);
    expect(opened.open).toBe(true);
    expect(opened.visible).toBe(true);
    expect(opened.height).toBeGreaterThan(50);
    expect(opened.runs).toEqual(["height"]);
    expect(opened.seconds * 1000).toBeCloseTo(collapseDuration(opened.height), 3);

    const closed = await toggleToc(page);
    expect(closed.visible).toBe(false);
    await expect.poll(() => page.locator("details.toc-collapsible").evaluate((d) => (d as HTMLDetailsElement).open)).toBe(false);
    expect(closed.runs).toEqual(["height"]);
    expect(problems).toEqual([]);
    await context.close();
  });

  test("takes 1 ms under prefers-reduced-motion", async () => {
    const context = await browser.newContext({ ...narrow, reducedMotion: "reduce" });
    const page = await openHydrated(context, ki.url("docs/installation"));
    const opened = await toggleToc(page);
    expect(opened.visible).toBe(true);
    expect(opened.seconds).toBe(0.001);
    await context.close();
  });

  test("opens without JavaScript, as a plain <details>", async () => {
    const context = await browser.newContext({ ...narrow, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(ki.url("docs/installation"));
    const list = page.locator("details.toc-collapsible .toc--collapsible");
    expect(await list.isVisible()).toBe(false);
    await page.locator("details.toc-collapsible summary").click();
    expect(await list.isVisible()).toBe(true);
    await context.close();
  });
});

describe("the preferred docs version", () => {
  const preferred = (page: Page) => page.evaluate(() => localStorage.getItem("docs-preferred-version-default"));

  test("is saved as the version's name when a docs page is visited", async () => {
    const context = await browser.newContext();
    const page = await openHydrated(context, ki.url("blog"));
    expect(await preferred(page)).toBeNull();
    await page.locator(`nav.navbar a[href="${ki.baseUrl}docs/tutorial"]`).click();
    await expect.poll(() => preferred(page)).toBe("current");
    await context.close();
  });

  test("is saved on a first visit straight to a docs page", async () => {
    const context = await browser.newContext();
    const page = await openHydrated(context, ki.url("docs/installation"));
    expect(await preferred(page)).toBe("current");
    await context.close();
  });
});

describe("code blocks", () => {
  test("showLineNumbers puts a number before each line, and selecting the code leaves the numbers out", async () => {
    const context = await browser.newContext();
    const page = await openHydrated(context, fixture.url("docs/alpha/two"));
    const numbered = page.locator("pre.line-numbers code");
    const selected = await numbered.evaluate((code) => {
      const range = document.createRange();
      range.selectNodeContents(code);
      const selection = getSelection()!;
      selection.removeAllRanges();
      selection.addRange(range);
      return selection.toString();
    });
    expect(selected).toBe("first line\nsecond line\nthird line");
    expect(await numbered.evaluate((code) => getComputedStyle(code).counterReset)).toBe("line 8");
    expect(await numbered.locator(".line").first().evaluate((line) => getComputedStyle(line, "::before").content)).toBe("counter(line)");
    // Where each block's first line of text starts, from the line's left edge: the number takes room.
    const textStart = (block: Locator) =>
      block.locator(".line").first().evaluate((line) => {
        const range = document.createRange();
        range.selectNodeContents(line.lastChild!);
        return range.getBoundingClientRect().left - line.getBoundingClientRect().left;
      });
    const plain = await textStart(page.locator("pre:not(.line-numbers) code"));
    expect(await textStart(numbered)).toBeGreaterThan(plain + 20);
    await context.close();
  });
});
