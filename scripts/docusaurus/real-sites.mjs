#!/usr/bin/env node
// Builds real public Docusaurus sites, as their repositories have them, with Docusaurus and with edsite, and
// records for each: the routes each one wrote, which of Docusaurus's edsite lacks (or adds), both exit
// statuses and times, and edsite's first error. The README's table of real sites comes from its output.
//
//   node scripts/docusaurus/real-sites.mjs                 # every site below
//   node scripts/docusaurus/real-sites.mjs ki-docs-2025    # one site
//   SKIP_DOCUSAURUS=1 node scripts/docusaurus/real-sites.mjs   # reuse Docusaurus's last recorded routes
//   REAL_SITES_NO_CHECKS=1 ...                            # builds and routes only, no page checks (the bench)
//
// This machine reaches no Git host. A site's repository must already be on disk as a bare git directory
// (the session tool `fetch` leaves one under /work/.mirror/<owner>+<name>/repo; REAL_SITES_MIRRORS names
// another folder laid out the same way). The site is extracted at its pinned commit into .real-sites/
// (ignored by git), its own lock file installed there with `npm ci`, and nothing of it is committed.
// The tests never run this: they need neither the network nor a third-party site.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { mkdir, readdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { crc32, deflateSync } from "node:zlib";
import { measureProcess } from "../bench/measureProcess.mjs";
import { writeKiStandIns } from "./kiStandIns.mjs";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const workDir = path.join(repoRoot, ".real-sites");
const mirrors = process.env.REAL_SITES_MIRRORS ?? "/work/.mirror";

/**
 * The sites tried. `inputs` writes files a site's build expects that its repository does not keep (the Ki
 * docs' keymaps and recordings are made by the editor's Rust tests): ours, small, only so the pages that
 * fetch them show something; both builds get them.
 */
export const SITES = [
  {
    name: "ki-docs-2025",
    repo: "ki-editor/ki-editor",
    // 12 December 2025: the last revision of docs/ before the JSON-schema theme plugin came in.
    rev: "bf3b97882b722320c3b93e12a77a50e86f5f2ce5",
    dir: "docs",
    inputs: writeKiStandIns,
    // In Chromium, with the HTML checker and axe, against Docusaurus's build of the same site.
    checks: "test/real-sites/kiDocs.real.ts",
  },
  {
    name: "ki-docs-2025-12-31",
    repo: "ki-editor/ki-editor",
    // The last revision of 2025: adds docusaurus-json-schema-plugin, a theme whose editor is Monaco.
    rev: "13299fbd9e8a9bc669cc2719ddf82f94805d3c45",
    dir: "docs",
    inputs: writeKiStandIns,
  },
  {
    name: "jitsi-handbook",
    repo: "jitsi/handbook",
    // 20 July 2026: Jitsi Meet's handbook (59 docs, Docusaurus 3.5.2, site at the repository's root) with
    // plugin-client-redirects.
    rev: "39ea55309eff25a339b4c31fa5367f25842c0f5a",
    dir: ".",
  },
  {
    name: "plausible-docs",
    repo: "plausible/docs",
    // 8 May 2026: Plausible Analytics' docs (139 docs, Docusaurus 3.9) with Iconify icons, raw-loader imports of
    // JSON examples and a Monaco editor on the API pages. The next commit's @docsearch/docusaurus-adapter 4.6.3
    // is not on the npm registry this machine reaches.
    rev: "49ecd8c1e8d4c5e3ed1dee206bb64415be0a11f1",
    dir: ".",
  },
  {
    name: "bitwarden-contributing",
    repo: "bitwarden/contributing-docs",
    // 23 July 2026: Bitwarden's contributor docs (178 docs, Docusaurus 3.10, React 19) with theme-mermaid and
    // the ELK layout, and docusaurus-lunr-search.
    rev: "386dcf4c9a0e101e01677afacce4badc0662c9c4",
    dir: ".",
  },
  {
    name: "jellyfin-org",
    repo: "jellyfin/jellyfin.org",
    // 22 August 2026: Jellyfin's website (113 docs, a blog of 61 posts, Docusaurus 3.10, docusaurus.config.ts)
    // with plugin-client-redirects, theme-mermaid, docusaurus-plugin-sass, svgr and search-local.
    rev: "04dc6a60fd7045474ac40b1cac962947a4a9b4a9",
    dir: ".",
  },
  {
    name: "typeorm-docs",
    repo: "typeorm/typeorm",
    // 30 December 2025, the last revision before docs/ moved to pnpm: TypeORM's docs (68 docs, Docusaurus 3.9,
    // docusaurus.config.ts) with plugin-client-redirects, docusaurus-plugin-llms-txt, the Typesense search theme
    // and an announcement bar.
    rev: "56c449eabd7d596da989b74879de7c17f735d6a2",
    dir: "docs",
  },
  {
    name: "kafkaflow-docs",
    repo: "Farfetch/kafkaflow",
    // 8 May 2026: KafkaFlow's website (28 docs and a snapshot "2.x" of 24, Docusaurus 3.9, site in website/)
    // with versioned docs whose last version is the current one (`lastVersion: "current"`, labelled "3.x"),
    // generated category index pages and a docsVersionDropdown.
    rev: "45d4498eb4ffdd5f11b1f6e16d0be21a840f6ced",
    dir: "website",
  },
  {
    name: "entitygraphql-docs",
    repo: "EntityGraphQL/EntityGraphQL",
    // 29 July 2026: EntityGraphQL's docs (39 docs and a snapshot "5.7" of 35, Docusaurus 3.10, React 19, site
    // in docs/, docs at the site's root) whose last version is the current one, labelled "6.0", the snapshot
    // with an "unmaintained" banner, and plugin-client-redirects. The next commit adds a link Docusaurus's
    // own build finds broken (`./schema-creation#validating-your-schema` from /schema-creation/scalar-types).
    rev: "e6cba2b0643fa81d7419d7dc2c8810b7f9a91dd4",
    dir: "docs",
  },
  {
    name: "rocket-lang-docs",
    repo: "Flipez/rocket-lang",
    // 18 July 2025, the last change to docs/package-lock.json (the change after it moves package.json alone to
    // Docusaurus 3.8, and the lock file lags from there on): RocketLang's docs (28 docs and eight snapshots of 21 to 28, a
    // blog, Docusaurus 3.7, site in docs/), the current version under /docs/next and `lastVersion` naming the
    // newest snapshot, with a docsVersionDropdown.
    rev: "61a62631a688f79db39a5fedc9e824c369835a1f",
    dir: "docs",
  },
];

// Quiet, offline-minded builds: no update checks, no progress bars.
const quietEnv = { NO_UPDATE_NOTIFIER: "1", npm_config_update_notifier: "false", BROWSERSLIST_IGNORE_OLD_DATA: "1", CI: "true" };

const log = (message) => process.stdout.write(`[real-sites] ${message}\n`);

function run(command, args, options = {}) {
  log(`$ ${command} ${args.join(" ")}${options.cwd ? `   (in ${path.relative(repoRoot, options.cwd)})` : ""}`);
  const result = spawnSync(command, args, { stdio: "inherit", ...options, env: { ...process.env, ...quietEnv } });
  if (result.status !== 0) throw new Error(`${command} ${args.join(" ")} exited with ${result.status ?? result.signal}`);
}

function gitDirOf(repo) {
  const dir = path.join(mirrors, repo.replace("/", "+"), "repo");
  if (!existsSync(dir)) throw new Error(`${repo} is not on this machine: fetch it first (the session tool \`fetch github:${repo}\`), or set REAL_SITES_MIRRORS.`);
  return dir;
}

/** The site's folder at its commit, extracted afresh, with its own packages installed from its lock file. */
async function prepare(site) {
  const root = path.join(workDir, site.name);
  const siteDir = path.join(root, site.dir);
  const stamp = path.join(root, ".installed");
  if (existsSync(stamp) && readFileSync(stamp, "utf8") === site.rev) {
    // Keep node_modules (the slow part); lay the site's files anew over it.
    return { siteDir, standIns: await extract(site, root) };
  }
  await rm(root, { recursive: true, force: true });
  await mkdir(root, { recursive: true });
  const standIns = await extract(site, root);
  // A site's lock file can lag behind its package.json (the Ki docs' does); npm install then keeps what the
  // lock pins where it still fits, as the site's own contributors get it.
  try {
    run("npm", ["ci", "--no-audit", "--no-fund"], { cwd: siteDir });
  } catch {
    run("npm", ["install", "--no-audit", "--no-fund"], { cwd: siteDir });
  }
  await writeFile(stamp, site.rev);
  return { siteDir, standIns };
}

/**
 * Lays the site's folder at its commit into `root`. A fetched mirror can lack a repository's largest files
 * (videos, screenshots): those are left out of the archive and get small stand-ins (a 1×1 PNG or GIF, else an
 * empty file), so that both builds meet the same tree; their paths are returned and recorded with the results.
 */
async function extract(site, root) {
  const gitDir = gitDirOf(site.repo);
  const missing = filesMissingFromMirror(gitDir, site.rev, site.dir);
  const tarFile = path.join(root, ".site.tar");
  const excluded = missing.map((file) => `:(exclude,literal)${file}`);
  log(`$ git archive ${site.rev} ${site.dir}${missing.length ? ` (less ${missing.length} files the mirror lacks)` : ""}`);
  // git still names the absent objects on stderr when they are excluded, so its stderr is shown only on failure.
  const archived = spawnSync("git", ["--git-dir", gitDir, "archive", `--output=${tarFile}`, site.rev, "--", site.dir, ...excluded], { encoding: "utf8" });
  if (archived.status !== 0) throw new Error(`git archive ${site.rev} ${site.dir} failed: ${archived.stderr.trim()}`);
  run("tar", ["-xf", tarFile, "-C", root]);
  await rm(tarFile);
  for (const file of missing) await writeFile(path.join(root, file), standInFor(file));
  if (missing.length) log(`stood in for files the mirror lacks: ${JSON.stringify(missing)}`);
  return missing;
}

/** Paths of files under `dir` at `rev` whose contents the mirror does not hold. */
function filesMissingFromMirror(gitDir, rev, dir) {
  const listed = spawnSync("git", ["--git-dir", gitDir, "ls-tree", "-r", "-z", rev, "--", dir], { encoding: "utf8", maxBuffer: 1 << 30 });
  if (listed.status !== 0) throw new Error(`git ls-tree ${rev} ${dir} failed in ${gitDir}: ${listed.stderr.trim()}`);
  const blobs = listed.stdout
    .split("\0")
    .filter(Boolean)
    .map((entry) => {
      const [meta, file] = entry.split("\t");
      const [, type, hash] = meta.split(" ");
      return { type, hash, file };
    })
    .filter((entry) => entry.type === "blob");
  const checked = spawnSync("git", ["--git-dir", gitDir, "cat-file", "--batch-check"], { input: blobs.map((blob) => blob.hash).join("\n") + "\n", encoding: "utf8", maxBuffer: 1 << 30 });
  const absent = new Set(checked.stdout.split("\n").filter((line) => line.endsWith(" missing")).map((line) => line.split(" ")[0]));
  return blobs.filter((blob) => absent.has(blob.hash)).map((blob) => blob.file);
}

/** Bytes that pass for the missing file where a build reads it: a valid smallest image for PNG and GIF. */
function standInFor(file) {
  if (/\.png$/i.test(file)) return onePixelPng();
  // GIF89a, 1×1, a two-colour table, one image whose single pixel is colour 0.
  if (/\.gif$/i.test(file)) return Buffer.from([0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 1, 0, 1, 0, 0x80, 0, 0, 0, 0, 0, 255, 255, 255, 0x2c, 0, 0, 0, 0, 1, 0, 1, 0, 0, 2, 2, 0x44, 1, 0, 0x3b]);
  return Buffer.alloc(0);
}

/** A 1×1 transparent PNG: signature, header, one compressed scanline, end. */
function onePixelPng() {
  const chunk = (type, data) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  // Width 1, height 1, 8 bits a sample, colour type 6 (RGBA); one scanline: filter byte 0, a transparent pixel.
  const header = Buffer.from([0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0]);
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk("IHDR", header), chunk("IDAT", deflateSync(Buffer.alloc(5))), chunk("IEND", Buffer.alloc(0))]);
}

async function listFiles(dir, prefix = "") {
  const out = [];
  let entries;
  try {
    entries = await readdir(dir, { withFileTypes: true });
  } catch {
    return out;
  }
  for (const entry of entries) {
    const rel = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) out.push(...(await listFiles(path.join(dir, entry.name), rel)));
    else out.push(rel);
  }
  return out;
}

/** Routes as a static host serves them, from the HTML files a build wrote (`x/index.html` is `/x/`). */
async function routesIn(outDir, baseUrl) {
  const files = await listFiles(outDir);
  return files
    .filter((file) => file.endsWith(".html"))
    .map((file) => (file === "index.html" ? "/" : file.endsWith("/index.html") ? `/${file.slice(0, -"index.html".length)}` : `/${file.slice(0, -".html".length)}`))
    .map((route) => route.replace(baseUrl === "/" ? /^$/ : new RegExp(`^${baseUrl.replace(/\/$/, "")}`), ""))
    .sort();
}

/** The one route Docusaurus writes twice that edsite writes once per form: `x.html` beside `x/index.html`. */
function sameRoute(route) {
  return route === "/" ? "/" : route.replace(/\/$/, "");
}

async function buildWithDocusaurus(siteDir) {
  const cli = path.join(siteDir, "node_modules/@docusaurus/core/bin/docusaurus.mjs");
  const out = path.join(siteDir, "build");
  // A cold build, as CI's on a fresh clone: webpack's (or Rspack's) persistent cache in node_modules/.cache and
  // the generated .docusaurus/ go too, or a second run reports a build that reused the first's work.
  for (const dir of [out, path.join(siteDir, "node_modules/.cache"), path.join(siteDir, ".docusaurus")]) await rm(dir, { recursive: true, force: true });
  log(`$ docusaurus build   (in ${path.relative(repoRoot, siteDir)})`);
  const result = await measureProcess(process.execPath, [cli, "build"], { cwd: siteDir, env: quietEnv });
  return { code: result.code, wallMs: result.wallMs, peakRssMb: result.peakRssMb, firstError: firstErrorOf(result.stderr + result.stdout), out };
}

async function buildWithEdsite(siteDir, strict = true) {
  const out = path.join(siteDir, "dist");
  log(`$ edsite build${strict ? " --strict" : ""}   (in ${path.relative(repoRoot, siteDir)})`);
  const result = await measureProcess(process.execPath, [path.join(repoRoot, "bin/edsite.js"), "--root", siteDir, "build", ...(strict ? ["--strict"] : []), "--no-cache"], { cwd: siteDir, env: quietEnv });
  if (result.code !== 0) process.stderr.write(result.stderr);
  return { code: result.code, wallMs: result.wallMs, peakRssMb: result.peakRssMb, firstError: firstErrorOf(result.stderr), out };
}

/**
 * The first line that reads as an error, trimmed to a table cell. A count of problems ("✖ 3 problems found:")
 * is not one: the first problem listed under it is; a heading ("✖ Invalid config:") gets its first line.
 */
function firstErrorOf(text) {
  const lines = text.split("\n").map((l) => l.replace(/\u001b\[[0-9;]*m/g, "").trim());
  const isError = (l) => /✖|\[ERROR\]|Error:|error /i.test(l);
  const at = lines.findIndex(isError);
  if (at < 0) return "";
  const after = lines.slice(at + 1);
  let line = lines[at];
  if (/^✖ \d+ problems?(\(s\))? found/.test(line)) line = after.find((l) => isError(l) || l.startsWith("- [")) ?? line;
  else if (line.endsWith(":") && after.find(Boolean)) line = `${line} ${after.find(Boolean)}`;
  return line.slice(0, 200);
}

function baseUrlOf(siteDir) {
  const config = readdirSync(siteDir).find((name) => /^docusaurus\.config\.(ts|mts|js|mjs|cjs)$/.test(name));
  const text = config ? readFileSync(path.join(siteDir, config), "utf8") : "";
  return /baseUrl:\s*["'`]([^"'`]+)["'`]/.exec(text)?.[1] ?? "/";
}

async function trySite(site) {
  const { siteDir, standIns } = await prepare(site);
  if (site.inputs) log(`wrote the site's missing inputs: ${JSON.stringify(await site.inputs(siteDir, { gitDir: gitDirOf(site.repo), rev: site.rev }))}`);
  const baseUrl = baseUrlOf(siteDir);
  const recordFile = path.join(workDir, site.name, "docusaurus-result.json");
  let docusaurus;
  if (process.env.SKIP_DOCUSAURUS && existsSync(recordFile)) docusaurus = JSON.parse(readFileSync(recordFile, "utf8"));
  else {
    const built = await buildWithDocusaurus(siteDir);
    docusaurus = { ...built, routes: await routesIn(built.out, "/") };
    await writeFile(recordFile, JSON.stringify(docusaurus, null, 2));
  }
  const edsite = await buildWithEdsite(siteDir);
  // A strict build stops at the first option or hook edsite does not honour; without --strict the same build
  // says how far the site gets (its routes are then compared), which is what a reader of the table wants.
  const relaxed = edsite.code === 0 ? undefined : await buildWithEdsite(siteDir, false);
  const written = relaxed?.code === 0 ? relaxed : edsite;
  // edsite's output folder holds the site under its base path, as the site is served.
  const edsiteRoutes = written.code === 0 ? await routesIn(path.join(written.out, baseUrl.replace(/^\//, "")), "/") : [];
  const ours = new Set(edsiteRoutes.map(sameRoute));
  const theirs = new Set(docusaurus.routes.map(sameRoute));
  const missing = [...theirs].filter((route) => !ours.has(route));
  const extra = [...ours].filter((route) => !theirs.has(route));
  // The bench wants the builds' figures alone.
  const checks = site.checks && edsite.code === 0 && !process.env.REAL_SITES_NO_CHECKS ? runChecks(site.checks, edsite.out, docusaurus.out) : undefined;
  return {
    site: site.name,
    source: `${site.repo}@${site.rev.slice(0, 9)}:${site.dir}`,
    ...(standIns.length ? { standIns } : {}),
    checks,
    docusaurus: { code: docusaurus.code, seconds: +(docusaurus.wallMs / 1000).toFixed(2), peakMb: Math.round(docusaurus.peakRssMb), routes: theirs.size, firstError: docusaurus.firstError },
    edsite: { code: edsite.code, seconds: +(edsite.wallMs / 1000).toFixed(2), peakMb: Math.round(edsite.peakRssMb), routes: edsite.code === 0 ? ours.size : 0, firstError: edsite.firstError },
    ...(relaxed ? { relaxed: { code: relaxed.code, seconds: +(relaxed.wallMs / 1000).toFixed(2), peakMb: Math.round(relaxed.peakRssMb), routes: relaxed.code === 0 ? ours.size : 0, firstError: relaxed.firstError } } : {}),
    missing,
    extra,
  };
}

/** Runs a site's page checks (a vitest file under test/real-sites/) on both builds; says whether they passed. */
function runChecks(file, edsiteOut, docusaurusOut) {
  log(`$ vitest run --config test/real-sites/vitest.config.ts ${file}`);
  const result = spawnSync(process.execPath, [path.join(repoRoot, "node_modules/vitest/vitest.mjs"), "run", "--config", "test/real-sites/vitest.config.ts", file], {
    cwd: repoRoot,
    stdio: "inherit",
    env: { ...process.env, REAL_SITE_DIST: edsiteOut, REAL_SITE_REFERENCE: docusaurusOut },
  });
  return result.status === 0 ? "passed" : "failed";
}

async function main() {
  const only = process.argv.slice(2);
  const sites = only.length ? SITES.filter((site) => only.includes(site.name)) : SITES;
  const results = [];
  for (const site of sites) {
    try {
      results.push(await trySite(site));
    } catch (error) {
      results.push({ site: site.name, source: `${site.repo}@${site.rev.slice(0, 9)}:${site.dir}`, failed: String(error.message ?? error) });
    }
  }
  await mkdir(workDir, { recursive: true });
  // Sites are tried one at a time (each build takes the machine), so a run keeps the other sites' last results.
  const resultsFile = path.join(workDir, "results.json");
  const earlier = existsSync(resultsFile) ? JSON.parse(readFileSync(resultsFile, "utf8")) : [];
  const kept = earlier.filter((old) => !results.some((r) => r.site === old.site) && SITES.some((site) => site.name === old.site));
  const order = (r) => SITES.findIndex((site) => site.name === r.site);
  await writeFile(resultsFile, `${JSON.stringify([...kept, ...results].sort((a, b) => order(a) - order(b)), null, 2)}\n`);
  process.stdout.write(`\n| site | Docusaurus | edsite --strict | edsite without --strict | routes missing / extra | page checks | edsite's first error |\n|---|---|---|---|---|---|---|\n`);
  for (const r of results) {
    if (r.failed) {
      process.stdout.write(`| ${r.source} | not tried: ${r.failed} | | | | | |\n`);
      continue;
    }
    const cell = (b) => `exit ${b.code}, ${b.routes} routes, ${b.seconds} s, ${b.peakMb} MB`;
    process.stdout.write(`| ${r.source} | ${cell(r.docusaurus)} | ${cell(r.edsite)} | ${r.relaxed ? cell(r.relaxed) : "as strict"} | ${r.missing.length} / ${r.extra.length} | ${r.checks ?? "none"} | ${r.edsite.firstError || "none"} |\n`);
  }
  for (const r of results.filter((x) => !x.failed && (x.missing.length || x.extra.length))) {
    process.stdout.write(`\n${r.site}: missing ${JSON.stringify(r.missing)}; extra ${JSON.stringify(r.extra)}\n`);
  }
}

main().catch((error) => {
  process.stderr.write(`[real-sites] ${error.stack ?? error}\n`);
  process.exit(1);
});
