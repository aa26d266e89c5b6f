// Search benchmark: `npm run bench:search [-- --pages 10000] [--queries 1000] [--split-queries 300] [--docs-site 10000] [--json out.json]`.
// Reports the size of the two search files (raw and gzipped) and how long queries take, for the Ki site and for a
// generated docs set of --pages pages; then, for the split index (see splitSearchReport.mjs), the bytes a
// visitor downloads before the first result and whether the top ten hits match the whole index's, on the Ki
// site split at any size and on generated sets of 1,000 and --pages pages. Query times are what the search box spends per keystroke in the browser,
// measured here in Node with the same code, as wall time and as CPU time (steadier on a busy machine).
// A report, not a test: nothing fails on a slow machine.
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";
import { build } from "esbuild";
import { reportSplitSearch } from "./bench/splitSearchReport.mjs";
import { generateDocs } from "./bench/generateDocs.mjs";
import os from "node:os";
import { seededRandom } from "./bench/seededRandom.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const args = process.argv.slice(2);
const option = (name, fallback) => {
  const at = args.indexOf(`--${name}`);
  return at === -1 ? fallback : args[at + 1];
};
const pageCount = Number(option("pages", "10000"));
const queryCount = Number(option("queries", "1000"));
const splitQueryCount = Number(option("split-queries", "300"));
// Pages of a site written by generateDocs.mjs (the one `npm run bench` builds) to split too; 0 for none.
const docsSitePages = Number(option("docs-site", "0"));
// Where to write the split index's figures for the generated sets (what `npm run bench` reports), if anywhere.
const jsonOut = option("json", undefined);

/** The TypeScript the benchmark drives, bundled once into a module Node can import (packages stay external). */
async function loadModules() {
  const dir = path.join(root, "node_modules/.cache/edsite-bench-search");
  await mkdir(dir, { recursive: true });
  const outfile = path.join(dir, "modules.mjs");
  await build({
    stdin: {
      contents: [
        `export { searchFilesOf } from "./src/search/buildSearchFiles.ts";`,
        `export { createSearchEngine } from "./src/client/search/searchEngine.ts";`,
        `export { createSplitSearchEngine } from "./src/client/search/splitSearchEngine.ts";`,
        `export { searchEntries } from "./src/search/searchEntries.ts";`,
        // The Ki site's routes and compiled pages as the search tests get them, for its search entries.
        `export { compileSite } from "./test/search/searchSite.ts";`,
      ].join("\n"),
      resolveDir: root,
      loader: "ts",
    },
    outfile,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    packages: "external",
    logLevel: "warning",
  });
  const modules = await import(pathToFileURL(outfile).href);
  await rm(dir, { recursive: true, force: true });
  return modules;
}

/** Queries from a real site's own words: one word, two words, the first three letters of a word. */
function siteQueries(docs, rand, count) {
  const words = [...new Set(docs.flatMap((d) => `${d.title} ${d.section ?? ""} ${d.text}`.toLowerCase().match(/[a-z]{3,}/g) ?? []))];
  return Array.from({ length: count }, () => {
    const word = words[Math.floor(rand() * words.length)];
    const kind = rand();
    if (kind < 0.5) return { kind: "one word", text: word };
    if (kind < 0.75) return { kind: "two words", text: `${word} ${words[Math.floor(rand() * words.length)]}` };
    return { kind: "prefix", text: word.slice(0, 3) };
  });
}

/**
 * Made-up words from syllables, drawn with a Zipf skew (a word's share falls with its rank). The ranks start
 * after the twenty commonest, which in real text are stop words that lunr leaves out of the index anyway.
 */
function vocabulary(rand, size) {
  const onsets = ["b", "c", "d", "f", "g", "h", "k", "l", "m", "n", "p", "r", "s", "t", "v", "w", "z", "st", "tr", "pl", "gr", "sh", "ch"];
  const vowels = ["a", "e", "i", "o", "u", "ai", "ou", "ee"];
  const codas = ["", "", "n", "r", "s", "t", "l", "ng", "ck"];
  const words = new Set();
  while (words.size < size) {
    let word = "";
    const syllables = 1 + Math.floor(rand() * 3);
    for (let i = 0; i < syllables; i++) word += onsets[Math.floor(rand() * onsets.length)] + vowels[Math.floor(rand() * vowels.length)] + codas[Math.floor(rand() * codas.length)];
    words.add(word);
  }
  const list = [...words];
  const skip = 20;
  // Inverse of the distribution function of a density proportional to 1 / (rank + skip).
  const pick = () => list[Math.min(list.length - 1, Math.floor(skip * ((list.length + skip) / skip) ** rand() - skip))];
  return { list, pick };
}

/** Search entries of a generated docs set: each page with a title, keywords, an intro and four sections. */
function generatedEntries(pages, rand, words) {
  const sentence = (count) => Array.from({ length: count }, () => words.pick()).join(" ") + ".";
  const text = (count) => Array.from({ length: Math.ceil(count / 12) }, () => sentence(12)).join(" ");
  const title = () => Array.from({ length: 2 + Math.floor(rand() * 3) }, () => words.list[Math.floor(rand() * words.list.length)]).join(" ");
  const entries = [];
  for (let p = 0; p < pages; p++) {
    const page = title();
    const url = `/docs/section-${p % 50}/page-${p}`;
    entries.push({ doc: { title: page, url, text: text(40) }, keywords: [words.pick(), words.pick()] });
    for (let s = 0; s < 4; s++) entries.push({ doc: { title: page, section: title(), url: `${url}#s${s}`, text: text(40 + Math.floor(rand() * 60)) }, keywords: [] });
  }
  return entries;
}

/** Queries a visitor types, by kind: a word, two words, a word half typed, a word with a typo. */
function generatedQueries(count, rand, words) {
  const queries = [];
  for (let i = 0; i < count; i++) {
    const kind = rand();
    const word = words.pick();
    if (kind < 0.4) queries.push({ kind: "one word", text: word });
    else if (kind < 0.7) queries.push({ kind: "two words", text: `${word} ${words.pick()}` });
    else if (kind < 0.9) queries.push({ kind: "prefix", text: word.slice(0, Math.max(2, Math.ceil(word.length / 2))) });
    else {
      let long = word;
      while (long.length < 5) long = words.pick();
      const at = 1 + Math.floor(rand() * (long.length - 2));
      queries.push({ kind: "typo", text: long.slice(0, at) + (long[at] === "x" ? "y" : "x") + long.slice(at + 1), intended: long });
    }
  }
  return queries;
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value) => `${value.toFixed(2)} ms`;
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

function sizes(files) {
  const [searchDoc, lunrIndex] = files.files.map((f) => String(f.contents));
  return {
    searchDoc: Buffer.byteLength(searchDoc),
    lunrIndex: Buffer.byteLength(lunrIndex),
    searchDocGz: gzipSync(searchDoc).byteLength,
    lunrIndexGz: gzipSync(lunrIndex).byteLength,
  };
}

/** Loads the files as the browser does and times each query (after a warm-up round), overall and by kind. */
function timeQueries(modules, lunr, files, queries) {
  const [docFile, index] = files.files.map((f) => JSON.parse(String(f.contents)));
  const loadStart = performance.now();
  const engine = modules.createSearchEngine(lunr, docFile, index);
  const loadMs = performance.now() - loadStart;
  for (const query of queries.slice(0, 50)) engine.search(query.text);
  const byKind = new Map([["all", { wall: [], cpu: [] }]]);
  let hits = 0;
  for (const query of queries) {
    const cpuStart = process.cpuUsage();
    const start = performance.now();
    hits += engine.search(query.text).length;
    const wall = performance.now() - start;
    const cpuUsed = process.cpuUsage(cpuStart);
    const cpu = (cpuUsed.user + cpuUsed.system) / 1000;
    if (!byKind.has(query.kind)) byKind.set(query.kind, { wall: [], cpu: [] });
    for (const kind of ["all", query.kind]) {
      byKind.get(kind).wall.push(wall);
      byKind.get(kind).cpu.push(cpu);
    }
  }
  const stats = [...byKind].map(([kind, { wall, cpu }]) => {
    wall.sort((a, b) => a - b);
    cpu.sort((a, b) => a - b);
    return {
      kind,
      count: wall.length,
      median: percentile(wall, 50),
      p95: percentile(wall, 95),
      max: wall[wall.length - 1],
      cpuMedian: percentile(cpu, 50),
      cpuP95: percentile(cpu, 95),
    };
  });
  return { loadMs, stats, meanHits: hits / queries.length };
}

function report(name, entries, size, timing) {
  console.log(`\n${name}: ${entries} entries`);
  console.log(`  search-doc  ${kb(size.searchDoc).padStart(10)} raw  ${kb(size.searchDocGz).padStart(9)} gzipped`);
  console.log(`  lunr-index  ${kb(size.lunrIndex).padStart(10)} raw  ${kb(size.lunrIndexGz).padStart(9)} gzipped`);
  console.log(`  together    ${kb(size.searchDoc + size.lunrIndex).padStart(10)} raw  ${kb(size.searchDocGz + size.lunrIndexGz).padStart(9)} gzipped`);
  console.log(`  index load  ${ms(timing.loadMs)} (parse not included)`);
  for (const s of timing.stats) {
    console.log(
      `  query ${s.kind.padEnd(10)} median ${ms(s.median).padStart(9)}  p95 ${ms(s.p95).padStart(9)}  max ${ms(s.max).padStart(9)}` +
        `  | CPU median ${ms(s.cpuMedian).padStart(9)}  p95 ${ms(s.cpuP95).padStart(9)}  (${s.count} queries)`,
    );
  }
  console.log(`  ${timing.meanHits.toFixed(1)} hits a query on average`);
}

const modules = await loadModules();
const lunr = (await import("lunr")).default;

// The Ki site's search files, as `edsite build` makes them.
const kiSite = await modules.compileSite(root);
const kiEntries = modules.searchEntries(kiSite.routes, kiSite.modules);
const kiFiles = await modules.searchFilesOf(kiEntries, { baseUrl: kiSite.baseUrl, timestamp: 0 });
const kiDocs = JSON.parse(String(kiFiles.files[0].contents)).searchDocs;
const kiQueries = siteQueries(kiDocs, seededRandom(7), queryCount);
report("Ki site", kiDocs.length, sizes(kiFiles), timeQueries(modules, lunr, kiFiles, kiQueries));

// A generated docs set.
const rand = seededRandom(42);
const words = vocabulary(rand, 20000);
const buildStart = performance.now();
const entries = generatedEntries(pageCount, rand, words);
// Whole, as a site under the split threshold has it: the split form is reported on its own below.
const generated = await modules.searchFilesOf(entries, { baseUrl: "/", timestamp: 0, splitAboveChars: Infinity });
const buildMs = performance.now() - buildStart;
report(`Generated docs, ${pageCount} pages (index built in ${(buildMs / 1000).toFixed(1)} s)`, entries.length, sizes(generated), timeQueries(modules, lunr, generated, generatedQueries(queryCount, rand, words)));

/** A query set for the split comparison: the timed kinds plus page and section titles typed whole. */
function splitQueries(queries, entries, rand) {
  const titles = Array.from({ length: Math.ceil(queries.length / 5) }, () => {
    const doc = entries[Math.floor(rand() * entries.length)].doc;
    return { kind: "title", text: doc.section ?? doc.title };
  });
  return [...queries, ...titles];
}

const splitFigures = [];
await reportSplitSearch({ modules, lunr, name: "Ki site (split at any size)", entries: kiEntries, queries: splitQueries(kiQueries.slice(0, splitQueryCount), kiEntries, seededRandom(11)) });
for (const pages of [...new Set([1000, pageCount])]) {
  const splitRand = seededRandom(42);
  const splitWords = vocabulary(splitRand, 20000);
  const splitEntries = generatedEntries(pages, splitRand, splitWords);
  const queries = splitQueries(generatedQueries(splitQueryCount, splitRand, splitWords), splitEntries, splitRand);
  splitFigures.push({ pages, ...(await reportSplitSearch({ modules, lunr, name: `Generated docs, ${pages} pages`, entries: splitEntries, queries, splitAboveChars: undefined })) });
}
if (jsonOut) await writeFile(jsonOut, JSON.stringify({ generated: splitFigures }, null, 2));

if (docsSitePages > 0) {
  // Compiled as the search tests compile a site: the search entries are all the split needs.
  const dir = await mkdtemp(path.join(os.tmpdir(), "edsite-bench-search-"));
  try {
    await generateDocs(dir, docsSitePages);
    const docsSite = await modules.compileSite(dir);
    const docsEntries = modules.searchEntries(docsSite.routes, docsSite.modules);
    const queries = splitQueries(siteQueries(docsEntries.map((e) => e.doc), seededRandom(5), splitQueryCount), docsEntries, seededRandom(6));
    await reportSplitSearch({ modules, lunr, name: `generateDocs site, ${docsSitePages} pages`, entries: docsEntries, queries, splitAboveChars: undefined });
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
