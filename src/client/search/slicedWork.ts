/**
 * Work written as a generator that yields wherever it may stop for a moment. `runToEnd` runs it at once, for a
 * caller that needs the answer now; `runInSlices` gives the main thread back between slices of a few
 * milliseconds, for work that can wait but must not hold up a tap, a scroll or the page's first frames.
 */
export type Steps<T> = Generator<void, T, void>;

export function runToEnd<T>(steps: Steps<T>): T {
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/**
 * A slice's length. Lighthouse counts a task as blocking past 50 ms at its 4× CPU slowdown, so a slice of 5 ms
 * here stays clear of that with room for the browser's own work in the same task.
 */
const SLICE_MS = 5;

/** How `runInSlices` slices: how long a slice runs, and how it gives the thread back (a later task by default). */
export interface SliceOptions {
  sliceMs?: number;
  pause?: () => Promise<void>;
}

export async function runInSlices<T>(steps: Steps<T>, options: SliceOptions = {}): Promise<T> {
  const sliceMs = options.sliceMs ?? SLICE_MS;
  const pause = options.pause ?? nextTask;
  let deadline = performance.now() + sliceMs;
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
    if (performance.now() >= deadline) {
      await pause();
      deadline = performance.now() + sliceMs;
    }
  }
}

/**
 * Resolves in a later task, so input and rendering can run first. `scheduler.yield` (Chrome 129 on) keeps the
 * work ahead of other queued tasks; elsewhere a message is the quickest way to the next task (a zero timeout
 * is clamped to 4 ms once nested).
 */
function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === "function") return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
