import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import path from "node:path";
import { serveSite, type RunningServer } from "../../src/serve/serveSite.js";
import type { LaunchedChrome } from "chrome-launcher";
import { launchLighthouseChrome, measureBenchmarkIndex, median, runLighthouse, type LighthouseRun } from "./lighthouse.js";

// The landing page, a docs page and a blog post: one of each layout.
const PAGES = ["/ki-editor/", "/ki-editor/docs/introduction", "/ki-editor/blog/documentation-migration"];
/**
 * The median of five runs, as Lighthouse's variability guide advises. CI's run of 28 November (at 258d83d)
 * had one run in three per page score 81-84 against 96-98 for the others, a single task after the first
 * paint taking twice its usual time: the host, not the page. With three runs, two such runs of one page fail
 * the gate; with five, three must.
 */
const RUNS = 5;
/** A performance score of at least this passes a run. */
const PERFORMANCE_GATE = 95;

/**
 * Lighthouse slows the CPU 4× to turn a high-end desktop (benchmark index 1500 and up, its throttling
 * docs say) into its mid-tier phone. A 4× slowdown of a slower host is a slower phone than the one
 * Lighthouse scores against: CI's runs of 28 November counted 150-1,170 ms of blocking time where this
 * machine's counted 13-62 ms. So the slowdown is scaled down for a host below 1500, never up: on a fast host
 * the test is Lighthouse's own. The slow page below shows the scaled test still fails a page that blocks.
 */
const DESKTOP_BENCHMARK_INDEX = 1500;
const cpuSlowdownFor = (benchmarkIndex: number) => Math.min(4, Math.max(1, (4 * benchmarkIndex) / DESKTOP_BENCHMARK_INDEX));

let server: RunningServer;
let chrome: LaunchedChrome;
let cpuSlowdownMultiplier: number;

beforeAll(async () => {
  // serveSite compresses and sets cache headers like a real host, which Lighthouse scores.
  server = await serveSite({ dir: inject("kiDist"), baseUrl: "/ki-editor/", port: 0 });
  await warmUp(PAGES.map((page) => new URL(page, server.url)));
  const benchmarkIndex = await measureBenchmarkIndex();
  cpuSlowdownMultiplier = cpuSlowdownFor(benchmarkIndex);
  console.log(`benchmark index ${benchmarkIndex}: CPU slowdown ${cpuSlowdownMultiplier.toFixed(2)}×`);
  chrome = await launchLighthouseChrome();
});
afterAll(async () => {
  chrome?.kill();
  await server?.close();
});

/**
 * Asks for each page and what it links to as Chromium does, once, before any run. The server compresses a
 * file on its first request, in this process and on the main thread: each page's first run shared the CPU
 * with it, and scored 82-89 against 96-98 for its next two, in CI's run of 28 November and here.
 */
async function warmUp(pages: URL[]): Promise<void> {
  const headers = { "accept-encoding": "gzip, deflate, br" };
  for (const page of pages) {
    const html = await (await fetch(page, { headers })).text();
    const linked = [...html.matchAll(/(?:href|src)="(\/[^"]+)"/g)].map((match) => new URL(match[1]!, page));
    for (const url of linked) await (await fetch(url, { headers })).arrayBuffer();
  }
}

describe("Lighthouse", () => {
  for (const page of PAGES) {
    // Up to five Lighthouse runs per page: most of a minute on a 2-core machine.
    it(`${page} scores 100 on accessibility, best practices and SEO and ≥ ${PERFORMANCE_GATE} on performance`, { timeout: 600_000 }, async () => {
      // Accessibility, best practices and SEO are audits of the page as it stands, the same in every run;
      // only performance moves with the host. So one full run, then performance alone: a run without the
      // other three categories took 9.1-9.7 s against 11.0-11.7 s for a full one (the docs page, 3 pairs).
      const url = new URL(page, server.url).href;
      const full = await runLighthouse(chrome, url, { cpuSlowdownMultiplier });
      const runs: LighthouseRun[] = [full];
      // The median of five passes exactly when three of the five do: once three runs agree, the runs left
      // cannot change the verdict, and are not made (two runs of ten seconds a page, when the page is fine).
      const majority = Math.ceil(RUNS / 2);
      const passed = () => runs.filter((r) => r.performance >= PERFORMANCE_GATE).length;
      while (passed() < majority && runs.length - passed() < majority) {
        runs.push(await runLighthouse(chrome, url, { cpuSlowdownMultiplier, categories: ["performance"] }));
      }
      const summary = {
        // Of the runs made, which have the median of five's side of the gate (see above).
        performance: median(runs.map((r) => r.performance)),
        accessibility: full.accessibility,
        "best-practices": full["best-practices"],
        seo: full.seo,
      };
      const failing = [...new Set(runs.flatMap((r) => r.failing))];
      // The host's speed and any wait for the browser's first frame (see lighthouse.ts) explain most bad runs.
      const described = runs.map((r) => `${r.performance} (benchmark ${r.benchmarkIndex}, ${Math.round(r.idleBeforePaint)} ms idle before the first paint)`);
      console.log(`${page}: ${JSON.stringify(summary)} performance runs ${described.join(", ")}; failing audits: ${failing.join("; ")}`);
      expect({ ...summary, performance: passed() >= majority }, `failing audits: ${failing.join("; ")}`).toEqual({
        performance: true,
        accessibility: 100,
        "best-practices": 100,
        seo: 100,
      });
    });
  }
});

describe("Lighthouse can fail", () => {
  it(`scores a page whose script holds its first paint below ${PERFORMANCE_GATE} on performance, at the same CPU slowdown`, { timeout: 300_000 }, async () => {
    const bad = await serveSite({ dir: path.resolve("test/fixtures/quality-lighthouse-bad/site"), baseUrl: "/", port: 0 });
    try {
      const scores = await runLighthouse(chrome, new URL("slow.html", bad.url).href, { cpuSlowdownMultiplier, categories: ["performance", "seo"] });
      expect(scores.performance).toBeLessThan(PERFORMANCE_GATE);
      expect(scores.seo).toBe(100);
    } finally {
      await bad.close();
    }
  });

  it("scores a page without title, description or language below 100 on SEO and accessibility", { timeout: 300_000 }, async () => {
    const bad = await serveSite({ dir: path.resolve("test/fixtures/quality-lighthouse-bad/site"), baseUrl: "/", port: 0 });
    try {
      // Only the two categories asked about: a run without performance's trace is the shorter one.
      const scores = await runLighthouse(chrome, bad.url, { categories: ["seo", "accessibility"] });
      expect(scores.seo).toBeLessThan(100);
      expect(scores.accessibility).toBeLessThan(100);
    } finally {
      await bad.close();
    }
  });
});
