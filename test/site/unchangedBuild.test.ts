// `edsite build` with nothing changed since the last build answers from that build's record: the same
// findings, the output folder left as it is. Anything the build read or wrote that changed builds again.
import { beforeAll, describe, expect, it } from "vitest";
import { appendFile, lstat, mkdir, readdir, readFile, rm, symlink, utimes, writeFile } from "node:fs/promises";
import path from "node:path";
import { build } from "../../src/site/build.js";
import { buildRecordFile } from "../../src/output/buildRecord.js";
import type { Reporter } from "../../src/site/reporter.js";
import { edsite, scenario } from "../cli.js";

beforeAll(async () => {
  // The config part runs the CLI: in one process Node evaluates a config's code once (see below).
});

/**
 * Dates the copy's recently written sources back a minute (a file written within a second of a build is not
 * vouched for). Only those: a file whose time moved is a change, which would hide what a step tests; nor the
 * output or the cache, whose changes are reasons to build of their own.
 */
async function settle(top: string): Promise<void> {
  const then = new Date(Date.now() - 60_000);
  for (const name of await readdir(top, { recursive: true })) {
    if (/(^|[\\/])(dist|\.edsite-cache)([\\/]|$)/.test(name)) continue;
    const file = path.join(top, name);
    if ((await lstat(file)).mtimeMs > then.getTime()) await utimes(file, then, then);
  }
}

/** A page with the search files' names put aside: each build names them by its time (see incrementalBuild.test). */
async function readPage(file: string): Promise<string> {
  return (await readFile(file, "utf8")).replace(/(search-doc|lunr-index)-\d+/g, "$1");
}

/** Builds with the cache, returning the result and the lines the build said (stage names and notices). */
async function buildKept(root: string, strict = false) {
  const said: string[] = [];
  const reporter: Reporter = {
    stage: (name, run) => {
      said.push(`stage ${name}`);
      return run();
    },
    warn: (message) => said.push(message),
    info: (message) => said.push(message),
  };
  const result = await build({ root, cache: true, strict, reporter });
  return { result, said, skipped: said.includes("nothing changed since the last build: dist is up to date") };
}

describe("a build with nothing changed", () => {
  it("reports the last build's findings and leaves the output folder, until anything it read or wrote changes", { timeout: 120_000 }, async () => {
    const root = await scenario("incremental-site");
    const page = path.join(root, "dist/inc/docs/guide/install/index.html");
    const doc = path.join(root, "content/docs/guide/install.md");
    // A broken link, so there is a finding to report again.
    await appendFile(doc, "\nSee [nowhere](./missing-page.md).\n");
    await settle(path.dirname(root));

    const first = await buildKept(root);
    expect(first.skipped).toBe(false);
    expect(first.result.written).toBe(true);
    expect(first.result.findings.length).toBeGreaterThan(0);
    const html = await readFile(page, "utf8");

    const again = await buildKept(root);
    expect(again.skipped).toBe(true);
    expect(again.said).not.toContain("stage compile");
    expect(again.result).toMatchObject({ written: true, pages: first.result.pages, files: first.result.files, bytes: first.result.bytes });
    expect(again.result.findings).toEqual(first.result.findings);
    expect(await readFile(page, "utf8")).toBe(html);

    // --strict fails on the same findings without a build, and leaves the output as it was.
    const strict = await buildKept(root, true);
    expect(strict.skipped).toBe(true);
    expect(strict.result.written).toBe(false);
    expect(strict.result.failed).toEqual(first.result.findings);
    expect(await readFile(page, "utf8")).toBe(html);

    // A hand edit of the output folder: built again, and the page is the build's once more.
    const pageBefore = path.join(path.dirname(root), "install-before.html");
    await writeFile(pageBefore, html);
    await appendFile(page, "<!-- edited -->");
    const afterHandEdit = await buildKept(root);
    expect(afterHandEdit.skipped).toBe(false);
    // Said, as it makes the build a full one.
    expect(afterHandEdit.said).toContain("every page is rendered again: the output folder changed since the last build (a file in it written, added or removed)");
    expect(await readPage(page)).toBe(await readPage(pageBefore));
    expect((await buildKept(root)).skipped).toBe(true);

    // A file added deep in the output folder, where no recorded file changed: built again, and gone after.
    const added = path.join(path.dirname(page), "notes.txt");
    await writeFile(added, "mine");
    const afterAdding = await buildKept(root);
    expect(afterAdding.skipped).toBe(false);
    expect(afterAdding.said).toContain("every page is rendered again: the output folder changed since the last build (a file in it written, added or removed)");
    await expect(readFile(added, "utf8")).rejects.toThrow();
    expect((await buildKept(root)).skipped).toBe(true);
    // A folder made in it, empty.
    await mkdir(path.join(path.dirname(page), "drafts"));
    expect((await buildKept(root)).skipped).toBe(false);
    expect((await buildKept(root)).skipped).toBe(true);

    // A source changed, once it has settled.
    await writeFile(doc, (await readFile(doc, "utf8")).replace("turns install on", "turns the installer on"));
    await settle(path.dirname(root));
    const edited = await buildKept(root);
    expect(edited.skipped).toBe(false);
    expect(await readFile(page, "utf8")).toContain("turns the installer on");
    expect((await buildKept(root)).skipped).toBe(true);

    // A file saved just before the build may have been read before or after the save: never vouched for.
    await appendFile(doc, "\nA fresh line.\n");
    expect((await buildKept(root)).skipped).toBe(false);
    expect((await buildKept(root)).skipped).toBe(false);
    expect(await readFile(page, "utf8")).toContain("A fresh line.");
    await settle(path.dirname(root));
    expect((await buildKept(root)).skipped).toBe(false);
    expect((await buildKept(root)).skipped).toBe(true);

    // A config whose value comes from the environment: its file unchanged, its value not. Built by the CLI,
    // a process each as users run it: within one process Node keeps the module of a config's code.
    const configFile = path.join(root, "edsite.config.ts");
    await writeFile(configFile, (await readFile(configFile, "utf8")).replace('"Rebuilt one edit at a time"', 'process.env.EDSITE_TEST_TAGLINE ?? "Rebuilt one edit at a time"'));
    await settle(path.dirname(root));
    const skippedByCli = async () => {
      const run = await edsite(root, "build");
      expect(run.code, run.stderr).toBe(0);
      return run.stderr.includes("ℹ nothing changed since the last build: dist is up to date");
    };
    expect(await skippedByCli()).toBe(false);
    expect(await skippedByCli()).toBe(true);
    process.env.EDSITE_TEST_TAGLINE = "Read from the environment";
    try {
      expect(await skippedByCli()).toBe(false);
      expect(await readFile(path.join(root, "dist/inc/index.html"), "utf8")).toContain("Read from the environment");
      expect(await skippedByCli()).toBe(true);
    } finally {
      delete process.env.EDSITE_TEST_TAGLINE;
    }
    expect(await skippedByCli()).toBe(false);

    // A damaged record is set aside with a notice.
    await writeFile(buildRecordFile(root), "{ not json");
    const damaged = await buildKept(root);
    expect(damaged.skipped).toBe(false);
    expect(damaged.said).toContain(".edsite-cache/last-build.json is damaged: building from scratch, and writing a new one");
    expect((await buildKept(root)).skipped).toBe(true);
  });

  it("is built again after a source saved while the last build ran, though that build reused its start's stamps", { timeout: 120_000 }, async () => {
    const root = await scenario("incremental-site");
    const install = path.join(root, "content/docs/guide/install.md");
    const run = path.join(root, "content/docs/guide/run.md");
    await settle(path.dirname(root));
    expect((await buildKept(root)).skipped).toBe(false);
    // A change the next build's check sees, so that build reuses what the check read (see SourceStamps).
    await appendFile(install, "\nOne more line before the build.\n");
    await settle(path.dirname(root));
    // A save once the pages are read, while the bundles are built.
    const said: string[] = [];
    const reporter: Reporter = {
      stage: async (name, go) => {
        said.push(`stage ${name}`);
        if (name === "bundle") await appendFile(run, "\nSaved while the build ran.\n");
        return go();
      },
      warn: () => {},
      info: () => {},
    };
    expect((await build({ root, cache: true, reporter })).written).toBe(true);
    expect(said).toContain("stage bundle");
    expect(await readFile(path.join(root, "dist/inc/docs/guide/run/index.html"), "utf8")).not.toContain("Saved while the build ran.");
    // Past the second in which a save is not vouched for (see settledBefore): the saved file's stamp is settled now.
    await new Promise((done) => setTimeout(done, 1100));
    const next = await buildKept(root);
    expect(next.skipped).toBe(false);
    expect(await readFile(path.join(root, "dist/inc/docs/guide/run/index.html"), "utf8")).toContain("Saved while the build ran.");
  });

  it("is built whenever a file it read outside the stamped folders may have changed", { timeout: 120_000 }, async () => {
    const root = await scenario("incremental-site");
    // Docs reached through a symbolic link to a folder of the site outside content/: the link is stamped, the
    // files behind it are not.
    const outside = path.join(root, "shared-docs");
    await mkdir(outside);
    await writeFile(path.join(outside, "linked.md"), "---\ntitle: Linked\n---\n\nShared words.\n");
    await symlink(outside, path.join(root, "content/docs/shared"));
    // The blog's authors in a file the config places outside content/.
    await writeFile(path.join(root, "authors-outside.yml"), "ada:\n  name: Ada Outside\n");
    const configFile = path.join(root, "edsite.config.ts");
    await writeFile(configFile, (await readFile(configFile, "utf8")).replace('docs: {', 'blog: { authorsFile: "../../authors-outside.yml" },\n  docs: {'));
    await settle(path.dirname(root));
    expect((await buildKept(root)).skipped).toBe(false);
    expect(await readFile(path.join(root, "dist/inc/blog/release/index.html"), "utf8")).toContain("Ada Outside");
    expect((await buildKept(root)).skipped).toBe(false);
    await writeFile(path.join(outside, "linked.md"), "---\ntitle: Linked\n---\n\nOther words.\n");
    expect((await buildKept(root)).skipped).toBe(false);
    expect(await readFile(path.join(root, "dist/inc/docs/shared/linked/index.html"), "utf8")).toContain("Other words.");

    // Without the link, the build is answered from the record until the authors file changes.
    await rm(path.join(root, "content/docs/shared"));
    await settle(path.dirname(root));
    expect((await buildKept(root)).skipped).toBe(false);
    expect((await buildKept(root)).skipped).toBe(true);
    await writeFile(path.join(root, "authors-outside.yml"), "ada:\n  name: Ada Moved\n");
    await settle(path.dirname(root));
    expect((await buildKept(root)).skipped).toBe(false);
    expect(await readFile(path.join(root, "dist/inc/blog/release/index.html"), "utf8")).toContain("Ada Moved");
  });
});
