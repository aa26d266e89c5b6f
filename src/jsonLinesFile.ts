// The caches in `.edsite-cache/` that hold a line per page (compiled pages, front matter, rendered pages) are
// tens of megabytes at 10,000 pages, 284 MB of rendered pages at 100,000; written whole, they are written
// through here (the compiled and the rendered pages are mostly appended to instead, see keyedLinesFile).
import { mkdir } from "node:fs/promises";
import path from "node:path";
import { replaceFileInPieces } from "./replaceFile.js";

/**
 * Replaces `file` with one JSON line per value of `lines`. It goes through a temporary file of its own (two
 * builds in one process, or dev beside a build, never share one), so a reader never sees half of it, and is
 * written in pieces of about a megabyte: few system calls, and never the whole file as one string. `written`
 * is told each line as it goes.
 */
export async function writeJsonLines(file: string, lines: Iterable<unknown>, written?: (line: string, index: number) => void): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  await replaceFileInPieces(
    file,
    (function* () {
      let index = 0;
      for (const line of lines) {
        const text = `${JSON.stringify(line)}\n`;
        written?.(text, index++);
        yield text;
      }
    })(),
  );
}
