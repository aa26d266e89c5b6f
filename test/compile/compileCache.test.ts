// The compile stage as users run it (the CLI from lib/): pages spread over worker threads when there are
// enough of them, errors from a worker reported like any other, and compiled pages reused between builds.
import { describe, expect, it } from "vitest";
import { readFile, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { edsite, scenario } from "../cli.js";

/** Adds `count` docs that link to each other and to the intro, with a code block each. */
async function addDocs(root: string, count: number): Promise<void> {
  for (let i = 0; i < count; i++) {
    const body = [
      "---",
      `title: Page ${i}`,
      "---",
      "",
      `# Page ${i}`,
      "",
      `See [the next page](./page-${(i + 1) % count}.md#usage) and [the intro](./intro.md).`,
      "",
      "## Usage",
      "",
      "```rust",
      `fn page_${i}() -> u32 { ${i} }`,
      "```",
      "",
    ].join("\n");
    await writeFile(path.join(root, "content/docs", `page-${i}.md`), body);
  }
}

const counts = (stderr: string) => {
  const match = /compile: (\d+) compiled(?: on (\d+) worker threads?)?, (\d+) from the cache/.exec(stderr);
  if (!match) throw new Error(`no compile line in:\n${stderr}`);
  return { compiled: Number(match[1]), workers: Number(match[2] ?? 0), reused: Number(match[3]) };
};

describe("compiling many pages", () => {
  // Enough pages for a pool of two (see POOL_MIN_SOURCES).
  it("uses worker threads, and the pages they compile are the ones one thread compiles", async () => {
    const root = await scenario("strict-broken-anchor");
    await addDocs(root, 210);
    const pooled = await edsite(root, "build", "--out-dir", "pooled");
    expect(pooled.code, pooled.stderr).toBe(0);
    const { workers, compiled } = counts(pooled.stderr);
    expect(compiled).toBeGreaterThanOrEqual(210);
    // The CI machines and this one have at least two cores; with one core a pool would be pointless.
    expect(workers).toBeGreaterThanOrEqual(2);
    const html = await readFile(path.join(root, "pooled/s/docs/page-3/index.html"), "utf8");
    expect(html).toContain('href="/s/docs/page-4#usage"');
    expect(html).toMatch(/<pre[^>]*prism-code/);
    // The broken anchor of the scenario is still found: findings travel back from the workers.
    expect(pooled.stderr).toMatch(/\[broken-anchor\].*content\/docs\/intro\.md:3:\d+/);
  });

  it("reports broken MDX compiled in a worker with its file, line, column and code frame", async () => {
    const root = await scenario("strict-broken-anchor");
    await addDocs(root, 210);
    await writeFile(path.join(root, "content/docs/page-7.md"), "# Seven\n\nFine.\n\nA stray brace: {oops not JavaScript\n");
    const result = await edsite(root, "build");
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/content\/docs\/page-7\.md:5:\d+/);
    expect(result.stderr).toContain("{oops not JavaScript");
    expect(result.stderr).not.toMatch(/^\s+at .*\.js:\d+:\d+\)?$/m);
  });
});

describe("the compile cache", () => {
  it("reuses unchanged pages on the next build, recompiles an edited one and the pages whose links it changes", async () => {
    const root = await scenario("strict-broken-anchor");
    await addDocs(root, 4);
    const first = await edsite(root, "build", "--out-dir", "one");
    // Nothing compiled yet: every page compiles in the worker the build starts early (startEarlyCompilePool).
    expect(counts(first.stderr)).toMatchObject({ compiled: 6, reused: 0, workers: 1 });
    await stat(path.join(root, ".edsite-cache/compile.jsonl"));

    const second = await edsite(root, "build", "--out-dir", "two");
    expect(counts(second.stderr)).toMatchObject({ compiled: 0, reused: 6 });
    // The search files' names carry each build's time; everything else must match.
    const page = async (dir: string) => (await readFile(path.join(root, dir, "s/docs/page-1/index.html"), "utf8")).replace(/-\d{13}\.json/g, "");
    expect(await page("two")).toBe(await page("one"));

    await writeFile(path.join(root, "content/docs/page-1.md"), "# Page one, edited\n\nNew words.\n");
    const third = await edsite(root, "build", "--out-dir", "three");
    // A page or two to compile: in the build's own thread, no worker to start.
    expect(counts(third.stderr)).toMatchObject({ compiled: 1, reused: 5, workers: 0 });
    expect(await page("three")).toContain("New words.");

    // page-0 links to ./page-1.md: with page-1 gone that link now resolves differently, so page-0 recompiles.
    await rm(path.join(root, "content/docs/page-1.md"));
    const fourth = await edsite(root, "build", "--out-dir", "four");
    expect(counts(fourth.stderr)).toMatchObject({ compiled: 1, reused: 4 });
    expect(fourth.stderr).toMatch(/\[missing-md-file\].*page-1\.md/);
  });

  it("keeps the pages a build compiled before one broken page failed it: once mended, that page alone compiles", async () => {
    const root = await scenario("strict-broken-anchor");
    await addDocs(root, 4);
    const good = await readFile(path.join(root, "content/docs/page-2.md"), "utf8");
    await writeFile(path.join(root, "content/docs/page-2.md"), `${good}\nA stray brace: {oops not JavaScript\n`);
    const failed = await edsite(root, "build", "--out-dir", "one");
    expect(failed.code).toBe(1);
    expect(failed.stderr).toMatch(/content\/docs\/page-2\.md:\d+:\d+/);

    await writeFile(path.join(root, "content/docs/page-2.md"), good);
    const mended = await edsite(root, "build", "--out-dir", "two");
    expect(mended.code).toBe(0);
    expect(counts(mended.stderr)).toMatchObject({ compiled: 1, reused: 5 });
  });

  it("is neither read nor written with --no-cache", async () => {
    const root = await scenario("strict-broken-anchor");
    const result = await edsite(root, "build", "--no-cache");
    expect(counts(result.stderr)).toMatchObject({ reused: 0 });
    await expect(stat(path.join(root, ".edsite-cache"))).rejects.toThrow();
  });
});
