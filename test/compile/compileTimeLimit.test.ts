// Hostile Markdown against the real CLI: a page shaped to hang the parser or overflow the stack, or one that
// runs over the config's compileTimeLimit, ends the build with an error naming the file, its line and what
// to do, exit 1, and the last good dist/ as it was. The pages are generated here (megabytes, not committed).
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { edsite, scenario } from "../cli.js";

const HOSTILE = "content/docs/x.md";
let root: string;
let goodIndex: string;

beforeAll(async () => {
  root = await scenario("compile-budget");
  // A good build first: its dist/ must survive every failed one, and its cache sends the hostile page down
  // the path of a build with nothing else to compile (a worker of its own when the page looks slow).
  const good = await edsite(root, "build");
  expect(good.code, good.stderr).toBe(0);
  goodIndex = await readFile(path.join(root, "dist/s/docs/intro/index.html"), "utf8");
}, 60_000);

afterEach(async () => {
  await rm(path.join(root, HOSTILE), { force: true });
  await writeFile(path.join(root, "edsite.config.ts"), `import base from "../_shared/base-config.ts";\n\nexport default { ...base };\n`);
});

/** Builds with a hostile page after `# X` and a blank line (so its text starts at line 3); returns stderr. */
async function buildWith(text: string): Promise<string> {
  await writeFile(path.join(root, HOSTILE), `# X\n\n${text}\n`);
  const result = await edsite(root, "build");
  expect(result.code, result.stdout).toBe(1);
  expect(await readFile(path.join(root, "dist/s/docs/intro/index.html"), "utf8")).toBe(goodIndex);
  await expect(readFile(path.join(root, "dist/s/docs/x/index.html"))).rejects.toThrow();
  expect(result.stderr).not.toMatch(/Internal error|Maximum call stack/);
  return result.stderr;
}

async function setTimeLimit(seconds: number): Promise<void> {
  await writeFile(path.join(root, "edsite.config.ts"), `import base from "../_shared/base-config.ts";\n\nexport default { ...base, compileTimeLimit: ${seconds} };\n`);
}

const MB5 = 5 * 1024 * 1024;

describe("a page the parser would take minutes on", () => {
  it("a 5 MB line of `*a*a…`: refused before parsing, at its paragraph, with how to fix it", async () => {
    const stderr = await buildWith("*a".repeat(MB5 / 2));
    expect(stderr).toMatch(/✖ This paragraph holds 2,621,440 emphasis markers/);
    expect(stderr).toMatch(/at content\/docs\/x\.md:3:1\n/);
    expect(stderr).toMatch(/→ Split the paragraph with blank lines, escape the markers as `\\\*`.*code block/);
    // The code frame shows a window of the line, not five megabytes of it.
    expect(stderr.length).toBeLessThan(3000);
  }, 30_000);

  it("a 5 MB line of `[a]([a](…`: refused before parsing, at its paragraph", async () => {
    const stderr = await buildWith("[a](".repeat(MB5 / 4));
    expect(stderr).toMatch(/✖ This paragraph holds 1,310,720 link openings/);
    expect(stderr).toMatch(/at content\/docs\/x\.md:3:1\n/);
    expect(stderr).toMatch(/→ Split the paragraph with blank lines, escape the brackets as `\\\[`.*code block/);
  }, 30_000);

  it("a 5 MB line of `` `a`a… ``: stopped at the time limit in a worker, naming the longest line", async () => {
    await setTimeLimit(2);
    const stderr = await buildWith("`a".repeat(MB5 / 2));
    expect(stderr).toMatch(/✖ Compiling took over 2 s — the longest line is 5,242,880 characters, at line 3\n/);
    expect(stderr).toMatch(/at content\/docs\/x\.md:3\n/);
    expect(stderr).toMatch(/→ Split it, or put it in a code block .*raise `compileTimeLimit` \(2 s now\)/);
    expect(stderr.length).toBeLessThan(3000);
  }, 40_000);
});

describe("a page nested deeper than the compiler's stack", () => {
  it("5,000 lines of deepening blockquotes: refused at the line where level 101 starts", async () => {
    const stderr = await buildWith(Array.from({ length: 5000 }, (_, i) => `${">".repeat(i + 1)} a`).join("\n"));
    expect(stderr).toMatch(/✖ Nesting deeper than 100 levels \(blockquotes\/lists\): level 101 starts here, and it goes on to 5,000/);
    expect(stderr).toMatch(/at content\/docs\/x\.md:103:101\n/);
    expect(stderr).toMatch(/→ Nest blockquotes and lists at most 100 deep/);
  }, 30_000);

  it("5,000 nested lists on one line: refused at the 101st marker", async () => {
    const stderr = await buildWith(`${"- ".repeat(5000)}a`);
    expect(stderr).toMatch(/✖ Nesting deeper than 100 levels \(blockquotes\/lists\)/);
    expect(stderr).toMatch(/at content\/docs\/x\.md:3:201\n/);
    expect(stderr).toMatch(/→ Nest blockquotes and lists at most 100 deep/);
  }, 30_000);

  it("5,000 nested lists by indentation: refused at the line where level 101 starts", async () => {
    const stderr = await buildWith(Array.from({ length: 5000 }, (_, i) => `${"  ".repeat(i)}- a`).join("\n"));
    expect(stderr).toMatch(/at content\/docs\/x\.md:103:201\n/);
    expect(stderr).toMatch(/→ Nest blockquotes and lists at most 100 deep/);
  }, 30_000);

  it("5,000 nested `<div>`s: refused right after parsing, at the 101st, instead of a bare stack overflow", async () => {
    const stderr = await buildWith(`${"<div>\n".repeat(5000)}a\n${"</div>\n".repeat(5000)}`);
    expect(stderr).toMatch(/✖ Nesting deeper than 100 levels \(blockquotes\/lists\/elements\): this `<div>` is level 101/);
    expect(stderr).toMatch(/at content\/docs\/x\.md:103:1\n/);
    expect(stderr).toMatch(/→ Nest blockquotes, lists and elements at most 100 deep/);
  }, 30_000);
});

describe("compileTimeLimit", () => {
  it("a cold build stops a page that runs over a tiny limit by ending its worker, and names the page", async () => {
    // No cache: every page compiles in the worker the build starts first. 20,000 code spans are within every
    // limit on shape and take about a second, a thousand times the time limit.
    const cold = await scenario("compile-budget");
    await writeFile(path.join(cold, "edsite.config.ts"), `import base from "../_shared/base-config.ts";\n\nexport default { ...base, compileTimeLimit: 0.001 };\n`);
    await writeFile(path.join(cold, HOSTILE), `# X\n\n${"`a".repeat(20_000)}\n`);
    const result = await edsite(cold, "build");
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/✖ Compiling took over 0\.001 s — the longest line is 40,000 characters, at line 3\n\s+at content\/docs\/x\.md:3\n/);
    expect(result.stderr).toMatch(/raise `compileTimeLimit` \(0\.001 s now\) in the site's config/);
    expect(result.stderr).not.toMatch(/Internal error|worker stopped|worker failed/);
  }, 40_000);
});
