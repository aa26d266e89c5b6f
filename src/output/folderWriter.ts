import { link as linkCallback, writeFile as writeFileCallback } from "node:fs";
import { mkdir } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import type { OutputFile } from "./emitSite.js";

// fs's callback API, not fs/promises, whose writes go through a FileHandle: 10,000 pages of 38 KB took
// 1.6-1.8 s to write through fs/promises and 0.7-1.2 s this way. A big build writes while its render
// workers use every core, so the writer's share of the CPU is theirs to lose.
const writeFile = promisify(writeFileCallback);
const link = promisify(linkCallback);

/** Files written at once: enough to keep the disk busy, few enough not to hold many buffers. */
const WRITES_IN_FLIGHT = 16;

/**
 * Writes output files into a folder a few at a time, each folder made once, a file with `sameAs` as a hard
 * link to the file it names; the first failure is kept and thrown by the next write or flush. The staging
 * folder of a full build and the folder of changes of an incremental one (see OutputUpdate) both write so.
 */
export class FolderWriter {
  private readonly made = new Map<string, Promise<unknown>>();
  /** Writes under way, by output path (a hard link waits for the file it names). */
  private readonly writing = new Map<string, Promise<void>>();
  private failure: { error: unknown } | undefined;

  constructor(readonly dir: string) {}

  /** Starts writing a file; resolves once it is under way, after waiting while WRITES_IN_FLIGHT others are. */
  async write(file: OutputFile, written?: () => void): Promise<void> {
    while (this.writing.size >= WRITES_IN_FLIGHT) await Promise.race(this.writing.values());
    this.rethrow();
    const done = this.writeNow(file).then(written, (error: unknown) => {
      this.failure ??= { error };
    });
    this.writing.set(file.path, done.finally(() => this.writing.delete(file.path)));
  }

  /** Makes the folder `target` (a path in this folder) goes in, once. */
  folder(target: string): Promise<unknown> {
    const dir = path.dirname(target);
    let making = this.made.get(dir);
    if (!making) {
      making = mkdir(dir, { recursive: true });
      this.made.set(dir, making);
    }
    return making;
  }

  /** Waits for every write started so far; throws the first that failed. */
  async flush(): Promise<void> {
    await this.settle();
    this.rethrow();
  }

  /** Waits for every write started so far, failed or not. */
  async settle(): Promise<void> {
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
}
