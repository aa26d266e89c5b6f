// How the search thread hands its files to the main thread. Posted as they are, the 20,795 files of 100,000
// generated pages (125 MB) were copied: serialized on the thread while it still held them, then made again
// on the main thread. Written into one buffer that is moved, not copied: the search job of those pages run
// alone on its thread (as a build starts it) peaked at +1,137-1,138 MB of process RSS against +1,507-1,537
// MB, in 19.8-23.5 s against 22.5-23.9 s, the same bytes (3 alternating pairs, 29 November 2026).
import type { OutputFile } from "../output/emitSite.js";
import type { SearchFiles } from "./buildSearchFiles.js";

/** Search files whose contents lie in `buffer`, each file's at `at` for `length` bytes. */
export interface PackedSearchFiles extends Omit<SearchFiles, "files"> {
  files: (Omit<OutputFile, "contents"> & { at: number; length: number })[];
  buffer: ArrayBuffer;
}

/** The files with their contents written, as UTF-8, into one buffer; post it in the transfer list. */
export function packSearchFiles(search: SearchFiles): PackedSearchFiles {
  const lengths = search.files.map((file) => (typeof file.contents === "string" ? Buffer.byteLength(file.contents) : file.contents.byteLength));
  const buffer = new ArrayBuffer(lengths.reduce((sum, length) => sum + length, 0));
  const bytes = Buffer.from(buffer);
  let at = 0;
  const files = search.files.map(({ contents, ...file }, n) => {
    const length = lengths[n]!;
    if (typeof contents === "string") bytes.write(contents, at);
    else bytes.set(contents, at);
    at += length;
    return { ...file, at: at - length, length };
  });
  return { ...search, files, buffer };
}

/** The files again, each one's contents a view into the buffer (which lives as long as any of them). */
export function unpackSearchFiles(packed: PackedSearchFiles): SearchFiles {
  const { buffer, files, ...search } = packed;
  return { ...search, files: files.map(({ at, length, ...file }) => ({ ...file, contents: new Uint8Array(buffer, at, length) })) };
}
