import { startDevServer, type DevServerOptions } from "./startDevServer.js";

/**
 * Runs `edsite dev` until Ctrl-C or SIGTERM, then stops it the way it stops (its cache and snapshot are
 * written first); resolves with the process's exit code.
 */
export async function runDevServer(options: DevServerOptions): Promise<number> {
  const server = await startDevServer(options);
  await new Promise<void>((resolve) => {
    process.once("SIGINT", resolve);
    process.once("SIGTERM", resolve);
  });
  await server.close();
  return 0;
}
