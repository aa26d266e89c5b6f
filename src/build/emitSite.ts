import { cp, link, mkdir, rename, rm, writeFile, stat } from "node:fs/promises";
import path from "node:path";

/** A file of the output, by its path relative to the output folder. */
export interface OutputFile {
  path: string;
  contents: string | Uint8Array;
  /**
   * Another output file with the same contents (a page's `x.html` beside its `x/index.html`). The writer
   * makes this one a hard link to it, which halves what a big site writes; servers use `contents` as usual.
   */
  sameAs?: string;
}

/** Files written at once: enough to keep the disk busy, few enough not to hold many buffers. */
const WRITES_IN_FLIGHT = 16;

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
    const made = new Map<string, Promise<unknown>>();
    const folder = (target: string) => {
      const dir = path.dirname(target);
      let making = made.get(dir);
      if (!making) {
        making = mkdir(dir, { recursive: true });
        made.set(dir, making);
      }
      return making;
    };
    const write = async (file: OutputFile) => {
      const target = path.join(staging, file.path);
      await folder(target);
      if (file.sameAs !== undefined) {
        try {
          await link(path.join(staging, file.sameAs), target);
          return;
        } catch {
          // No hard links here (some file systems), or the other file is not written: write a copy.
        }
      }
      await writeFile(target, file.contents);
    };
    // Linked files go last, so the file each one names is (nearly always) on disk; when it is not yet, the
    // link fails and a copy is written, which is just as right.
    const files = [...input.files];
    await inBatches([...files.filter((f) => f.sameAs === undefined), ...files.filter((f) => f.sameAs !== undefined)], write);
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

/** Runs `task` over `items`, WRITES_IN_FLIGHT at a time; the first failure stops the rest. */
async function inBatches<T>(items: T[], task: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  let failed = false;
  const worker = async () => {
    while (!failed && next < items.length) {
      try {
        await task(items[next++]!);
      } catch (error) {
        failed = true;
        throw error;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(WRITES_IN_FLIGHT, items.length) }, worker));
}

async function exists(file: string): Promise<boolean> {
  try {
    await stat(file);
    return true;
  } catch {
    return false;
  }
}
