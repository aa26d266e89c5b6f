// The last good build of a dev session, kept on disk with a fingerprint of everything it was built from.
// When `edsite dev` starts again and the fingerprint still matches, the first page is served from it at
// once; the first build still runs and replaces it (open tabs reload if anything came out different).
import { mkdir, readFile } from "node:fs/promises";
import { replaceFile } from "../replaceFile.js";
import path from "node:path";
import type { OutputFile } from "../output/emitSite.js";
import type { ServedSite } from "./siteFiles.js";

interface SnapshotFile {
  fingerprint: string;
  /** Files outside the watched folders the build read (site components, the runtime), for the next fingerprint. */
  inputs: string[];
  baseUrl: string;
  publicDir: string;
  siteRoot: string;
  files: [path: string, text: string | null, base64: string | null][];
}

/** Where the snapshot lives, beside the compile cache. */
export function snapshotFile(cacheDir: string): string {
  return path.join(cacheDir, "dev-site.json");
}

/** The saved build, if its fingerprint matches what `fingerprint` computes for its inputs now. */
export async function loadSnapshot(file: string, fingerprint: (inputs: string[]) => string | undefined): Promise<ServedSite | undefined> {
  let stored: SnapshotFile;
  try {
    stored = JSON.parse(await readFile(file, "utf8")) as SnapshotFile;
  } catch {
    return undefined;
  }
  if (!Array.isArray(stored.inputs) || stored.fingerprint !== fingerprint(stored.inputs)) return undefined;
  const files: OutputFile[] = stored.files.map(([name, text, base64]) => ({ path: name, contents: text ?? Buffer.from(base64 ?? "", "base64") }));
  return { files, baseUrl: stored.baseUrl, publicDir: stored.publicDir, siteRoot: stored.siteRoot };
}

/** Writes a build and its fingerprint (to a temporary file first, so a stopped process leaves no half). */
export async function saveSnapshot(file: string, site: ServedSite, fingerprint: string, inputs: string[]): Promise<void> {
  const data: SnapshotFile = {
    fingerprint,
    inputs,
    baseUrl: site.baseUrl,
    publicDir: site.publicDir,
    siteRoot: site.siteRoot,
    // Pages are UTF-8 bytes; kept as text, so the snapshot stays as small as the site.
    files: site.files.map((f) =>
      typeof f.contents === "string" ? [f.path, f.contents, null] : f.path.endsWith(".html") ? [f.path, Buffer.from(f.contents).toString("utf8"), null] : [f.path, null, Buffer.from(f.contents).toString("base64")],
    ),
  };
  await mkdir(path.dirname(file), { recursive: true });
  await replaceFile(file, JSON.stringify(data));
}
