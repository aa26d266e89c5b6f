// Compiled pages' code is kept apart from the compile cache's lines, in files of its own, and read only where a
// build uses a page's code. At 10,000 generated pages the code is 55 MB of the cache's 92 MB; a rebuild after
// one page's edit bundles that one page, yet read, decoded and parsed all of it, and kept it in the heap.
// A file here is written by one process (the codes one save added, live codes when it compacts, or a cold
// build's codes as they are compiled) and never changed once named, so builds and a dev session beside them
// never write into the same file. A file's
// name says its size: one missing or cut short is found when the cache is opened, and the whole cache set
// aside, as a damaged line is. Its time is not checked: a CI cache restored by a plain copy gives every file
// a new one. A code is checked against its hash when read, so bytes changed in place stop the build rather
// than make another page.
// What it pays (27 November 2026, 10,000 generated pages, one page's text edited, 11 alternating pairs against
// the code before): peak memory 694 MB against 785 MB (medians; lower in 9 of 11), time level (7.28 s
// against 7.33 s; the machine in a slow spell); no page's code was read from the store.
import { closeSync, fstatSync, mkdirSync, openSync, renameSync, writeSync } from "node:fs";
import { mkdir, readdir, rm, stat } from "node:fs/promises";
import path from "node:path";
import { moduleHash } from "../moduleHash.js";
import { replaceFileInPieces } from "../replaceFile.js";
import { readByteRange } from "../readByteRange.js";

/** A code's bytes: the store's file (a name in its folder), where they start and how many. */
export type CodePlace = [file: string, start: number, length: number];

/** A file this process neither wrote nor read is removed when unused only once this old: another process may be about to name it. */
const UNUSED_FILE_AGE_MS = 60_000;

/** A new file's name, which says its size (see openPlaces) and is this process's alone. */
function namedBySize(size: number): string {
  return `${size}-${Date.now().toString(36)}-${process.pid}-${Math.random().toString(36).slice(2, 8)}.code`;
}

/** Thrown when a stored code cannot be read as it was written; the build stops rather than use other code. */
class DamagedCodeStore extends Error {}

export class CompiledCodeStore {
  /** Open files by name: a file another process removes meanwhile stays readable (POSIX), so a place never breaks. */
  private readonly openFiles = new Map<string, { fd: number; size: number }>();
  /** Files this process wrote, which it may remove as soon as nothing names them. */
  private readonly written = new Set<string>();
  /** The file append() writes to, until finishAppending(). */
  private appending?: { name: string; opened: { fd: number; size: number } };

  constructor(readonly dir: string) {}

  /** Opens the files `places` name; throws if one is missing, is not the size its name says, or ends before a place in it does. */
  openPlaces(places: Iterable<CodePlace>): void {
    for (const [file, start, length] of places) {
      const { size } = this.fileOf(file);
      const named = /^(\d+)-/.exec(file);
      if (!named || Number(named[1]) !== size) throw this.damaged(file);
      if (!Number.isSafeInteger(start) || !Number.isSafeInteger(length) || start < 0 || length < 0 || start + length > size) throw this.damaged(file);
    }
  }

  /** The code at `place`, which must hash to `hash`. */
  read(place: CodePlace, hash: string | undefined): string {
    const [file, start, length] = place;
    const bytes = readByteRange(this.fileOf(file).fd, start, length);
    if (!bytes || (hash !== undefined && moduleHash(bytes) !== hash)) throw this.damaged(file);
    return bytes.toString("utf8");
  }

  /** Writes `codes` to a new file of the store, and says where each one is. */
  async write(codes: readonly string[]): Promise<CodePlace[]> {
    const lengths = codes.map((code) => Buffer.byteLength(code));
    const size = lengths.reduce((sum, length) => sum + length, 0);
    const file = namedBySize(size);
    const full = path.join(this.dir, file);
    await mkdir(this.dir, { recursive: true });
    // In pieces: a cold build's save writes every page's code, 55 MB at 10,000 pages, which as one buffer
    // would stand beside the strings at the build's peak.
    await replaceFileInPieces(full, codes);
    this.written.add(file);
    // Held open from now: another process cannot take the places about to be handed out from under them.
    if (this.fileOf(file).size !== size) throw this.damaged(file);
    let start = 0;
    return lengths.map((length) => {
      const place: CodePlace = [file, start, length];
      start += length;
      return place;
    });
  }

  /**
   * Appends `code`, UTF-8 encoded, to this process's file being written, made on the first call, and says where it is: a cold
   * build's compiled pages go to disk as they arrive rather than all wait in memory for the cache's save.
   * The file's name starts `writing-` until finishAppending() names it by its size: a line that named it
   * then would be set aside as damaged, and a stopped build's file is removed as unused by a later save.
   */
  append(bytes: Uint8Array): CodePlace {
    if (!this.appending) {
      mkdirSync(this.dir, { recursive: true });
      const name = `writing-${process.pid}-${Math.random().toString(36).slice(2, 10)}.code`;
      const opened = { fd: openSync(path.join(this.dir, name), "w+"), size: 0 };
      this.openFiles.set(name, opened);
      this.written.add(name);
      this.appending = { name, opened };
    }
    const { name, opened } = this.appending;
    for (let done = 0; done < bytes.length; ) done += writeSync(opened.fd, bytes, done, bytes.length - done, opened.size + done);
    const place: CodePlace = [name, opened.size, bytes.length];
    opened.size += bytes.length;
    return place;
  }

  /**
   * Names the file append() wrote by its size, as write() names a file, and says what it was called and is
   * called now: places naming the old name must name the new one. Undefined when nothing was appended.
   */
  finishAppending(): { from: string; to: string } | undefined {
    const appending = this.appending;
    if (!appending) return undefined;
    this.appending = undefined;
    const { name, opened } = appending;
    const to = namedBySize(opened.size);
    renameSync(path.join(this.dir, name), path.join(this.dir, to));
    // The same open file under its new name: codes already handed out read on from it.
    this.openFiles.delete(name);
    this.written.delete(name);
    this.openFiles.set(to, opened);
    this.written.add(to);
    return { from: name, to };
  }

  /** Whether each of `files` is still in the folder: a cache naming a removed one would be set aside as damaged. */
  stillThere(files: Iterable<string>): boolean {
    for (const file of files) {
      try {
        if (fstatSync(this.fileOf(file).fd).nlink === 0) return false;
      } catch {
        return false;
      }
    }
    return true;
  }

  /** The bytes of each open or written file, for deciding when to compact. */
  sizeOf(file: string): number {
    return this.fileOf(file).size;
  }

  /**
   * Removes the store's files that `used` does not name: those this process wrote or read at once, others
   * only once they are old enough that no process can be about to name them. Best effort: a file that cannot
   * be removed (open elsewhere, on Windows) is tried again at a later save.
   */
  async removeAllBut(used: ReadonlySet<string>): Promise<void> {
    let names: string[];
    try {
      names = await readdir(this.dir);
    } catch {
      return;
    }
    const now = Date.now();
    await Promise.all(
      names.map(async (name) => {
        if (used.has(name)) return;
        const full = path.join(this.dir, name);
        try {
          const opened = this.openFiles.get(name);
          if (!this.written.has(name) && !opened && now - (await stat(full)).mtimeMs < UNUSED_FILE_AGE_MS) return;
          // Closed first: held open, a removed file's space stays taken (and on Windows it cannot be removed).
          if (opened) {
            closeSync(opened.fd);
            this.openFiles.delete(name);
          }
          await rm(full, { force: true });
        } catch {
          // Gone already, or held open elsewhere.
        }
      }),
    );
  }

  /** Closes the files; no code can be read after. */
  close(): void {
    for (const { fd } of this.openFiles.values()) closeSync(fd);
    this.openFiles.clear();
    this.appending = undefined;
  }

  private fileOf(file: string): { fd: number; size: number } {
    let opened = this.openFiles.get(file);
    if (!opened) {
      if (file.includes("/") || file.includes("\\") || file.startsWith(".")) throw this.damaged(file);
      let fd: number;
      try {
        fd = openSync(path.join(this.dir, file), "r");
      } catch {
        throw this.damaged(file);
      }
      opened = { fd, size: fstatSync(fd).size };
      this.openFiles.set(file, opened);
    }
    return opened;
  }

  private damaged(file: string): DamagedCodeStore {
    return new DamagedCodeStore(
      `${path.join(this.dir, file)} is missing or was changed since edsite wrote it, so the compiled pages it holds cannot be trusted. Delete .edsite-cache/ and build again.`,
    );
  }
}
