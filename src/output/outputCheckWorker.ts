// The entry of the output check's thread (see startOutputCheck): checks the output folder against the last
// build's record, posts the answer and ends.
import { workerData } from "node:worker_threads";
import { outputAsRecorded } from "./buildRecord.js";
import type { OutputCheckJob } from "./outputCheck.js";
import { answerThreadJob } from "../package/threadJob.js";

const job = workerData as OutputCheckJob;
answerThreadJob(() => outputAsRecorded(job));
