import { describe, expect, it } from "vitest";
import lunr from "lunr";
import { runInSlices, runToEnd, type Steps } from "../../src/client/search/slicedWork.js";
import { createSearchEngine, createSearchEngineInSlices } from "../../src/client/search/searchEngine.js";
import { buildLunrIndex } from "../../src/search/buildLunrIndex.js";
import { DEFAULT_SEARCH_OPTIONS } from "../../src/search/buildSearchFiles.js";
import type { SearchEntry } from "../../src/search/searchEntries.js";

/** Work of `count` steps of `ms` each, noting at each step whether a timer set before it began has fired. */
function* busySteps(count: number, ms: number, timerFired: () => boolean, seen: boolean[]): Steps<number> {
  for (let i = 0; i < count; i++) {
    const until = performance.now() + ms;
    while (performance.now() < until);
    seen.push(timerFired());
    yield;
  }
  return count;
}

describe("work in slices", () => {
  it("lets a waiting task run between slices, where running to the end does not", async () => {
    for (const sliced of [false, true]) {
      let fired = false;
      setTimeout(() => (fired = true), 0);
      const seen: boolean[] = [];
      const steps = busySteps(20, 2, () => fired, seen);
      const result = sliced ? await runInSlices(steps, { sliceMs: 5 }) : runToEnd(steps);
      expect(result).toBe(20);
      expect(seen.includes(true), sliced ? "sliced" : "at once").toBe(sliced);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  });
});

describe("the search engine loaded in slices", () => {
  const words = ["cursor", "selection", "modal", "keyboard", "structural", "syntax", "node", "token", "line", "word"];
  const entries: SearchEntry[] = Array.from({ length: 300 }, (_, i) => ({
    doc: { title: `Page ${i} ${words[i % 10]}`, url: `/p${i}`, text: `${words[(i * 3) % 10]} ${words[(i * 7) % 10]} term${i} shared text about ${words[i % 7]}` },
    keywords: [],
  }));
  const docFile = { searchDocs: entries.map((e) => e.doc), options: DEFAULT_SEARCH_OPTIONS };

  it("pauses many times on a site of hundreds of sections, and answers as the engine loaded at once", async () => {
    let pauses = 0;
    const sliced = await createSearchEngineInSlices(lunr, docFile, buildLunrIndex(entries), { sliceMs: 0, pause: async () => void pauses++ });
    const whole = createSearchEngine(lunr, docFile, buildLunrIndex(entries));
    expect(pauses).toBeGreaterThan(300);
    for (const query of ["cursor", "sel", "keybord", "term12", "modal syntax", "shared"]) {
      const urls = (engine: typeof whole) => engine.search(query).map((hit) => hit.doc.url);
      expect(urls(sliced), query).toEqual(urls(whole));
      expect(urls(whole).length, query).toBeGreaterThan(0);
    }
  });
});
