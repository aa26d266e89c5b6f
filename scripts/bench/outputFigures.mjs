// What a build wrote, as the bench reports it: the bytes a first visitor downloads, the search files, the bytes
// of the whole output, and which pages two builds wrote differently.
import { createHash } from "node:crypto";
import { readFile, readdir, stat } from "node:fs/promises";
import path from "node:path";
import { gzipSync } from "node:zlib";

/** Raw and gzipped (level 9) bytes of `files` together. */
export async function fileSizes(files) {
  let raw = 0;
  let gzip = 0;
  for (const file of files) {
    const data = await readFile(file);
    raw += data.length;
    gzip += gzipSync(data, { level: 9 }).length;
  }
  return { raw, gzip };
}

/** What a first visit to a page downloads: the HTML, the stylesheet and every script the page loads up front. */
export async function firstVisitBytes(siteDir, base, route) {
  const htmlFile = path.join(siteDir, route.replace(base, ""), "index.html");
  const html = await readFile(htmlFile, "utf8");
  const urls = (pattern) => [...html.matchAll(pattern)].map((m) => path.join(siteDir, m[1].replace(base, "")));
  const js = [...new Set([...urls(/<link rel="modulepreload" href="([^"]+)"/g), ...urls(/<script type="module" src="([^"]+)"/g)])];
  const css = urls(/<link rel="stylesheet" href="([^"]+)"/g);
  return { html: await fileSizes([htmlFile]), js: await fileSizes(js), css: await fileSizes(css) };
}

/** The search files' bytes (the two lists and, for a split index, its shards and chunks), or undefined. */
export async function searchFiles(siteDir) {
  const assets = path.join(siteDir, "assets");
  const names = (await readdir(assets)).filter((f) => /^(search-doc|lunr-index)-/.test(f));
  return names.length ? fileSizes(names.map((n) => path.join(assets, n))) : undefined;
}

/** Every file under `dir`, recursively. */
async function filesUnder(dir) {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath ?? e.path, e.name));
}

/**
 * What a build of a generated site wrote: its bytes in all, its largest page's HTML (which carries the sidebar,
 * so it shows whether a page grows with the site) and its search files. A page's `x.html` and `x/index.html`
 * are one file linked twice, written once, so each file counts once.
 */
export async function outputFigures(siteDir) {
  let bytesWritten = 0;
  let largestPageBytes = 0;
  const seen = new Set();
  for (const file of await filesUnder(siteDir)) {
    const { size, dev, ino } = await stat(file);
    if (seen.has(`${dev}:${ino}`)) continue;
    seen.add(`${dev}:${ino}`);
    bytesWritten += size;
    if (file.endsWith(".html")) largestPageBytes = Math.max(largestPageBytes, size);
  }
  return { bytesWritten, largestPageBytes, search: await searchFiles(siteDir) };
}

// The search files' names carry the build's time (the Docusaurus lunr plugin's names, which a page's data
// holds); issue 24 leaves them aside when it compares two builds. The routes manifest's name carries a hash of
// every route's chunk name, so one page's new chunk renames it in every page.
const SEARCH_TIMESTAMP = /(search-doc|lunr-index)-\d+/g;
const MANIFEST_NAME = /routes-[0-9a-f]+\.json/g;

/**
 * Digests of each page (`index.html` under `siteDir`) by its path, to tell which pages a rebuild changed:
 * `page` with the search files' timestamps aside, `content` with the routes manifest's name aside too.
 */
export async function pageDigests(siteDir) {
  const digest = (text) => createHash("sha1").update(text).digest("hex");
  const page = new Map();
  const content = new Map();
  for (const file of await filesUnder(siteDir)) {
    if (!file.endsWith(`${path.sep}index.html`)) continue;
    const text = (await readFile(file, "utf8")).replace(SEARCH_TIMESTAMP, "$1");
    page.set(path.relative(siteDir, file), digest(text));
    content.set(path.relative(siteDir, file), digest(text.replace(MANIFEST_NAME, "routes.json")));
  }
  return { page, content };
}

/** How many of `after`'s pages differ from `before`'s (a page new or gone counts too). */
export function changedPages(before, after) {
  let changed = 0;
  for (const [page, digest] of after) if (before.get(page) !== digest) changed++;
  for (const page of before.keys()) if (!after.has(page)) changed++;
  return changed;
}
