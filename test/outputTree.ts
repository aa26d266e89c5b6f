// Comparing a build's output folder with a cold build's, byte for byte: shared by the tests of builds that
// reuse `.edsite-cache/`.
import { expect } from "vitest";
import { cp, mkdtemp, readdir, readFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { build, type BuildOptions } from "../src/site/build.js";
import { silentReporter } from "../src/site/reporter.js";

/** Every file under `dir` by its path relative to it, with its bytes. */
async function readTree(dir: string): Promise<Map<string, Buffer>> {
  const names = (await readdir(dir, { recursive: true, withFileTypes: true })).filter((entry) => entry.isFile()).map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));
  const files = new Map<string, Buffer>();
  for (const name of names.sort()) files.set(name.split(path.sep).join("/"), await readFile(path.join(dir, name)));
  return files;
}

/**
 * The output as text, with the one thing two builds of the same inputs may write differently put aside: the
 * search files carry the build's time in their names (`search-doc-<ms>.json`), which the current-build file
 * names too.
 */
export async function normalizedTree(dir: string): Promise<Map<string, string>> {
  const files = await readTree(dir);
  const stamps = new Set([...files.keys()].flatMap((name) => /(?:search-doc|lunr-index)-(\d+)\.json$/.exec(name)?.[1] ?? []));
  expect(stamps.size).toBe(1);
  const stamp = [...stamps][0]!;
  const normalize = (text: string) => text.split(stamp).join("<search-timestamp>");
  return new Map([...files].map(([name, bytes]) => [normalize(name), normalize(bytes.toString("latin1"))]));
}

/** A fresh copy of the site's sources (no output, no cache), built with no cache at all; its output folder. */
export async function coldBuild(root: string, options: Pick<BuildOptions, "batches"> = {}): Promise<string> {
  const copy = path.join(await mkdtemp(path.join(os.tmpdir(), "edsite-cold-")), path.basename(root));
  await cp(root, copy, { recursive: true, filter: (source) => !/[\\/](dist|\.edsite-cache)$/.test(source) });
  const result = await build({ root: copy, cache: false, reporter: silentReporter(), ...options });
  expect(result.written).toBe(true);
  return result.outDir;
}

/** Mismatches as a short list (a whole page each would drown the report), none when the trees agree. */
export function differences(kept: Map<string, string>, cold: Map<string, string>): string[] {
  const names = new Set([...kept.keys(), ...cold.keys()]);
  return [...names].sort().flatMap((name) => {
    if (!kept.has(name)) return [`${name}: only in the cold build`];
    if (!cold.has(name)) return [`${name}: only in the kept-cache build`];
    return kept.get(name) === cold.get(name) ? [] : [`${name}: contents differ`];
  });
}
