// CI builds a fresh clone: no output folder, every file dated the moment of checkout. The README shows how to
// keep `.edsite-cache/` in a CI cache; restored into such a clone, it must spare compiling and bundling what is
// unchanged and still write exactly what a build without it writes. A cache it cannot vouch for is set aside
// with a one-line notice (compileCacheDismissal.test covers another edsite's and a damaged compile cache).
import { describe, expect, it } from "vitest";
import { cp, mkdtemp, readdir, rm, utimes, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { edsite, scenario } from "../cli.js";
import { coldBuild, differences, normalizedTree } from "../outputTree.js";

/** The counts the build prints for its compile and bundle stages. */
function reuseOf(stderr: string): { compiled: number; fromCache: number; ran: number; replayed: number } {
  const compile = /compile: (\d+) compiled(?: on \d+ worker threads?)?, (\d+) from the cache/.exec(stderr);
  const bundle = /bundle: (\d+) esbuild builds run, (\d+) from the cache/.exec(stderr);
  if (!compile || !bundle) throw new Error(`no compile or bundle line in:\n${stderr}`);
  return { compiled: Number(compile[1]), fromCache: Number(compile[2]), ran: Number(bundle[1]), replayed: Number(bundle[2]) };
}

/** Dates every file of the site `at`, as a checkout does. */
async function dateAll(root: string, at: Date): Promise<void> {
  for (const name of await readdir(root, { recursive: true })) await utimes(path.join(root, name), at, at);
  await utimes(root, at, at);
}

/** The site as a fresh clone at the same path has it: its sources dated now, no output, no cache. */
async function freshClone(root: string): Promise<void> {
  await rm(path.join(root, "dist"), { recursive: true, force: true });
  await rm(path.join(root, ".edsite-cache"), { recursive: true, force: true });
  await dateAll(root, new Date());
}

describe(".edsite-cache restored from a CI cache into a fresh clone", () => {
  it("compiles nothing again, replays esbuild's builds, and writes what a build without it writes", { timeout: 240_000 }, async () => {
    const root = await scenario("incremental-site");
    // The last CI run's checkout, a minute old by the time it built.
    await dateAll(root, new Date(Date.now() - 60_000));
    const first = await edsite(root, "build", "--strict");
    expect(first.code, first.stderr).toBe(0);
    const cold = reuseOf(first.stderr);
    expect(cold.fromCache).toBe(0);
    // What the CI cache keeps between runs.
    const saved = path.join(await mkdtemp(path.join(os.tmpdir(), "edsite-ci-cache-")), ".edsite-cache");
    await cp(path.join(root, ".edsite-cache"), saved, { recursive: true });

    await freshClone(root);
    await cp(saved, path.join(root, ".edsite-cache"), { recursive: true });
    // A file saved within a second of a build is not vouched for: as in CI, checkout comes a moment before.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const restored = await edsite(root, "build", "--strict");
    expect(restored.code, restored.stderr).toBe(0);
    expect(reuseOf(restored.stderr)).toEqual({ compiled: 0, fromCache: cold.compiled, ran: 0, replayed: cold.ran });
    expect(differences(await normalizedTree(path.join(root, "dist")), await normalizedTree(await coldBuild(root)))).toEqual([]);

    // An edit after the restore compiles the one page it touches (this small site's bundles all hold it).
    await freshClone(root);
    await cp(saved, path.join(root, ".edsite-cache"), { recursive: true });
    await writeFile(path.join(root, "content/docs/guide/install.md"), "---\ntitle: Install\n---\n\nInstall it, then read on.\n");
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const edited = await edsite(root, "build", "--strict");
    expect(edited.code, edited.stderr).toBe(0);
    expect(reuseOf(edited.stderr)).toMatchObject({ compiled: 1, fromCache: cold.compiled - 1 });
    expect(differences(await normalizedTree(path.join(root, "dist")), await normalizedTree(await coldBuild(root)))).toEqual([]);

    // A damaged cache: one line says so, and the build is a cold one.
    await freshClone(root);
    await cp(saved, path.join(root, ".edsite-cache"), { recursive: true });
    await writeFile(path.join(root, ".edsite-cache/compile.jsonl"), "not what edsite writes\n");
    const damaged = await edsite(root, "build", "--strict");
    expect(damaged.code, damaged.stderr).toBe(0);
    expect(damaged.stderr.split("\n").filter((line) => /\.edsite-cache/.test(line))).toHaveLength(1);
    expect(reuseOf(damaged.stderr).fromCache).toBe(0);
  });
});
