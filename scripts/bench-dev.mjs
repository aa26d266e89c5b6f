// Measures `edsite dev` on a copy of the Ki site: start to first page (with no cache, after `edsite build`,
// then with the cache and snapshot a previous run left), and save to updated page (over HTTP, and in
// Chromium when it is installed).
// Usage: npm run bench:dev [-- --runs 5] [--json]  (--json: the table goes to stderr, the medians as JSON to
// stdout, which is how `npm run bench` reads them)
// The soak instead (see devSoak): npm run bench:dev -- --soak [--edits 500] [--idle 60]  (the memory of the dev
// process tree after the first build, after 100, 300 and `--edits` saves of a page, and after `--idle` seconds)
import { spawn } from "node:child_process";
import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { existsSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { startDev } from "./bench/startDev.mjs";
import { soakDev } from "./bench/devSoak.mjs";

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const runs = Number(process.argv[process.argv.indexOf("--runs") + 1]) || 5;
const json = process.argv.includes("--json");
const soak = process.argv.includes("--soak");
const option = (name, fallback) => {
  const at = process.argv.indexOf(`--${name}`);
  return at === -1 ? fallback : Number(process.argv[at + 1]);
};
const edits = option("edits", 500);
const idleSeconds = option("idle", 60);
/** Medians by label, for --json. */
const medians = {};
const base = "/ki-editor/";
const page = "docs/introduction";
const editedFile = "content/docs/introduction.mdx";

await run(process.execPath, [path.join(repo, "scripts/build-cli.mjs")], repo);
const site = await mkdtemp(path.join(os.tmpdir(), "edsite-bench-dev-"));
for (const part of ["content", "public", "edsite.config.ts"]) await cp(path.join(repo, part), path.join(site, part), { recursive: true });

if (soak) {
  try {
    await measureSoak();
  } finally {
    await rm(site, { recursive: true, force: true });
  }
  process.exit(0);
}

try {
  // A first start: no compile cache, no snapshot, no earlier build. The page asked for at once is built
  // first; the whole site follows.
  const cold = [];
  for (let i = 0; i < runs; i++) {
    await rm(path.join(site, ".edsite-cache"), { recursive: true, force: true });
    const server = await start();
    await server.waitForLog(/✔ built \d+ pages/);
    cold.push({ ...server.timing, wholeSite: performance.now() - server.begin });
    await server.stop();
  }
  // A writer who ran the README's set-up (`edsite build`) first: that build's compile cache, no dev snapshot.
  await rm(path.join(site, ".edsite-cache"), { recursive: true, force: true });
  await run(process.execPath, [path.join(repo, "bin/edsite.js"), "--root", site, "build"], site, "ignore");
  const afterBuild = await start();
  await afterBuild.stop();
  const warm = [];
  for (let i = 0; i < runs; i++) {
    const server = await start();
    warm.push(server.timing);
    if (i < runs - 1) await server.stop();
    else await measureSaves(server);
  }
  print("start → listening (no cache)", cold.map((t) => t.listening));
  print("start → first page (no cache)", cold.map((t) => t.firstPage));
  print("start → whole site built (no cache)", cold.map((t) => t.wholeSite));
  print("start → first page (after `edsite build`)", [afterBuild.timing.firstPage]);
  print("start → listening (cache)", warm.map((t) => t.listening));
  print("start → first page (cache)", warm.map((t) => t.firstPage));
} finally {
  await rm(site, { recursive: true, force: true });
}
if (json) {
  console.log(
    JSON.stringify({
      startToFirstPageMs: medians["start → first page (cache)"],
      startToFirstPageNoCacheMs: medians["start → first page (no cache)"],
      startToWholeSiteNoCacheMs: medians["start → whole site built (no cache)"],
      startToFirstPageAfterBuildMs: medians["start → first page (after `edsite build`)"],
      saveToRebuiltMs: medians["save → rebuilt (as the terminal prints it)"],
      saveToUpdatedPageMs: medians["save → updated page over HTTP"],
      saveToUpdatedTabMs: medians["save → updated page in an open Chromium tab"],
    }),
  );
}

/** Starts `edsite dev` on the copy and times it until the first page has arrived. */
function start() {
  return startDev(repo, site, { base, page });
}

/** Starts dev (from the compile cache of a first start, as a writer's day starts) and soaks it (see soakDev). */
async function measureSoak() {
  const first = await start();
  await first.waitForLog(/✔ built \d+ pages/);
  await first.stop();
  const server = await start();
  try {
    const figures = await soakDev(server, {
      file: path.join(site, editedFile),
      target: new URL(page, server.url).href,
      edits,
      idleMs: idleSeconds * 1000,
      progress: (line) => console.error(`  ${line}`),
    });
    const mb = (value) => `${Math.round(value)} MB`;
    console.log(`dev soak: ${edits} saves of ${editedFile}, then ${idleSeconds} s idle; resident memory of the dev process tree`);
    const firstSize = figures[0].totalMb;
    for (const { label, totalMb, byCommand } of figures) {
      const parts = Object.entries(byCommand).map(([command, size]) => `${command} ${mb(size)}`).join(", ");
      console.log(`  ${label.padEnd(24)} ${mb(totalMb).padStart(8)}  ×${(totalMb / firstSize).toFixed(2)}  (${parts})`);
    }
  } finally {
    await server.stop();
  }
}

/** Saves the page `runs` times and times each save until the new text is served, then shown in a browser tab. */
async function measureSaves(server) {
  const file = path.join(site, editedFile);
  const original = await readFile(file, "utf8");
  const target = new URL(page, server.url).href;
  // A start from the last session's build checks it with a build first; saves are timed after that, from a
  // second on, as a writer's first save would come: the server warms its compiler up in that time.
  await server.waitForLog(/✔ built \d+ pages/);
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const http = [];
  const rebuilds = [];
  for (let i = 0; i < runs; i++) {
    const marker = `bench-marker-http-${i}-${Date.now()}`;
    const logAt = server.log().length;
    const begin = performance.now();
    await writeFile(file, `${original}\n\n${marker}\n`);
    for (;;) {
      const text = await (await fetch(target)).text();
      if (text.includes(marker)) break;
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    http.push(performance.now() - begin);
    rebuilds.push(Number((await server.waitForLog(/rebuilt in (\d+) ms/, logAt))[1]));
    await writerPause();
  }
  print("save → rebuilt (as the terminal prints it)", rebuilds);
  print("save → updated page over HTTP", http);

  const browserTimes = await measureInBrowser(target, file, original);
  if (browserTimes) print("save → updated page in an open Chromium tab", browserTimes);
  else console.error("(Chromium not found: browser timing skipped)");
  await writeFile(file, original);
  await server.stop();
}

/**
 * The time between two timed saves. A writer's saves come seconds apart, and the dev server uses that time
 * (search files, collecting the last build's garbage); saves back to back would time a burst instead.
 */
function writerPause() {
  return new Promise((resolve) => setTimeout(resolve, 1000));
}

async function measureInBrowser(target, file, original) {
  const { CHROMIUM, launchChromium } = await import("./chromium.mjs");
  if (!existsSync(CHROMIUM)) return undefined;
  const browser = await launchChromium();
  try {
    const tab = await browser.newPage();
    await tab.goto(target);
    await tab.waitForSelector("html[data-hydrated]");
    const times = [];
    for (let i = 0; i < runs; i++) {
      const marker = `bench-marker-tab-${i}-${Date.now()}`;
      // The page notes when the marker reaches its DOM, and when the frame showing it is drawn. Asking the page
      // from here (Playwright's waitFor) instead would add its polling interval, tens of milliseconds, to every
      // figure. Both sides read the same wall clock: time origin plus high-resolution time.
      await tab.evaluate((text) => {
        const now = () => performance.timeOrigin + performance.now();
        window.__benchShownAt = undefined;
        const observer = new MutationObserver(() => {
          if (!document.body.textContent.includes(text)) return;
          observer.disconnect();
          requestAnimationFrame(() => (window.__benchShownAt = now()));
        });
        observer.observe(document.documentElement, { childList: true, subtree: true, characterData: true });
      }, marker);
      const begin = performance.timeOrigin + performance.now();
      await writeFile(file, `${original}\n\n${marker}\n`);
      const shownAt = await tab.waitForFunction(() => window.__benchShownAt, undefined, { timeout: 30_000 });
      times.push((await shownAt.jsonValue()) - begin);
      await tab.waitForSelector("html[data-hydrated]");
      await writerPause();
    }
    return times;
  } finally {
    await browser.close();
  }
}

function print(label, values) {
  const sorted = [...values].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)];
  medians[label] = median;
  (json ? console.error : console.log)(`${label.padEnd(46)} median ${String(Math.round(median)).padStart(5)} ms   (${values.map((v) => Math.round(v)).join(", ")})`);
}

function run(command, args, cwd, stdio = "inherit") {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, stdio });
    child.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(" ")} exited with ${code}`))));
  });
}
