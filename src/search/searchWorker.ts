// The entry of the search worker thread (see startSearch): builds the search files of the entries it was
// started with, posts them and ends.
import { parentPort, workerData } from "node:worker_threads";
import { searchFilesOf } from "./buildSearchFiles.js";
import type { SearchJob, SearchReply } from "./searchWorkerProtocol.js";

const job = workerData as SearchJob;
searchFilesOf(job.entries, job.settings).then(
  (files) => parentPort!.postMessage({ files } satisfies SearchReply),
  (error: unknown) => {
    const plain = error instanceof Error ? error : new Error(String(error));
    parentPort!.postMessage({ failed: { message: plain.message, stack: plain.stack } } satisfies SearchReply);
  },
);
