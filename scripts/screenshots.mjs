// Screenshots of the built Ki site for a human to look at: the home page, a docs page and the blog post, at
// phone and desktop widths, in light and dark mode. Run with `npm run screenshots`; the files land in
// screenshots/ (git-ignored).
//
//   node scripts/screenshots.mjs [--no-build] [--only home,docs,blog] [--route /ki-editor/docs/x] [--full | --parts]
//
// By default each picture is the first screen of the page; --full takes the whole page in one picture, and
// --parts the whole page in screen-high slices (a long phone page shrinks to illegibility in one picture).
//
// The build and the server run as child processes of the real CLI, so the pictures show what `edsite build`
// and `edsite serve` produce, not a test double.
import { spawn } from "node:child_process";
import { mkdir } from "node:fs/promises";
import { createServer } from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { launchChromium } from "./chromium.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const outDir = path.join(root, "screenshots");
const cli = path.join(root, "bin/edsite.js");

const PAGES = {
  home: "/ki-editor/",
  docs: "/ki-editor/docs/normal-mode/core-movements",
  blog: "/ki-editor/blog/documentation-migration",
};
const WIDTHS = [375, 1280];
const MODES = ["light", "dark"];

const args = process.argv.slice(2);
const skipBuild = args.includes("--no-build");
const fullPage = args.includes("--full");
const parts = args.includes("--parts");
const onlyAt = args.indexOf("--only");
const routeAt = args.indexOf("--route");
// --route shoots one other page instead of the usual three, named after its last path segment.
if (routeAt >= 0) {
  const route = args[routeAt + 1] ?? "/ki-editor/";
  for (const name of Object.keys(PAGES)) delete PAGES[name];
  PAGES[route.split("/").filter(Boolean).pop() ?? "page"] = route;
}
const only = onlyAt >= 0 ? (args[onlyAt + 1] ?? "").split(",") : Object.keys(PAGES);

/** Runs a command to completion, echoing its output; rejects on a non-zero exit. */
function run(command, commandArgs) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, commandArgs, { cwd: root, stdio: "inherit" });
    child.on("error", reject);
    child.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`${commandArgs.join(" ")} exited with ${code}`))));
  });
}

/** Asks the OS for a port nobody uses, so two runs (or a running dev server) do not collide. */
function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** Starts `edsite serve` and resolves once it answers HTTP requests. */
async function startServer(port) {
  const child = spawn(process.execPath, [cli, "serve", "--port", String(port)], { cwd: root, stdio: ["ignore", "ignore", "pipe"] });
  let stderr = "";
  child.stderr.on("data", (chunk) => (stderr += chunk));
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 100; attempt++) {
    if (child.exitCode !== null) throw new Error(`edsite serve exited early:\n${stderr}`);
    try {
      await fetch(`${url}/ki-editor/`);
      return { url, stop: () => child.kill() };
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  child.kill();
  throw new Error(`edsite serve did not answer on ${url}:\n${stderr}`);
}

/** Writes the screenshot(s) of one page; returns the files written. */
async function capture(page, base) {
  if (!parts) {
    await page.screenshot({ path: `${base}.png`, fullPage });
    return [`${base}.png`];
  }
  const viewport = page.viewportSize();
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  const files = [];
  for (let y = 0, part = 1; y < height; y += viewport.height, part++) {
    const file = `${base}-part${part}.png`;
    const clip = { x: 0, y, width: viewport.width, height: Math.min(viewport.height, height - y) };
    await page.screenshot({ path: file, fullPage: true, clip });
    files.push(file);
  }
  return files;
}

async function main() {
  if (!skipBuild) {
    await run(process.execPath, ["scripts/build-cli.mjs"]);
    await run(process.execPath, [cli, "build", "--strict"]);
  }
  await mkdir(outDir, { recursive: true });
  const server = await startServer(await freePort());
  const browser = await launchChromium();
  const problems = [];
  const notes = [];
  try {
    for (const [name, route] of Object.entries(PAGES)) {
      if (!only.includes(name)) continue;
      for (const width of WIDTHS) {
        for (const mode of MODES) {
          const context = await browser.newContext({ viewport: { width, height: width < 600 ? 812 : 900 }, deviceScaleFactor: 1 });
          // The theme reads its colour mode from localStorage before the first paint.
          await context.addInitScript((theme) => localStorage.setItem("theme", theme), mode);
          const page = await context.newPage();
          page.on("console", (msg) => {
            // Failed loads are reported below with their URL instead.
            if (msg.type() === "error" && !msg.text().startsWith("Failed to load resource")) problems.push(`${name} ${width} ${mode}: ${msg.text()}`);
          });
          page.on("requestfailed", (request) => {
            const external = !request.url().startsWith(server.url);
            // Without a network (CI, sandboxes) outside files such as avatars cannot load; that is no site bug.
            (external ? notes : problems).push(`${name} ${width} ${mode}: ${request.url()} did not load (${request.failure()?.errorText})`);
          });
          page.on("pageerror", (error) => problems.push(`${name} ${width} ${mode}: ${error.message}`));
          await page.goto(`${server.url}${route}`, { waitUntil: "networkidle" });
          await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true", undefined, { timeout: 10_000 }).catch(() => {
            problems.push(`${name} ${width} ${mode}: the page did not hydrate`);
          });
          for (const file of await capture(page, path.join(outDir, `${name}-${width}-${mode}`))) {
            console.log(`wrote ${path.relative(root, file)}`);
          }
          await context.close();
        }
      }
    }
  } finally {
    await browser.close();
    server.stop();
  }
  if (notes.length > 0) console.log(`\nOutside resources that did not load (expected offline):\n${[...new Set(notes)].join("\n")}`);
  if (problems.length > 0) {
    console.error(`\nBrowser console problems:\n${problems.join("\n")}`);
    process.exitCode = 1;
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
