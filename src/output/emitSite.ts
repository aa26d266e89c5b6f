import { mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import { fileHash } from "./fileHash.js";
import { outputSize } from "./outputFiles.js";
import path from "node:path";
import { removeStaleStaging } from "./staleStaging.js";
import { pathExists } from "./pathExists.js";
import { FolderWriter } from "./folderWriter.js";

/** A file of the output, by its path relative to the output folder. */
export interface OutputFile {
  path: string;
  contents: string | Uint8Array;
  /**
   * Another output file with the same contents (a page's `x.html` beside its `x/index.html`). The writer
   * makes this one a hard link to it, which halves what a big site writes; servers use `contents` as usual.
   */
  sameAs?: string;
  /**
   * The contents' hash (see fileHash) and byte length, when known without reading them: a kept build's output
   * is read from disk only if the output folder lacks it (see keptOutputFile).
   */
  hash?: string;
  size?: number;
}

/** Public files copied at once, as many as FolderWriter writes. */
const COPIES_IN_FLIGHT = 16;

/**
 * A fresh folder beside `outDir` that a build fills while it runs and that replaces `outDir` only once every
 * file is in, so a build that fails half-way leaves the last good site in place and a server never sees a
 * half-written one. Writing while the build still renders means a big site's pages need not all be held in
 * memory at once.
 */
export class StagingFolder {
  private readonly writer: FolderWriter;
  /** Files and bytes written so far (hard links count as files, and their bytes too: it is what a host serves). */
  readonly written = { files: 0, bytes: 0 };
  /** Every file written, by path, with its content hash, for the build record (see OutputUpdate). */
  readonly hashes = new Map<string, string>();

  private constructor(
    readonly outDir: string,
    readonly dir: string,
  ) {
    this.writer = new FolderWriter(dir);
  }

  static async open(outDir: string): Promise<StagingFolder> {
    const { resolved, dir } = await makeStagingDir(outDir);
    return new StagingFolder(resolved, dir);
  }

  /** Starts writing a file; resolves once it is under way (see FolderWriter.write). */
  async write(file: OutputFile): Promise<void> {
    this.hashes.set(file.path, (file.sameAs === undefined ? undefined : this.hashes.get(file.sameAs)) ?? file.hash ?? fileHash(file.contents));
    await this.writer.write(file, () => {
      this.written.files++;
      this.written.bytes += outputSize(file);
    });
  }

  /**
   * Copies `files` (relative to `from`) into the folder `to`; files already written (generated ones) win over
   * copied ones of the same path. A file reached through a symbolic link is copied as the file it leads to:
   * a link in the output would point at the source tree, and a host that follows it publishes its target.
   */
  async copyIn(from: string, files: readonly string[], to: string): Promise<void> {
    // Writes still under way first: a file skipped because a write made it must be there to be skipped.
    await this.flush();
    let next = 0;
    const copyNext = async (): Promise<void> => {
      while (next < files.length) {
        const name = files[next++]!;
        const relative = path.join(to, name).split(path.sep).join("/");
        if (this.hashes.has(relative)) continue;
        const target = path.join(this.dir, relative);
        await this.writer.folder(target);
        // Read, not copied by the system, since the build record keeps each file's hash.
        const contents = await readFile(path.join(from, name));
        this.hashes.set(relative, fileHash(contents));
        await writeFile(target, contents);
      }
    };
    await Promise.all(Array.from({ length: Math.min(COPIES_IN_FLIGHT, files.length) }, copyNext));
  }

  /** Waits for every write started so far; throws the first that failed. */
  flush(): Promise<void> {
    return this.writer.flush();
  }

  /** A folder inside this one for the build's own use (see BuildSiteOptions.scratchDir), removed before publishing. */
  get scratch(): string {
    return path.join(this.dir, SCRATCH_FOLDER);
  }

  /** Waits for every write, then puts the folder in place of `outDir`. */
  async publish(): Promise<void> {
    await this.flush();
    await rm(this.scratch, { recursive: true, force: true });
    const old = `${this.outDir}.old-${process.pid}-${Date.now()}`;
    const hadOld = await pathExists(this.outDir);
    if (hadOld) await rename(this.outDir, old);
    await rename(this.dir, this.outDir);
    if (hadOld) await rm(old, { recursive: true, force: true });
  }

  /** Drops everything written; `outDir` stays as it was. */
  async discard(): Promise<void> {
    await this.writer.settle();
    await rm(this.dir, { recursive: true, force: true });
  }
}

/**
 * The name of a staging folder's scratch folder, which no site's file takes. A build killed mid-way leaves it
 * inside its staging folder, which removeStaleStaging removes whole.
 */
export const SCRATCH_FOLDER = ".edsite-scratch";

/**
 * A fresh, empty folder beside `outDir` for a build to write into (`<out>.tmp-<pid>-<time>`, the name
 * removeStaleStaging knows), after removing what builds killed before they could discard theirs left:
 * nothing else ever removes those.
 */
export async function makeStagingDir(outDir: string): Promise<{ resolved: string; dir: string }> {
  const resolved = path.resolve(outDir);
  const dir = `${resolved}.tmp-${process.pid}-${Date.now()}`;
  await removeStaleStaging(resolved);
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  return { resolved, dir };
}

/** Writes files into the folder, each hard link after the file it names. */
export async function writeAll(staging: Pick<StagingFolder, "write">, files: Iterable<OutputFile>): Promise<void> {
  const linked: OutputFile[] = [];
  for (const file of files) {
    if (file.sameAs === undefined) await staging.write(file);
    else linked.push(file);
  }
  for (const file of linked) await staging.write(file);
}
