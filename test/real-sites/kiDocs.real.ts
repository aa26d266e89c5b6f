// The Ki editor's real docs, as built by edsite from its repository with no file edited (see
// scripts/docusaurus/real-sites.mjs, which builds them with Docusaurus and with edsite and runs this with
// REAL_SITE_DIST and REAL_SITE_REFERENCE set): every page hydrates without a console error, the Keymap and
// Tutorial components come to life, search finds pages, and neither the HTML checker nor axe finds a fault
// of edsite's. What they find in the site's own markup (a heading level skipped in its home page's features,
// say) Docusaurus's build of the same page has too: those are listed apart, and only the rest fail.
import { cp, mkdtemp, readdir, readFile, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { serveSite, type RunningServer } from "../../src/serve/serveSite.js";
import { startDevServer } from "../../src/dev/startDevServer.js";
import { eventually } from "../dev/devSite.js";
import { launchChromium, watchConsole } from "../browser/chromium.js";
import { sitemapPaths } from "../browser/site.js";
import { runAxe } from "../quality/axe.js";
import { validateHtml } from "../quality/validateHtml.js";

const dist = process.env.REAL_SITE_DIST ?? "";
const reference = process.env.REAL_SITE_REFERENCE ?? "";
/** The site's folder: edsite's build is its dist/. */
const siteRoot = path.dirname(dist);
const BASE = "/ki-editor/";
let server: RunningServer;
/** Docusaurus's build of the same site, served the same way. */
let docusaurus: RunningServer;
let docusaurusDist: string;
let browser: Browser;
let routes: string[];

beforeAll(async () => {
  if (!dist || !reference) throw new Error("Set REAL_SITE_DIST and REAL_SITE_REFERENCE to edsite's and Docusaurus's builds of the Ki docs (scripts/docusaurus/real-sites.mjs does).");
  server = await serveSite({ dir: dist, baseUrl: BASE, port: 0 });
  // Docusaurus writes the site at the root of its output; under the base path, as edsite's is served.
  docusaurusDist = await mkdtemp(path.join(os.tmpdir(), "ki-docusaurus-"));
  await cp(reference, path.join(docusaurusDist, "ki-editor"), { recursive: true });
  docusaurus = await serveSite({ dir: docusaurusDist, baseUrl: BASE, port: 0 });
  browser = await launchChromium();
  routes = sitemapPaths(await readFile(path.join(dist, "ki-editor/sitemap.xml"), "utf8"));
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
  await docusaurus?.close();
});

/**
 * Waits until the page's DOM has not changed for half a second, two at the most (a recording that keeps
 * playing never stops changing it). The site's own components (the tutorial's recordings, the keymaps) keep
 * drawing after the network is idle, and each build reaches a different point of that by then: axe must see
 * both builds' pages as they end up, not mid-way.
 */
async function settled(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        let quiet = setTimeout(done, 500);
        const cap = setTimeout(done, 2000);
        const observer = new MutationObserver(() => {
          clearTimeout(quiet);
          quiet = setTimeout(done, 500);
        });
        function done() {
          observer.disconnect();
          clearTimeout(quiet);
          clearTimeout(cap);
          resolve();
        }
        observer.observe(document.documentElement, { subtree: true, childList: true, attributes: true, characterData: true });
      }),
  );
}

/** What edsite's build has that Docusaurus's build of the same site has not; what both have is printed. */
function edsiteOnly(ours: string[], theirs: string[], what: string): string[] {
  const shared = ours.filter((finding) => theirs.includes(finding));
  if (shared.length > 0) console.log(`${what} that Docusaurus's build has too (the site's own markup):\n  ${shared.join("\n  ")}`);
  return ours.filter((finding) => !theirs.includes(finding));
}

/** A tab in which requests to other sites (the Tutorial's stylesheet on a CDN) get an empty answer: this machine reaches none. */
async function openTab(): Promise<{ page: Page; problems: string[] }> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await page.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.fulfill({ status: 200, contentType: route.request().resourceType() === "stylesheet" ? "text/css" : "text/plain", body: "" }));
  return { page, problems: watchConsole(page) };
}

async function visit(page: Page, route: string): Promise<void> {
  await page.goto(new URL(route, server.url).href, { waitUntil: "networkidle" });
  await page.waitForSelector("html[data-hydrated=true]");
}

describe("the Ki editor's docs, built by edsite", () => {
  it("hydrates every page without a console error", async () => {
    const { page, problems } = await openTab();
    for (const route of routes) {
      await visit(page, route);
      expect(problems, route).toEqual([]);
    }
    await page.close();
  });

  it("draws a keymap and plays a tutorial recording, after showing their fallbacks on the server", async () => {
    const html = await readFile(path.join(dist, "ki-editor/docs/universal-keybindings/index.html"), "utf8");
    expect(html).toContain("Loading...");
    const { page, problems } = await openTab();
    await visit(page, `${BASE}docs/universal-keybindings`);
    // The keymap's layout picker lists the keyboard layouts of static/keyboard-layouts.json.
    await expect.poll(() => page.locator("option", { hasText: "DVORAK" }).count()).toBeGreaterThan(0);
    await expect.poll(() => page.locator(".xterm").count()).toBeGreaterThan(0);
    expect(problems).toEqual([]);
    await page.close();
  });

  it("finds pages with the search box", async () => {
    const { page, problems } = await openTab();
    await visit(page, `${BASE}docs/introduction`);
    await page.getByRole("combobox", { name: "Search" }).fill("selection mode");
    const options = page.locator('[role="listbox"] [role="option"]');
    await expect.poll(() => options.count()).toBeGreaterThan(0);
    expect(await options.first().getAttribute("href")).toMatch(/^\/ki-editor\/docs\//);
    expect(problems).toEqual([]);
    await page.close();
  });

  it("is served by edsite dev, which shows a saved change to a doc in place", async () => {
    const dev = await startDevServer({ root: siteRoot, port: 0, log: () => {} });
    const file = path.join(siteRoot, "docs/installation.md");
    const before = await readFile(file, "utf8");
    try {
      await dev.idle();
      const get = async () => (await fetch(new URL(`${BASE}docs/installation`, dev.url))).text();
      expect(await get()).toContain("<h1");
      await writeFile(file, `${before}\n\nA line saved while dev runs.\n`);
      await eventually(async () => expect(await get()).toContain("A line saved while dev runs."));
    } finally {
      await writeFile(file, before);
      await dev.close();
    }
  });

  it("has no HTML errors the Nu checker finds that Docusaurus's build has not", async () => {
    const errorsOf = async (root: string) => {
      const files = (await readdir(root, { recursive: true, encoding: "utf8" })).filter((f) => /(^|\/)index\.html$/.test(f)).map((f) => path.join(root, f));
      return (await validateHtml(files)).map((e) => `${path.relative(root, e.file).replace(/index\.html$/, "")}: ${e.message}`);
    };
    const ours = await errorsOf(path.join(dist, "ki-editor"));
    expect(edsiteOnly(ours, await errorsOf(reference), "HTML errors")).toEqual([]);
  });

  for (const theme of ["light", "dark"] as const) {
    it(`has no axe violations in ${theme} mode that Docusaurus's build has not`, async () => {
      const violationsOn = async (site: RunningServer) => {
        const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
        await context.addInitScript((mode) => localStorage.setItem("theme", mode), theme);
        await context.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.fulfill({ status: 200, body: "" }));
        const page = await context.newPage();
        const found: string[] = [];
        for (const route of routes) {
          await page.goto(new URL(route, site.url).href, { waitUntil: "networkidle" });
          await settled(page);
          for (const v of await runAxe(page)) found.push(`${route}: ${v.id} — ${v.help}`);
        }
        await context.close();
        return found;
      };
      expect(edsiteOnly(await violationsOn(server), await violationsOn(docusaurus), `axe violations in ${theme} mode`)).toEqual([]);
    });
  }
});
