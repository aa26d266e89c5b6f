import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { pageFunctions } from "lighthouse/core/lib/page-functions.js";
import { CHROMIUM, launchChromium } from "../browser/chromium.js";

export interface LighthouseScores {
  performance: number;
  accessibility: number;
  "best-practices": number;
  seo: number;
  /** Titles of the audits that cost points, for the failure message. */
  failing: string[];
}

export interface LighthouseRun extends LighthouseScores {
  /** Lighthouse's measure of the host's CPU, taken in the page before it loads. */
  benchmarkIndex: number;
  /**
   * Milliseconds between the load event and the first contentful paint during which the page's main thread
   * did nothing: time the page spent waiting on the browser, not on its own work (see CHROME_FLAGS).
   */
  idleBeforePaint: number;
}

/**
 * chrome-launcher's own flags, but for one: they turn off RenderDocument, which Chromium has on. With it off,
 * the first paint came 0.7 to 1.8 s after the load event, the page's main thread idle all the while, in 18
 * of 20 runs of the docs and blog pages on 28 November: headless Chromium had stopped sending the page
 * frames but one a second (viz's BeginFrame throttling, GoogleChrome/lighthouse#17148). Lantern then
 * counted every request that finished before that late paint, and the blog post scored as low as 90 in
 * those runs against 97-98 in the others. With it on, no run of 8 waited.
 */
const CHROME_FLAGS = [
  ...chromeLauncher.Launcher.defaultFlags().map((flag) => (flag.startsWith("--disable-features=") ? flag.replace(/,?\bRenderDocument\b/, "") : flag)),
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
];

/**
 * Chromium for a file's Lighthouse runs, all of them: each run opens a tab of its own and closes it, and clears
 * the site's cache and storage before it loads the page. A launch a run cost about a second: four runs of the
 * docs page took 26.4-26.9 s in one browser against 30.5-34.1 s in a browser each, with the same scores
 * (97-98; 29 November 2026, two rounds).
 */
export function launchLighthouseChrome(): Promise<chromeLauncher.LaunchedChrome> {
  return chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS, ignoreDefaultFlags: true });
}

/**
 * Runs Lighthouse (mobile emulation, its default) against a URL in `chrome` and returns the four category
 * scores out of 100 (0 for a category left out of `categories`), with what the caller needs to judge the run
 * itself (see idleBeforePaint).
 */
export async function runLighthouse(chrome: { port: number }, url: string, options: { cpuSlowdownMultiplier?: number; categories?: (keyof LighthouseScores)[] } = {}): Promise<LighthouseRun> {
  // Lighthouse merges a partial throttling object into its mobile defaults, so only the CPU changes.
  const throttling = options.cpuSlowdownMultiplier === undefined ? undefined : { cpuSlowdownMultiplier: options.cpuSlowdownMultiplier };
  const categories = options.categories ?? ["performance", "accessibility", "best-practices", "seo"];
  const result = await lighthouse(url, {
    port: chrome.port,
    output: "json",
    logLevel: "error",
    onlyCategories: categories,
    throttling,
    // Neither scores: the report's full-page picture (1.5 s a run) and, in a performance-only run, the
    // back/forward cache diagnostic (0.5 s), by Lighthouse's own timings of a docs page's runs.
    disableFullPageScreenshot: true,
    skipAudits: categories.length === 1 && categories[0] === "performance" ? ["bf-cache"] : undefined,
  });
  const lhr = result!.lhr;
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const failing = Object.values(lhr.audits)
    .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode !== "informative" && a.scoreDisplayMode !== "manual" && a.scoreDisplayMode !== "notApplicable")
    .map((a) => `${a.id} (${a.displayValue ?? a.score})`);
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    "best-practices": score("best-practices"),
    seo: score("seo"),
    failing,
    benchmarkIndex: lhr.environment.benchmarkIndex,
    idleBeforePaint: idleBeforePaint(lhr.audits),
  };
}

interface ObservedMetrics {
  observedLoad?: number;
  observedFirstContentfulPaint?: number;
}

function idleBeforePaint(audits: Record<string, { details?: unknown }>): number {
  const metrics = (audits.metrics?.details as { items?: ObservedMetrics[] } | undefined)?.items?.[0];
  const tasks = (audits["main-thread-tasks"]?.details as { items?: { startTime: number; duration: number }[] } | undefined)?.items ?? [];
  const from = metrics?.observedLoad;
  const to = metrics?.observedFirstContentfulPaint;
  if (from === undefined || to === undefined || to <= from) return 0;
  let busy = 0;
  for (const task of tasks) busy += Math.max(0, Math.min(to, task.startTime + task.duration) - Math.max(from, task.startTime));
  return to - from - busy;
}

/** The middle value: what a run says once one bad moment is set aside. */
export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/**
 * Lighthouse's benchmark of this machine's CPU (the one it reports as benchmarkIndex), run in the same
 * Chromium the audits use; the median of three, since one run can land on a busy moment.
 */
export async function measureBenchmarkIndex(): Promise<number> {
  const browser = await launchChromium();
  try {
    const values: number[] = [];
    // A fresh page each time, as Lighthouse measures: in one page, later runs gain from the first one's
    // compiled code and read up to half again as fast.
    for (let i = 0; i < 3; i++) {
      const page = await browser.newPage();
      values.push(await page.evaluate(pageFunctions.computeBenchmarkIndex));
      await page.close();
    }
    return median(values);
  } finally {
    await browser.close();
  }
}
