// Starts `edsite dev` on a site for the dev benchmarks, and follows its terminal output.
import { spawn } from "node:child_process";
import path from "node:path";

/**
 * Starts `edsite dev` on `site` and resolves once `page` (under `base`) has been served, with how long it
 * took to listen and to serve it. The page is asked for at once: with nothing to serve yet, the dev server
 * builds that page first, and holds any other request until the whole site is built.
 */
export async function startDev(repo, site, { base, page }) {
  const begin = performance.now();
  const child = spawn(process.execPath, [path.join(repo, "bin/edsite.js"), "--root", site, "dev", "--port", "0"], { stdio: ["ignore", "ignore", "pipe"] });
  let log = "";
  const waiters = [];
  child.stderr.on("data", (chunk) => {
    log += chunk;
    for (const w of waiters.splice(0)) w();
  });
  /** The first match of `pattern` in what the server printed after the first `from` characters. */
  const waitForLog = async (pattern, from = 0) => {
    const deadline = Date.now() + 60_000;
    for (;;) {
      const match = pattern.exec(log.slice(from));
      if (match) return match;
      if (child.exitCode !== null || Date.now() > deadline) throw new Error(`edsite dev never printed ${pattern}:\n${log.slice(-4000)}`);
      await new Promise((resolve) => {
        waiters.push(resolve);
        setTimeout(resolve, 1000);
      });
    }
  };
  const url = (await waitForLog(/serving on (http:\/\/\S+)/))[1];
  const listening = performance.now() - begin;
  const home = new URL(base, url).href;
  const res = await fetch(new URL(page, home));
  if (!res.ok) throw new Error(`${res.status} for the first page:\n${log}`);
  await res.text();
  const firstPage = performance.now() - begin;
  return {
    url: home,
    pid: child.pid,
    begin,
    timing: { listening, firstPage },
    log: () => log,
    waitForLog,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once("exit", resolve);
        child.kill("SIGTERM");
      }),
  };
}
