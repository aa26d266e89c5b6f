// The benchmark: `npm run bench [-- --json out.json] [--markdown out.md] [--runs 5] [--sizes 1000,10000]
// [--shapes deep,wide] [--large-shapes deep] [--no-docusaurus] [--no-search]`.
// Measures whole processes (wall time, peak RSS of the process tree) the way a user meets them: a cold
// build in a fresh process, a warm rebuild, the dev server, the bytes a first visitor downloads, and the
// same build figures for generated docs sets so that growth with page count is visible, with the rebuilds
// after one page's text and one sidebar label changed. --markdown writes issue 24's table (measure, now,
// target, met?) from the run; --large-shapes sets the shapes of sizes from 100,000 pages on (those of
// --shapes unless told). Both files are written again after each step, so a run stopped part-way keeps what
// it measured.
import { existsSync } from "node:fs";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { measureProcess } from "./bench/measureProcess.mjs";
import { coldBuilds } from "./bench/siteBuilds.mjs";
import { firstVisitBytes, searchFiles } from "./bench/outputFigures.mjs";
import { COLD_ONLY_FROM, measureGeneratedSite } from "./bench/generatedSite.mjs";
import { issueRows, markdownTable } from "./bench/issueTable.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const args = process.argv.slice(2);
const option = (name, fallback) => {
  const at = args.indexOf(`--${name}`);
  return at === -1 ? fallback : args[at + 1];
};
const shapeList = (name, fallback) => {
  const list = option(name, fallback).split(",").filter(Boolean);
  for (const shape of list) if (shape !== "deep" && shape !== "wide") throw new Error(`--${name}: unknown shape "${shape}"; use deep, wide or both (deep,wide).`);
  return list;
};
const runs = Number(option("runs", "5"));
const sizes = option("sizes", "1000,10000").split(",").filter(Boolean).map(Number);
const shapes = shapeList("shapes", "deep,wide");
const largeShapes = shapeList("large-shapes", shapes.join(","));
const jsonOut = option("json", undefined);
const markdownOut = option("markdown", undefined);
const started = performance.now();

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const lastLine = (text) => (text.trim().split("\n").at(-1) ?? "").slice(0, 160);
const rows = [];
const report = { machine: { cpus: os.cpus().length, memoryGb: Math.round(os.totalmem() / 2 ** 30), node: process.version }, date: new Date().toISOString(), options: args };

/** Writes what the run has measured so far: the JSON report and issue 24's table. */
async function saveReport() {
  report.benchMinutes = +((performance.now() - started) / 60_000).toFixed(1);
  if (jsonOut) await writeFile(jsonOut, JSON.stringify(report, null, 2));
  if (markdownOut && report.kiSite) await writeFile(markdownOut, markdownTable(issueRows(report)));
}

console.error(`Ki site: ${runs} cold builds after a warm-up...`);
const ki = await coldBuilds(root, runs);
report.kiSite = { coldBuildMs: ki.coldMs, coldPeakRssMb: ki.coldPeakMb, coldStagesMs: ki.coldStages, warmBuildMs: ki.warmMs, warmPeakRssMb: ki.warmPeakMb };
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
await rm(ki.outDir, { recursive: true, force: true });

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
    rows.push(["dev", "failed", lastLine(dev.stderr)]);
  }
}
await saveReport();

// create-docusaurus's classic template, built by edsite and by Docusaurus. scripts/docusaurus/classic-routes.mjs
// installs Docusaurus into the ignored .docusaurus-ref/ (once), assembles the template there and times one
// Docusaurus build of it; edsite then builds the same folder, cold, as often as the Ki site.
if (!args.includes("--no-docusaurus")) {
  console.error("classic template: Docusaurus's build (installing it first if needed)...");
  const docusaurus = await measureProcess(process.execPath, [path.join(root, "scripts/docusaurus/classic-routes.mjs")]);
  const figures = /build wall time ([\d.]+) s, peak RSS of the process tree (\d+) MB/.exec(docusaurus.stdout);
  const classicSite = path.join(root, ".docusaurus-ref/classic-site");
  if (docusaurus.code !== 0 || !figures) {
    rows.push(["classic template", "failed", lastLine(docusaurus.stderr)]);
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
// packages and times one build with the Docusaurus they pin (3.5, webpack); edsite then builds the same
// folder, cold, as often as the Ki site. scripts/docusaurus/ki-docs-faster.mjs then builds them with current
// Docusaurus and `future.v4` (Rspack, SWC and its other "Faster" options), cold and warm: the anchor of the
// Ki site's rows in issue 24's table, since the Ki site's content was made from these docs.
if (!args.includes("--no-docusaurus")) {
  console.error("Ki editor's docs: Docusaurus's build (extracting and installing them first if needed)...");
  const tried = await measureProcess(process.execPath, [path.join(root, "scripts/docusaurus/real-sites.mjs"), "ki-docs-2025"], { env: { REAL_SITES_NO_CHECKS: "1" } });
  const recorded = path.join(root, ".real-sites/ki-docs-2025/docusaurus-result.json");
  if (tried.code !== 0 || !existsSync(recorded)) {
    rows.push(["Ki docs", "not measured", tried.stdout.match(/not tried: .*/)?.[0]?.slice(0, 160) ?? lastLine(tried.stderr)]);
  } else {
    const docusaurus = JSON.parse(await readFile(recorded, "utf8"));
    const kiDocs = await coldBuilds(path.join(root, ".real-sites/ki-docs-2025/docs"), runs);
    report.kiDocs = { edsite: { coldBuildMs: kiDocs.coldMs, coldPeakRssMb: kiDocs.coldPeakMb }, docusaurus: { buildMs: docusaurus.wallMs, peakRssMb: docusaurus.peakRssMb } };
    rows.push(["Ki docs: cold build, edsite (median)", `${Math.round(kiDocs.coldMs)} ms`, `${Math.round(kiDocs.coldPeakMb)} MB peak`]);
    rows.push(["Ki docs: build, Docusaurus as pinned (one run)", `${Math.round(docusaurus.wallMs)} ms`, `${Math.round(docusaurus.peakRssMb)} MB peak`]);
    await rm(kiDocs.outDir, { recursive: true, force: true });

    console.error(`Ki editor's docs: Docusaurus with future.v4, ${runs} cold builds and a warm one (installing it first if needed)...`);
    const faster = await measureProcess(process.execPath, [path.join(root, "scripts/docusaurus/ki-docs-faster.mjs"), "--runs", String(runs)]);
    if (faster.code !== 0) rows.push(["Ki docs: Docusaurus future.v4", "failed", lastLine(faster.stderr)]);
    else {
      // Its last line of output is the JSON; npm's and Docusaurus's lines come before it.
      const figures = JSON.parse(faster.stdout.trim().split("\n").at(-1));
      report.kiDocs.docusaurusFaster = figures;
      rows.push([`Ki docs: cold build, Docusaurus ${figures.docusaurusVersion} future.v4 (median)`, `${Math.round(figures.coldMs)} ms`, `${Math.round(figures.coldPeakRssMb)} MB peak`]);
      rows.push([`Ki docs: warm build, Docusaurus ${figures.docusaurusVersion} future.v4 (Rspack cache)`, `${Math.round(figures.warmMs)} ms`, `${Math.round(figures.warmPeakRssMb)} MB peak`]);
    }
  }
  await saveReport();
}

// Search at scale: bench-search.mjs builds the search files of generated sets of 1,000 and 10,000 pages (a
// vocabulary of 20,000 made-up words, as a real site has; the generated docs' pages repeat thirty words) and
// replays queries on the split index, counting the gzipped bytes fetched before each query's first result.
if (!args.includes("--no-search")) {
  console.error("search: bytes before the first result at 1,000 and 10,000 pages...");
  const scratch = await mkdtemp(path.join(os.tmpdir(), "edsite-bench-search-"));
  const figuresFile = path.join(scratch, "search.json");
  const searched = await measureProcess(process.execPath, [path.join(root, "scripts/bench-search.mjs"), "--pages", "10000", "--queries", "200", "--json", figuresFile]);
  if (searched.code !== 0 || !existsSync(figuresFile)) rows.push(["search", "failed", lastLine(searched.stderr)]);
  else {
    const { generated } = JSON.parse(await readFile(figuresFile, "utf8"));
    // An index under the split threshold is fetched whole before any result.
    const whole = (g) => ({ median: g.wholeGz, p95: g.wholeGz, max: g.wholeGz });
    report.search = generated.map((g) => ({ pages: g.pages, split: g.split, wholeGz: g.wholeGz, beforeFirstResult: g.split ? g.kinds.all : whole(g) }));
    for (const s of report.search) {
      rows.push([`search, ${s.pages} pages: before the first result`, `${kb(s.beforeFirstResult.median)} gz median`, `${kb(s.beforeFirstResult.p95)} p95, ${kb(s.beforeFirstResult.max)} max; whole index ${kb(s.wholeGz)} gz`]);
    }
  }
  await rm(scratch, { recursive: true, force: true });
  await saveReport();
}

// Each size in each shape (scripts/bench/generateDocs.mjs): the deep one nests small folders, the wide one
// sets many folders of fifty side by side, whose sidebar lists every folder on every page. Smallest size
// first in both shapes, so that a long run's largest builds come last.
report.generated = {};
for (const shape of new Set([...shapes, ...largeShapes])) report.generated[shape] = {};
for (const size of [...sizes].sort((a, b) => a - b)) {
  for (const shape of size >= COLD_ONLY_FROM ? largeShapes : shapes) {
    const label = `${size} generated pages (${shape})`;
    const dir = await mkdtemp(path.join(os.tmpdir(), `edsite-bench-${shape}-${size}-`));
    let figures;
    try {
      figures = await measureGeneratedSite(dir, size, shape, runs, (message) => console.error(message));
    } catch (error) {
      // A size that does not build (out of memory, say) is a figure too; the sizes after it still run.
      report.generated[shape][size] = { failed: lastLine(String(error.message ?? error)) };
      rows.push([label, "failed", report.generated[shape][size].failed]);
      await rm(dir, { recursive: true, force: true });
      await saveReport();
      continue;
    }
    report.generated[shape][size] = figures;
    const stages = Object.entries(figures.coldStagesMs)
      .map(([name, ms]) => `${name} ${seconds(ms)}`)
      .join(", ");
    rows.push([`${label}: cold build`, seconds(figures.coldBuildMs), `${Math.round(figures.coldPeakRssMb)} MB peak; ${stages}`]);
    if (figures.warmBuildMs !== undefined) {
      rows.push([`${label}: rebuild, nothing changed`, seconds(figures.warmBuildMs), `${Math.round(figures.warmPeakRssMb)} MB peak`]);
      for (const [what, rebuild] of [
        ["one page's text changed", figures.pageTextRebuild],
        ["a sidebar label changed", figures.sidebarLabelRebuild],
      ]) {
        rows.push([`${label}: rebuild, ${what}`, seconds(rebuild.wallMs), `${Math.round(rebuild.peakRssMb)} MB peak, ${rebuild.pagesChanged} of ${rebuild.pages} pages changed, ${rebuild.pagesChangedBeyondManifest} beyond the routes manifest's name`]);
      }
    }
    rows.push([`${label}: output`, `${(figures.bytesWritten / 2 ** 20).toFixed(1)} MB`, `largest page ${kb(figures.largestPageBytes)}; search files ${figures.search ? `${kb(figures.search.raw)} raw, ${kb(figures.search.gzip)} gz` : "none"}`]);
    await saveReport();
  }
}

const width = Math.max(...rows.map((r) => r[0].length));
console.log(`\n${"measure".padEnd(width)} | value | detail`);
for (const [name, value, detail] of rows) console.log(`${name.padEnd(width)} | ${value} | ${detail}`);
await saveReport();
console.error(`bench: ${report.benchMinutes} minutes`);
