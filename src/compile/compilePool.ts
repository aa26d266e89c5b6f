// Compile workers for a build with many pages to compile. Each worker pays again for loading the MDX
// pipeline and warming it up (0.4-0.6 s on the 2-core machine), and two threads run this work
// about a third slower each than one does alone, so a second worker starts only when enough pages miss the
// cache to earn that back. A one-shot build with nothing compiled yet starts one worker early, for memory
// (see startEarlyCompilePool). Workers exist only when edsite runs from its compiled lib/ (tests run the
// TypeScript sources, which a worker cannot load).
import os from "node:os";
import { Worker } from "node:worker_threads";
import { EdsiteError, MdxCompileError } from "../errors.js";
import { compileTimeLimitError } from "./compileTimeLimit.js";
import { workerEntry } from "../package/workerEntry.js";
import type { MdxSource } from "../mdx/compileMdx.js";
import type { CompileResult } from "../mdx/compileRecordingLinks.js";
import type { CompileReply, CompileRequest, CompileSettings, CompileWorkerLinks, CompileWorkerMessage, TransferredError } from "./compileWorkerProtocol.js";

/**
 * Below this many pages to compile, one thread is faster than starting workers. Cold builds, medians of
 * alternating runs on the 2-core machine: the Ki site's 29 sources took 1.33 s compiled in the main thread,
 * 1.42 s in one worker (started early for memory: 181 MB against 225 MB peak, see startEarlyCompilePool)
 * and 1.44 s on two; 1,000 generated pages took 8.5 s (732 MB) in the main thread and 7.5 s (499 MB) on
 * two workers.
 */
export const POOL_MIN_SOURCES = 100;

export interface CompilePool {
  /** The links every page resolves against; needed before the first compile (see startCompilePool). */
  useLinks(links: CompileWorkerLinks): void;
  /** Starts more workers, up to `size` in all. */
  grow(size: number): void;
  /** Workers started so far. */
  readonly size: number;
  /**
   * Compiles a page in a worker; one still compiling after `timeLimit` seconds has its worker ended (a new
   * one takes its place) and fails with an error that names the page (see compileTimeLimitError).
   */
  compile(source: MdxSource, settings: CompileSettings, timeLimit?: number): Promise<CompileResult>;
  /** Ends the workers; resolves once their threads (and heaps) are gone. Calling it again gives the same promise. */
  close(): Promise<void>;
}

/** Workers to use for `count` pages: one a core, and one more for each further batch of work. */
export function poolSize(count: number): number {
  return Math.max(1, Math.min(os.availableParallelism(), Math.floor(count / POOL_MIN_SOURCES)));
}

/**
 * Pages a worker holds at once: the next one is already there when it posts a result, so it never waits for
 * this thread to answer. More would only unbalance two workers near the end.
 */
const PAGES_PER_WORKER = 2;

interface Job {
  request: CompileRequest;
  /** Seconds it may compile for; none: as long as it takes. */
  timeLimit?: number;
  resolve(result: CompileResult): void;
  reject(error: unknown): void;
}

/**
 * Starts `size` workers. They load the MDX pipeline at once, and take pages once useLinks() has given them
 * the links: a build can start them before it has read its content.
 */
export function startCompilePool(options: { workerFile: string; size: number }): CompilePool {
  const queue: Job[] = [];
  const running = new Map<number, Job>();
  /** A worker once for each page more it may take. */
  const free: Worker[] = [];
  const workers: Worker[] = [];
  /** The pages each worker holds, in the order it compiles them: the first one's time is running. */
  const held = new Map<Worker, number[]>();
  const timers = new Map<Worker, NodeJS.Timeout>();
  /** Workers ended for running over a time limit, and their ends. */
  const stopped = new Set<Worker>();
  const stopping: Promise<unknown>[] = [];
  let nextId = 0;
  let links: CompileWorkerLinks | undefined;
  let failed: Error | undefined;
  let closing = false;
  let closed: Promise<void> | undefined;

  const dispatch = () => {
    if (!links) return;
    while (free.length > 0 && queue.length > 0) {
      const worker = free.shift()!;
      const job = queue.shift()!;
      const id = nextId++;
      running.set(id, job);
      const pages = held.get(worker)!;
      pages.push(id);
      if (pages.length === 1) time(worker);
      worker.postMessage({ type: "compile", id, ...job.request } satisfies CompileWorkerMessage);
    }
  };
  const fail = (error: Error) => {
    failed ??= error;
    for (const job of [...running.values(), ...queue.splice(0)]) job.reject(failed);
    running.clear();
  };

  /** Starts the clock on the page a worker compiles now, if that page has a time limit. */
  const time = (worker: Worker) => {
    clearTimeout(timers.get(worker));
    timers.delete(worker);
    const id = held.get(worker)?.[0];
    const limit = id === undefined ? undefined : running.get(id)?.timeLimit;
    if (id !== undefined && limit !== undefined) timers.set(worker, setTimeout(() => overrun(worker, id), limit * 1000));
  };
  /** Ends a worker whose page ran over its limit; the pages it held besides go back to the queue's front. */
  const overrun = (worker: Worker, id: number) => {
    const job = running.get(id);
    if (!job) return;
    stopped.add(worker);
    stopping.push(worker.terminate());
    const others = held.get(worker)!.filter((other) => other !== id);
    held.delete(worker);
    timers.delete(worker);
    workers.splice(workers.indexOf(worker), 1);
    for (let slot = free.indexOf(worker); slot !== -1; slot = free.indexOf(worker)) free.splice(slot, 1);
    running.delete(id);
    queue.unshift(...others.map((other) => running.get(other)!));
    for (const other of others) running.delete(other);
    job.reject(compileTimeLimitError(job.request.source, job.timeLimit!));
    if (!closing) start();
    dispatch();
  };

  const start = () => {
    const worker = new Worker(options.workerFile);
    held.set(worker, []);
    worker.on("message", (reply: CompileReply) => {
      // A reply already on its way when the worker was ended for its time: that page has failed.
      if (stopped.has(worker)) return;
      const job = running.get(reply.id);
      running.delete(reply.id);
      const pages = held.get(worker)!;
      pages.splice(pages.indexOf(reply.id), 1);
      time(worker);
      free.push(worker);
      if (job) {
        if ("result" in reply) job.resolve(reply.result);
        else job.reject(revive(reply.error));
      }
      dispatch();
    });
    worker.on("error", (error: Error) => fail(new Error(`A compile worker failed: ${error.message}`, { cause: error })));
    worker.on("exit", (code) => {
      if (code !== 0 && !closing && !stopped.has(worker)) fail(new Error(`A compile worker stopped with exit code ${code}.`));
    });
    if (links) worker.postMessage({ type: "links", links } satisfies CompileWorkerMessage);
    for (let slot = 0; slot < PAGES_PER_WORKER; slot++) free.push(worker);
    workers.push(worker);
  };
  for (let i = 0; i < options.size; i++) start();

  return {
    get size() {
      return workers.length;
    },
    useLinks(given) {
      links = given;
      for (const worker of workers) worker.postMessage({ type: "links", links } satisfies CompileWorkerMessage);
      dispatch();
    },
    grow(size) {
      while (workers.length < size && !closing) start();
      dispatch();
    },
    compile(source, settings, timeLimit) {
      if (failed) return Promise.reject(failed);
      return new Promise<CompileResult>((resolve, reject) => {
        queue.push({ request: { source, ...settings }, timeLimit, resolve, reject });
        dispatch();
      });
    },
    close() {
      closing = true;
      for (const timer of timers.values()) clearTimeout(timer);
      closed ??= Promise.all([...workers.map((w) => w.terminate()), ...stopping]).then(() => {});
      return closed;
    },
  };
}

/**
 * One worker for a one-shot build that has nothing compiled yet, started before the build reads its config
 * and content so that it boots and loads the MDX pipeline meanwhile; every page then compiles in it (see
 * compileContent). Compiling leaves the heap it runs in ~80 MB bigger, garbage mostly, which V8 keeps as
 * long as the thread lives: in a worker it goes when compiling is done, before esbuild's process grows
 * while bundling. The Ki site's cold build peaked at 176 MB against 224 MB without it (15 alternating
 * pairs, 25 November 2026; its time within the noise). Undefined when edsite runs from its TypeScript
 * sources (tests), where there is no worker file.
 */
export function startEarlyCompilePool(): CompilePool | undefined {
  const workerFile = workerEntry("compile-worker");
  return workerFile ? startCompilePool({ workerFile, size: 1 }) : undefined;
}

/** The error a worker reported, as the class the CLI knows how to print. */
function revive(error: TransferredError): Error {
  if (error.user) {
    const revived: EdsiteError = new MdxCompileError(error.message, { file: error.file, line: error.line, column: error.column, hint: error.hint });
    revived.codeFrame = error.codeFrame;
    return revived;
  }
  const revived = new Error(error.message);
  revived.name = error.name;
  if (error.stack) revived.stack = error.stack;
  return revived;
}
