// The install of real Docusaurus in .docusaurus-ref/ and what the scripts recording its output share: installing
// it, assembling the classic template as create-docusaurus does, running its CLI and listing what a build wrote.
// Used by classic-routes.mjs (the template as it is) and classic-versioned-fr.mjs (with a version and French).
//
// Only Node built-ins are used, so the scripts run before (and independently of) edsite's own install.
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { cp, lstat, mkdir, readdir, readFile, rename, rm, symlink, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { measureProcess } from "../bench/measureProcess.mjs";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
// Kept inside the repository (but git-ignored) rather than in /tmp so that it survives between sessions on
// the same machine and a rerun skips the ~1 minute install.
export const refDir = path.join(repoRoot, ".docusaurus-ref");
// Written after a successful install; comparing it with what we would install now is what lets a rerun skip
// npm entirely (npm itself would still spend seconds re-checking the tree).
const stampFile = path.join(refDir, ".install-stamp.json");

// The build must not reach the network (this machine only reaches the npm registry, and the result should
// not depend on anything but the installed packages). Docusaurus has no telemetry of its own; what can go
// out is the update check its CLI runs, and browserslist's "data is old" nag only prints. Turn both off.
const quietEnv = {
  NO_UPDATE_NOTIFIER: "1",
  npm_config_update_notifier: "false",
  BROWSERSLIST_IGNORE_OLD_DATA: "1",
  // Docusaurus and its bundler print progress bars and colours when they think a person is watching;
  // plain output is easier to read in a log.
  CI: "true",
};

export function log(message) {
  process.stdout.write(`[docusaurus-ref] ${message}\n`);
}

/** Runs a command with inherited output; throws on a non-zero exit so a half-done step never goes unnoticed. */
export function run(command, args, options = {}) {
  log(`$ ${command} ${args.join(" ")}${options.cwd ? `   (in ${path.relative(repoRoot, options.cwd) || "."})` : ""}`);
  const result = spawnSync(command, args, { stdio: "inherit", ...options, env: { ...process.env, ...quietEnv, ...options.env } });
  if (result.status !== 0) throw new Error(`${command} ${args.join(" ")} exited with ${result.status ?? result.signal}`);
}

export function readJson(file) {
  return JSON.parse(readFileSync(file, "utf8"));
}

export function installedVersion(pkg) {
  const file = path.join(refDir, "node_modules", pkg, "package.json");
  return existsSync(file) ? readJson(file).version : undefined;
}

/** Numeric comparison of plain x.y.z versions (prereleases are never picked, see latest3x). */
function compareVersions(a, b) {
  const pa = a.split(".").map(Number);
  const pb = b.split(".").map(Number);
  for (let i = 0; i < 3; i++) if (pa[i] !== pb[i]) return pa[i] - pb[i];
  return 0;
}

/**
 * The Docusaurus version to use. An explicit DOCUSAURUS_VERSION wins (reproducible, no network). Otherwise
 * the newest stable 3.x on the registry: the brief is to compare against current Docusaurus 3, and a major
 * version 4 would change defaults (the template already opts into `future.v4`). If the registry cannot be
 * reached, fall back to whatever is installed so an offline rerun still works.
 */
export function resolveVersion() {
  if (process.env.DOCUSAURUS_VERSION) return process.env.DOCUSAURUS_VERSION;
  const view = spawnSync("npm", ["view", "create-docusaurus@^3", "version", "--json"], { encoding: "utf8", env: { ...process.env, ...quietEnv } });
  if (view.status === 0) {
    const parsed = JSON.parse(view.stdout);
    // npm answers a string when one version matches and an array otherwise.
    const versions = (Array.isArray(parsed) ? parsed : [parsed]).filter((v) => /^\d+\.\d+\.\d+$/.test(v));
    if (versions.length) return versions.sort(compareVersions).at(-1);
  }
  const installed = installedVersion("create-docusaurus");
  if (installed) {
    log(`registry not reachable; using installed create-docusaurus ${installed}`);
    return installed;
  }
  throw new Error(`cannot resolve the latest create-docusaurus 3.x:\n${view.stderr}`);
}

async function writeRefPackageJson(dependencies) {
  await mkdir(refDir, { recursive: true });
  const pkg = {
    name: "docusaurus-ref",
    private: true,
    description: "Scratch install of real Docusaurus, made by scripts/docusaurus/docusaurusReference.mjs; safe to delete.",
    dependencies,
  };
  await writeFile(path.join(refDir, "package.json"), `${JSON.stringify(pkg, null, 2)}\n`);
}

function npmInstall() {
  run("npm", ["install", "--no-audit", "--no-fund"], { cwd: refDir });
}

/**
 * Step 1. The template's dependency list lives inside the create-docusaurus package, so we cannot know it
 * before create-docusaurus is on disk: install that (with core and preset-classic, which are pinned to the
 * same version anyway) first, then read templates/classic/package.json and install the rest in a second
 * pass. On a rerun with the same version both passes are skipped.
 */
export async function ensureInstall(version) {
  const pinned = {
    "create-docusaurus": version,
    "@docusaurus/core": version,
    "@docusaurus/preset-classic": version,
  };
  if (installedVersion("create-docusaurus") !== version) {
    log(`installing create-docusaurus ${version} to read its template`);
    await writeRefPackageJson(pinned);
    npmInstall();
  }

  const templatePkg = readJson(path.join(refDir, "node_modules/create-docusaurus/templates/classic/package.json"));
  // devDependencies too: @docusaurus/module-type-aliases / types are what a real `npm install` in a fresh
  // site brings in, and keeping the tree identical to a user's avoids surprises from hoisting differences.
  const wanted = { ...templatePkg.dependencies, ...templatePkg.devDependencies, ...pinned };
  const sorted = Object.fromEntries(Object.entries(wanted).sort(([a], [b]) => a.localeCompare(b)));

  const stamp = existsSync(stampFile) ? readJson(stampFile) : undefined;
  const upToDate =
    stamp &&
    JSON.stringify(stamp.dependencies) === JSON.stringify(sorted) &&
    installedVersion("@docusaurus/core") === version &&
    installedVersion("@docusaurus/preset-classic") === version &&
    Object.keys(sorted).every((name) => installedVersion(name));
  if (upToDate) {
    log(`Docusaurus ${version} and the template's dependencies already installed; skipping npm`);
    return;
  }
  log(`installing Docusaurus ${version} with the classic template's dependencies`);
  await writeRefPackageJson(sorted);
  npmInstall();
  await writeFile(stampFile, `${JSON.stringify({ version, dependencies: sorted }, null, 2)}\n`);
}

/**
 * Step 2. Mirrors create-docusaurus's lib/index.js for a built-in template in JavaScript:
 *   - copy templates/shared into the destination, then templates/classic over it (classic wins on clashes),
 *     skipping symlinks in the second copy as it does;
 *   - merge { name, version: "0.0.0", private: true } into the copied package.json (name derived from the
 *     site folder name: lower-cased words joined by "-", which for "classic-site" is itself);
 *   - rename `gitignore` to `.gitignore` (npm strips .gitignore files from published packages, which is
 *     why the template ships it without the dot), and drop `gitignore` if `.gitignore` already existed.
 * The dependency install create-docusaurus would then run is replaced by the shared install in step 1.
 * The site is rebuilt from scratch every run so that no output of an earlier build can leak into the list;
 * this also drops the persistent bundler cache Docusaurus keeps in classic-site/node_modules/.cache (the
 * template's `future.v4` turns on Rspack and its cache), so the reported time is always a cold build.
 */
export async function assembleSite(siteDir) {
  const templatesDir = path.join(refDir, "node_modules/create-docusaurus/templates");
  await rm(siteDir, { recursive: true, force: true });
  await cp(path.join(templatesDir, "shared"), siteDir, { recursive: true });
  await cp(path.join(templatesDir, "classic"), siteDir, {
    recursive: true,
    filter: async (file) => !(await lstat(file)).isSymbolicLink(),
  });

  const pkgPath = path.join(siteDir, "package.json");
  const pkg = JSON.parse(await readFile(pkgPath, "utf8"));
  // Object.assign keeps the existing key order and overwrites in place, as create-docusaurus does.
  Object.assign(pkg, { name: path.basename(siteDir), version: "0.0.0", private: true });
  await writeFile(pkgPath, `${JSON.stringify(pkg, null, 2)}\n`);

  const plain = path.join(siteDir, "gitignore");
  const dotted = path.join(siteDir, ".gitignore");
  if (!existsSync(dotted) && existsSync(plain)) await rename(plain, dotted);
  if (existsSync(plain)) await rm(plain);
  log(`assembled ${path.relative(repoRoot, siteDir)}`);
}

/**
 * The site sits in .docusaurus-ref/classic-site, so Node's lookup walks up to .docusaurus-ref/node_modules
 * and finds the install there. Check that it really resolves from the site (config imports such as
 * prism-react-renderer are resolved relative to the site) and only if not, link node_modules in.
 */
export async function ensureResolvable(siteDir) {
  const requireFromSite = createRequire(path.join(siteDir, "package.json"));
  const probe = ["@docusaurus/core/package.json", "@docusaurus/preset-classic/package.json", "prism-react-renderer", "react", "clsx"];
  try {
    for (const name of probe) {
      const resolved = requireFromSite.resolve(name);
      // Must come from our install, not from edsite's own node_modules one level further up (which has a
      // different React major).
      if (!resolved.startsWith(path.join(refDir, "node_modules") + path.sep)) throw new Error(`${name} resolved to ${resolved}`);
    }
    log("dependencies resolve from the site via ../node_modules");
  } catch (error) {
    log(`resolution from the site failed (${error.message}); linking node_modules into it`);
    await symlink(path.join(refDir, "node_modules"), path.join(siteDir, "node_modules"), "dir");
  }
}

/** Docusaurus's own command line, as `npx docusaurus` in a site would run it. */
const docusaurusCli = path.join(refDir, "node_modules/@docusaurus/core/bin/docusaurus.mjs");

/** Runs one Docusaurus command (`docs:version 1.0`, ...) in the site, throwing if it fails. */
export function runDocusaurus(siteDir, args) {
  run(process.execPath, [docusaurusCli, ...args], { cwd: siteDir });
}

/**
 * Step 3. A production build, as `npm run build` in a fresh site would do (`docusaurus build`), measured by
 * scripts/bench/measureProcess.mjs, as the bench measures edsite, so the two peaks can be compared
 * directly; /proc sampling misses spikes shorter than the interval, which is fine for a figure meant for a
 * report.
 */
export async function buildSite(siteDir) {
  log(`$ node ${path.relative(repoRoot, docusaurusCli)} build ${path.relative(repoRoot, siteDir)}`);
  const result = await measureProcess(process.execPath, [docusaurusCli, "build", siteDir], { cwd: siteDir, env: quietEnv });
  process.stdout.write(result.stdout);
  process.stderr.write(result.stderr);
  if (result.code !== 0) throw new Error(`docusaurus build exited with ${result.code}`);
  return { wallMs: result.wallMs, peakRssMb: result.peakRssMb };
}

export async function listFiles(dir, prefix = "") {
  const out = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const rel = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) out.push(...(await listFiles(path.join(dir, entry.name), rel)));
    else out.push(rel);
  }
  return out;
}

/**
 * Step 4. Where the routes come from: the HTML files the build wrote, not .docusaurus/routes.js.
 * routes.js lists route *patterns* as the client router sees them (without trailing slash, nested
 * layout routes, a catch-all, no distinction between "/x" served from x.html or x/index.html). What a
 * static host serves, and therefore what edsite must reproduce file for file, is the set of HTML files.
 * Each is mapped to the URL that serves it on a plain static host: "x/index.html" -> "/x/", "index.html"
 * -> "/", any other "x.html" -> "/x" (e.g. 404.html -> "/404"). The HTML file path is kept alongside so
 * nothing is lost in the mapping.
 *
 * Non-HTML outputs recorded: every file that is neither HTML, nor a hashed bundle asset, nor a copy of
 * static/. For the classic template that is the blog feeds (rss.xml and atom.xml; no feed.json because the
 * template asks for ['rss', 'atom'] only), the XSLT + CSS files that `xslt: true` adds next to them, and
 * sitemap.xml. Taking "everything else" rather than a fixed list means a new output in a later Docusaurus
 * shows up by itself. Hashed assets (assets/js, assets/css, assets/images) are left out: their names come
 * from the bundler and cannot be matched by another generator, and nobody links to them by name.
 *
 * `otherLocales` are the site's locales besides the default: each is built into its own folder (`fr/`),
 * with its own copy of static/ and its own assets, which count as the default locale's do.
 */
export async function collectOutputs(siteDir, otherLocales = []) {
  const buildDir = path.join(siteDir, "build");
  const files = (await listFiles(buildDir)).sort();
  const staticFiles = new Set(await listFiles(path.join(siteDir, "static")));

  const routes = files
    .filter((file) => file.endsWith(".html"))
    .map((file) => {
      let route;
      if (file === "index.html") route = "/";
      else if (file.endsWith("/index.html")) route = `/${file.slice(0, -"index.html".length)}`;
      else route = `/${file.slice(0, -".html".length)}`;
      return { route, file };
    })
    .sort((a, b) => (a.route < b.route ? -1 : a.route > b.route ? 1 : 0));

  // A file's path within its locale's build: `fr/img/logo.svg` is `img/logo.svg` of the French site.
  const inLocale = (file) => {
    const locale = otherLocales.find((name) => file.startsWith(`${name}/`));
    return locale ? file.slice(locale.length + 1) : file;
  };
  const isStatic = (file) => staticFiles.has(inLocale(file));
  const isAsset = (file) => inLocale(file).startsWith("assets/");
  const otherFiles = files.filter((file) => !file.endsWith(".html") && !isAsset(file) && !isStatic(file));
  // The copies of static/ and the hashed assets are summarised by count only, so a change in either is
  // still visible in a diff of the JSON without listing bundler-specific names.
  const copiedStatic = files.filter(isStatic);
  const hashedAssets = files.filter(isAsset);

  // The router's own view, for reference only (see above for why it is not the primary list). Docusaurus
  // writes one entry per route path in routesChunkNames.json, keyed "<path>-<hash>".
  let routerPaths;
  const chunkNames = path.join(siteDir, ".docusaurus/routesChunkNames.json");
  if (existsSync(chunkNames)) {
    routerPaths = [...new Set(Object.keys(readJson(chunkNames)).map((key) => key.replace(/-[0-9a-f]{3}$/, "")))].sort();
  }
  return { routes, otherFiles, copiedStatic, hashedAssets, routerPaths };
}

