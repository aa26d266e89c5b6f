// The entry of the output check's thread (see startOutputCheck): checks the output folder against the last
// build's record, posts the answer and ends.
import { parentPort, workerData } from "node:worker_threads";
import { outputAsRecorded } from "./buildRecord.js";
import type { OutputCheckJob, OutputCheckReply } from "./outputCheck.js";

const job = workerData as OutputCheckJob;
let reply: OutputCheckReply;
try {
  reply = { asRecorded: outputAsRecorded(job) };
} catch (error) {
  reply = { failed: error instanceof Error ? error.message : String(error) };
}
parentPort!.postMessage(reply);
