// A piece of a build that waits for nothing the build does meanwhile (the search files, the output folder's
// check) runs on a thread of its own, started with all it needs, which posts one answer and ends. Both sides
// of that exchange are here, so every such thread is started, answered and waited for the same way.
import { parentPort, Worker } from "node:worker_threads";

/** What such a thread posts: its answer, or what it failed with. */
export type ThreadReply<T> = { value: T } | { failed: { message: string; stack?: string } };

/** Gives the thread's answer; `done` settles with it without keeping the process alive for it. */
export type ThreadJob<T> = (() => Promise<T>) & { done: Promise<T> };

/**
 * Starts the thread `workerFile` (a lib/ entry, see workerEntry) with `data`. Until the returned function is
 * called the thread does not keep the process alive: a build that fails meanwhile ends without waiting for
 * it. `name` says what it is in the errors of a thread that fails or stops before it answers.
 */
export function startThreadJob<T>(workerFile: string, data: unknown, name: string): ThreadJob<T> {
  const worker = new Worker(workerFile, { workerData: data });
  worker.unref();
  const done = new Promise<T>((resolve, reject) => {
    worker.once("message", (reply: ThreadReply<T>) => {
      if ("value" in reply) resolve(reply.value);
      else reject(Object.assign(new Error(reply.failed.message), { stack: reply.failed.stack }));
    });
    worker.once("error", (error: Error) => reject(new Error(`The ${name} failed: ${error.message}`, { cause: error })));
    worker.once("exit", (code) => reject(new Error(`The ${name} stopped with exit code ${code} before it was done.`)));
  });
  // Awaited only by a build that got that far.
  done.catch(() => {});
  const take = () => {
    worker.ref();
    return done;
  };
  return Object.assign(take, { done });
}

/**
 * In the thread: posts what `work` gives, or what it throws or rejects with, as the thread's one answer.
 * `transfer` lists the buffers in the answer that are moved to the main thread rather than copied.
 */
export function answerThreadJob<T>(work: () => T | Promise<T>, transfer?: (value: T) => ArrayBuffer[]): void {
  const post = (reply: ThreadReply<T>, moved: ArrayBuffer[] = []) => parentPort!.postMessage(reply, moved);
  new Promise<T>((resolve) => resolve(work())).then(
    (value) => post({ value }, transfer?.(value)),
    (error: unknown) => {
      const plain = error instanceof Error ? error : new Error(String(error));
      post({ failed: { message: plain.message, stack: plain.stack } });
    },
  );
}
