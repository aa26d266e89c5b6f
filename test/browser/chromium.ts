import type { Browser, BrowserContext, Page } from "playwright-core";
import { launchChromium } from "../../scripts/chromium.mjs";

export { CHROMIUM, launchChromium } from "../../scripts/chromium.mjs";

/** One Chromium for every test file this worker process runs (vitest's files share it: isolate is off). */
let running: Promise<Browser> | undefined;

/**
 * Chromium for one test file: the worker's one browser, whose `close()` closes the contexts and pages the
 * file opened rather than the browser. Each file launching a browser of its own cost 1.4 s and as much CPU
 * time a launch (5 launches and closes: 7.0 s, 7.7 s of CPU), with some 36 files launching one. Pages still
 * get a context each (`newPage`) or the one they are given, so no file sees another's storage or cache.
 */
export async function chromiumForFile(): Promise<Browser> {
  const launching = (running ??= launchChromium());
  let browser: Browser;
  try {
    browser = await launching;
  } catch (error) {
    running = undefined;
    throw error;
  }
  if (!browser.isConnected()) {
    // A browser that crashed or was closed by hand takes none of the next files with it.
    if (running === launching) running = undefined;
    return chromiumForFile();
  }
  const opened = new Set<BrowserContext>();
  const track = (context: BrowserContext) => {
    opened.add(context);
    context.once("close", () => opened.delete(context));
    return context;
  };
  return new Proxy(browser, {
    get(target, property) {
      if (property === "newContext") return async (...args: Parameters<Browser["newContext"]>) => track(await target.newContext(...args));
      if (property === "newPage") {
        return async (...args: Parameters<Browser["newPage"]>) => {
          const page = await target.newPage(...args);
          track(page.context());
          return page;
        };
      }
      if (property === "contexts") return () => [...opened];
      if (property === "close") return async () => void (await Promise.all([...opened].map((context) => context.close().catch(() => undefined))));
      const value = Reflect.get(target, property, target) as unknown;
      return typeof value === "function" ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}

/** Collects console errors, page errors and React hydration complaints, so a test can assert there were none. */
export function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on("console", (msg) => {
    // The browser asks for the favicon on its own, whenever it likes; small fixture sites have none, and
    // that 404 says nothing about the page (the link checks cover the real site's favicon).
    if (/\/favicon\.(svg|ico)$/.test(msg.location().url)) return;
    if (msg.type() === "error" || /hydrat/i.test(msg.text())) problems.push(`${msg.type()}: ${msg.text()}`);
  });
  page.on("pageerror", (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}
