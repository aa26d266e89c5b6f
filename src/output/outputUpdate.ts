// An incremental build changes a few files of a big output folder: copying the rest into a fresh folder cost
// more than the build (hard-linking the 37,674 files of 10,000 pages took 2.9 s here). So it writes only the
// files whose contents differ from the last build's into a folder of changes beside the output, and puts them
// in place once the build has succeeded; a build that fails before that leaves the output as it was.
import { mkdirSync, renameSync, rmdirSync, unlinkSync } from "node:fs";
import { readFile, rm } from "node:fs/promises";
import path from "node:path";
import { makeStagingDir, SCRATCH_FOLDER, type OutputFile } from "./emitSite.js";
import { outputSize } from "./outputFiles.js";
import { fileHash } from "./fileHash.js";
import { FolderWriter } from "./folderWriter.js";
import { fileStamp, stampSize } from "../fileStamp.js";
import { addFoldersAbove, foldersOf } from "./buildRecord.js";

/** The last build's output, as its record describes it: each file's stamp and content hash, by path. */
export type RecordedOutput = ReadonlyMap<string, { stamp: string; hash: string }>;

/**
 * The output folder brought from the last build's files to this build's: the same methods as StagingFolder,
 * plus `keep` for the files a build did not make again because their inputs are unchanged.
 */
export class OutputUpdate {
  /** Every file of the new output, by path, with its content hash (for the build record). */
  readonly hashes = new Map<string, string>();
  /** Files and bytes of the whole new output, as StagingFolder counts them. */
  readonly written = { files: 0, bytes: 0 };
  /** Paths written into the folder of changes, to be moved into the output. */
  private readonly staged = new Set<string>();
  private readonly writer: FolderWriter;

  /** Folders (relative to the output folder) that publish added to, removed from or removed. */
  private readonly touched = new Set<string>();

  private constructor(
    readonly outDir: string,
    private readonly dir: string,
    private readonly previous: RecordedOutput,
    private readonly previousFolders: ReadonlyMap<string, string>,
  ) {
    this.writer = new FolderWriter(dir);
  }

  /** `previousFolders`: the recorded stamps of the output folder's folders, checked with `previous`'s files. */
  static async open(outDir: string, previous: RecordedOutput, previousFolders: ReadonlyMap<string, string> = new Map()): Promise<OutputUpdate> {
    // A staging folder's name, so a build killed mid-way leaves nothing removeStaleStaging misses.
    const { resolved, dir } = await makeStagingDir(outDir);
    return new OutputUpdate(resolved, dir, previous, previousFolders);
  }

  /** Counts a file of the last build as part of this one, as it is in the output folder. */
  keep(file: string): void {
    const last = this.previous.get(file);
    if (!last) throw new Error(`${file} is not in the last build's output, so it cannot be kept.`);
    this.count(file, last.hash, stampSize(last.stamp));
  }

  async write(file: OutputFile): Promise<void> {
    const linked = file.sameAs === undefined ? undefined : this.hashes.get(file.sameAs);
    const hash = linked ?? file.hash ?? fileHash(file.contents);
    this.count(file.path, hash, outputSize(file));
    if (this.previous.get(file.path)?.hash === hash) return;
    this.staged.add(file.path);
    await this.writer.write(file);
  }

  /** Copies `files` (relative to `from`) to the folder `to`, as StagingFolder.copyIn: generated files win. */
  async copyIn(from: string, files: readonly string[], to: string): Promise<void> {
    await this.flush();
    for (const name of files) {
      const target = path.join(to, name).split(path.sep).join("/");
      if (this.hashes.has(target)) continue;
      await this.write({ path: target, contents: await readFile(path.join(from, name)) });
    }
    await this.flush();
  }

  flush(): Promise<void> {
    return this.writer.flush();
  }

  /** A folder inside the folder of changes for the build's own use; it goes with that folder when published. */
  get scratch(): string {
    return path.join(this.dir, SCRATCH_FOLDER);
  }

  /**
   * Brings the output folder to this build's files: the last build's files this one lacks go first (a file may
   * become a folder's name, or the reverse), then the changed ones are moved in, each a rename.
   */
  async publish(): Promise<void> {
    await this.flush();
    // One call after another on this thread, which has nothing else to do by now. Through the thread pool
    // each took a round trip of its own. At 10,000 generated pages, a category's label changed (1,111 sidebar
    // views replaced; 27 November 2026): write stage 208-414 ms against 402-616 ms, the rebuild 4.39 s
    // against 4.77 s (medians of 5 alternating pairs, faster in 4).
    const emptied = new Set<string>();
    for (const file of this.previous.keys()) {
      if (this.hashes.has(file)) continue;
      try {
        unlinkSync(path.join(this.outDir, file));
      } catch (error) {
        ignoreMissing(error as NodeJS.ErrnoException);
      }
      emptied.add(path.dirname(file));
      this.touch(file);
    }
    removeEmptyFolders(this.outDir, emptied);
    const folders = new Set<string>();
    for (const file of this.staged) {
      this.touch(file);
      const target = path.join(this.outDir, file);
      const dir = path.dirname(target);
      if (!folders.has(dir)) {
        mkdirSync(dir, { recursive: true });
        folders.add(dir);
      }
      renameSync(path.join(this.dir, file), target);
    }
    await rm(this.dir, { recursive: true, force: true });
  }

  /**
   * The output folder's files once published, each with its stamp and hash, for the build record. Only the
   * files moved in are stat'ed: the rest are untouched since the last record (a stamp is a size and a time,
   * which a hard link's partner being replaced does not move). Stat'ing all 37,674 files of 10,000 pages
   * again took about 0.3 s of a one-page rebuild.
   */
  files(): [path: string, stamp: string, hash: string][] {
    return [...this.hashes.keys()].sort().map((file) => {
      const stamp = this.staged.has(file) ? fileStamp(path.join(this.outDir, file)).text : this.previous.get(file)!.stamp;
      return [file, stamp, this.hashes.get(file)!];
    });
  }

  /**
   * The stamps of the output folder's folders once published, for the build record. Only the folders publish
   * changed, and those above them (a folder made or removed moves its parent's time), are stat'ed: the rest
   * are as the last record has them, which the output check found them to be. Stat'ing all 12,230 folders of
   * 10,000 pages again took 43-74 ms; a one-page rebuild, 4.51 s against 4.63 s (medians of 7 alternating
   * pairs, faster in 5; 27 November 2026).
   */
  folders(): [path: string, stamp: string][] {
    return foldersOf(this.hashes.keys()).map((folder) => {
      const recorded = this.touched.has(folder) ? undefined : this.previousFolders.get(folder);
      return [folder, recorded ?? fileStamp(path.join(this.outDir, folder)).text];
    });
  }

  /** Notes that publish changed what the folder of `file` holds: that folder and every one above it. */
  private touch(file: string): void {
    this.touched.add("");
    addFoldersAbove(this.touched, file);
  }

  async discard(): Promise<void> {
    await this.writer.settle();
    await rm(this.dir, { recursive: true, force: true });
  }

  private count(file: string, hash: string, bytes: number): void {
    this.hashes.set(file, hash);
    this.written.files++;
    this.written.bytes += bytes;
  }
}

function ignoreMissing(error: NodeJS.ErrnoException): void {
  if (error.code !== "ENOENT") throw error;
}

/** Removes each folder (relative to `root`) that is now empty, and its parents as they empty in turn. */
function removeEmptyFolders(root: string, folders: Set<string>): void {
  // Deepest first, so a parent is tried once its children are gone.
  const ordered = [...folders].sort((a, b) => b.split("/").length - a.split("/").length);
  for (let dir of ordered) {
    while (dir !== "." && dir !== "") {
      try {
        rmdirSync(path.join(root, dir));
      } catch {
        break;
      }
      dir = path.dirname(dir);
    }
  }
}
