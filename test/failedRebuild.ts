// A site built once, then broken by a test and built again: what the failed build said, and whether the
// output of the good build was left exactly as it was.
import { createHash } from "node:crypto";
import { readdir, readFile, rm, writeFile } from "node:fs/promises";
import { afterEach, beforeAll } from "vitest";
import path from "node:path";
import { buildInProcess, scenario } from "./cli.js";

/** Every file under `dir` with a hash of its bytes, by path relative to it. */
export async function folderDigest(dir: string): Promise<Map<string, string>> {
  const digest = new Map<string, string>();
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    digest.set(path.relative(dir, file), createHash("sha256").update(await readFile(file)).digest("hex"));
  }
  return digest;
}

/** A copy of fixture `name` built once with `--strict`, and its dist/ as that good build left it. */
export async function builtScenario(name: string): Promise<{ root: string; goodDist: Map<string, string> }> {
  const root = await scenario(name);
  const good = await buildInProcess(root, "--strict");
  if (good.code !== 0) throw new Error(`The good build of ${name} failed:\n${good.stderr}`);
  return { root, goodDist: await folderDigest(path.join(root, "dist")) };
}

/** Builds `root` with `--strict` and tells whether its dist/ still matches `goodDist`. */
export async function strictBuild(root: string, goodDist: Map<string, string>): Promise<{ code: number; stderr: string; distUntouched: boolean }> {
  const result = await buildInProcess(root, "--strict");
  const now = await folderDigest(path.join(root, "dist"));
  const distUntouched = now.size === goodDist.size && [...goodDist].every(([file, hash]) => now.get(file) === hash);
  return { code: result.code, stderr: result.stderr, distUntouched };
}

/**
 * For a test file that breaks one built copy of fixture `name` test by test: builds it once before the tests,
 * and after each test puts back every file the test wrote (or removes it, when it was new). `write` breaks
 * it; `build` builds it with `--strict`, telling whether the good build's dist/ was left as it was.
 */
export function breakableScenario(name: string) {
  let site: { root: string; goodDist: Map<string, string> } | undefined;
  const restore: [file: string, text: string | undefined][] = [];
  const built = () => {
    if (!site) throw new Error(`The scenario ${name} is built in beforeAll; use it inside a test.`);
    return site;
  };
  beforeAll(async () => {
    site = await builtScenario(name);
  }, 120_000);
  afterEach(async () => {
    for (const [file, text] of restore.splice(0).reverse()) {
      if (text === undefined) await rm(file, { force: true });
      else await writeFile(file, text);
    }
  });
  return {
    get root() {
      return built().root;
    },
    async write(relative: string, text: string): Promise<void> {
      const file = path.join(built().root, relative);
      restore.push([file, await readFile(file, "utf8").catch(() => undefined)]);
      await writeFile(file, text);
    },
    build: () => strictBuild(built().root, built().goodDist),
  };
}
