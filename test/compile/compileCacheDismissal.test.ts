// A `.edsite-cache/` that another edsite wrote, or that was damaged, is set aside with one line saying so:
// the build starts from scratch and writes a new cache, and no page comes from the old one.
import { describe, expect, it } from "vitest";
import { readdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { edsite, scenario } from "../cli.js";

const compileLine = (stderr: string) => {
  const match = /compile: (\d+) compiled(?: on \d+ worker threads?)?, (\d+) from the cache/.exec(stderr);
  if (!match) throw new Error(`no compile line in:\n${stderr}`);
  return { compiled: Number(match[1]), reused: Number(match[2]) };
};

async function buildOk(root: string) {
  // The last build's record would answer a build with nothing changed without compiling (see unchangedBuild.test).
  await rm(path.join(root, ".edsite-cache/last-build.json"), { force: true });
  const result = await edsite(root, "build", "--strict");
  expect(result.code, result.stderr).toBe(0);
  return { stderr: result.stderr, ...compileLine(result.stderr) };
}

describe("a cache edsite cannot vouch for", () => {
  it("is set aside with a one-line notice when another edsite version wrote it, or when it is damaged", { timeout: 120_000 }, async () => {
    const root = await scenario("incremental-site");
    const cacheFile = path.join(root, ".edsite-cache/compile.jsonl");
    const page = path.join(root, "dist/inc/docs/guide/install/index.html");
    const first = await buildOk(root);
    expect(first.reused).toBe(0);
    const warm = await buildOk(root);
    expect(warm).toMatchObject({ compiled: 0, reused: first.compiled });
    expect(warm.stderr).not.toMatch(/\.edsite-cache/);

    // Another edsite's cache, whose entries would all still match by their keys: a page of it is planted to
    // show none is used.
    const lines = (await readFile(cacheFile, "utf8")).split("\n");
    const header = JSON.parse(lines[0]!) as { edsite: string };
    expect(header.edsite).toMatch(/^\d+\.\d+\.\d+/);
    const planted = lines.map((line, index) => (index === 0 ? JSON.stringify({ ...header, edsite: "0.0.0-older" }) : line.split("turns install on").join("PLANTED BY AN OLD CACHE")));
    await writeFile(cacheFile, planted.join("\n"));
    // The pages' code is in files of its own (see compiledCodeStore): planted there too, keeping its length.
    const codeDir = path.join(root, ".edsite-cache/compiled-code");
    for (const name of await readdir(codeDir)) {
      const code = await readFile(path.join(codeDir, name), "utf8");
      await writeFile(path.join(codeDir, name), code.split("turns install on").join("PLANTED OLD PAGE"));
    }
    const other = await buildOk(root);
    expect(other.stderr).toContain("ℹ .edsite-cache from another edsite version: building from scratch\n");
    expect(other).toMatchObject({ compiled: first.compiled, reused: 0 });
    expect(await readFile(page, "utf8")).toContain("turns install on");
    expect(await readFile(page, "utf8")).not.toContain("PLANTED");
    // The new cache is this version's: the next build reuses it and says nothing.
    const after = await buildOk(root);
    expect(after).toMatchObject({ compiled: 0, reused: first.compiled });
    expect(after.stderr).not.toMatch(/\.edsite-cache/);

    // The file cut off half-way through an entry, as a full disk or a killed copy leaves it.
    const whole = await readFile(cacheFile, "utf8");
    await writeFile(cacheFile, whole.slice(0, Math.floor(whole.length / 2)));
    const cut = await buildOk(root);
    expect(cut.stderr).toMatch(/ℹ \.edsite-cache is damaged[^\n]*building from scratch/);
    expect(cut).toMatchObject({ compiled: first.compiled, reused: 0 });

    // The compiled pages' code gone, as a partial copy of the folder leaves it.
    await buildOk(root);
    await rm(codeDir, { recursive: true });
    const codeless = await buildOk(root);
    expect(codeless.stderr).toMatch(/ℹ \.edsite-cache is damaged[^\n]*compiled-code[^\n]*building from scratch/);
    expect(codeless).toMatchObject({ compiled: first.compiled, reused: 0 });
    expect(await readFile(page, "utf8")).toContain("turns install on");

    // A first line that is no header at all.
    await writeFile(cacheFile, "not json\n");
    const garbage = await buildOk(root);
    expect(garbage.stderr).toMatch(/ℹ \.edsite-cache is damaged/);
    expect(garbage).toMatchObject({ compiled: first.compiled, reused: 0 });
    expect(await readFile(page, "utf8")).toContain("turns install on");
  });
});
