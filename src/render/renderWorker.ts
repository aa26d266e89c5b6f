// The entry of a render worker thread (see renderInWorkers). Rendering with React is CPU-bound and each page
// stands alone, so a big build renders its server batches on one thread a core while the main thread writes.
import { parentPort, workerData } from "node:worker_threads";
import { loadCommonJs } from "../bundle/loadCommonJs.js";
import type { ServerModule as ServerModuleExports } from "../bundle/bundleServer.js";
import { batchCode, patchRenders } from "../bundle/serverBatch.js";
import { renderPage, type PageContext } from "./renderPage.js";
import { FLOW_STOP, FLOW_TAKEN, PAGES_IN_FLIGHT, type RenderJob, type RenderReply, type RenderWorkerData } from "./renderWorkerProtocol.js";

type ServerModule = Pick<ServerModuleExports, "renderRoute">;

const data = workerData as RenderWorkerData;
const flow = new Int32Array(data.flow);
/** Pages this worker has sent, over all its jobs (the main thread counts the ones it took the same way). */
let sent = 0;

/** Waits until the main thread has taken enough of this worker's pages to render and send one more. */
function awaitRoom(): void {
  for (;;) {
    const taken = Atomics.load(flow, FLOW_TAKEN);
    if (sent - taken < PAGES_IN_FLIGHT || Atomics.load(flow, FLOW_STOP) === 1) return;
    // Bounded: a stop stored between the loads above and this wait would not wake it.
    Atomics.wait(flow, FLOW_TAKEN, taken, 100);
  }
}

parentPort!.on("message", (job: RenderJob) => {
  const post = (reply: RenderReply, transfer: ArrayBuffer[] = []) => parentPort!.postMessage(reply, transfer);
  const at = (index: number) => index - job.first;
  const context: PageContext = {
    site: data.site,
    siteJson: data.siteJson,
    cssHref: data.cssHref,
    htmlTags: data.htmlTags,
    scripts: data.scripts && {
      ...data.scripts,
      chunkUrl: (index) => job.chunks![at(index)]!,
      sidebarUrl: (index) => job.sidebarUrls![at(index)],
      preloads: (index) => job.preloads![at(index)]!,
      styles: (index) => job.styles![at(index)]!,
    },
  };
  let index = job.first;
  try {
    // One batch at a time, as in one thread: the previous batch's code and React copy go once replaced. Its
    // code is evaluated only when a route it renders is asked for: a patched batch's pages may all be its patch's.
    let module: ServerModule | undefined;
    let patch: ServerModule | undefined;
    const moduleFor = (i: number): ServerModule => (patchRenders(job, i) ? (patch ??= loadCommonJs<ServerModule>(batchCode(job.patch!))) : (module ??= loadCommonJs<ServerModule>(batchCode(job))));
    for (index of job.only ?? Array.from({ length: job.count }, (_, i) => job.first + i)) {
      awaitRoom();
      const page = renderPage(context, index, (i) => moduleFor(i).renderRoute(at(i), data.site, job.sidebars?.[at(i)]));
      // Copied out of Buffer's shared pool, so the page's bytes alone cross to the main thread.
      const html = new Uint8Array(page.html);
      sent++;
      post({ page: { index, html, ids: page.ids, links: page.links } }, [html.buffer as ArrayBuffer]);
    }
    post({ done: job.first });
  } catch (error) {
    const plain = error instanceof Error ? error : new Error(String(error));
    post({ failed: { index, message: plain.message, stack: plain.stack } });
  }
});
