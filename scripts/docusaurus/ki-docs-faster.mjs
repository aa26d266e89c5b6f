#!/usr/bin/env node
// Builds the Ki editor's real docs with current Docusaurus in its fastest setup, as the anchor for the bench's Ki
// site rows: Docusaurus 3.10 (or DOCUSAURUS_VERSION) with `future: { v4: true }`, which in 3.10 turns on every
// "Faster" option (Rspack, SWC, Lightning CSS, SSG in worker threads, Rspack's persistent cache) and needs the
// @docusaurus/faster package.
//
//   node scripts/docusaurus/ki-docs-faster.mjs [--runs 3]   # prints one JSON line: version, cold and warm figures
//
// The site is the one scripts/docusaurus/real-sites.mjs extracts into .real-sites/ki-docs-2025/docs (run it
// first). Nothing there is edited: its files are copied into .real-sites/ki-docs-2025/docusaurus-faster/ (ignored by
// git), where its package.json asks for the newer Docusaurus plus @docusaurus/faster, as upgrading the site
// would, and a config of ours imports the site's own and adds the flag. Cold builds start without
// .docusaurus/, build/ and node_modules/.cache/ (where Rspack keeps its persistent cache); the warm build
// follows the last cold one and keeps them all.
import { existsSync, readFileSync } from "node:fs";
import { cp, mkdir, readdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { measureProcess } from "../bench/measureProcess.mjs";
import { log, repoRoot, resolveVersion, run } from "./docusaurusReference.mjs";

const source = path.join(repoRoot, ".real-sites/ki-docs-2025/docs");
const siteDir = path.join(repoRoot, ".real-sites/ki-docs-2025/docusaurus-faster");
const configName = "docusaurus.faster.config.ts";
// What the site's build makes or installs, never copied from the extracted site.
const NOT_COPIED = new Set(["node_modules", "build", "dist", ".docusaurus"]);
const quietEnv = { NO_UPDATE_NOTIFIER: "1", npm_config_update_notifier: "false", BROWSERSLIST_IGNORE_OLD_DATA: "1", CI: "true" };

const args = process.argv.slice(2);
const runs = Number(args.includes("--runs") ? args[args.indexOf("--runs") + 1] : "3");

/** The site's package.json with every @docusaurus package at `version`, and @docusaurus/faster beside them. */
function upgradedPackage(version) {
  const pkg = JSON.parse(readFileSync(path.join(source, "package.json"), "utf8"));
  for (const field of ["dependencies", "devDependencies"]) {
    for (const name of Object.keys(pkg[field] ?? {})) if (name.startsWith("@docusaurus/")) pkg[field][name] = version;
  }
  pkg.dependencies["@docusaurus/faster"] = version;
  return pkg;
}

/** Lays the site's files into the copy (its installed packages stay) and installs when the package list changed. */
async function prepare(version) {
  if (!existsSync(path.join(source, "docusaurus.config.ts"))) throw new Error(`${path.relative(repoRoot, source)} is missing: run scripts/docusaurus/real-sites.mjs ki-docs-2025 first.`);
  await mkdir(siteDir, { recursive: true });
  for (const entry of await readdir(source)) {
    if (NOT_COPIED.has(entry)) continue;
    await rm(path.join(siteDir, entry), { recursive: true, force: true });
    await cp(path.join(source, entry), path.join(siteDir, entry), { recursive: true });
  }
  const pkg = upgradedPackage(version);
  await writeFile(path.join(siteDir, "package.json"), `${JSON.stringify(pkg, null, 2)}\n`);
  // The site's own config, untouched, with the one flag the anchor is about.
  await writeFile(path.join(siteDir, configName), `import config from "./docusaurus.config";\n\nexport default { ...config, future: { ...config.future, v4: true } };\n`);
  const stamp = path.join(siteDir, ".installed");
  const wanted = JSON.stringify({ dependencies: pkg.dependencies, devDependencies: pkg.devDependencies });
  if (existsSync(stamp) && readFileSync(stamp, "utf8") === wanted) return;
  // The site's lock file came along: npm keeps what it pins wherever the new versions allow.
  run("npm", ["install", "--no-audit", "--no-fund"], { cwd: siteDir });
  await writeFile(stamp, wanted);
}

async function build({ cold }) {
  if (cold) for (const dir of [".docusaurus", "build", "node_modules/.cache"]) await rm(path.join(siteDir, dir), { recursive: true, force: true });
  const cli = path.join(siteDir, "node_modules/@docusaurus/core/bin/docusaurus.mjs");
  const result = await measureProcess(process.execPath, [cli, "build", "--config", configName], { cwd: siteDir, env: quietEnv });
  if (result.code !== 0) throw new Error(`docusaurus build (${cold ? "cold" : "warm"}) exited with ${result.code}:\n${(result.stderr + result.stdout).slice(-3000)}`);
  // Rspack's persistent cache (removed before a cold build) shows the flag took; without it the figures would
  // not be Faster's.
  if (!existsSync(path.join(siteDir, "node_modules/.cache/rspack"))) throw new Error("the build left no node_modules/.cache/rspack: future.v4 did not turn on Docusaurus Faster");
  return { wallMs: result.wallMs, peakRssMb: result.peakRssMb };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function main() {
  const version = resolveVersion();
  log(`Ki docs with Docusaurus ${version}, future.v4 (Faster)`);
  await prepare(version);
  const colds = [];
  for (let i = 0; i < runs; i++) colds.push(await build({ cold: true }));
  const warm = await build({ cold: false });
  const installed = JSON.parse(readFileSync(path.join(siteDir, "node_modules/@docusaurus/core/package.json"), "utf8")).version;
  const result = { docusaurusVersion: installed, runs, coldMs: median(colds.map((c) => c.wallMs)), coldPeakRssMb: median(colds.map((c) => c.peakRssMb)), warmMs: warm.wallMs, warmPeakRssMb: warm.peakRssMb };
  process.stdout.write(`${JSON.stringify(result)}\n`);
}

main().catch((error) => {
  process.stderr.write(`[ki-docs-faster] ${error.stack ?? error}\n`);
  process.exit(1);
});
