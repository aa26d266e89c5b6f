// A site built as its users build it (`edsite build --strict`, run in this process), served on a free port, with
// Chromium to look at it: what the browser suites of Docusaurus sites start from.
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { serveSite, type RunningServer } from "../../src/serve/serveSite.js";
import { chromiumForFile, watchConsole } from "../browser/chromium.js";
import { buildInProcess } from "../cli.js";

export interface ServedStrictBuild {
  /** What the build said and how it ended. */
  build: { code: number; stdout: string; stderr: string };
  /** The build's output folder. */
  dist: string;
  server: RunningServer;
  browser: Browser;
  /**
   * Opens a route of the site (in a new 1280×800 tab, or in `page`) once it has hydrated, with the console
   * problems it logs from the start.
   */
  open(route: string, page?: Page): Promise<{ page: Page; problems: string[] }>;
  close(): Promise<void>;
}

/** Builds the site in `root` with `--strict` and serves its output under `baseUrl`, whatever the build's outcome. */
export async function servedStrictBuild(root: string, baseUrl: string): Promise<ServedStrictBuild> {
  const build = await buildInProcess(root, "--strict");
  const dist = path.join(root, "dist");
  const server = await serveSite({ dir: dist, baseUrl, port: 0 });
  const browser = await chromiumForFile();
  return {
    build,
    dist,
    server,
    browser,
    async open(route, page) {
      const tab = page ?? (await browser.newPage({ viewport: { width: 1280, height: 800 } }));
      const problems = watchConsole(tab);
      await tab.goto(new URL(route, server.url).href, { waitUntil: "networkidle" });
      await tab.waitForSelector("html[data-hydrated=true]");
      return { page: tab, problems };
    },
    async close() {
      await browser.close();
      await server.close();
    },
  };
}
