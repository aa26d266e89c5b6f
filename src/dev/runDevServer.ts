// A dev server builds the site again on every save, and each build makes many short-lived trees (Markdown,
// HTML, JavaScript syntax). In V8's default young generation (16 MB semi-spaces) they outlive a scavenge or
// two and get copied and promoted, and a save paid 15-25 ms for it. A worker thread can be given a bigger one
// (`resourceLimits`), so the CLI runs the server in one; it stays one process, which a kill stops whole.
import { Worker } from "node:worker_threads";
import { workerEntry } from "../package/workerEntry.js";
import type { DevServerOptions } from "./startDevServer.js";

/** Three 64 MB spaces (two semi-spaces and the space for large new objects). */
const YOUNG_GENERATION_MB = 192;

/**
 * Starts `edsite dev` in its own thread; resolves when it stopped, with the process's exit code. Ctrl-C and
 * SIGTERM stop it the way the in-thread server stops (the cache and snapshot are written first); a second
 * one ends the thread at once.
 */
export async function runDevServer(options: DevServerOptions): Promise<number> {
  const file = workerEntry("dev-worker");
  if (!file) return runHere(options);
  const worker = new Worker(file, { workerData: options, resourceLimits: { maxYoungGenerationSizeMb: YOUNG_GENERATION_MB } });
  // The first Ctrl-C lets the server write its cache and snapshot; a second one does not wait for that.
  let stopping = false;
  const stop = () => {
    if (stopping) void worker.terminate();
    else worker.postMessage("stop");
    stopping = true;
  };
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
  try {
    return await new Promise<number>((resolve, reject) => {
      worker.once("error", reject);
      worker.once("exit", resolve);
    });
  } finally {
    process.off("SIGINT", stop);
    process.off("SIGTERM", stop);
  }
}

/** The same server in this thread, where there is no compiled worker entry (edsite run from its sources). */
async function runHere(options: DevServerOptions): Promise<number> {
  // Loaded here only: with the worker, this thread never needs the server's modules.
  const { startDevServer } = await import("./startDevServer.js");
  const server = await startDevServer(options);
  await new Promise<void>((resolve) => {
    process.once("SIGINT", resolve);
    process.once("SIGTERM", resolve);
  });
  await server.close();
  return 0;
}
