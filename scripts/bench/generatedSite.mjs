// One generated docs set in the bench (scripts/bench/generateDocs.mjs): its cold build with the time of each
// stage, and below 100,000 pages the rebuilds a writer meets with the cache kept: nothing changed, one page's
// text changed, one sidebar label changed, each with the count of pages whose HTML changed.
import { readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { generateDocs } from "./generateDocs.mjs";
import { changedPages, outputFigures, pageDigests } from "./outputFigures.mjs";
import { buildOnce, coldBuilds } from "./siteBuilds.mjs";

/** From this size on, one cold build only: no warm-up, no rebuilds (each build takes many minutes). */
export const COLD_ONLY_FROM = 100_000;

/** The page whose text the bench edits: one in the middle of the site, so its folder is neither first nor last. */
function editedPage(size, shape) {
  const i = Math.floor(size / 2);
  if (shape === "wide") return `folder-${Math.floor(i / 50)}/page-${i}.md`;
  return `section-${Math.floor(i / 1000)}/group-${Math.floor(i / 100) % 10}/topic-${Math.floor(i / 10) % 10}/page-${i}.md`;
}

/**
 * A rebuild with the cache after `edit` changed the site: its time, peak and stages, how many pages came out
 * different from the build before it (the search files' timestamps aside), and how many of those differ in
 * more than the routes manifest's name.
 */
async function rebuildAfter(dir, outDir, edit) {
  const siteDir = path.join(outDir, "bench");
  const before = await pageDigests(siteDir);
  await edit();
  const result = await buildOnce(dir, outDir, { cold: false });
  const after = await pageDigests(siteDir);
  return { ...result, pagesChanged: changedPages(before.page, after.page), pagesChangedBeyondManifest: changedPages(before.content, after.content), pages: before.page.size };
}

/** Adds a sentence to one page, as a writer's fix of a typo or a new line would. */
async function editPageText(docs, size, shape) {
  const file = path.join(docs, editedPage(size, shape));
  await writeFile(file, `${await readFile(file, "utf8")}\nOne more sentence, added by the bench.\n`);
}

/** Renames one category in its `_category_.json`: the one holding the edited page, a label its neighbours show. */
async function editSidebarLabel(docs, size, shape) {
  const file = path.join(docs, path.dirname(editedPage(size, shape)), "_category_.json");
  const category = JSON.parse(await readFile(file, "utf8"));
  await writeFile(file, JSON.stringify({ ...category, label: `${category.label} (renamed)` }));
}

/**
 * Generates `size` pages of `shape` in `dir`, builds them and returns the figures; `dir` and the output are
 * removed after. `runs` counts the cold builds of a small set (large ones get one after a warm-up).
 */
export async function measureGeneratedSite(dir, size, shape, runs, log) {
  await generateDocs(dir, size, { shape });
  log(`generated ${size} ${shape} pages: building...`);
  const coldOnly = size >= COLD_ONLY_FROM;
  const result = coldOnly ? await coldBuilds(dir, 1, { warmUp: false, warm: false }) : await coldBuilds(dir, size >= 10_000 ? 1 : Math.min(runs, 3));
  try {
    const output = await outputFigures(path.join(result.outDir, "bench"));
    const figures = { coldBuildMs: result.coldMs, coldPeakRssMb: result.coldPeakMb, coldStagesMs: result.coldStages, coldStagePeaks: result.coldStagePeaks, ...output };
    if (coldOnly) return figures;
    figures.warmBuildMs = result.warmMs;
    figures.warmPeakRssMb = result.warmPeakMb;
    const docs = path.join(dir, "content/docs");
    log(`${size} ${shape} pages: rebuilds after one page's text and one sidebar label changed...`);
    figures.pageTextRebuild = await rebuildAfter(dir, result.outDir, () => editPageText(docs, size, shape));
    figures.sidebarLabelRebuild = await rebuildAfter(dir, result.outDir, () => editSidebarLabel(docs, size, shape));
    return figures;
  } finally {
    await rm(dir, { recursive: true, force: true });
    await rm(result.outDir, { recursive: true, force: true });
  }
}
