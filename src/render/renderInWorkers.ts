import os from "node:os";
import { Worker } from "node:worker_threads";
import type { ServerBatch } from "../bundle/serverBatch.js";
import type { Sidebar } from "../shared/types.js";
import type { PageContext, PageDocument } from "./renderPage.js";
import { FLOW_STOP, FLOW_TAKEN, type RenderJob, type RenderReply, type RenderWorkerData } from "./renderWorkerProtocol.js";

/** A page a worker could not render, by route index; the caller knows the route to name. */
export class PageRenderError extends Error {
  constructor(
    readonly index: number,
    message: string,
    stack?: string,
  ) {
    super(message);
    if (stack) this.stack = stack;
  }
}

/** Threads for `batches` server batches: one a core, never more than there are batches. */
export function renderThreads(batches: number): number {
  return Math.max(1, Math.min(os.availableParallelism(), batches));
}

/**
 * Renders every route of the batches on `threads` worker threads, a batch at a time each, and hands each
 * page to `onPage` in the order it arrives, one page at a time: pages that arrive while it runs wait their
 * turn (the workers do not wait for it). Rejects with a PageRenderError when a page throws. A cold build of
 * 3,000 generated pages took 19.6 s (rendering 5.9 s) this way and 20.0 s (7.0 s) in the main thread, slower
 * in every one of three alternating pairs on a quiet machine (25 November 2026), for 40 MB more peak memory.
 */
export async function renderInWorkers(options: {
  workerFile: string;
  threads: number;
  context: PageContext;
  /** The batches to render, each whole or only the routes `only` lists. */
  batches: readonly { batch: ServerBatch; only?: number[] }[];
  /** The sidebar view each route is rendered with (see ServerBundle.sidebarOf). */
  sidebarOf?(index: number): Sidebar | undefined;
  onPage(index: number, page: PageDocument): Promise<void> | void;
}): Promise<void> {
  const { context, batches } = options;
  const data: Omit<RenderWorkerData, "flow"> = {
    site: context.site,
    siteJson: context.siteJson,
    cssHref: context.cssHref,
    htmlTags: context.htmlTags,
    scripts: context.scripts && { assetsUrl: context.scripts.assetsUrl, buildUrl: context.scripts.buildUrl, entryUrl: context.scripts.entryUrl },
  };
  const jobOf = ({ batch, only }: { batch: ServerBatch; only?: number[] }): RenderJob => {
    const indexes = Array.from({ length: batch.count }, (_, i) => batch.first + i);
    const scripts = context.scripts;
    return {
      first: batch.first,
      count: batch.count,
      ...(only ? { only } : {}),
      ...(batch.file !== undefined ? { file: batch.file, ...(batch.range ? { range: batch.range } : {}) } : { code: batch.code }),
      ...(batch.patch ? { patch: batch.patch } : {}),
      ...(options.sidebarOf ? { sidebars: sidebarsOf(indexes, only, options.sidebarOf) } : {}),
      chunks: scripts && indexes.map((i) => scripts.chunkUrl(i)),
      sidebarUrls: scripts && indexes.map((i) => scripts.sidebarUrl(i)),
      preloads: scripts && indexes.map((i) => scripts.preloads(i)),
      styles: scripts && indexes.map((i) => scripts.styles(i)),
    };
  };

  const queue = [...batches];
  const workers: Worker[] = [];
  const flows: Int32Array[] = [];
  let delivering = Promise.resolve();
  try {
    await new Promise<void>((resolve, reject) => {
      let running = 0;
      let failed = false;
      const fail = (error: Error) => {
        failed = true;
        reject(error);
      };
      const next = (worker: Worker) => {
        const queued = queue.shift();
        if (!queued) {
          if (running === 0) delivering.then(resolve, fail);
          return;
        }
        running++;
        worker.postMessage(jobOf(queued));
        // The worker has a copy of the code now: this thread's goes unless it is needed later.
        const { batch } = queued;
        if (!batch.keepCode && batch.code) batch.code = new Uint8Array(0);
      };
      for (let n = 0; n < Math.min(options.threads, batches.length); n++) {
        const flow = new Int32Array(new SharedArrayBuffer(2 * Int32Array.BYTES_PER_ELEMENT));
        const worker = new Worker(options.workerFile, { workerData: { ...data, flow: flow.buffer } });
        workers.push(worker);
        flows.push(flow);
        const taken = () => {
          Atomics.add(flow, FLOW_TAKEN, 1);
          Atomics.notify(flow, FLOW_TAKEN);
        };
        worker.on("message", (reply: RenderReply) => {
          if (failed) return;
          if ("page" in reply) {
            const { index, ...page } = reply.page;
            delivering = delivering.then(() => options.onPage(index, page)).then(taken);
            delivering.catch(fail);
          } else if ("failed" in reply) {
            fail(new PageRenderError(reply.failed.index, reply.failed.message, reply.failed.stack));
          } else {
            running--;
            next(worker);
          }
        });
        worker.on("error", (error: Error) => fail(new Error(`A render worker failed: ${error.message}`, { cause: error })));
        worker.on("exit", (code) => {
          if (code !== 0 && !failed) fail(new Error(`A render worker stopped with exit code ${code}.`));
        });
        next(worker);
      }
    });
  } finally {
    // A worker waiting for room after a failure would never get it.
    for (const flow of flows) {
      Atomics.store(flow, FLOW_STOP, 1);
      Atomics.notify(flow, FLOW_TAKEN);
    }
    await Promise.all(workers.map((w) => w.terminate()));
  }
}

/**
 * The views of the routes a job renders, by place in its batch; none for the routes it keeps. A rebuild
 * renders a few routes of a batch of 1,000, and the views of the rest were copied to the thread for nothing.
 */
function sidebarsOf(indexes: number[], only: number[] | undefined, sidebarOf: (index: number) => Sidebar | undefined): (Sidebar | undefined)[] {
  const rendered = only && new Set(only);
  return indexes.map((i) => (rendered && !rendered.has(i) ? undefined : sidebarOf(i)));
}
