import { statSync, type Stats } from "node:fs";

/** A file's size and modification time as text, from what stat returned. */
export function statStamp(info: Stats): string {
  return `${info.size}:${info.mtimeMs}`;
}

/** A file's size and modification time, as text to compare, or "missing". */
export function fileStamp(file: string): { text: string; mtimeMs: number } {
  try {
    const info = statSync(file);
    return { text: statStamp(info), mtimeMs: info.mtimeMs };
  } catch {
    return { text: "missing", mtimeMs: 0 };
  }
}

/**
 * Whether a file last written at `mtimeMs` was written a second or more before `readAt` (Date.now() when it
 * was read): a save in the same second may have landed after the read yet left the time as it was.
 */
export function settledBefore(mtimeMs: number, readAt: number): boolean {
  return mtimeMs < readAt - 1000;
}

/** A stamp to trust only if the file had settled when it was read at `readAt` (see settledBefore). */
export function settledStamp(file: string, readAt: number): string | undefined {
  const stamp = fileStamp(file);
  return settledBefore(stamp.mtimeMs, readAt) ? stamp.text : undefined;
}

/** Whether every file still has the stamp it was given; a stamp not trusted (undefined) never holds. */
export function stampsHold(stamps: ReadonlyMap<string, string | undefined>): boolean {
  for (const [file, stamp] of stamps) if (stamp === undefined || fileStamp(file).text !== stamp) return false;
  return true;
}

/** The size a stamp records (see statStamp). */
export function stampSize(stamp: string): number {
  return Number(stamp.slice(0, stamp.indexOf(":")));
}
