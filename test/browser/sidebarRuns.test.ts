// A sidebar list longer than a page shows side by side comes in runs (src/routes/groupLongLists.ts): the run
// holding the page open, the others collapsed and fetched, like a collapsed category, when the visitor opens
// them. Built from a generated wide site of 120 folders, so its top level is three runs.
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import type { Browser, Page } from "playwright-core";
import { generateDocs } from "../../scripts/bench/generateDocs.mjs";
import { chromiumForFile, watchConsole } from "./chromium.js";
import { buildAndServe, waitForHydration, type ServedSite } from "./site.js";
import { category, openedAndSettled, toggleOf } from "./sidebarCategory.js";

let site: ServedSite;
let browser: Browser;
let top: string;

beforeAll(async () => {
  top = await mkdtemp(path.join(os.tmpdir(), "edsite-sidebar-runs-"));
  // 240 pages, two a folder: 120 folders and the intro side by side at the top.
  const root = await generateDocs(path.join(top, "site"), 240, { shape: "wide", folderPages: 2 });
  [site, browser] = await Promise.all([buildAndServe(root, "/bench/"), chromiumForFile()]);
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await site?.close();
  if (top) await rm(top, { recursive: true, force: true });
});

const isCollapsed = (page: Page, label: string) => category(page, label).evaluate((li) => li.classList.contains("is-collapsed"));
const toggle = (page: Page, label: string) => toggleOf(category(page, label)).click();

test("shows the top level in runs, opens the page's own, and fetches another run and its folders when opened", async () => {
  const served = await (await fetch(site.url("docs/folder-60/page-120"))).text();
  // Folders of runs the page does not hold are not in its HTML.
  expect(served).not.toContain(`href="${site.baseUrl}docs/category/folder-3"`);
  expect(served).toContain(`href="${site.baseUrl}docs/category/folder-60"`);

  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const problems = watchConsole(page);
  await page.goto(site.url("docs/folder-60/page-120"));
  await waitForHydration(page);
  const runs = page.locator(".doc-sidebar-container nav > .sidebar-items > li.sidebar-category > .sidebar-category-button");
  expect(await runs.allTextContents()).toEqual(["Intro – Folder 48", "Folder 49 – Folder 98", "Folder 99 – Folder 119"]);
  expect(await isCollapsed(page, "Folder 49 – Folder 98")).toBe(false);
  expect(await isCollapsed(page, "Intro – Folder 48")).toBe(true);

  await toggle(page, "Intro – Folder 48");
  await openedAndSettled(category(page, "Intro – Folder 48"));
  await toggle(page, "Folder 3");
  await openedAndSettled(category(page, "Folder 3"));
  await category(page, "Folder 3").locator(`a[href="${site.baseUrl}docs/folder-3/page-6"]`).click();
  await expect.poll(() => page.locator("main h1").first().textContent()).toBe("Page 6");
  expect(problems).toEqual([]);
  await context.close();
});
