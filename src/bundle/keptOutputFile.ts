// The output files of a kept esbuild build that is replayed (see persistedEsbuild) stay on disk, in the kept
// build's bytes, until something reads them. A rebuild after one page's edit at 10,000 pages replays 56 builds
// whose outputs are 158 MB, and uses few of them: the render workers read the code of the one server batch
// holding the page, and the writer only the route chunks whose hash differs from what the output folder has.
// Read whole at each replay, those bytes were then copied again into the render's staging folder (96 MB of
// server code) and hashed again for the output record (62 MB of route chunks).
// What it pays (27 November 2026, 2-core machine in a slow spell, 6 alternating pairs at 10,000 generated
// pages, one page's text edited): 8.07 s against 8.51 s (medians; faster in 5 of 6), bundle stage 3.06-3.45 s
// against 3.71-4.30 s. It costs a build that runs esbuild a SHA-1 of what it bundled (see keptBuild).
import { closeSync, openSync } from "node:fs";
import { readByteRange } from "../readByteRange.js";
import type { OutputFile } from "esbuild";
import type { OutputFile as SiteFile } from "../output/emitSite.js";

/** A bundled file to write to the site: an esbuild output, kept or not, or one made beside them. */
export interface BundledFile {
  readonly contents: Uint8Array;
}

/** Bytes `start` to `start + length` of `file`. */
export interface BytePlace {
  file: string;
  start: number;
  length: number;
}

/** Where a kept output's bytes are, and the hash of its contents as the output record keeps it (see fileHash). */
export interface KeptPlace extends BytePlace {
  contentHash: string;
}

const places = new WeakMap<object, KeptPlace>();

/** An esbuild output file whose contents are read from `place` when first asked for. */
export function keptOutputFile(outputPath: string, esbuildHash: string, place: KeptPlace): OutputFile {
  let contents: Uint8Array | undefined;
  const output: OutputFile = {
    path: outputPath,
    hash: esbuildHash,
    get contents() {
      return (contents ??= readPlace(place));
    },
    get text() {
      return Buffer.from(this.contents).toString("utf8");
    },
  };
  places.set(output, place);
  return output;
}

/** Where `output`'s bytes lie unread, when it is a kept build's output (see keptOutputFile). */
export function keptPlaceOf(output: object): KeptPlace | undefined {
  return places.get(output);
}

/** The bytes at `place`. */
export function readPlace(place: BytePlace): Uint8Array {
  const fd = openSync(place.file, "r");
  try {
    const bytes = readByteRange(fd, place.start, place.length);
    if (!bytes) throw new Error(`${place.file} ends before byte ${place.start + place.length}: the kept build was cut short. Delete .edsite-cache/ and build again.`);
    return bytes;
  } finally {
    closeSync(fd);
  }
}

/** `file` as the site's file at `sitePath`; a kept build's says its hash and size, so it is read only if written. */
export function siteFileOf(sitePath: string, file: BundledFile): SiteFile {
  const place = places.get(file);
  if (!place) return { path: sitePath, contents: file.contents };
  return {
    path: sitePath,
    get contents() {
      return file.contents;
    },
    hash: place.contentHash,
    size: place.length,
  };
}
