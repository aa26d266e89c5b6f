import { cp, mkdir, rename, rm, writeFile, stat } from "node:fs/promises";
import path from "node:path";

/** A file of the output, by its path relative to the output folder. */
export interface OutputFile {
  path: string;
  contents: string | Uint8Array;
}

/**
 * Writes the site into a fresh folder beside `outDir` and swaps it in only once every file is written, so a
 * build that fails half-way leaves the last good site in place and a server never sees a half-written one.
 */
export async function emitSite(input: { outDir: string; files: Iterable<OutputFile>; copyDirs?: { from: string; to: string }[] }): Promise<void> {
  const outDir = path.resolve(input.outDir);
  const staging = `${outDir}.tmp-${process.pid}-${Date.now()}`;
  await rm(staging, { recursive: true, force: true });
  try {
    await mkdir(staging, { recursive: true });
    for (const dir of input.copyDirs ?? []) {
      if (await exists(dir.from)) await cp(dir.from, path.join(staging, dir.to), { recursive: true });
    }
    const made = new Set<string>();
    for (const file of input.files) {
      const target = path.join(staging, file.path);
      const folder = path.dirname(target);
      if (!made.has(folder)) {
        await mkdir(folder, { recursive: true });
        made.add(folder);
      }
      await writeFile(target, file.contents);
    }
    const old = `${outDir}.old-${process.pid}-${Date.now()}`;
    const hadOld = await exists(outDir);
    if (hadOld) await rename(outDir, old);
    await rename(staging, outDir);
    if (hadOld) await rm(old, { recursive: true, force: true });
  } catch (error) {
    await rm(staging, { recursive: true, force: true });
    throw error;
  }
}

async function exists(file: string): Promise<boolean> {
  try {
    await stat(file);
    return true;
  } catch {
    return false;
  }
}
