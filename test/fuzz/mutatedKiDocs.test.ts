// A seeded fuzz of the Ki site: one random break at a time, built with --strict as CI would. Whatever the break,
// the build must end, a failure must name a file of the site and a line, never a bare stack trace, and a failed
// build must leave the last good dist/ as it was. Replay a run with FUZZ_SEED=<seed>; FUZZ_BREAKS sets how many
// breaks it tries.
import { execFile } from "node:child_process";
import { cp, mkdir, mkdtemp, readFile, readdir, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seededRandom } from "../../scripts/bench/seededRandom.mjs";
import { hostileNames, mutateCategory, mutatePage, type Random } from "./mutations.js";

const seed = Number(process.env.FUZZ_SEED ?? 20261126);
// A count, not a time: every run of a seed tries the same breaks, on a slow machine as on a fast one (the
// minute it ran for before was some 40 breaks alone and fewer in the loaded suite). 15 took 22 s alone; a
// longer hunt sets FUZZ_BREAKS (and another FUZZ_SEED).
const breaks = Number(process.env.FUZZ_BREAKS ?? 20);
// What a build of the Ki site may take on a loaded machine, for the test's own time limit.
const buildMs = 10_000;
// Above the default compile budget (30 s) with room for a loaded machine: a build still running then has hung.
const hangAfterMs = 90_000;

let root = "";
let pages: string[] = [];
let categories: string[] = [];

async function listFiles(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
}

function build(): Promise<{ code: number | null; stderr: string; timedOut: boolean }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [path.resolve("bin/edsite.js"), "--root", root, "build", "--strict"],
      { env: { ...process.env, CI: "true" }, timeout: hangAfterMs, killSignal: "SIGKILL", maxBuffer: 64 * 1024 * 1024 },
      (error, _stdout, stderr) => {
        const failure = error as (Error & { code?: number; killed?: boolean }) | null;
        resolve({ code: failure ? (failure.code ?? null) : 0, stderr: String(stderr), timedOut: Boolean(failure?.killed) });
      },
    );
  });
}

type Break = { describe: string; apply: () => Promise<void>; undo: () => Promise<void> };

async function pickBreak(random: Random): Promise<Break> {
  const roll = random();
  if (roll < 0.08) {
    const file = categories[Math.floor(random() * categories.length)]!;
    const original = await readFile(path.join(root, file), "utf8");
    const { text, edit } = mutateCategory(original, random);
    return { describe: `${file}: ${edit}`, apply: () => writeFile(path.join(root, file), text), undo: () => writeFile(path.join(root, file), original) };
  }
  const file = pages[Math.floor(random() * pages.length)]!;
  if (roll < 0.14) {
    const renamed = path.join(path.dirname(file), hostileNames[Math.floor(random() * hostileNames.length)]!);
    return {
      describe: `renamed ${file} to ${renamed}`,
      apply: () => rename(path.join(root, file), path.join(root, renamed)),
      undo: () => rename(path.join(root, renamed), path.join(root, file)),
    };
  }
  const original = await readFile(path.join(root, file), "utf8");
  const { text, edit } = mutatePage(original, random);
  return { describe: `${file}: ${edit}`, apply: () => writeFile(path.join(root, file), text), undo: () => writeFile(path.join(root, file), original) };
}

beforeAll(async () => {
  await mkdir(path.resolve("test/.tmp"), { recursive: true });
  // Inside the repository, so the site's components find React in its node_modules as the real site does.
  root = await mkdtemp(path.resolve("test/.tmp/fuzz-"));
  for (const part of ["content", "public", "edsite.config.ts"]) await cp(path.resolve(part), path.join(root, part), { recursive: true });
  const files = await listFiles(path.join(root, "content"));
  pages = files.filter((file) => /\.mdx?$/.test(file) && !path.basename(file).startsWith("_"));
  categories = files.filter((file) => path.basename(file) === "_category_.json");
});

afterAll(async () => {
  if (root) await rm(path.dirname(root) === path.resolve("test/.tmp") ? root : "/nonexistent", { recursive: true, force: true });
});

describe(`fuzzing the Ki docs (seed ${seed})`, () => {
  it("never hangs, always names a file and line, and keeps the last good dist/", { timeout: (breaks + 1) * buildMs + 3 * hangAfterMs }, async () => {
    const good = await build();
    expect(good.code, good.stderr).toBe(0);
    const marker = path.join(root, "dist", "last-good-build.txt");
    const random = seededRandom(seed);
    const failures: string[] = [];
    let tried = 0;
    while (tried < breaks) {
      const change = await pickBreak(random);
      await writeFile(marker, String(tried));
      await change.apply();
      const result = await build();
      await change.undo();
      tried += 1;
      const where = `#${tried} (FUZZ_SEED=${seed}) ${change.describe}`;
      if (result.timedOut) {
        failures.push(`${where}: still building after ${hangAfterMs / 1000} s`);
        continue;
      }
      if (result.code === 0) continue;
      // edsite's own "at content/x.md:3:1" names the writer's file; a stack frame names a script by its path.
      if (/^\s+at (?:.+ \()?(?:file:\/\/|node:|\/)[^)]*:\d+:\d+\)?$/m.test(result.stderr)) failures.push(`${where}: printed a stack trace\n${result.stderr}`);
      // A break can surface in another file (a link to a heading that was deleted), but always at a place of the site.
      if (!/(?:content\/\S+?|edsite\.config\.ts):\d+/.test(result.stderr) && !hostileNames.some((name) => result.stderr.includes(name))) {
        failures.push(`${where}: the error names no file and line of the site\n${result.stderr}`);
      }
      const kept = await readFile(marker, "utf8").catch(() => "(gone)");
      if (kept !== String(tried - 1)) failures.push(`${where}: the failed build changed dist/`);
    }
    expect(tried).toBeGreaterThan(0);
    expect(failures, `${failures.length} of ${tried} breaks went wrong:\n\n${failures.join("\n\n")}`).toEqual([]);
  });
});
