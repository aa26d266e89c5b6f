// A first start with nothing built yet: a page asked for before the first build has read the content, or
// while it compiles the whole site (which then stops), is built on its own and served first, with the assets
// it loads; everything else waits for the whole site, which follows at once.
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from "vitest";
import { readFile, writeFile } from "node:fs/promises";
import type { Browser, Page } from "playwright-core";
import { chromiumForFile, watchConsole } from "../browser/chromium.js";
import { copyFixture, startLogged } from "./devSite.js";
import type { DevServer } from "../../src/dev/startDevServer.js";
import { DEV_EVENTS_PATH } from "../../src/dev/devProtocol.js";
import { createDevBuilder, type DevBuilder } from "../../src/dev/devBuilder.js";
import { DevSession } from "../../src/dev/devSession.js";
import { sitePaths } from "../../src/site/sitePaths.js";

const versionOf = (html: string) => /<meta name="edsite-dev-version" content="([^"]*)"/.exec(html)?.[1];

/** The scripts, modules and stylesheet a page loads, as URL paths. */
function assetsOf(html: string): string[] {
  return [...html.matchAll(/<(?:script[^>]*\bsrc|link[^>]*\bhref)="(\/fx\/assets\/[^"]+)"/g)].map((match) => match[1]!);
}

async function get(server: DevServer, urlPath: string): Promise<{ status: number; text: string }> {
  const res = await fetch(new URL(urlPath, server.url));
  return { status: res.status, text: await res.text() };
}

interface FirstStart {
  server: DevServer;
  log: string[];
  /** The answer to the request made at once. */
  page: { status: number; text: string };
}

/**
 * Starts dev on a fresh copy of the fixture (changed by `prepare` first) and asks for `urlPath` at once, as
 * a tab already open would; `check` gets the answer. The server is closed either way.
 */
async function firstStart(urlPath: string, check: (start: FirstStart) => Promise<void>, prepare?: (root: string) => Promise<void>): Promise<void> {
  const root = await copyFixture("site-basic");
  await prepare?.(root);
  const { server, log } = await startLogged(root);
  // What the server was doing when a test fails: a page load that timed out once in a full local run
  // (29 November) and not again alone or after the same files; the next failure should say more.
  onTestFailed(() => console.log(`edsite dev's log:\n${log.join("\n")}`));
  try {
    await check({ server, log, page: await get(server, urlPath) });
  } finally {
    await server.close();
  }
}

describe("edsite dev's first start, with nothing built", () => {
  it("serves the doc page asked for before the rest of the site is built, and the rest once it is", () =>
    firstStart("/fx/docs/intro", async ({ server, log, page: first }) => {
      expect(first.status).toBe(200);
      expect(first.text).toContain("Some text.");
      // The page the whole build serves carries a later version; this one came before it.
      const earlyVersion = versionOf(first.text);
      expect(earlyVersion).toMatch(/:0$/);
      // Its scripts, modules and styles are served with it.
      const assets = assetsOf(first.text);
      expect(assets.some((asset) => asset.endsWith(".css"))).toBe(true);
      expect(assets.some((asset) => asset.endsWith(".js"))).toBe(true);
      for (const asset of assets) expect((await get(server, asset)).status, asset).toBe(200);

      // Anything else waits for the whole site: another page, a missing one, the search index.
      const setup = await get(server, "/fx/docs/guide/setup");
      expect(setup.status).toBe(200);
      expect(setup.text).toContain("Setup");
      expect(versionOf(setup.text)).not.toBe(earlyVersion);
      const missing = await get(server, "/fx/docs/nowhere");
      expect(missing.status).toBe(404);
      expect(missing.text).toMatch(/not found/i);
      await server.idle();
      const lines = log.join("\n");
      expect(lines).toMatch(/built \/fx\/docs\/intro first, in \d+ ms; building the rest/);
      expect(lines.indexOf("first, in")).toBeLessThan(lines.search(/built \d+ pages/));
      const again = await get(server, "/fx/docs/intro");
      expect(again.text).toContain("Some text.");
      expect(versionOf(again.text)).not.toBe(earlyVersion);
    }));

  it("stops compiling the whole site for a page asked for meanwhile, and serves that page first", async () => {
    const root = await copyFixture("site-basic");
    const builder = await createDevBuilder({ root });
    const log: string[] = [];
    // The real builder; the page is asked for right after the first build has chosen none, as a request
    // that comes in while it compiles would be.
    let choices = 0;
    const askingLate: DevBuilder = {
      ...builder,
      build: (firstPage) =>
        builder.build(
          firstPage &&
            (() => {
              // What was asked for so far, not the session's own list, which the request below adds to.
              const wanted = [...firstPage()];
              if (choices++ === 0) session.want("/fx/docs/guide/setup");
              return wanted;
            }),
        ),
    };
    const session = new DevSession(askingLate, sitePaths(root), { log: (text) => log.push(text), debug: false, hasPendingChanges: () => false });
    try {
      const served: string[] = [];
      void session.firstServed.settled.then(() => served.push(...["fx/docs/guide/setup", "fx/docs/intro"].filter((page) => session.files?.page(`/${page}`))));
      await session.rebuild([]);
      // When something was first served, it was the setup page alone.
      expect(served).toEqual(["fx/docs/guide/setup"]);
      const lines = log.join("\n");
      expect(lines).toMatch(/built \/fx\/docs\/guide\/setup first/);
      expect(lines).toMatch(/built \d+ pages/);
      expect(session.partial).toBeUndefined();
      expect(session.files?.page("/fx/docs/intro")).toBeDefined();
    } finally {
      await builder.dispose();
    }
  });

  it("serves any kind of page first: a blog list, with the excerpts it shows compiled", () =>
    firstStart("/fx/blog", async ({ server, log, page: list }) => {
      expect(list.status).toBe(200);
      expect(versionOf(list.text)).toMatch(/:0$/);
      expect(list.text).toContain("The first paragraph.");
      expect(list.text).not.toContain("The rest, with a");
      await server.idle();
      expect(log.join("\n")).toMatch(/built \/fx\/blog first/);
    }));

  it("leaves a broken page to the whole build, which reports it with every other error", () =>
    firstStart(
      "/fx/docs/intro",
      async ({ server, log, page }) => {
          expect(page.status).toBe(500);
        expect(page.text).toContain("intro.md");
        expect(page.text).toContain("setup.md");
        await server.idle();
        const lines = log.join("\n");
        expect(lines).not.toMatch(/first, in/);
        expect(lines).toContain("content/docs/intro.md");
        expect(lines).toContain("content/docs/guide/setup.md");
      },
      async (root) => {
        for (const file of ["intro.md", "guide/setup.md"]) {
          const full = `${root}/content/docs/${file}`;
          await writeFile(full, `${await readFile(full, "utf8")}\nA stray {brace\n`);
        }
      },
    ));
});

describe("edsite dev's first page in the browser", () => {
  let browser: Browser;

  /**
   * A tab showing the page as the first build served it, whatever the server has now (Chromium asks too late
   * to be sure to get it); its scripts and styles come from the server, as they would.
   */
  async function openEarly(server: DevServer, early: string, options: { events: boolean }): Promise<{ page: Page; problems: string[] }> {
    const tab = await browser.newPage();
    const problems = watchConsole(tab);
    const url = new URL("/fx/docs/intro", server.url).href;
    await tab.route(url, (route) => route.fulfill({ status: 200, contentType: "text/html", body: early }), { times: 1 });
    if (!options.events) await tab.route(new URL(DEV_EVENTS_PATH, server.url).href + "*", (route) => route.abort());
    await tab.goto(url);
    await tab.waitForSelector("html[data-hydrated]");
    return { page: tab, problems };
  }

  beforeAll(async () => {
    browser = await chromiumForFile();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it("comes alive in the tab, and the tab moves on to the whole site once it is built", () =>
    firstStart("/fx/docs/intro", async ({ server, log, page: early }) => {
      const earlyVersion = versionOf(early.text);
      expect(earlyVersion).toMatch(/:0$/);
      const { page, problems } = await openEarly(server, early.text, { events: true });
      await server.idle();
      expect(log.join("\n")).toMatch(/built \/fx\/docs\/intro first/);
      // The whole build's event reaches the tab (which reloads: the whole site's runtime and stylesheet are
      // not the one page's), and it then navigates with the whole site's routes.
      await page.waitForFunction((version) => document.querySelector('meta[name="edsite-dev-version"]')?.getAttribute("content") !== version, earlyVersion);
      await page.getByRole("link", { name: "the setup" }).click();
      await page.locator("main h1", { hasText: "Setup" }).waitFor();
      expect(problems).toEqual([]);
      await page.close();
    }));

  it("leaves the first page by a full load: its runtime never takes the whole site's chunks", () =>
    firstStart("/fx/docs/intro", async ({ server, page: early }) => {
      expect(versionOf(early.text)).toMatch(/:0$/);
      // The whole site is in, and its route manifest lists every route; the tab, still running the first
      // page's runtime, hears nothing of it (no event stream) and follows a link.
      await server.idle();
      const { page, problems } = await openEarly(server, early.text, { events: false });
      await page.evaluate("window.sameDocument = true");
      await page.getByRole("link", { name: "the setup" }).click();
      await page.locator("main h1", { hasText: "Setup" }).waitFor();
      await page.waitForSelector("html[data-hydrated]");
      expect(await page.evaluate("window.sameDocument")).toBeUndefined();
      expect(problems.filter((p) => !p.includes(DEV_EVENTS_PATH) && !p.includes("Failed to load resource"))).toEqual([]);
      await page.close();
    }));
});
