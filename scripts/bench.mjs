// The benchmark: `npm run bench [-- --json out.json] [--runs 5] [--sizes 1000,10000] [--shapes deep,wide] [--no-docusaurus]`.
// Measures whole processes (wall time, peak RSS of the process tree) the way a user meets them: a cold
// build in a fresh process, a warm rebuild, the dev server, the bytes a first visitor downloads, and the
// same build figures for generated docs sets so that growth with page count is visible.
import { existsSync } from "node:fs";
import { mkdtemp, readFile, readdir, rm, stat, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { measureProcess } from "./bench/measureProcess.mjs";
import { generateDocs } from "./bench/generateDocs.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const bin = path.join(root, "bin/edsite.js");
const args = process.argv.slice(2);
const option = (name, fallback) => {
  const at = args.indexOf(`--${name}`);
  return at === -1 ? fallback : args[at + 1];
};
const runs = Number(option("runs", "5"));
const sizes = option("sizes", "1000,10000").split(",").filter(Boolean).map(Number);
const shapes = option("shapes", "deep,wide").split(",").filter(Boolean);
for (const shape of shapes) if (shape !== "deep" && shape !== "wide") throw new Error(`--shapes: unknown shape "${shape}"; use deep, wide or both (deep,wide).`);
const jsonOut = option("json", undefined);

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/**
 * Removes what a build may keep from an earlier one, so the next build is cold: the caches and the previous
 * output. A cold build is CI's on a fresh clone, which has neither. A build over an earlier output first
 * deletes that output once the new one is in place: at 10,000 pages that is 35,000 files and 4-5 s on this
 * machine (more while the disk still flushes the previous build), which the warm rebuild includes.
 */
async function dropEarlierBuild(siteRoot, outDir) {
  for (const dir of [".edsite-cache", "node_modules/.cache/edsite", outDir]) await rm(path.resolve(siteRoot, dir), { recursive: true, force: true });
}

async function buildOnce(siteRoot, outDir, { cold }) {
  if (cold) await dropEarlierBuild(siteRoot, outDir);
  const result = await measureProcess(process.execPath, [bin, "--root", siteRoot, "build", "--out-dir", outDir]);
  if (result.code !== 0) throw new Error(`build of ${siteRoot} failed:\n${result.stderr}`);
  return result;
}

/** Median wall time and peak memory of `count` cold builds after one warm-up, each a fresh process. */
async function coldBuilds(siteRoot, count) {
  const outDir = await mkdtemp(path.join(os.tmpdir(), "edsite-bench-out-"));
  await buildOnce(siteRoot, outDir, { cold: true });
  const samples = [];
  for (let i = 0; i < count; i++) samples.push(await buildOnce(siteRoot, outDir, { cold: true }));
  const warm = await buildOnce(siteRoot, outDir, { cold: false });
  return {
    coldMs: median(samples.map((s) => s.wallMs)),
    coldPeakMb: median(samples.map((s) => s.peakRssMb)),
    warmMs: warm.wallMs,
    warmPeakMb: warm.peakRssMb,
    outDir,
  };
}

async function fileSizes(files) {
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
async function firstVisitBytes(siteDir, base, route) {
  const htmlFile = path.join(siteDir, route.replace(base, ""), "index.html");
  const html = await readFile(htmlFile, "utf8");
  const urls = (pattern) => [...html.matchAll(pattern)].map((m) => path.join(siteDir, m[1].replace(base, "")));
  const js = [...new Set([...urls(/<link rel="modulepreload" href="([^"]+)"/g), ...urls(/<script type="module" src="([^"]+)"/g)])];
  const css = urls(/<link rel="stylesheet" href="([^"]+)"/g);
  return { html: await fileSizes([htmlFile]), js: await fileSizes(js), css: await fileSizes(css) };
}

async function searchFiles(siteDir) {
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
async function outputFigures(siteDir) {
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

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const rows = [];
const report = { machine: { cpus: os.cpus().length, memoryGb: Math.round(os.totalmem() / 2 ** 30), node: process.version }, date: new Date().toISOString() };

console.error(`Ki site: ${runs} cold builds after a warm-up...`);
const ki = await coldBuilds(root, runs);
report.kiSite = { coldBuildMs: ki.coldMs, coldPeakRssMb: ki.coldPeakMb, warmBuildMs: ki.warmMs, warmPeakRssMb: ki.warmPeakMb };
rows.push(["Ki site: cold build (median)", `${Math.round(ki.coldMs)} ms`, `${Math.round(ki.coldPeakMb)} MB peak`]);
rows.push(["Ki site: warm rebuild", `${Math.round(ki.warmMs)} ms`, `${Math.round(ki.warmPeakMb)} MB peak`]);

const siteDir = path.join(ki.outDir, "ki-editor");
report.firstVisit = {};
for (const route of ["/ki-editor/", "/ki-editor/docs/introduction", "/ki-editor/blog/documentation-migration"]) {
  const bytes = await firstVisitBytes(siteDir, "/ki-editor/", route);
  report.firstVisit[route] = bytes;
  rows.push([`first visit ${route}`, `HTML ${kb(bytes.html.gzip)} gz`, `JS ${kb(bytes.js.gzip)} gz (${kb(bytes.js.raw)}), CSS ${kb(bytes.css.gzip)} gz`]);
}
const search = await searchFiles(siteDir);
if (search) {
  report.searchFiles = search;
  rows.push(["search files", `${kb(search.raw)} raw`, `${kb(search.gzip)} gz`]);
}

const devBench = path.join(root, "scripts/bench-dev.mjs");
if (existsSync(devBench)) {
  const dev = await measureProcess(process.execPath, [devBench, "--json"]);
  try {
    report.dev = JSON.parse(dev.stdout);
    const ms = (value) => (value === undefined ? "n/a" : `${Math.round(value)} ms`);
    rows.push([
      "dev: start → first page",
      ms(report.dev.startToFirstPageMs),
      `with the cache; ${ms(report.dev.startToFirstPageAfterBuildMs)} after \`edsite build\`; ${ms(report.dev.startToFirstPageNoCacheMs)} without (whole site ${ms(report.dev.startToWholeSiteNoCacheMs)})`,
    ]);
    rows.push(["dev: save → updated page", ms(report.dev.saveToUpdatedPageMs), `over HTTP; rebuild ${ms(report.dev.saveToRebuiltMs)}, open tab ${ms(report.dev.saveToUpdatedTabMs)}`]);
  } catch {
    rows.push(["dev", "failed", dev.stderr.trim().split("\n").at(-1) ?? ""]);
  }
}

// create-docusaurus's classic template, built by edsite and by Docusaurus. scripts/docusaurus/classic-routes.mjs
// installs Docusaurus into the ignored .docusaurus-ref/ (once), assembles the template there and times one
// Docusaurus build of it; edsite then builds the same folder, cold, as often as the Ki site.
if (!args.includes("--no-docusaurus")) {
  console.error("classic template: Docusaurus's build (installing it first if needed)...");
  const docusaurus = await measureProcess(process.execPath, [path.join(root, "scripts/docusaurus/classic-routes.mjs")]);
  const figures = /build wall time ([\d.]+) s, peak RSS of the process tree (\d+) MB/.exec(docusaurus.stdout);
  const classicSite = path.join(root, ".docusaurus-ref/classic-site");
  if (docusaurus.code !== 0 || !figures) {
    rows.push(["classic template", "failed", (docusaurus.stderr.trim().split("\n").at(-1) ?? "").slice(0, 120)]);
  } else {
    const classic = await coldBuilds(classicSite, runs);
    report.classicTemplate = { edsite: { coldBuildMs: classic.coldMs, coldPeakRssMb: classic.coldPeakMb }, docusaurus: { buildMs: Number(figures[1]) * 1000, peakRssMb: Number(figures[2]) } };
    rows.push(["classic template: cold build, edsite (median)", `${Math.round(classic.coldMs)} ms`, `${Math.round(classic.coldPeakMb)} MB peak`]);
    rows.push(["classic template: build, Docusaurus (one run)", `${Math.round(Number(figures[1]) * 1000)} ms`, `${figures[2]} MB peak`]);
    await rm(classic.outDir, { recursive: true, force: true });
  }
}

// The Ki editor's real docs (issue: a real site, not one written for edsite), when the repository is on this
// machine: scripts/docusaurus/real-sites.mjs extracts them into the ignored .real-sites/, installs their
// packages and times one Docusaurus build; edsite then builds the same folder, cold, as often as the Ki site.
if (!args.includes("--no-docusaurus")) {
  console.error("Ki editor's docs: Docusaurus's build (extracting and installing them first if needed)...");
  const tried = await measureProcess(process.execPath, [path.join(root, "scripts/docusaurus/real-sites.mjs"), "ki-docs-2025"], { env: { REAL_SITES_NO_CHECKS: "1" } });
  const recorded = path.join(root, ".real-sites/ki-docs-2025/docusaurus-result.json");
  if (tried.code !== 0 || !existsSync(recorded)) {
    rows.push(["Ki docs", "not measured", (tried.stdout.match(/not tried: .*/)?.[0] ?? tried.stderr.trim().split("\n").at(-1) ?? "").slice(0, 160)]);
  } else {
    const docusaurus = JSON.parse(await readFile(recorded, "utf8"));
    const kiDocs = await coldBuilds(path.join(root, ".real-sites/ki-docs-2025/docs"), runs);
    report.kiDocs = { edsite: { coldBuildMs: kiDocs.coldMs, coldPeakRssMb: kiDocs.coldPeakMb }, docusaurus: { buildMs: docusaurus.wallMs, peakRssMb: docusaurus.peakRssMb } };
    rows.push(["Ki docs: cold build, edsite (median)", `${Math.round(kiDocs.coldMs)} ms`, `${Math.round(kiDocs.coldPeakMb)} MB peak`]);
    rows.push(["Ki docs: build, Docusaurus (one run)", `${Math.round(docusaurus.wallMs)} ms`, `${Math.round(docusaurus.peakRssMb)} MB peak`]);
    await rm(kiDocs.outDir, { recursive: true, force: true });
  }
}

// Each size in each shape (scripts/bench/generateDocs.mjs): the deep one nests small folders, the wide one
// sets many folders of fifty side by side, whose sidebar lists every folder on every page.
report.generated = {};
for (const shape of shapes) {
  report.generated[shape] = {};
  for (const size of sizes) {
    const dir = await mkdtemp(path.join(os.tmpdir(), `edsite-bench-${shape}-${size}-`));
    await generateDocs(dir, size, { shape });
    console.error(`generated ${size} ${shape} pages: building...`);
    // Large sets take long; one warm-up and one measured run each show the growth well enough.
    const result = await coldBuilds(dir, size >= 10_000 ? 1 : Math.min(runs, 3));
    const output = await outputFigures(path.join(result.outDir, "bench"));
    report.generated[shape][size] = { coldBuildMs: result.coldMs, coldPeakRssMb: result.coldPeakMb, warmBuildMs: result.warmMs, warmPeakRssMb: result.warmPeakMb, ...output };
    const label = `${size} generated pages (${shape})`;
    rows.push([`${label}: cold build`, `${(result.coldMs / 1000).toFixed(1)} s`, `${Math.round(result.coldPeakMb)} MB peak`]);
    rows.push([`${label}: warm rebuild`, `${(result.warmMs / 1000).toFixed(1)} s`, `${Math.round(result.warmPeakMb)} MB peak`]);
    rows.push([`${label}: output`, `${(output.bytesWritten / 2 ** 20).toFixed(1)} MB`, `largest page ${kb(output.largestPageBytes)}; search files ${output.search ? `${kb(output.search.raw)} raw, ${kb(output.search.gzip)} gz` : "none"}`]);
    await rm(dir, { recursive: true, force: true });
    await rm(result.outDir, { recursive: true, force: true });
  }
}
await rm(ki.outDir, { recursive: true, force: true });

const width = Math.max(...rows.map((r) => r[0].length));
console.log(`\n${"measure".padEnd(width)} | value | detail`);
for (const [name, value, detail] of rows) console.log(`${name.padEnd(width)} | ${value} | ${detail}`);
if (jsonOut) await writeFile(jsonOut, JSON.stringify(report, null, 2));
