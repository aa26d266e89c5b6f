// Issue 7's scale budget: what a first visit to a docs page downloads must not depend on how many pages the
// site has. Generates a 100-page and a 1,000-page site with scripts/bench/generateDocs.mjs, builds each with
// the real CLI, and compares one page that reads the same in both.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { generateDocs } from "../../scripts/bench/generateDocs.mjs";
import { edsite } from "../cli.js";
import { CLIENT_BATCH_ROUTES } from "../../src/bundle/bundleClient.js";
import { SCRATCH_FOLDER } from "../../src/output/emitSite.js";
import { entryParts, VIEWS_KEY, type RouteManifestEntry } from "../../src/shared/routeManifestEntry.js";

const SMALL = 100;
const LARGE = 1000;
/** A docs page of both sites, with the same text in both: generateDocs seeds each page by its number. */
const PAGE = "docs/section-0/group-0/topic-3/page-35";
/** The generated sites' base path, as generateDocs writes it into their config. */
const BASE = "/bench/";
/**
 * How many more gzipped bytes a part of the page may weigh on the large site and still count as not growing.
 * The large site's page legitimately differs a little: its open section lists ten groups where the small
 * site's lists one, and its link to a related page points further away. Growth with the page count does not
 * fit in it: the large site has 900 more pages, so two gzipped bytes a page already exceed it.
 */
const SLACK = 1024;

interface Asset {
  url: string;
  raw: number;
  gzip: number;
}

/** What a first visit to PAGE loads, split by what each part is for. */
interface FirstVisit {
  html: string;
  /** The page's HTML file, inline data included. */
  page: Asset;
  /** The JSON the HTML inlines for the client (`__edsite_data`). */
  inlineData: Asset;
  /** The module script and every module it imports statically. */
  entry: Asset[];
  /** Every other preloaded module: the route's chunk and the chunks it imports beyond the entry's. */
  route: Asset[];
  stylesheets: Asset[];
  /** URL of every <script src> and <link href> of the HTML. */
  tagUrls: string[];
  manifest: Asset;
  /** Route key → chunk path under `assets/`. */
  manifestEntries: Record<string, RouteManifestEntry>;
}

const visits = new Map<number, FirstVisit>();
const outDirs = new Map<number, string>();
const logs = new Map<number, string>();
let top: string;

// Two builds through the real CLI: the 1,000-page one takes about 20 s alone on the 2-core machine and far
// longer while other suites share it, so the hook gets five minutes.
beforeAll(async () => {
  top = await mkdtemp(path.join(os.tmpdir(), "edsite-bundle-scale-"));
  for (const size of [SMALL, LARGE]) {
    const root = await generateDocs(path.join(top, `site-${size}`), size);
    const outDir = path.join(top, `dist-${size}`);
    const result = await edsite(root, "build", "--out-dir", outDir);
    if (result.code !== 0) throw new Error(`The ${size}-page site did not build:\n${result.stderr}`);
    logs.set(size, result.stderr);
    visits.set(size, firstVisit(outDir));
    outDirs.set(size, outDir);
  }
}, 300_000);

afterAll(async () => {
  if (top) await rm(top, { recursive: true, force: true });
});

function measure(url: string, bytes: Buffer): Asset {
  return { url, raw: bytes.length, gzip: gzipSync(bytes).length };
}

function readAsset(outDir: string, url: string): Asset {
  return measure(url, readFileSync(path.join(outDir, url)));
}

function sum(assets: Asset[], key: "raw" | "gzip"): number {
  return assets.reduce((total, asset) => total + asset[key], 0);
}

/** The modules `url` imports statically, transitively. esbuild writes every static import at a chunk's top. */
function staticImports(outDir: string, url: string, found = new Set<string>()): Set<string> {
  const code = readFileSync(path.join(outDir, url), "utf8");
  const leadingImport = /\s*import\s*(?:[^"]*?from\s*)?"([^"]+)";?/y;
  for (let match = leadingImport.exec(code); match; match = leadingImport.exec(code)) {
    const imported = new URL(match[1]!, `http://site${url}`).pathname;
    if (found.has(imported)) continue;
    found.add(imported);
    staticImports(outDir, imported, found);
  }
  return found;
}

function firstVisit(outDir: string): FirstVisit {
  const pageUrl = `${BASE}${PAGE}/index.html`;
  const htmlBytes = readFileSync(path.join(outDir, pageUrl));
  const html = htmlBytes.toString("utf8");
  const tags = html.match(/<(?:script|link)\b[^>]*>/g) ?? [];
  const attr = (tag: string, name: string) => new RegExp(`\\b${name}="([^"]+)"`).exec(tag)?.[1];
  const entryUrl = tags.map((tag) => (/type="module"/.test(tag) ? attr(tag, "src") : undefined)).find(Boolean);
  if (!entryUrl) throw new Error(`${pageUrl} has no <script type="module" src>.`);
  const entryUrls = new Set([entryUrl, ...staticImports(outDir, entryUrl)]);
  const preloads = tags.filter((tag) => /rel="modulepreload"/.test(tag)).map((tag) => attr(tag, "href")!);
  const stylesheets = tags.filter((tag) => /rel="stylesheet"/.test(tag)).map((tag) => attr(tag, "href")!);
  const data = /<script id="__edsite_data" type="application\/json">([\s\S]*?)<\/script>/.exec(html)?.[1];
  if (data === undefined) throw new Error(`${pageUrl} inlines no __edsite_data.`);
  const buildUrl = (JSON.parse(data) as { build?: string }).build;
  if (!buildUrl) throw new Error(`${pageUrl} names no current-build file.`);
  const manifestUrl = (JSON.parse(readFileSync(path.join(outDir, buildUrl), "utf8")) as { manifest: string }).manifest;
  return {
    html,
    page: measure(pageUrl, htmlBytes),
    inlineData: measure("__edsite_data", Buffer.from(data)),
    entry: [...entryUrls].map((url) => readAsset(outDir, url)),
    route: preloads.filter((url) => !entryUrls.has(url)).map((url) => readAsset(outDir, url)),
    stylesheets: stylesheets.map((url) => readAsset(outDir, url)),
    tagUrls: tags.flatMap((tag) => [attr(tag, "src"), attr(tag, "href")].filter((url): url is string => url !== undefined)),
    manifest: readAsset(outDir, manifestUrl),
    manifestEntries: JSON.parse(readFileSync(path.join(outDir, manifestUrl), "utf8")) as Record<string, RouteManifestEntry>,
  };
}

/** Gzipped bytes of each part of a first visit, the route manifest included although it loads later. */
function weights(visit: FirstVisit): Record<string, number> {
  return {
    "client entry": sum(visit.entry, "gzip"),
    "route chunks": sum(visit.route, "gzip"),
    stylesheets: sum(visit.stylesheets, "gzip"),
    "inline data": visit.inlineData.gzip,
    "page HTML": visit.page.gzip,
    "route manifest": visit.manifest.gzip,
  };
}

describe(`a docs page of a ${LARGE}-page site, against the same page of a ${SMALL}-page site`, () => {
  test("loads a client entry of exactly the same size", () => {
    const small = visits.get(SMALL)!;
    const large = visits.get(LARGE)!;
    expect(small.entry.length).toBeGreaterThan(1);
    const sizes = (visit: FirstVisit) => visit.entry.map((asset) => asset.raw).sort((a, b) => a - b);
    expect(sizes(large), JSON.stringify({ small: small.entry, large: large.entry })).toEqual(sizes(small));
  });

  test("loads route chunks that grow by at most a small margin", () => {
    const small = visits.get(SMALL)!;
    const large = visits.get(LARGE)!;
    expect(small.route.some((asset) => asset.url.includes("/assets/r/")), "the page preloads its route chunk").toBe(true);
    const detail = JSON.stringify({ small: small.route, large: large.route });
    expect(sum(large.route, "gzip"), detail).toBeLessThanOrEqual(sum(small.route, "gzip") + SLACK);
  });

  test("grows in nothing but the route manifest", () => {
    const small = weights(visits.get(SMALL)!);
    const large = weights(visits.get(LARGE)!);
    const growing = Object.keys(small).filter((part) => large[part]! > small[part]! + SLACK);
    expect(growing, JSON.stringify({ small, large })).toEqual(["route manifest"]);
    // The manifest maps every route, so ten times the pages should make it several times larger.
    expect(large["route manifest"]).toBeGreaterThan(small["route manifest"]! * 5);
  });

  test("loads the route manifest lazily: neither preloaded nor inlined", () => {
    for (const visit of visits.values()) {
      expect(visit.tagUrls).not.toContain(visit.manifest.url);
      const ownChunk = visit.route.find((asset) => asset.url.includes("/assets/r/"))!.url;
      const otherChunks = routeEntries(visit.manifestEntries)
        .map((entry) => entry.chunk)
        .filter((chunk) => !ownChunk.endsWith(`/${chunk}`));
      expect(otherChunks.filter((chunk) => visit.html.includes(chunk)), "other routes' chunks named in the HTML").toEqual([]);
    }
  });
});

// The large site has more routes than one server bundle holds (SERVER_BATCH_ROUTES), so its pages render
// from several bundles, on worker threads; each page must still be its own.
test(`renders every page of the ${LARGE}-page site with its own content`, () => {
  expect(logs.get(LARGE)).toMatch(/render: \d+ pages on \d+ worker threads?/);
  expect(logs.get(SMALL)).not.toMatch(/render: .* worker thread/);
  const outDir = outDirs.get(LARGE)!;
  for (let i = 0; i < LARGE; i++) {
    const page = `${BASE}docs/section-${Math.floor(i / 1000)}/group-${Math.floor(i / 100) % 10}/topic-${Math.floor(i / 10) % 10}/page-${i}/index.html`;
    const html = readFileSync(path.join(outDir, page), "utf8");
    expect(html, page).toContain(`>Page ${i}</h1>`);
    expect(html, page).toContain(`<title>Page ${i} | `);
  }
  // The batches' code waited in the staging folder's scratch folder, which must not be published, nor any
  // staging folder left beside the output.
  expect(existsSync(path.join(outDir, SCRATCH_FOLDER))).toBe(false);
  expect(readdirSync(top).filter((name) => name.includes(".tmp-"))).toEqual([]);
});

// The large site's route chunks come from several client builds (CLIENT_BATCH_ROUTES a build), all against the
// one runtime build; every module a chunk imports by URL must be a file of that runtime, and every sidebar
// view a route names a file of the build.
test(`gives every route of the ${LARGE}-page site a chunk whose imports all exist`, () => {
  const outDir = outDirs.get(LARGE)!;
  const entries = routeEntries(visits.get(LARGE)!.manifestEntries);
  const chunks = entries.map((entry) => entry.chunk);
  expect(chunks.length).toBeGreaterThan(CLIENT_BATCH_ROUTES);
  const missing: string[] = [];
  const views = new Set(entries.flatMap((entry) => (entry.view === undefined ? [] : [entry.view])));
  expect(views.size).toBeGreaterThan(1);
  for (const view of views) if (!existsSync(path.join(outDir, BASE, "assets", view))) missing.push(`view ${view}`);
  let imports = 0;
  for (const chunk of new Set(chunks)) {
    const code = readFileSync(path.join(outDir, BASE, "assets", chunk), "utf8");
    for (const match of code.matchAll(/(?:from|import)\s*"([^"]+)"/g)) {
      imports++;
      if (!match[1]!.startsWith(`${BASE}assets/`) || !existsSync(path.join(outDir, match[1]!))) missing.push(`${chunk} → ${match[1]}`);
    }
  }
  expect(missing).toEqual([]);
  expect(imports).toBeGreaterThan(chunks.length);
});

/** The manifest's routes' entries, their sidebar views named by file. */
function routeEntries(manifest: Record<string, RouteManifestEntry>) {
  const views = manifest[VIEWS_KEY];
  return Object.entries(manifest)
    .filter(([key]) => key !== VIEWS_KEY)
    .map(([, entry]) => entryParts(entry, Array.isArray(views) ? views : []));
}
