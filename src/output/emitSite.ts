import { link as linkCallback, writeFile as writeFileCallback } from "node:fs";
import { mkdir, readFile, rename, rm } from "node:fs/promises";
import { fileHash } from "./fileHash.js";
import path from "node:path";
import { promisify } from "node:util";
import { removeStaleStaging } from "./staleStaging.js";
import { pathExists } from "./pathExists.js";

// fs's callback API, not fs/promises, whose writes go through a FileHandle: 10,000 pages of 38 KB took
// 1.6-1.8 s to write through fs/promises and 0.7-1.2 s this way. A big build writes while its render
// workers use every core, so the writer's share of the CPU is theirs to lose.
const writeFile = promisify(writeFileCallback);
const link = promisify(linkCallback);

/** A file of the output, by its path relative to the output folder. */
export interface OutputFile {
  path: string;
  contents: string | Uint8Array;
  /**
   * Another output file with the same contents (a page's `x.html` beside its `x/index.html`). The writer
   * makes this one a hard link to it, which halves what a big site writes; servers use `contents` as usual.
   */
  sameAs?: string;
}

/** Files written at once: enough to keep the disk busy, few enough not to hold many buffers. */
const WRITES_IN_FLIGHT = 16;

/**
 * A fresh folder beside `outDir` that a build fills while it runs and that replaces `outDir` only once every
 * file is in, so a build that fails half-way leaves the last good site in place and a server never sees a
 * half-written one. Writing while the build still renders means a big site's pages need not all be held in
 * memory at once.
 */
export class StagingFolder {
  private readonly made = new Map<string, Promise<unknown>>();
  /** Writes under way, by output path (a hard link waits for the file it names). */
  private readonly writing = new Map<string, Promise<void>>();
  private failure: { error: unknown } | undefined;
  /** Files and bytes written so far (hard links count as files, and their bytes too: it is what a host serves). */
  readonly written = { files: 0, bytes: 0 };
  /** Every file written, by path, with its content hash, for the build record (see OutputUpdate). */
  readonly hashes = new Map<string, string>();

  private constructor(
    readonly outDir: string,
    readonly dir: string,
  ) {}

  static async open(outDir: string): Promise<StagingFolder> {
    const resolved = path.resolve(outDir);
    const dir = `${resolved}.tmp-${process.pid}-${Date.now()}`;
    // What builds killed before they could discard their folder left; nothing else ever removes it.
    await removeStaleStaging(resolved);
    await rm(dir, { recursive: true, force: true });
    await mkdir(dir, { recursive: true });
    return new StagingFolder(resolved, dir);
  }

  /** Starts writing a file; resolves once it is under way, after waiting while WRITES_IN_FLIGHT others are. */
  async write(file: OutputFile): Promise<void> {
    while (this.writing.size >= WRITES_IN_FLIGHT) await Promise.race(this.writing.values());
    this.rethrow();
    this.hashes.set(file.path, (file.sameAs === undefined ? undefined : this.hashes.get(file.sameAs)) ?? fileHash(file.contents));
    const done = this.writeNow(file).then(
      () => {
        this.written.files++;
        this.written.bytes += typeof file.contents === "string" ? Buffer.byteLength(file.contents) : file.contents.byteLength;
      },
      (error: unknown) => {
        this.failure ??= { error };
      },
    );
    const tracked = done.finally(() => this.writing.delete(file.path));
    this.writing.set(file.path, tracked);
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
        await this.folder(target);
        // Read, not copied by the system, since the build record keeps each file's hash.
        const contents = await readFile(path.join(from, name));
        this.hashes.set(relative, fileHash(contents));
        await writeFile(target, contents);
      }
    };
    await Promise.all(Array.from({ length: Math.min(WRITES_IN_FLIGHT, files.length) }, copyNext));
  }

  /** Waits for every write started so far; throws the first that failed. */
  async flush(): Promise<void> {
    await this.settle();
    this.rethrow();
  }

  /** Waits for every write, then puts the folder in place of `outDir`. */
  async publish(): Promise<void> {
    await this.flush();
    const old = `${this.outDir}.old-${process.pid}-${Date.now()}`;
    const hadOld = await pathExists(this.outDir);
    if (hadOld) await rename(this.outDir, old);
    await rename(this.dir, this.outDir);
    if (hadOld) await rm(old, { recursive: true, force: true });
  }

  /** Drops everything written; `outDir` stays as it was. */
  async discard(): Promise<void> {
    await this.settle();
    await rm(this.dir, { recursive: true, force: true });
  }

  private async settle(): Promise<void> {
    while (this.writing.size > 0) await Promise.all(this.writing.values());
  }

  private rethrow(): void {
    if (this.failure) throw this.failure.error;
  }

  private async writeNow(file: OutputFile): Promise<void> {
    const target = path.join(this.dir, file.path);
    await this.folder(target);
    if (file.sameAs !== undefined) {
      await this.writing.get(file.sameAs);
      try {
        await link(path.join(this.dir, file.sameAs), target);
        return;
      } catch {
        // No hard links here (some file systems), or the other file was never written: write a copy.
      }
    }
    await writeFile(target, file.contents);
  }

  private folder(target: string): Promise<unknown> {
    const dir = path.dirname(target);
    let making = this.made.get(dir);
    if (!making) {
      making = mkdir(dir, { recursive: true });
      this.made.set(dir, making);
    }
    return making;
  }
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
