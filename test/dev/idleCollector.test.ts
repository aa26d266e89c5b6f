import { constants, PerformanceObserver } from "node:perf_hooks";
import { afterEach, expect, it } from "vitest";
import { idleCollector } from "../../src/dev/idleCollector.js";

let observer: PerformanceObserver | undefined;
afterEach(() => observer?.disconnect());

/** The kinds of the collections V8 was asked for (not the ones it ran by itself), as they are reported. */
function forcedCollections(): number[] {
  const seen: number[] = [];
  observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const detail = (entry as unknown as { detail: { kind: number; flags: number } }).detail;
      if (detail.flags & constants.NODE_PERFORMANCE_GC_FLAGS_FORCED) seen.push(detail.kind);
    }
  });
  observer.observe({ entryTypes: ["gc"] });
  return seen;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

it("collects the young generation once the delay passes", async () => {
  const seen = forcedCollections();
  idleCollector(10).schedule();
  await wait(100);
  expect(seen).toEqual([constants.NODE_PERFORMANCE_GC_MINOR]);
});

it("collects nothing when a build starts first, and once for many schedules", async () => {
  const seen = forcedCollections();
  const collector = idleCollector(30);
  collector.schedule();
  collector.cancel();
  await wait(100);
  expect(seen).toHaveLength(0);
  collector.schedule();
  collector.schedule();
  await wait(100);
  expect(seen).toHaveLength(1);
});
