// A build that keeps `.edsite-cache/` between runs must write exactly what a cold build of the same inputs
// writes: after each kind of edit a writer makes, the kept-cache build's output folder is compared file for
// file, byte for byte, with a `--no-cache` build of a fresh copy of the site.
import { describe, expect, it } from "vitest";
import { existsSync } from "node:fs";
import { readdir, readFile, rename, rm, stat, utimes, writeFile } from "node:fs/promises";
import path from "node:path";
import { build } from "../../src/site/build.js";
import { silentReporter, type Reporter } from "../../src/site/reporter.js";
import { scenario } from "../cli.js";
import { editSource } from "../editSource.js";
import { coldBuild, differences, normalizedTree } from "../outputTree.js";
import type { BundleBatches } from "../../src/bundle/bundleTarget.js";

/** Batches of a big site's size, on a site of a hundred pages: cold builds of it take seconds, not minutes. */
const BATCHES: BundleBatches = { server: 40, client: 10 };

/** The site's routes in the order the bundles batch them, from the route manifest the build wrote. */
async function routeOrder(outDir: string): Promise<string[]> {
  const manifest = (await readdir(outDir, { recursive: true })).find((name) => /(^|[\\/])routes-[^\\/]+\.json$/.test(name))!;
  const entries = JSON.parse(await readFile(path.join(outDir, manifest), "utf8")) as Record<string, string | string[]>;
  // Each route's chunk is named by its index; the one other entry lists the sidebar views.
  const indexed = Object.entries(entries).flatMap(([route, entry]) => {
    const index = /^r\/(\d+)-/.exec(typeof entry === "string" ? entry : entry[0]!)?.[1];
    return index === undefined ? [] : [[route, Number(index)] as const];
  });
  return indexed.sort(([, a], [, b]) => a - b).map(([route]) => route);
}

/** A reporter that keeps the build's notices, where the bundle stage says how many builds it replayed. */
function noticesInto(notices: string[]): Reporter {
  return { ...silentReporter(), info: (message) => void notices.push(message) };
}

/** Builds `root` with its cache and reads what the build's notices count: builds run and replayed, pages rendered and kept, patches. */
async function buildCounting(root: string, batches?: BundleBatches) {
  const notices: string[] = [];
  const result = await build({ root, cache: true, reporter: noticesInto(notices), ...(batches ? { batches } : {}) });
  expect(result.written).toBe(true);
  const find = (pattern: RegExp) => notices.map((line) => pattern.exec(line)).find(Boolean);
  const bundled = find(/^bundle: (\d+) esbuild builds run, (\d+) from the cache$/);
  const rendered = find(/^render: (\d+) rendered, (\d+) kept from the last build$/);
  const patched = find(/^bundle: (\d+) builds? from the cache patched, (\d+) routes? bundled again$/);
  return {
    outDir: result.outDir,
    ran: Number(bundled?.[1]),
    replayed: Number(bundled?.[2]),
    rendered: rendered ? Number(rendered[1]) : undefined,
    kept: rendered ? Number(rendered[2]) : undefined,
    patchedBuilds: patched ? Number(patched[1]) : 0,
    patchedRoutes: patched ? Number(patched[2]) : 0,
  };
}

/**
 * Dates every file of the site back a minute: a file saved within a second of a build is not vouched for, and
 * what a build read is kept only once vouched for. Each edit after this is then the one fresh file.
 */
async function backdate(root: string): Promise<void> {
  const then = new Date(Date.now() - 60_000);
  for (const name of await readdir(root, { recursive: true })) await utimes(path.join(root, name), then, then);
}

describe("a build that keeps .edsite-cache", () => {
  it("writes byte for byte what a cold build writes, after each kind of edit", { timeout: 240_000 }, async () => {
    const root = await scenario("incremental-site");
    await backdate(root);
    const docs = path.join(root, "content/docs");
    const edits: [string, () => Promise<void>][] = [
      ["nothing changed", async () => {}],
      ["a doc's text", () => editSource(path.join(docs, "guide/install.md"), (t) => t.replace("turns install on", "turns the installer on"))],
      ["a front matter title", () => editSource(path.join(docs, "reference/cli.md"), (t) => t.replace("title: Cli", "title: Command line"))],
      ["a rename", () => rename(path.join(docs, "concepts/feeds.md"), path.join(docs, "concepts/news-feeds.md"))],
      ["a delete", () => rm(path.join(docs, "reference/glossary.md"))],
      ["a new doc", () => writeFile(path.join(docs, "guide/extra.md"), "---\ntitle: Extra\n---\n\nA page added between builds.\n")],
      ["a category's label", () => editSource(path.join(docs, "guide/_category_.json"), (t) => t.replace('"Guide"', '"Handbook"'))],
      ["a config field", () => editSource(path.join(root, "edsite.config.ts"), (t) => t.replace("Rebuilt one edit at a time", "Rebuilt after every edit"))],
      ["a site component", () => editSource(path.join(root, "components/Note.tsx"), (t) => t.replace("incremental-note", "incremental-aside"))],
      ["a partial a doc imports", () => editSource(path.join(docs, "concepts/_shared-tip.mdx"), (t) => t.replace("more than one page", "several pages"))],
      ["a blog post", () => editSource(path.join(root, "content/blog/2025-03-04-release.md"), (t) => t.replace("builds it again", "builds it once more"))],
      ["a link target gone", () => editSource(path.join(docs, "concepts/components.mdx"), (t) => t.replace("./search.md", "./pages.md"))],
    ];
    const notices: string[] = [];
    const first = await build({ root, cache: true, reporter: noticesInto(notices) });
    expect(first.written).toBe(true);
    let before = await normalizedTree(first.outDir);
    for (const [name, apply] of edits) {
      await apply();
      const kept = await build({ root, cache: true, reporter: noticesInto(notices) });
      expect(kept.written, name).toBe(true);
      const after = await normalizedTree(kept.outDir);
      // Every edit but the first shows in the output: a build that reused everything could not pass.
      expect(differences(after, before).length > 0, `${name} changes the output`).toBe(name !== "nothing changed");
      expect(differences(after, await normalizedTree(await coldBuild(root))), `after ${name}`).toEqual([]);
      before = after;
    }
    // Each build left the output folder as its record says (its files' stamps and its folders'), so none after
    // the first found it changed and rendered every page again.
    expect(notices.filter((line) => line.startsWith("every page is rendered again"))).toEqual([]);
    // Kept esbuild builds were replayed along the way (an edit runs only the builds that read what changed).
    const replayed = notices.flatMap((line) => /^bundle: \d+ esbuild builds run, (\d+) from the cache$/.exec(line)?.[1] ?? []).map(Number);
    expect(replayed.reduce((sum, n) => sum + n, 0)).toBeGreaterThan(0);
  });

  it("runs again only the esbuild builds of the batch of routes holding an edited page", { timeout: 240_000 }, async () => {
    const root = await scenario("incremental-site");
    // More routes than one client build bundles (CLIENT_BATCH_ROUTES), so the routes build in batches.
    for (let i = 0; i < 300; i++) {
      await writeFile(path.join(root, "content/docs/concepts", `many-${i}.md`), `---\ntitle: Many ${i}\n---\n\nPage ${i} of many, next to [many ${(i + 1) % 300}](./many-${(i + 1) % 300}.md).\n`);
    }
    await backdate(root);
    const counts = () => buildCounting(root);
    const cold = await counts();
    expect(cold.replayed).toBe(0);
    await editSource(path.join(root, "content/docs/concepts/many-7.md"), (t) => t.replace("Page 7 of many", "Page seven of many"));
    const edited = await counts();
    expect(edited.replayed).toBeGreaterThan(0);
    expect(edited.ran).toBeGreaterThan(0);
    expect(edited.ran).toBeLessThan(cold.ran);
    expect(differences(await normalizedTree(edited.outDir), await normalizedTree(await coldBuild(root)))).toEqual([]);
  });

  it("bundles again only the routes whose own data names a relabelled category, and renders every page that shows it", { timeout: 240_000 }, async () => {
    const root = await scenario("incremental-site");
    await backdate(root);
    await buildCounting(root);
    await editSource(path.join(root, "content/docs/guide/_category_.json"), (t) => t.replace('"Guide"', '"Handbook"'));
    const relabelled = await buildCounting(root);
    // Every doc's sidebar shows the label, so every doc is rendered again; the routes' code holds no sidebar
    // view (see routeModuleSource), so only the routes whose breadcrumbs or cards name the category are
    // bundled again: the browser's batch is patched with those alone.
    expect(relabelled.rendered).toBeGreaterThan(20);
    expect(relabelled.patchedRoutes).toBeGreaterThan(0);
    expect(relabelled.patchedRoutes).toBeLessThanOrEqual(8);
    const html = await readFile(path.join(relabelled.outDir, "inc/docs/reference/cli/index.html"), "utf8");
    expect(html).toContain("Handbook");
    expect(differences(await normalizedTree(relabelled.outDir), await normalizedTree(await coldBuild(root)))).toEqual([]);
  });
});

describe("an incremental build of more pages than one server batch", () => {
  it("renders again only the edited page, rewrites only files that changed, and matches a cold build", { timeout: 300_000 }, async () => {
    const root = await scenario("incremental-site");
    // More routes than one server batch holds, so pages fall in batches of their own on both sides.
    for (let i = 0; i < BATCHES.server + 50; i++) {
      await writeFile(path.join(root, "content/docs/concepts", `many-${i}.md`), `---\ntitle: Many ${i}\n---\n\nPage ${i} of many.\n`);
    }
    // A page of the edited pages' batch that will bring a stylesheet of its own into its batch's.
    await rm(path.join(root, "content/docs/concepts/many-58.md"));
    await writeFile(path.join(root, "content/docs/concepts/many-58.mdx"), `---\ntitle: Many 58\n---\n\nPage 58 of many, in teal.\n`);
    await writeFile(path.join(root, "content/docs/concepts/many-58.css"), `.theme-doc-markdown p { color: teal; }\n`);
    await backdate(root);
    const rendered = () => buildCounting(root, BATCHES);
    const cold = await rendered();
    // Routes are in the order of their paths: the pages this test edits share a batch on each side, and the
    // page it leaves alone is in other batches.
    const order = await routeOrder(cold.outDir);
    const batchesOf = (page: string) => {
      const index = order.indexOf(`docs/concepts/${page}`);
      return [Math.floor(index / BATCHES.server), Math.floor(index / BATCHES.client)];
    };
    expect(["many-54", "many-53", "many-58", "many-55"].map(batchesOf)).toEqual(Array(4).fill(batchesOf("many-54")));
    expect(batchesOf("many-3").map((batch, side) => batch === batchesOf("many-54")[side])).toEqual([false, false]);
    // The first build has no pages to keep: it writes a fresh folder, and says nothing of keeping.
    expect(cold.kept).toBeUndefined();
    const pages = (await readdir(cold.outDir, { recursive: true })).filter((name) => name.endsWith("index.html")).length;
    const untouched = path.join(cold.outDir, "inc/docs/concepts/many-3/index.html");
    const untouchedStat = await stat(untouched);

    await editSource(path.join(root, "content/docs/concepts/many-54.md"), (t) => t.replace("Page 54 of many", "Page fifty-four of many"));
    const edited = await rendered();
    // Only the edited page: its batch's other pages keep the key of what renders them (see routeCodeKeys).
    expect(edited.rendered).toBe(1);
    // Its batches were not bundled again whole: the edited route alone, on each side, beside the kept builds
    // (see patchedServerBatch and patchedRouteBatch).
    expect([edited.patchedBuilds, edited.patchedRoutes]).toEqual([2, 2]);
    // Every page's `index.html`, and the not-found page.
    expect(edited.kept! + edited.rendered!).toBe(pages + 1);
    expect(await readFile(path.join(edited.outDir, "inc/docs/concepts/many-54/index.html"), "utf8")).toContain("Page fifty-four of many");
    // A page of another batch was neither rendered nor written: the very file the first build left.
    const after = await stat(untouched);
    expect([after.ino, after.mtimeMs]).toEqual([untouchedStat.ino, untouchedStat.mtimeMs]);
    expect(differences(await normalizedTree(edited.outDir), await normalizedTree(await coldBuild(root, { batches: BATCHES })))).toEqual([]);

    // Another page of the batch: the patches bundle both pages edited since the kept builds, and render the new one.
    await editSource(path.join(root, "content/docs/concepts/many-53.md"), (t) => t.replace("Page 53 of many", "Page fifty-three of many"));
    const second = await rendered();
    expect([second.patchedBuilds, second.patchedRoutes, second.rendered]).toEqual([2, 4, 1]);
    expect(differences(await normalizedTree(second.outDir), await normalizedTree(await coldBuild(root, { batches: BATCHES })))).toEqual([]);

    // A page that brings a stylesheet into its batch's, then leaves it out again: the batch is bundled whole
    // each time, or the site's stylesheet would stay the kept build's.
    const stylesheet = async (outDir: string) => {
      const html = await readFile(path.join(outDir, "inc/docs/concepts/many-58/index.html"), "utf8");
      return readFile(path.join(outDir, /href="\/(inc\/assets\/[^"]+\.css)"/.exec(html)![1]!), "utf8");
    };
    await editSource(path.join(root, "content/docs/concepts/many-58.mdx"), (t) => t.replace("Page 58", `import "./many-58.css";\n\nPage 58`));
    const styled = await rendered();
    // Only the route chunks' build is patched (the browser's chunks leave CSS to the server's stylesheet), with
    // the three pages edited since its kept build.
    expect([styled.patchedBuilds, styled.patchedRoutes]).toEqual([1, 3]);
    expect(await stylesheet(styled.outDir)).toContain("teal");
    expect(differences(await normalizedTree(styled.outDir), await normalizedTree(await coldBuild(root, { batches: BATCHES })))).toEqual([]);
    await editSource(path.join(root, "content/docs/concepts/many-58.mdx"), (t) => t.replace(`import "./many-58.css";\n\n`, ""));
    const unstyled = await rendered();
    // The page is as its chunks' kept build read it again: two pages are left to patch there.
    expect([unstyled.patchedBuilds, unstyled.patchedRoutes]).toEqual([1, 2]);
    expect(await stylesheet(unstyled.outDir)).not.toContain("teal");
    expect(differences(await normalizedTree(unstyled.outDir), await normalizedTree(await coldBuild(root, { batches: BATCHES })))).toEqual([]);

    // A deleted page's files go, and the folder its page left empty with them.
    await rm(path.join(root, "content/docs/concepts/many-55.md"));
    const deleted = await rendered();
    expect(existsSync(path.join(deleted.outDir, "inc/docs/concepts/many-55"))).toBe(false);
    expect(existsSync(path.join(deleted.outDir, "inc/docs/concepts/many-55.html"))).toBe(false);
    expect(differences(await normalizedTree(deleted.outDir), await normalizedTree(await coldBuild(root, { batches: BATCHES })))).toEqual([]);
  });
});
