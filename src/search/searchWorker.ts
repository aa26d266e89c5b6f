// The entry of the search worker thread (see startSearch): builds the search files of the entries it was
// started with, posts them and ends.
import { workerData } from "node:worker_threads";
import { searchFilesOf } from "./buildSearchFiles.js";
import type { SearchJob } from "./searchWorkerProtocol.js";
import { answerThreadJob } from "../package/threadJob.js";

const job = workerData as SearchJob;
answerThreadJob(() => searchFilesOf(job.entries, job.settings));
