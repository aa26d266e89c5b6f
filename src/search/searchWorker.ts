// The entry of the search worker thread (see startSearch): builds the search files of the entries it was
// started with, posts them (see movableSearchFiles) and ends.
import { setPriority } from "node:os";
import { workerData } from "node:worker_threads";
import { searchFilesOf } from "./buildSearchFiles.js";
import type { SearchJob } from "./searchWorkerProtocol.js";
import { answerThreadJob } from "../package/threadJob.js";
import { movableSearchFiles, movedBuffers } from "./movableSearchFiles.js";

// The search is seldom what a build waits for last, but on two cores it took CPU from the main thread and
// esbuild, which are: at the lowest priority it runs on what they leave. Linux keeps a nice value per thread,
// and this call (for process 0, the caller) sets this thread's alone. 10,000 generated pages, one page's
// text edited (27 November 2026): 4.44 s against 4.66 s, bundle stage 1.43 s against 1.62 s (medians of 7
// alternating pairs; faster in 5, level in 1), peak 20 MB higher, as the thread lives longer; the cold
// build's peak, at the end of bundling, was no higher (952 MB against 1,007 MB, one pair).
try {
  setPriority(19);
} catch {
  // Kept at the process's priority where the system refuses.
}
const job = workerData as SearchJob;
answerThreadJob(
  // Consumed: `workerData` would hold the entries, every page's whole text, to the end of the job.
  async () => movableSearchFiles(await searchFilesOf(job.entries, job.settings, { consume: true, bytes: true })),
  movedBuffers,
);
