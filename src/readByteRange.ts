// Kept bytes are read back by their place in a file: a kept esbuild build's outputs (see keptOutputFile) and
// the compile cache's code (see compiledCodeStore). A read may return fewer bytes than asked; this reads on.
import { readSync } from "node:fs";

/** `length` bytes of the open file `fd` from byte `start`; undefined when the file ends before them. */
export function readByteRange(fd: number, start: number, length: number): Buffer | undefined {
  const bytes = Buffer.allocUnsafe(length);
  for (let done = 0; done < length; ) {
    const read = readSync(fd, bytes, done, length - done, start + done);
    if (read === 0) return undefined;
    done += read;
  }
  return bytes;
}
