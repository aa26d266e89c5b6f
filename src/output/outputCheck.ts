// An incremental build, and one that finds nothing changed, first makes sure the output folder is as the last
// build left it: a stamp for each of its files and folders, 37,677 files and 12,230 folders at 10,000
// generated pages, 0.23-0.26 s of stat calls. Those wait for nothing an incremental build does, so on a big
// output they run on a thread of their own from the moment the build is known to be needed, while this
// thread reads the caches; the build asks for the answer when it needs it. One page's text edited at 10,000
// generated pages, 7 alternating pairs (27 November 2026): 4.57 s against 4.80 s (medians; faster in 5,
// level in 1), peak 25 MB higher. Started as soon as the record was read, while the sources' check could still
// find nothing changed, it made a rebuild with nothing changed no faster (0.59 s against 0.58 s) and peaked
// 50 MB higher: that check runs in the calling thread (see lastBuildHolds).
import { startThreadJob } from "../package/threadJob.js";
import { workerEntry } from "../package/workerEntry.js";
import { outputAsRecorded, type RecordedFolder } from "./buildRecord.js";

/** Files from which the check runs on a thread: below it, starting one costs more than the stat calls (the Ki site has 205 files). */
export const OUTPUT_CHECK_THREAD_FROM_FILES = 2000;

/** What the thread (outputCheckWorker.ts) is started with; it answers whether the folder is as recorded. */
export type OutputCheckJob = RecordedFolder;

/** Whether the output folder is as the record says (see outputAsRecorded); asked once or more, checked once. */
export type OutputCheck = () => Promise<boolean>;

/**
 * Starts checking the output folder against `record`: on a thread when edsite runs from lib/ and the record
 * lists OUTPUT_CHECK_THREAD_FROM_FILES files or more, else in this thread when first asked. The thread does
 * not keep the process alive until the answer is asked for: a build that stops before needs no answer.
 */
export function startOutputCheck(record: RecordedFolder): OutputCheck {
  const workerFile = record.files.length >= OUTPUT_CHECK_THREAD_FROM_FILES ? workerEntry("output-check-worker") : undefined;
  if (!workerFile) {
    let answer: Promise<boolean> | undefined;
    return () => (answer ??= Promise.resolve(outputAsRecorded(record)));
  }
  return checkOnThread(workerFile, record);
}

/**
 * Checks the output folder against `record` on a thread running `workerFile` (lib/output-check-worker.js),
 * started now; the returned function gives the answer, and until it is called the thread does not keep the
 * process alive.
 */
export function checkOnThread(workerFile: string, record: RecordedFolder): OutputCheck {
  return startThreadJob<boolean>(workerFile, { outDir: record.outDir, files: record.files, folders: record.folders } satisfies OutputCheckJob, "output check's thread");
}
