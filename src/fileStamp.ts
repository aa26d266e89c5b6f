import { statSync } from "node:fs";

/** A file's size and modification time, as text to compare, or "missing". */
export function fileStamp(file: string): { text: string; mtimeMs: number } {
  try {
    const info = statSync(file);
    return { text: `${info.size}:${info.mtimeMs}`, mtimeMs: info.mtimeMs };
  } catch {
    return { text: "missing", mtimeMs: 0 };
  }
}

/**
 * A stamp to trust only if the file was last written a second or more before `readAt` (Date.now() when it
 * was read): a save in the same second may have landed after the read yet left the time as it was.
 */
export function settledStamp(file: string, readAt: number): string | undefined {
  const stamp = fileStamp(file);
  return stamp.mtimeMs >= readAt - 1000 ? undefined : stamp.text;
}
