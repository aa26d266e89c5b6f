// The thread `edsite dev` runs in (see runDevServer): the whole dev server, with a young generation the
// CLI's own thread cannot be given once it has started. Its exit code is the command's.
import { parentPort, workerData } from "node:worker_threads";
import { formatError } from "../cli/printError.js";
import type { DevServerOptions } from "./startDevServer.js";

const options = workerData as DevServerOptions;
try {
  const { startDevServer } = await import("./startDevServer.js");
  const server = await startDevServer(options);
  // The CLI's thread asks once, on Ctrl-C or SIGTERM: the server writes its cache and snapshot, then ends.
  parentPort!.once("message", () => {
    void server.close().then(() => process.exit(0));
  });
} catch (error) {
  process.stderr.write(`${formatError(error, { root: options.root, debug: Boolean(options.debug) })}\n`);
  process.exit(1);
}
