#!/usr/bin/env node
// What a first visit downloads: for a few pages of a built site, the JavaScript (the entry module and every
// module the HTML preloads) and the CSS, raw and gzipped. Builds nothing: run `edsite build` first.
//
//   node scripts/measure-first-load.mjs [dist]
//
// Other scripts and tests import measureFirstLoad() and measureManifest().
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { fileURLToPath } from "node:url";

/** The pages the budget is about, as site paths under the base. */
export const BUDGET_PAGES = ["", "docs/introduction", "blog/documentation-migration"];

/** The site's base path: the one folder a build writes into `dist` (or `/` when the pages sit at its top). */
export function findBaseUrl(distDir) {
  if (!existsSync(distDir)) throw new Error(`There is no built site at ${distDir}: run \`edsite build\` first.`);
  const folders = readdirSync(distDir, { withFileTypes: true }).filter((e) => e.isDirectory());
  if (folders.length === 1 && existsSync(path.join(distDir, folders[0].name, "index.html"))) return `/${folders[0].name}/`;
  if (existsSync(path.join(distDir, "index.html"))) return "/";
  throw new Error(`${distDir} does not look like a built site: no index.html under it or under its one folder.`);
}

/** The HTML file a page path is written to (`docs/x` → `docs/x/index.html` or `docs/x.html`). */
function htmlFileOf(distDir, baseUrl, sitePath) {
  const dir = path.join(distDir, baseUrl, sitePath);
  for (const candidate of [path.join(dir, "index.html"), `${dir.replace(/\/$/, "")}.html`]) {
    if (existsSync(candidate)) return candidate;
  }
  throw new Error(`No page ${baseUrl}${sitePath} in ${distDir}.`);
}

function sizeOf(distDir, url) {
  const bytes = readFileSync(path.join(distDir, decodeURI(url.split(/[?#]/)[0])));
  return { url, raw: bytes.length, gzip: gzipSync(bytes).length };
}

function total(files) {
  return { files, raw: files.reduce((sum, f) => sum + f.raw, 0), gzip: files.reduce((sum, f) => sum + f.gzip, 0) };
}

/**
 * The JS and CSS a first visit to `sitePath` downloads: the module script, every <link rel="modulepreload">
 * and every stylesheet of its HTML, each counted once, with raw and gzipped (zlib's default level) bytes.
 */
export function measureFirstLoad(distDir, sitePath, baseUrl = findBaseUrl(distDir)) {
  const html = readFileSync(htmlFileOf(distDir, baseUrl, sitePath), "utf8");
  const attr = (tag, name) => new RegExp(`${name}="([^"]+)"`).exec(tag)?.[1];
  const tags = html.match(/<(script|link)\b[^>]*>/g) ?? [];
  const js = new Set();
  const css = new Set();
  for (const tag of tags) {
    if (tag.startsWith("<script") && /type="module"/.test(tag) && attr(tag, "src")) js.add(attr(tag, "src"));
    if (tag.startsWith("<link") && /rel="modulepreload"/.test(tag)) js.add(attr(tag, "href"));
    if (tag.startsWith("<link") && /rel="stylesheet"/.test(tag)) css.add(attr(tag, "href"));
  }
  return {
    page: baseUrl + sitePath,
    js: total([...js].map((url) => sizeOf(distDir, url))),
    css: total([...css].map((url) => sizeOf(distDir, url))),
  };
}

/** The route manifest's size and how many routes it maps. */
export function measureManifest(distDir, baseUrl = findBaseUrl(distDir)) {
  const home = readFileSync(htmlFileOf(distDir, baseUrl, ""), "utf8");
  const currentBuild = /"build":"([^"]+)"/.exec(home)?.[1];
  if (!currentBuild) throw new Error("The home page names no current-build file.");
  const url = JSON.parse(readFileSync(path.join(distDir, currentBuild), "utf8")).manifest;
  const bytes = readFileSync(path.join(distDir, url)).length;
  const routes = Object.keys(JSON.parse(readFileSync(path.join(distDir, url), "utf8"))).length;
  return { url, bytes, routes, bytesPerRoute: bytes / routes };
}

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

function report(distDir) {
  const baseUrl = findBaseUrl(distDir);
  for (const sitePath of BUDGET_PAGES) {
    const m = measureFirstLoad(distDir, sitePath, baseUrl);
    console.log(`${m.page}`);
    console.log(`  JS  ${kb(m.js.raw).padStart(9)} raw ${kb(m.js.gzip).padStart(9)} gzip  (${m.js.files.length} files)`);
    for (const f of [...m.js.files].sort((a, b) => b.gzip - a.gzip)) {
      console.log(`      ${kb(f.raw).padStart(9)}     ${kb(f.gzip).padStart(9)}       ${f.url}`);
    }
    console.log(`  CSS ${kb(m.css.raw).padStart(9)} raw ${kb(m.css.gzip).padStart(9)} gzip`);
  }
  const manifest = measureManifest(distDir, baseUrl);
  console.log(`route manifest: ${manifest.bytes} bytes for ${manifest.routes} routes (${manifest.bytesPerRoute.toFixed(1)} bytes a route)`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    report(path.resolve(process.argv[2] ?? "dist"));
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exitCode = 1;
  }
}
