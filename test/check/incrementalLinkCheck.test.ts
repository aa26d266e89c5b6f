// An incremental build checks again only the links of pages whose links changed, and of pages that had a
// broken link, when the last check vouches for the rest (see pagesToRecheck). Whatever it skips, it must
// report what a cold build of the same sources reports: each edit below is followed by both, and their
// findings compared.
import { describe, expect, it } from "vitest";
import { cp, mkdtemp, readdir, rm, utimes, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { build } from "../../src/site/build.js";
import { silentReporter, type Reporter } from "../../src/site/reporter.js";
import type { Finding } from "../../src/types.js";
import { scenario } from "../cli.js";
import { editSource } from "../editSource.js";

/** The findings as comparable lines, with the site's folder taken out of their files' paths. */
function described(findings: Finding[], root: string): string[] {
  return findings.map((f) => `${f.kind} ${f.page} ${f.url} ${f.source?.file ? path.relative(root, f.source.file) : ""}:${f.source?.line}:${f.source?.column} ${f.message}`).sort();
}

/** The findings of a build of a fresh copy of the site's sources, with no cache. */
async function coldFindings(root: string): Promise<string[]> {
  const copy = path.join(await mkdtemp(path.join(os.tmpdir(), "edsite-cold-")), path.basename(root));
  await cp(root, copy, { recursive: true, filter: (source) => !/[\\/](dist|\.edsite-cache)$/.test(source) });
  const result = await build({ root: copy, cache: false, reporter: silentReporter() });
  return described(result.findings, copy);
}

describe("the link check of an incremental build", () => {
  it("finds what a cold build finds, checking again only what may have changed", { timeout: 240_000 }, async () => {
    const root = await scenario("incremental-site");
    const docs = path.join(root, "content/docs");
    await editSource(path.join(docs, "guide/run.md"), (t) => `${t}\nA link to [a page not written yet](/docs/later).\n`);
    await editSource(path.join(docs, "guide/upgrade.md"), (t) => `${t}\nThe [release notes](/notes.txt) say what changed.\n`);
    await writeFile(path.join(root, "public/notes.txt"), "What changed.\n");
    await editSource(path.join(root, "content/blog/2025-03-04-release.md"), (t) => `${t}\nThe words it uses are in the [glossary](/docs/reference/glossary).\n`);
    const then = new Date(Date.now() - 60_000);
    for (const name of await readdir(root, { recursive: true })) await utimes(path.join(root, name), then, then);

    const notices: string[] = [];
    const reporter: Reporter = { ...silentReporter(), info: (message) => void notices.push(message) };
    const incremental = async () => {
      notices.length = 0;
      const result = await build({ root, cache: true, reporter });
      expect(result.written).toBe(true);
      const checked = notices.map((line) => /^check: links of (\d+) of (\d+) pages checked/.exec(line)).find(Boolean);
      return { findings: described(result.findings, root), checked: checked ? Number(checked[1]) : undefined };
    };

    const first = await incremental();
    expect(first.checked).toBeUndefined();
    expect(first.findings).toEqual(await coldFindings(root));
    expect(first.findings.some((line) => line.startsWith("broken-link /inc/docs/guide/run /inc/docs/later"))).toBe(true);

    const steps: [name: string, apply: () => Promise<void>, recheck: "some" | "all", shows?: RegExp][] = [
      // The page with the broken link is checked again (a page may have appeared), and so is the one edited.
      ["a doc's text", () => editSource(path.join(docs, "reference/api.md"), (t) => t.replace("More on api", "More about api")), "some", /^broken-link \/inc\/docs\/guide\/run /],
      // The intro, kept as it was, links to this heading: every page's links are checked again.
      ["a heading a kept page links to", () => editSource(path.join(docs, "reference/cli.md"), (t) => t.replace(/^## Flags$/m, "## Options")), "all", /^broken-anchor \/inc\/docs\/intro \/inc\/docs\/reference\/cli#flags /],
      // The upgrade page, kept, links to it.
      ["a public file a kept page links to", () => rm(path.join(root, "public/notes.txt")), "all", /^broken-link \/inc\/docs\/guide\/upgrade \/inc\/notes\.txt /],
      // The post, kept as it was, links to it.
      ["a page a kept page links to, deleted", () => rm(path.join(docs, "reference/glossary.md")), "all", /^broken-link \/inc\/blog\/release \/inc\/docs\/reference\/glossary /],
      ["the page a broken link wanted", () => writeFile(path.join(docs, "later.md"), "---\ntitle: Later\n---\n\nWritten at last.\n"), "all"],
      ["another doc's text", () => editSource(path.join(docs, "reference/config.md"), (t) => t.replace("More on config", "More about config")), "some"],
    ];
    for (const [name, apply, recheck, shows] of steps) {
      await apply();
      const { findings, checked } = await incremental();
      expect(findings, name).toEqual(await coldFindings(root));
      if (shows) expect(findings.some((line) => shows.test(line)), `${name}: ${findings.join("\n")}`).toBe(true);
      if (recheck === "all") expect(checked, name).toBeUndefined();
      else expect(checked, name).toBeGreaterThan(0);
    }
    expect((await incremental()).findings.some((line) => line.includes("/inc/docs/later"))).toBe(false);
  });
});
