// A cache of a line per page (the compiled pages at 10,000 pages are 88 MB) was written whole after every
// build, however few pages changed. Here a file holds a header line and then one JSON line per key,
// `[key, ...]`, where a later line of a key replaces the earlier one; a save appends the lines of the keys
// that changed, and writes the file whole again only once the lines later ones replaced would be half of it.
// What it pays (26 November 2026, 10,000 generated pages, one page's text edited): the write stage, which the
// compile cache's save overlaps, took 0.28-0.33 s in 3 rebuilds against 0.6-0.74 s in the 3 before it, the
// same hour; each such save adds about 15 KB to the file.
import { createReadStream } from "node:fs";
import { appendFile, open, stat } from "node:fs/promises";
import { writeJsonLines } from "./jsonLinesFile.js";

/** The file as this process last read or wrote it: what a save may append to. */
export interface KeyedLinesState {
  /** The header line, as written. */
  header: string;
  /** The file's size in bytes. */
  bytes: number;
  /** Bytes of lines a later line of their key replaced. */
  replaced: number;
  /** Bytes of each key's current line. */
  lineBytes: Map<string, number>;
}

/**
 * Reads `file` line by line, passing the header and then each line's value (an array, its key first, as
 * `parse` makes it of the line's text: JSON.parse unless told) to the callers; a line that does not parse
 * throws, and so does one that `line` rejects or one cut short. Undefined when there is no file.
 */
export async function readKeyedLines(file: string, header: (value: unknown) => void, line: (value: unknown[]) => void, parse: (text: string) => unknown = JSON.parse): Promise<KeyedLinesState | undefined> {
  const state: KeyedLinesState = { header: "", bytes: 0, replaced: 0, lineBytes: new Map() };
  const take = (text: string, bytes: number) => {
    const first = state.bytes === 0;
    state.bytes += bytes;
    if (first) {
      state.header = text;
      header(JSON.parse(text));
      return;
    }
    if (text === "") return;
    const value = parse(text);
    if (!Array.isArray(value) || typeof value[0] !== "string") throw new Error("not a keyed line");
    line(value);
    state.replaced += state.lineBytes.get(value[0]) ?? 0;
    state.lineBytes.set(value[0], bytes);
  };
  // Each line is decoded once, from the bytes read, its length in bytes known from where it lies. Decoded in
  // chunks of text, each joined to the rest of the one before and split, the compile and pages caches of 10,000
  // generated pages (62 MB) made about 175 MB of garbage; read together, they took 305-374 ms and 114-129 MB
  // that way, 222-310 ms and 92-94 MB this way (4 alternating runs, 27 November 2026). Read whole rather than
  // in chunks, the two files made a rebuild's peak 24 MB higher.
  let rest: Buffer | undefined;
  try {
    for await (const chunk of createReadStream(file, { highWaterMark: 1 << 20 })) {
      const bytes = rest ? Buffer.concat([rest, chunk as Buffer]) : (chunk as Buffer);
      let start = 0;
      for (let end = bytes.indexOf(NEWLINE); end !== -1; start = end + 1, end = bytes.indexOf(NEWLINE, start)) {
        take(bytes.toString("utf8", start, end), end + 1 - start);
      }
      rest = start < bytes.byteLength ? bytes.subarray(start) : undefined;
    }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw error;
  }
  // Every line ends in a newline: bytes after the last one are a file cut short.
  if (rest) throw new Error("a line cut short");
  return state;
}

const NEWLINE = 0x0a;

/** What a save is given: the header, every key's current line, and the keys whose lines changed. */
export interface KeyedLinesSave {
  header: unknown;
  /** Every key's line, for a save that writes the file whole. */
  all: () => Iterable<unknown[]>;
  /** The lines of the keys that changed since `state`; a key that is gone has a line of its own saying so. */
  changed: unknown[][];
}

/**
 * Saves the lines, appending the changed ones to the file `state` describes when it is still that file and
 * appending keeps what later lines replaced under half of it; else writes it whole (see writeJsonLines).
 * Returns the file's new state.
 */
export async function saveKeyedLines(file: string, save: KeyedLinesSave, state: KeyedLinesState | undefined): Promise<KeyedLinesState> {
  const header = JSON.stringify(save.header);
  if (state && state.header === header) {
    const texts = save.changed.map((value) => `${JSON.stringify(value)}\n`);
    const added = texts.reduce((sum, text) => sum + Buffer.byteLength(text), 0);
    const replaced = state.replaced + save.changed.reduce((sum, value) => sum + (state.lineBytes.get(value[0] as string) ?? 0), 0);
    if (added === 0) return state;
    if (replaced * 2 <= state.bytes + added && (await stillAsLeft(file, state))) {
      await appendFile(file, texts.join(""));
      save.changed.forEach((value, i) => state.lineBytes.set(value[0] as string, Buffer.byteLength(texts[i]!)));
      return { ...state, bytes: state.bytes + added, replaced };
    }
  }
  const written: KeyedLinesState = { header, bytes: 0, replaced: 0, lineBytes: new Map() };
  // Each value's key in the order written, for the callback to measure its line.
  const keys: string[] = [];
  await writeJsonLines(file, (function* () {
    yield save.header;
    for (const value of save.all()) {
      keys.push(value[0] as string);
      yield value;
    }
  })(), (text, index) => {
    const bytes = Buffer.byteLength(text);
    written.bytes += bytes;
    if (index > 0) written.lineBytes.set(keys[index - 1]!, bytes);
  });
  return written;
}

/** Whether `file` is still as this process left it: its size and header line (another process may have saved it). */
async function stillAsLeft(file: string, state: KeyedLinesState): Promise<boolean> {
  try {
    if ((await stat(file)).size !== state.bytes) return false;
    const handle = await open(file, "r");
    try {
      const expected = Buffer.from(`${state.header}\n`);
      const { bytesRead, buffer } = await handle.read(Buffer.alloc(expected.byteLength), 0, expected.byteLength, 0);
      return bytesRead === expected.byteLength && buffer.equals(expected);
    } finally {
      await handle.close();
    }
  } catch {
    return false;
  }
}
