/**
 * How long a change waits for others before its build starts. The changes of one save (an editor's temporary
 * file and rename, which chokidar reports as one change) come within a millisecond or two; a later one waits
 * for the build under way and is built right after it. Every millisecond here is one more before the page.
 */
const SETTLE_MS = 2;

/**
 * Runs builds one at a time. Changes that arrive during a build are collected and built once it ends; a
 * burst of changes (an editor writing a temp file, then renaming it) waits `settleMs` and builds once.
 */
export class RebuildQueue {
  private pending: string[] | undefined;
  private timer: NodeJS.Timeout | undefined;
  private running = false;
  private waiters: (() => void)[] = [];

  constructor(
    private readonly run: (changes: string[]) => Promise<void>,
    private readonly settleMs = SETTLE_MS,
  ) {}

  /** Asks for a build that includes `change` (a file path; none for the first build). */
  request(change?: string): void {
    this.pending ??= [];
    if (change !== undefined && !this.pending.includes(change)) this.pending.push(change);
    if (!this.running && !this.timer) this.timer = setTimeout(() => void this.drain(), this.settleMs);
  }

  /** True while a build runs or waits to run. */
  busy(): boolean {
    return this.running || this.timer !== undefined || this.pending !== undefined;
  }

  /** Resolves once every change asked for so far is built. */
  idle(): Promise<void> {
    if (!this.running && !this.timer && !this.pending) return Promise.resolve();
    return new Promise((resolve) => this.waiters.push(resolve));
  }

  /** Drops the builds that have not started yet; true if there were any. */
  cancel(): boolean {
    const dropped = this.pending !== undefined;
    clearTimeout(this.timer);
    this.timer = undefined;
    this.pending = undefined;
    return dropped;
  }

  private async drain(): Promise<void> {
    this.timer = undefined;
    this.running = true;
    while (this.pending) {
      const changes = this.pending;
      this.pending = undefined;
      try {
        await this.run(changes);
      } catch {
        // run reports its own failures; the queue keeps going.
      }
    }
    this.running = false;
    for (const resolve of this.waiters.splice(0)) resolve();
  }
}
