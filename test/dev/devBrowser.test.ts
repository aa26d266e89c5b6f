// `edsite dev` driven from Chromium: a save shows in the open tab by itself, at the same scroll position;
// a broken page shows the error over the page (as text, never as HTML) while pages keep serving; the next
// good save clears it.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rm } from "node:fs/promises";
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { chromiumForFile, watchConsole } from "../browser/chromium.js";
import { eventually, startDevSite, type DevSite } from "./devSite.js";

const INTRO = "content/docs/intro.md";
let site: DevSite;
let browser: Browser;

beforeAll(async () => {
  [site, browser] = await Promise.all([startDevSite("site-basic"), chromiumForFile()]);
  // Tall enough to scroll in a small window.
  const paragraphs = Array.from({ length: 60 }, (_, i) => `Paragraph ${i} makes the page tall enough to scroll.`).join("\n\n");
  await site.edit(INTRO, (text) => `${text}\n${paragraphs}\n`);
  await eventually(async () => expect((await site.get("/fx/docs/intro")).text).toContain("Paragraph 59"));
});
afterAll(async () => {
  await browser?.close();
  await site?.server.close();
});

async function open(path: string): Promise<Page> {
  const page = await browser.newPage({ viewport: { width: 900, height: 500 } });
  await page.goto(new URL(path, site.server.url).href);
  await page.waitForSelector("html[data-hydrated]");
  return page;
}

const scrollY = (page: Page) => page.evaluate("window.scrollY") as Promise<number>;

describe("edsite dev in the browser", () => {
  it("shows a saved change in the open tab in place, without reloading it, at the same scroll position", async () => {
    const page = await open("/fx/docs/intro");
    // Failed requests are checked by URL below: the fixture has no favicon, which Chromium asks for when it likes.
    const consoleProblems = watchConsole(page);
    const failed: string[] = [];
    page.on("response", (response) => {
      if (response.status() >= 400 && !response.url().endsWith("/favicon.svg")) failed.push(`${response.status()} ${response.url()}`);
    });
    const problems = () => [...consoleProblems.filter((p) => !p.includes("Failed to load resource")), ...failed];
    await page.evaluate("window.scrollTo(0, 1200)");
    expect(await scrollY(page)).toBe(1200);
    // Gone if the page reloads.
    await page.evaluate("window.sameDocument = true");
    // A paragraph the save leaves alone: still the same element afterwards when the page is updated, not rebuilt.
    await page.evaluate(`window.untouched = [...document.querySelectorAll("main p")].find((p) => p.textContent.startsWith("Paragraph 10 makes"))`);
    // The build's event brings the page's new HTML along: the tab does not ask for it.
    const pageRequests: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname === "/fx/docs/intro") pageRequests.push(request.url());
    });

    await site.edit(INTRO, (text) =>
      text
        .replace("Paragraph 30 makes", "Paragraph 30, edited live, makes")
        .replace(/^title: .*$/m, "title: Intro, edited")
        .replace(/^description: .*$/m, "description: Where the edited fixture starts."),
    );
    await page.getByText("Paragraph 30, edited live").waitFor({ timeout: 20_000 });
    expect(await page.evaluate("window.sameDocument")).toBe(true);
    expect(await page.evaluate("window.untouched.isConnected")).toBe(true);
    expect(pageRequests).toEqual([]);
    expect(await scrollY(page)).toBe(1200);
    expect(await page.title()).toMatch(/^Intro, edited/);
    // The head describes the page as saved, as a reload would.
    expect(await page.locator('meta[name="description"]').getAttribute("content")).toBe("Where the edited fixture starts.");
    expect(await page.locator('meta[property="og:title"]').getAttribute("content")).toMatch(/^Intro, edited/);
    // Navigating after the refresh uses the rebuilt site's route manifest.
    await page.getByRole("link", { name: "the setup" }).click();
    await page.locator("main h1", { hasText: "Setup" }).waitFor();
    expect(await page.evaluate("window.sameDocument")).toBe(true);
    expect(problems()).toEqual([]);
    await page.close();
  });

  it("after an in-place update, leads back to the page as saved, not as the tab first loaded it", async () => {
    const page = await open("/fx/docs/intro");
    // A first navigation loads the route manifest, which dev names the same from build to build.
    await page.getByRole("link", { name: "the setup" }).click();
    await page.locator("main h1", { hasText: "Setup" }).waitFor();
    await page.goBack();
    await page.getByText("Paragraph 31 makes").waitFor();
    await page.evaluate("window.sameDocument = true");

    await site.edit(INTRO, (text) => text.replace("Paragraph 31 makes", "Paragraph 31, saved later, makes"));
    await page.getByText("Paragraph 31, saved later").waitFor({ timeout: 20_000 });
    await page.getByRole("link", { name: "the setup" }).click();
    await page.locator("main h1", { hasText: "Setup" }).waitFor();
    await page.goBack();
    await page.getByText("Paragraph 31, saved later").waitFor({ timeout: 5_000 });
    expect(await page.evaluate("window.sameDocument")).toBe(true);
    await page.close();
  });

  it("shows a build error over the page, escaped, keeps pages serving, and clears it on the next good save", async () => {
    const page = await open("/fx/docs/intro");
    await site.edit(INTRO, (text) => `${text}\n<b>bold</b> and a stray {brace\n`);

    const overlayText = page.locator("edsite-dev-overlay pre");
    await overlayText.waitFor({ timeout: 20_000 });
    const text = (await overlayText.textContent()) ?? "";
    expect(text).toMatch(/MDX syntax error/);
    expect(text).toMatch(/content\/docs\/intro\.md:\d+:\d+/);
    // The source line appears in the code frame as text: no element was made from it.
    expect(text).toContain("<b>bold</b>");
    expect(await page.locator("edsite-dev-overlay b").count()).toBe(0);
    // Behind the overlay, the last good build of the page.
    expect(await page.getByText("Paragraph 30, edited live").count()).toBe(1);

    const other = await open("/fx/docs/guide/setup");
    expect(await other.locator("main h1").first().textContent()).toBe("Setup");
    await other.locator("edsite-dev-overlay pre").waitFor();

    await site.edit(INTRO, (text) => text.replace("<b>bold</b> and a stray {brace", "Repaired text."));
    await page.getByText("Repaired text.").waitFor({ timeout: 20_000 });
    await page.locator("edsite-dev-overlay").waitFor({ state: "detached" });
    await other.locator("edsite-dev-overlay").waitFor({ state: "detached", timeout: 20_000 });
    await Promise.all([page.close(), other.close()]);
  });

  it("shows a page that crashed in the browser again once a save fixes it, in place", async () => {
    const crashing = [
      "# Fragile",
      "",
      'export const Gauge = () => { if (typeof window !== "undefined" && !window.gaugeFixed) throw new Error("The gauge broke in the browser."); return <p>Gauge reads 42.</p>; };',
      "",
      "<Gauge />",
      "",
    ].join("\n");
    await site.write("content/docs/fragile.mdx", crashing);
    await eventually(async () => expect((await site.get("/fx/docs/fragile")).status).toBe(200));
    const page = await browser.newPage();
    await page.goto(new URL("/fx/docs/fragile", site.server.url).href);
    await page.getByText("This page crashed.").waitFor();
    await page.evaluate("window.sameDocument = true");

    await site.write("content/docs/fragile.mdx", crashing.replace("!window.gaugeFixed", "!window.gaugeFixed && false"));
    await page.getByText("Gauge reads 42.").waitFor({ timeout: 20_000 });
    expect(await page.getByText("This page crashed.").count()).toBe(0);
    expect(await page.evaluate("window.sameDocument")).toBe(true);
    await page.close();
    await rm(path.join(site.root, "content/docs/fragile.mdx"));
  });

  it("opens an added page, and the tab of a deleted page turns into the not-found page", async () => {
    await site.write("content/docs/fresh.md", "# Fresh page\n\nJust written.\n");
    await eventually(async () => expect((await site.get("/fx/docs/fresh")).status).toBe(200));
    const page = await open("/fx/docs/fresh");
    expect(await page.locator("main h1").first().textContent()).toBe("Fresh page");

    await rm(path.join(site.root, "content/docs/fresh.md"));
    await eventually(async () => expect((await site.get("/fx/docs/fresh")).status).toBe(404));
    // The open tab reloads by itself and gets the site's not-found page.
    await eventually(async () => expect(await page.locator("main h1").first().textContent()).toBe("Page Not Found"));
    await page.close();
  });

  it("reloads the tab when what the theme shows around the page changed (the site title)", async () => {
    const page = await open("/fx/docs/intro");
    await page.evaluate("window.sameDocument = true");
    await site.edit("edsite.config.ts", (text) => text.replace('title: "Fixture Site"', 'title: "Renamed Fixture"'));
    await page.locator("nav", { hasText: "Renamed Fixture" }).first().waitFor({ timeout: 20_000 });
    expect(await page.evaluate("window.sameDocument")).toBeUndefined();
    await page.close();
  });
});
