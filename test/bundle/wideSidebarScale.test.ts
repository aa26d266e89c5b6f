// Issue 24: a site of many folders side by side must not make every page carry a sidebar entry per folder.
// Builds two generated wide sites through the real CLI, one with twice the folders of the other (both more
// than a page's sidebar lists side by side), and checks that the largest page did not grow with the folders
// and that every page can still reach the whole sidebar: its own page marked in the HTML, the rest through
// the sidebar module the page preloads and the pieces that module names.
import { readFileSync, readdirSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import { generateDocs } from "../../scripts/bench/generateDocs.mjs";
import { edsite } from "../cli.js";

/** Pages a folder holds: small, so that a site of a few hundred pages has a hundred folders side by side. */
const FOLDER_PAGES = 2;
const SMALL = 300;
const LARGE = 600;
/** The generated sites' base path, as generateDocs writes it into their config. */
const BASE = "/bench/";
/**
 * How many bytes the largest page may grow by from 150 folders to 300 and still count as not growing: a few
 * more runs of folders in its sidebar and longer page numbers. A header per folder would add about 390
 * bytes each, 58 KB for the 150 more folders.
 */
const SLACK = 2048;

const outDirs = new Map<number, string>();
let top: string;

beforeAll(async () => {
  top = await mkdtemp(path.join(os.tmpdir(), "edsite-wide-sidebar-"));
  for (const size of [SMALL, LARGE]) {
    const root = await generateDocs(path.join(top, `site-${size}`), size, { shape: "wide", folderPages: FOLDER_PAGES });
    const outDir = path.join(top, `dist-${size}`);
    const result = await edsite(root, "build", "--out-dir", outDir);
    if (result.code !== 0) throw new Error(`The ${size}-page wide site did not build:\n${result.stderr}`);
    outDirs.set(size, outDir);
  }
}, 300_000);

afterAll(async () => {
  if (top) await rm(top, { recursive: true, force: true });
});

/** Every HTML file of a build, by path under its output folder. */
function htmlFiles(outDir: string): string[] {
  return readdirSync(outDir, { recursive: true, encoding: "utf8" }).filter((file) => file.endsWith(".html"));
}

/** The largest HTML file of a build: its path and size. */
function largestPage(outDir: string): { file: string; bytes: number } {
  let largest = { file: "", bytes: 0 };
  for (const file of htmlFiles(outDir)) {
    const bytes = readFileSync(path.join(outDir, file)).length;
    if (bytes > largest.bytes) largest = { file, bytes };
  }
  return largest;
}

test(`the largest page of a ${LARGE / FOLDER_PAGES}-folder site weighs what it does with ${SMALL / FOLDER_PAGES} folders`, () => {
  const small = largestPage(outDirs.get(SMALL)!);
  const large = largestPage(outDirs.get(LARGE)!);
  expect(large.bytes, JSON.stringify({ small, large })).toBeLessThanOrEqual(small.bytes + SLACK);
});

/** Every page URL a sidebar module or piece names, and the pieces it names, read from its text. */
function namedIn(text: string): { hrefs: string[]; pieces: string[] } {
  const strings = (key: string) => [...text.matchAll(new RegExp(`"?${key}"?:"([^"]+)"`, "g"))].map((m) => m[1]!);
  return { hrefs: strings("href"), pieces: strings("itemsUrl") };
}

test(`every doc page of the ${LARGE}-page site marks itself in its sidebar and reaches every other page through it`, () => {
  const outDir = outDirs.get(LARGE)!;
  const pages = htmlFiles(outDir).filter((file) => /docs\/folder-\d+\/page-\d+\/index\.html$/.test(file));
  expect(pages).toHaveLength(LARGE);
  const every = pages.map((file) => `/${path.dirname(file)}`);
  const reached = new Map<string, Set<string>>();
  /** The page URLs reachable from a sidebar module or piece, by its URL; each file read once. */
  const reach = (url: string): Set<string> => {
    let found = reached.get(url);
    if (found) return found;
    found = new Set<string>();
    reached.set(url, found);
    const { hrefs, pieces } = namedIn(readFileSync(path.join(outDir, url), "utf8"));
    for (const href of hrefs) found.add(href);
    for (const piece of pieces) for (const href of reach(piece)) found.add(href);
    return found;
  };
  const problems: string[] = [];
  for (const file of pages) {
    const url = `/${path.dirname(file)}`;
    const html = readFileSync(path.join(outDir, file), "utf8");
    const sidebar = /<nav class="doc-sidebar"[\s\S]*?<\/nav>/.exec(html)?.[0] ?? "";
    if (!sidebar.includes(`<a href="${url}" class="sidebar-link sidebar-link--active" aria-current="page">`)) problems.push(`${url}: not marked in its sidebar`);
    const views = [...html.matchAll(/<link rel="modulepreload" href="([^"]*\/assets\/v\/[^"]+)">/g)].map((m) => m[1]!);
    if (views.length !== 1) {
      problems.push(`${url}: preloads ${views.length} sidebar modules`);
      continue;
    }
    const unreached = every.filter((page) => !reach(views[0]!).has(page));
    if (unreached.length > 0) problems.push(`${url}: its sidebar reaches no link to ${unreached.length} pages, ${unreached.slice(0, 3).join(", ")}…`);
  }
  expect(problems.slice(0, 10)).toEqual([]);
  // Pieces were what got there: the page's own module lists runs of folders, not every page.
  expect(reached.size).toBeGreaterThan(LARGE / FOLDER_PAGES);
});
