import { readFile } from "node:fs";

/**
 * Files open at once at most. fs.readFile opens every file it is asked for before it reads any (libuv queues
 * the opens first), so 100,000 pages read at once ran out of file descriptors (EMFILE at the usual limit of
 * 20,000); a few hundred at a time keep the thread pool as busy as all of them did.
 */
const MAX_OPEN = 256;
let open = 0;
const waiting: (() => void)[] = [];

/**
 * A UTF-8 file's text, through fs's callback API rather than fs/promises. Reading the 10,000 pages of the
 * generated docs set at once took 1.0-1.2 s through fs/promises (whose readFile goes through a FileHandle)
 * and 0.36-0.5 s this way, with the files in the page cache or not.
 */
export function readText(file: string): Promise<string> {
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
