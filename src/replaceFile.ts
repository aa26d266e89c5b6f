// Files a later run reads (caches, records, the code cache) are replaced through a temporary file beside
// them, so a reader finds the old file or the new one, never half of one. Each temporary has a name of its own
// (the process and a random part): two builds in one process, or dev beside a build, never share one.
import { open, rename, writeFile } from "node:fs/promises";

/** A name for a temporary file beside `file`, to rename onto it once written. */
export function temporaryBeside(file: string): string {
  return `${file}.${process.pid}-${Math.random().toString(36).slice(2)}.tmp`;
}

/** Writes `contents` to `file` whole: through a temporary file renamed onto it. */
export async function replaceFile(file: string, contents: string | Uint8Array): Promise<void> {
  const temporary = temporaryBeside(file);
  await writeFile(temporary, contents);
  await rename(temporary, file);
}

/**
 * Writes `texts`, one after another, to `file` whole (as replaceFile does), in pieces of about a megabyte: few
 * system calls, and never the whole file as one string or buffer (a cache of tens of megabytes is written so).
 */
export async function replaceFileInPieces(file: string, texts: Iterable<string>): Promise<void> {
  const temporary = temporaryBeside(file);
  const handle = await open(temporary, "w");
  try {
    let piece = "";
    for (const text of texts) {
      piece += text;
      if (piece.length > 1 << 20) {
        await handle.write(piece);
        piece = "";
      }
    }
    await handle.write(piece);
  } finally {
    await handle.close();
  }
  await rename(temporary, file);
}
