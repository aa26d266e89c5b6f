// The last good build of a dev session, kept on disk with a fingerprint of everything it was built from.
// When `edsite dev` starts again and the fingerprint still matches, the first page is served from it at
// once; the first build still runs and replaces it (open tabs reload if anything came out different).
import { createHash } from "node:crypto";
import { mkdir, readFile, readdir, rename, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import type { OutputFile } from "../build/emitSite.js";
import type { ServedSite } from "./siteFiles.js";

interface SnapshotFile {
  fingerprint: string;
  /** Files outside the watched folders the build read (site components, the runtime), for the next fingerprint. */
  inputs: string[];
  baseUrl: string;
  publicDir: string;
  files: [path: string, text: string | null, base64: string | null][];
}

/** Where the snapshot lives, beside the compile cache. */
export function snapshotFile(cacheDir: string): string {
  return path.join(cacheDir, "dev-site.json");
}

/**
 * A hash of what a build reads: the code's version and the size and time of every file in `folders`, the
 * config and `inputs`. Any save, added or deleted file changes it.
 */
export async function inputsFingerprint(version: string, folders: string[], files: string[]): Promise<string> {
  const stamps: string[] = [];
  for (const folder of folders) {
    let names: string[];
    try {
      names = await readdir(folder, { recursive: true, encoding: "utf8" });
    } catch {
      stamps.push(`${folder}:none`);
      continue;
    }
    for (const name of names.sort()) stamps.push(await stampOf(path.join(folder, name)));
  }
  for (const file of files) stamps.push(await stampOf(file));
  return createHash("sha1").update(version).update(stamps.join("\n")).digest("base64url");
}

async function stampOf(file: string): Promise<string> {
  try {
    const info = await stat(file);
    return `${file}:${info.isDirectory() ? "dir" : `${info.size}:${info.mtimeMs}`}`;
  } catch {
    return `${file}:none`;
  }
}

/** The saved build, if its fingerprint matches what `fingerprint` computes for its inputs now. */
export async function loadSnapshot(file: string, fingerprint: (inputs: string[]) => Promise<string>): Promise<ServedSite | undefined> {
  let stored: SnapshotFile;
  try {
    stored = JSON.parse(await readFile(file, "utf8")) as SnapshotFile;
  } catch {
    return undefined;
  }
  if (!Array.isArray(stored.inputs) || stored.fingerprint !== (await fingerprint(stored.inputs))) return undefined;
  const files: OutputFile[] = stored.files.map(([name, text, base64]) => ({ path: name, contents: text ?? Buffer.from(base64 ?? "", "base64") }));
  return { files, baseUrl: stored.baseUrl, publicDir: stored.publicDir };
}

/** Writes a build and its fingerprint (to a temporary file first, so a stopped process leaves no half). */
export async function saveSnapshot(file: string, site: ServedSite, fingerprint: string, inputs: string[]): Promise<void> {
  const data: SnapshotFile = {
    fingerprint,
    inputs,
    baseUrl: site.baseUrl,
    publicDir: site.publicDir,
    // Pages are UTF-8 bytes; kept as text, so the snapshot stays as small as the site.
    files: site.files.map((f) =>
      typeof f.contents === "string" ? [f.path, f.contents, null] : f.path.endsWith(".html") ? [f.path, Buffer.from(f.contents).toString("utf8"), null] : [f.path, null, Buffer.from(f.contents).toString("base64")],
    ),
  };
  await mkdir(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  await writeFile(temporary, JSON.stringify(data));
  await rename(temporary, file);
}
