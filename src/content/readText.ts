import { readFile, readFileSync } from "node:fs";

/**
 * Files open at once at most. fs.readFile opens every file it is asked for before it reads any (libuv queues
 * the opens first), so 100,000 pages read at once ran out of file descriptors (EMFILE at the usual limit of
 * 20,000); a few hundred at a time keep the thread pool as busy as all of them did.
 */
const MAX_OPEN = 256;
let open = 0;
const waiting: (() => void)[] = [];

/**
 * Reads stay on this thread while files come from the page cache, and go to the thread pool once more than
 * SLOW_READS, and more than a quarter of them, took over SLOW_READ_MS (the disk, after a restart; from the
 * page cache a read takes about 8 µs, and a few take longer whatever the disk). The 10,000 pages of the
 * generated docs set read in 95-104 ms from the page cache this way against 290 ms through the pool (its
 * four steps a file, each a callback on this thread), and from the disk in 422-460 ms against 366-419 ms;
 * the collect stage of a rebuild after one page's edit took 0.48-0.49 s against 0.68-0.71 s (3 alternating
 * pairs, 26 November 2026).
 */
const SLOW_READS = 16;
const SLOW_READ_MS = 0.05;
let reads = 0;
let slowReads = 0;

/**
 * A UTF-8 file's text: read at once while reads are quick (see SLOW_READS), else through fs's callback API
 * rather than fs/promises. Reading the 10,000 pages of the generated docs set at once took 1.0-1.2 s through
 * fs/promises (whose readFile goes through a FileHandle) and 0.36-0.5 s that way.
 */
export function readText(file: string): Promise<string> {
  if (slowReads < SLOW_READS || slowReads * 4 < reads) {
    reads++;
    const started = performance.now();
    try {
      const text = readFileSync(file, "utf8");
      if (performance.now() - started > SLOW_READ_MS) slowReads++;
      return Promise.resolve(text);
    } catch (error) {
      return Promise.reject(error as Error);
    }
  }
  return new Promise((resolve, reject) => {
    const start = () => {
      open++;
      readFile(file, "utf8", (error, text) => {
        open--;
        waiting.shift()?.();
        if (error) reject(error);
        else resolve(text);
      });
    };
    if (open < MAX_OPEN) start();
    else waiting.push(start);
  });
}
