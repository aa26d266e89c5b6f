// How the search thread hands its files to the main thread. Posted as they are, the 20,795 files of 100,000
// generated pages (125 MB) were copied: serialized on the thread while it still held them, then made again
// on the main thread. Each file's bytes are moved instead, not copied, and made as each file is whole (see
// SearchFileMaking.bytes), never held as text and bytes at once: the search job of 500,000 generated entries
// alone on its thread, as a build starts it, peaked at +893-903 MB of process RSS against +1,033 MB with the
// files made as text and packed into one buffer at the end (2 alternating pairs, 29 November 2026; the same
// bytes, the same time).
import type { OutputFile } from "../output/emitSite.js";
import type { SearchFiles } from "./buildSearchFiles.js";

const encoder = new TextEncoder();

/**
 * A file's JSON as it is made: its UTF-8 bytes, in a buffer of their own, when the files are to be moved
 * (SearchFileMaking.bytes), so that no file is held as text and as bytes at once; else the text.
 */
export function contentsAsMade(json: string, bytes: boolean | undefined): string | Uint8Array {
  return bytes ? encoder.encode(json) : json;
}

/** Search files whose contents are each a buffer of their own, which the thread's post moves. */
export interface MovableSearchFiles extends SearchFiles {
  files: (OutputFile & { contents: Uint8Array })[];
}

/** The files with every file's contents as UTF-8 bytes in a buffer of its own (see movedBuffers). */
export function movableSearchFiles(search: SearchFiles): MovableSearchFiles {
  return { ...search, files: search.files.map((file) => ({ ...file, contents: ownBuffer(typeof file.contents === "string" ? encoder.encode(file.contents) : file.contents) })) };
}

/** What to post in the transfer list with `search`: each buffer once, as a list naming one twice cannot be posted. */
export function movedBuffers(search: MovableSearchFiles): ArrayBuffer[] {
  return [...new Set(search.files.map((file) => file.contents.buffer as ArrayBuffer))];
}

/** `bytes` in a buffer of their own: a view into a larger one (Node's pooled buffers) is copied, since moving it would take the rest too. */
function ownBuffer(bytes: Uint8Array): Uint8Array {
  return bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength && bytes.buffer instanceof ArrayBuffer ? bytes : bytes.slice();
}
