// A writer keeps `edsite dev` open all day: the soak saves one page many times, as a writer would (each save
// after the last one's page has arrived), then leaves the server idle, and reads the memory of the dev
// process tree (node, esbuild's Go process, any workers) from /proc along the way.
import { readFile, writeFile } from "node:fs/promises";
import { treeMemory } from "./measureProcess.mjs";

/** The edit counts at which the tree is measured, besides after the first build, the last edit and the idle. */
const CHECKPOINTS = [100, 300];

/**
 * Saves `file` `edits` times on a running dev server (see startDev), each time with a new text, waiting
 * for the rebuild and for `target` (the page's URL) to show it, then waits `idleMs`. Resolves with the
 * memory of the process tree after the first build, at each checkpoint, after the last edit and after the idle.
 */
export async function soakDev(server, { file, target, edits, idleMs, pauseMs = 250, progress = () => {} }) {
  const original = await readFile(file, "utf8");
  const figures = [];
  const measure = (label) => {
    const processes = treeMemory(server.pid);
    const byCommand = {};
    for (const p of processes) byCommand[p.command] = (byCommand[p.command] ?? 0) + p.rssKb / 1024;
    const totalMb = processes.reduce((sum, p) => sum + p.rssKb, 0) / 1024;
    figures.push({ label, totalMb, byCommand });
    progress(`${label}: ${Math.round(totalMb)} MB`);
  };
  await server.waitForLog(/✔ built \d+ pages/);
  // The first build's aftermath (the compiler's warm-up, the search files) is part of the size after it.
  await sleep(3000);
  measure("after the first build");
  const checkpoints = new Set([...CHECKPOINTS.filter((n) => n < edits), edits]);
  try {
    for (let i = 1; i <= edits; i++) {
      const marker = `soak-edit-${i}-${Date.now()}`;
      await writeFile(file, edited(original, i, marker));
      await waitForPage(target, marker, () => server.log());
      if (checkpoints.has(i)) measure(`edit ${i}`);
      await sleep(pauseMs);
    }
  } finally {
    await writeFile(file, original);
  }
  // Restoring the page is one more save; the idle starts once its rebuild is done.
  await sleep(idleMs);
  measure(`after ${Math.round(idleMs / 1000)} s idle`);
  return figures;
}

/**
 * The page's text after the `i`th save, which shows `marker`: a writer's saves change a sentence most often,
 * and now and then a heading (the page's table of contents) or the title (the sidebar of every page, so every
 * page renders again and every open tab reloads).
 */
function edited(original, i, marker) {
  if (i % 10 === 0 && /^title: .*$/m.test(original)) return original.replace(/^title: (.*)$/m, `title: $1 ${marker}`);
  if (i % 3 === 0) return `${original}\n\n## A heading for ${marker}\n\nA paragraph under it.\n`;
  return `${original}\n\nThis sentence changed with ${marker}.\n`;
}

/** Asks for the page until it shows `marker`: its rebuild is done and served, as an open tab would see. */
async function waitForPage(target, marker, log) {
  const deadline = Date.now() + 60_000;
  while (!(await (await fetch(target)).text()).includes(marker)) {
    if (Date.now() > deadline) throw new Error(`${target} never showed ${marker}:\n${log().slice(-4000)}`);
    await sleep(10);
  }
}

function sleep(ms) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
