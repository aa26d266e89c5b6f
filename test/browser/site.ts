// Shared setup of the browser tests: serve the Ki site (built once per run) or build a fixture site into a temp
// folder, serve it on a free port, open pages.
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { inject } from "vitest";
import os from "node:os";
import path from "node:path";
import type { Browser, BrowserContext, Page, Route } from "playwright-core";
import { build, type BuildOptions } from "../../src/site/build.js";
import { silentReporter } from "../../src/site/reporter.js";
import { serveSite, type RunningServer } from "../../src/serve/serveSite.js";
import { XMLParser } from "fast-xml-parser";
import { entryParts, type RouteManifestEntry } from "../../src/shared/routeManifestEntry.js";
import type { CurrentBuild } from "../../src/shared/currentBuild.js";

export interface ServedSite {
  /** The build's output folder (the site itself is under `<outDir><baseUrl>`). */
  outDir: string;
  baseUrl: string;
  server: RunningServer;
  /** Absolute URL of a site path, e.g. `url("docs/introduction")` → `http://127.0.0.1:1234/ki-editor/docs/introduction`. */
  url(sitePath?: string): string;
  /** A file of the built site, by its path under the base. */
  read(file: string): Promise<string>;
  /** The route manifest: route key → chunk path under `assets/` (with the route's stylesheets, see RouteManifestEntry). */
  manifest(): Promise<Record<string, RouteManifestEntry>>;
  /** The build's current-build file, which every page names (see ClientData.build). */
  currentBuild(): Promise<CurrentBuild>;
  close(): Promise<void>;
}

/**
 * Serves the Ki site that test/globalSetup.ts built once for the whole run (the tests only read it), or,
 * given a fixture's folder, builds that site into a temp folder first (with `buildOptions`, if any).
 */
export async function buildAndServe(root?: string, baseUrl = "/ki-editor/", buildOptions: Partial<BuildOptions> = {}): Promise<ServedSite> {
  let tmp: string | undefined;
  let outDir: string;
  if (root === undefined) {
    outDir = inject("kiDist");
  } else {
    tmp = await mkdtemp(path.join(os.tmpdir(), "edsite-browser-"));
    outDir = path.join(tmp, "dist");
    await build({ ...buildOptions, root: path.resolve(root), outDir, reporter: silentReporter() });
  }
  const server = await serveSite({ dir: outDir, baseUrl, port: 0 });
  const siteDir = path.join(outDir, baseUrl);
  const read = (file: string) => readFile(path.join(siteDir, file), "utf8");
  const currentBuild = async () => {
    const html = await read("index.html");
    const buildUrl = /"build":"([^"]+)"/.exec(html)![1]!;
    return JSON.parse(await read(buildUrl.slice(baseUrl.length))) as CurrentBuild;
  };
  return {
    outDir,
    baseUrl,
    server,
    url: (sitePath = "") => new URL(baseUrl + sitePath.replace(/^\//, ""), server.url).href,
    read,
    async manifest() {
      return JSON.parse(await read((await currentBuild()).manifest.slice(baseUrl.length))) as Record<string, RouteManifestEntry>;
    },
    currentBuild,
    async close() {
      await server.close();
      if (tmp) await rm(tmp, { recursive: true, force: true });
    },
  };
}

/** A 1×1 transparent PNG, the stand-in for every image from outside this machine. */
const PIXEL = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=", "base64");

/**
 * Answers every request the context's pages make to another host with a stand-in (a pixel for an image, a
 * blank page for anything else), for a test that follows a link off the site. The test browser knows no host
 * but this machine (scripts/chromium.mjs), so without this such a request fails, as a console error. Only
 * where needed: a route makes Playwright hold every request of the context, this machine's too, until the
 * test process lets it go, and the Ki site's 43 pages took 17-25 s to load that way against 7.5-8 s.
 */
export async function standInsForOtherHosts(context: BrowserContext): Promise<void> {
  await context.route(
    (url) => url.hostname !== "127.0.0.1" && url.hostname !== "localhost",
    (route) =>
      route.request().resourceType() === "image"
        ? route.fulfill({ status: 200, contentType: "image/png", body: PIXEL })
        : route.fulfill({ status: 200, contentType: "text/html", body: "<!doctype html><title>Elsewhere</title>" }),
  );
}

/** Opens a page and waits until React has hydrated it. */
export async function openHydrated(context: Browser | BrowserContext, url: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(url);
  await waitForHydration(page);
  return page;
}

export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForSelector('html[data-hydrated="true"]', { state: "attached" });
}

/**
 * Rewrites the HTML documents the page loads: `edit` gets each document's text. Lets a test put a probe
 * script exactly where it wants one, e.g. right after the inline head script and before anything else runs.
 */
export async function editDocuments(page: Page, edit: (html: string) => string): Promise<void> {
  await page.route("**/*", async (route: Route) => {
    if (route.request().resourceType() !== "document") return route.fallback();
    const response = await route.fetch();
    await route.fulfill({ response, body: edit(await response.text()) });
  });
}

/**
 * Puts an inline script into every document the page loads, right before the first occurrence of `marker`:
 * it runs while the parser is there, before anything after it (in particular before any module script).
 */
export async function probeBefore(page: Page, marker: string, code: string): Promise<void> {
  await editDocuments(page, (html) => {
    const at = html.indexOf(marker);
    if (at === -1) throw new Error(`no ${marker} in the document`);
    return `${html.slice(0, at)}<script>${code}</script>${html.slice(at)}`;
  });
}

/** The full URL of a route's chunk, from the manifest. */
export function chunkUrl(site: ServedSite, manifest: Record<string, RouteManifestEntry>, key: string): string {
  const entry = manifest[key];
  if (!entry) throw new Error(`no route ${JSON.stringify(key)} in the manifest`);
  return new URL(`${site.baseUrl}assets/${entryParts(entry).chunk}`, site.server.url).href;
}

/** Scrolls the window at once (the theme scrolls smoothly otherwise) and waits a frame for listeners. */
export async function scrollTo(page: Page, top: number): Promise<void> {
  await page.evaluate(async (y) => {
    window.scrollTo({ top: y, behavior: "instant" });
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  }, top);
}

/** The path of every page the sitemap lists (`<loc>` without its origin), in the sitemap's order. */
export function sitemapPaths(xml: string): string[] {
  const urls: { loc: string }[] = [].concat(new XMLParser().parse(xml).urlset.url);
  return urls.map((url) => new URL(url.loc).pathname);
}
