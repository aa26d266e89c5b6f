// The search box in Chromium over a split index: a fixture site built with a tiny threshold, so that its few
// pages make a dozen shards. A query must fetch the two lists, then only the shards its words need and the doc
// chunks of its hits.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import lunr from "lunr";
import type { Browser, Page } from "playwright-core";
import { chromiumForFile, watchConsole } from "./chromium.js";
import { buildAndServe, type ServedSite } from "./site.js";
import { shardOf, shardsWithPrefix } from "../../src/client/search/shardLookup.js";
import { splitFileName, type SplitLunrIndex, type SplitSearchDocFile } from "../../src/shared/searchData.js";

let browser: Browser;
let site: ServedSite;
let named: { searchDoc: string; lunrIndex: string };
let index: SplitLunrIndex;
let docList: SplitSearchDocFile;

beforeAll(async () => {
  [site, browser] = await Promise.all([
    buildAndServe("test/fixtures/search-split", "/s/", { searchSplit: { splitAboveChars: 0, splitSizes: { shardChars: 200, chunkSize: 2 } } }),
    chromiumForFile(),
  ]);
  named = (await site.currentBuild()).search!;
  index = JSON.parse(await site.read(named.lunrIndex.slice("/s/".length))) as SplitLunrIndex;
  docList = JSON.parse(await site.read(named.searchDoc.slice("/s/".length))) as SplitSearchDocFile;
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await site?.close();
});

const box = (page: Page) => page.getByRole("combobox", { name: "Search" });
const options = (page: Page) => page.locator('[role="listbox"] [role="option"]');

/** Every search file the page fetches, by path: the two lists, shards and chunks. */
function searchFileRequests(page: Page): string[] {
  const requested: string[] = [];
  page.on("request", (request) => {
    const { pathname } = new URL(request.url());
    if (/\/(search-doc|lunr-index)-\d+(-[0-9a-f]{12})?\.json$/.test(pathname)) requested.push(pathname);
  });
  return requested;
}

async function openReady(page: Page, sitePath: string): Promise<void> {
  await page.goto(site.url(sitePath));
  await page.waitForSelector('html[data-hydrated="true"]', { state: "attached" });
  await expect.poll(() => box(page).isDisabled()).toBe(false);
}

const shardPath = (shard: number) => `/s/assets/${splitFileName(index.shardFile, shard)}`;
/** The shards a query of one word fetches: its stem's, and those of every term it begins (or of those listed). */
const shardsOfWord = (word: string) => {
  const grown = index.completions[word]?.map((term) => shardOf(index.shards, term)) ?? shardsWithPrefix(index.shards, word);
  return new Set([shardOf(index.shards, lunr.stemmer(new lunr.Token(word, {})).toString()), ...grown]);
};

describe("search box over a split index", () => {
  it("is split into many shards and chunks", () => {
    expect(index.shards.length).toBeGreaterThan(8);
    expect(docList.chunkCount).toBeGreaterThan(3);
  });

  it("fetches the two lists first, then only the shards a query needs and the chunks of its hits", async () => {
    const page = await browser.newPage();
    const problems = watchConsole(page);
    const requested = searchFileRequests(page);
    await openReady(page, "docs/intro");
    expect([...requested].sort()).toEqual([named.lunrIndex, named.searchDoc].sort());

    await box(page).fill("sel");
    await expect.poll(() => options(page).count()).toBeGreaterThan(0);
    expect(await options(page).first().locator(".search-result-heading").textContent()).toBe("Selection modes");
    expect(await options(page).first().locator("mark").first().textContent()).toBe("Selection");
    const shardsFetched = requested.filter((p) => /lunr-index-\d+-[0-9a-f]{12}\.json$/.test(p));
    const chunksFetched = requested.filter((p) => /search-doc-\d+-[0-9a-f]{12}\.json$/.test(p));
    expect(shardsFetched.sort()).toEqual([...shardsOfWord("sel")].map(shardPath).sort());
    expect(chunksFetched.length).toBeGreaterThan(0);
    expect(chunksFetched.length).toBeLessThanOrEqual(await options(page).count());
    expect(chunksFetched.length).toBeLessThan(docList.chunkCount);

    // A second query fetches only what the first did not, and nothing twice.
    const before = requested.length;
    await box(page).fill("jump");
    await expect.poll(() => options(page).first().locator(".search-result-heading").textContent()).toBe("Jump to anything");
    const more = requested.slice(before).filter((p) => /lunr-index-\d+-[0-9a-f]{12}\.json$/.test(p));
    expect(new Set(more)).toEqual(new Set([...shardsOfWord("jump")].map(shardPath).filter((p) => !shardsFetched.includes(p))));
    expect(new Set(requested).size).toBe(requested.length);
    expect(problems).toEqual([]);
    await page.close();
  });

  it("says so when nothing matches, once the query's shards are in", async () => {
    const page = await browser.newPage();
    await openReady(page, "docs/intro");
    await box(page).fill("qqzzxv");
    await expect.poll(() => page.getByRole("status").filter({ hasText: "No results" }).textContent()).toBe('No results for "qqzzxv"');
    expect(await options(page).count()).toBe(0);
    await page.close();
  });

  it("shows markup in titles and headings as text, never as elements", async () => {
    const page = await browser.newPage();
    const dialogs: string[] = [];
    page.on("dialog", async (dialog) => {
      dialogs.push(dialog.message());
      await dialog.dismiss();
    });
    await openReady(page, "docs/intro");
    await box(page).fill("unusual");
    await expect.poll(() => options(page).count()).toBeGreaterThan(0);
    expect(await options(page).first().locator(".search-result-heading").textContent()).toBe("Unusual <b>bold</b> &amp; <img src=x onerror=alert(1)> titles");
    await box(page).fill("zebra");
    await expect.poll(() => options(page).first().locator(".search-result-heading").textContent()).toBe("Zebra <em>crossing</em> heading");
    expect(await page.locator('[role="listbox"] b, [role="listbox"] img, [role="listbox"] em').count()).toBe(0);
    await page.waitForLoadState("networkidle");
    expect(dialogs).toEqual([]);
    await page.close();
  });
});
