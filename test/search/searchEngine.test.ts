import { describe, expect, it } from "vitest";
import lunr from "lunr";
import { buildLunrIndex, roundWeight } from "../../src/search/buildLunrIndex.js";
import { DEFAULT_SEARCH_OPTIONS } from "../../src/search/buildSearchFiles.js";
import type { SearchEntry } from "../../src/search/searchEntries.js";
import { createSearchEngine } from "../../src/client/search/searchEngine.js";
import { expandLunrIndexSteps } from "../../src/client/search/expandLunrIndex.js";
import { runToEnd } from "../../src/client/search/slicedWork.js";
import type { CompactLunrIndex } from "../../src/shared/searchData.js";
import { lunrBuilderIndex, lunrBuilderWeights, weightsOf } from "./lunrOracle.js";

function entry(url: string, title: string, text: string, keywords: string[] = [], section?: string): SearchEntry {
  return { doc: { title, section, url, text }, keywords };
}

function engineFor(entries: SearchEntry[]) {
  const compact = JSON.parse(JSON.stringify(buildLunrIndex(entries))) as CompactLunrIndex;
  return createSearchEngine(lunr, { searchDocs: entries.map((e) => e.doc), options: DEFAULT_SEARCH_OPTIONS }, compact);
}

const urls = (hits: { doc: { url: string } }[]) => hits.map((h) => h.doc.url);

describe("field boosts", () => {
  it("ranks a word in the title above one in the keywords above one in the text", () => {
    const engine = engineFor([
      entry("/text", "Plain page", "Here the zebra is only mentioned in passing among other words."),
      entry("/keywords", "Other page", "Nothing to see.", ["zebra"]),
      entry("/title", "Zebra", "Nothing to see."),
    ]);
    expect(urls(engine.search("zebra"))).toEqual(["/title", "/keywords", "/text"]);
  });

  it("searches a section by its heading", () => {
    const engine = engineFor([
      entry("/page", "Page", "Intro."),
      entry("/page#colours", "Page", "Text about nothing in particular.", [], "Colours"),
    ]);
    expect(urls(engine.search("colours"))).toEqual(["/page#colours"]);
  });
});

describe("matching", () => {
  const engine = engineFor([
    entry("/multi", "Multi-cursor mode", "Add cursors everywhere."),
    entry("/surround", "Surround", "Wrap the selection in brackets."),
    entry("/selection", "Selections", "The selection is what an action works on."),
  ]);

  it("finds a hyphenated word by its first part as a prefix", () => {
    expect(urls(engine.search("multi"))).toEqual(["/multi"]);
    expect(urls(engine.search("mul"))).toEqual(["/multi"]);
  });

  it("finds other forms of a word through the stemmer", () => {
    expect(urls(engine.search("cursor"))).toEqual(["/multi"]);
    expect(urls(engine.search("selecting"))[0]).toBe("/selection");
  });

  it("forgives one typo in words of five letters or more, not in shorter ones", () => {
    expect(urls(engine.search("suround"))).toEqual(["/surround"]);
    expect(urls(engine.search("wrapp"))).toEqual(["/surround"]);
    expect(urls(engine.search("wap"))).toEqual([]);
  });

  it("ignores stop words and lunr's query syntax", () => {
    expect(urls(engine.search("the surround"))).toEqual(["/surround"]);
    expect(urls(engine.search("surround^10 *:~"))).toEqual(["/surround"]);
    expect(engine.search("   ")).toEqual([]);
  });

  it("puts hits with every word before hits with some", () => {
    const both = engineFor([
      entry("/one", "Brackets brackets brackets", "Brackets."),
      entry("/two", "Quotes", "Brackets and quotes."),
    ]);
    expect(urls(both.search("brackets quotes"))[0]).toBe("/two");
  });

  it("on a large site, searches a word that is in too many bodies in titles and keywords only", () => {
    const large = engineFor([
      ...Array.from({ length: 2500 }, (_, i) => entry(`/p${i}`, `Page ${i}`, "the common word")),
      entry("/titled", "Common ground", "Nothing else."),
      entry("/rare", "Rare page", "A rare word, and common too."),
    ]);
    expect(urls(large.search("common"))).toEqual(["/titled"]);
    // A rarer word still brings in body matches, and the common word's title match still counts.
    expect(urls(large.search("rare common"))).toEqual(["/rare", "/titled"]);
  });

  it("returns at most maxHits hits", () => {
    const many = engineFor(Array.from({ length: 20 }, (_, i) => entry(`/p${i}`, `Page ${i}`, "common word")));
    expect(many.search("common")).toHaveLength(DEFAULT_SEARCH_OPTIONS.maxHits);
  });

  it("marks the matched words in title, heading and snippet", () => {
    const hit = engineFor([entry("/a#b", "Cursor guide", "Adding cursors is easy.", [], "More cursors")]).search("cursor")[0]!;
    expect(hit.title).toEqual([{ text: "Cursor", mark: true }, { text: " guide", mark: false }]);
    expect(hit.section).toEqual([{ text: "More ", mark: false }, { text: "cursors", mark: true }]);
    expect(hit.snippet).toEqual([{ text: "Adding ", mark: false }, { text: "cursors", mark: true }, { text: " is easy.", mark: false }]);
  });
});

describe("the compact index", () => {
  const entries = [
    entry("/a", "Alpha page", "Alpha beta gamma delta — and (the) beta-gamma again: BETA."),
    entry("/b", "Beta page", "Beta gamma, and again beta.", [], "Beta section"),
    entry("/c", "Gamma", "Epsilon.", ["delta", "multi-word keyword"]),
    entry("/d", "Empty", ""),
  ];

  it("holds the weights lunr's own builder gives, rounded", () => {
    expect(weightsOf(buildLunrIndex(entries))).toEqual(lunrBuilderWeights(entries));
  });

  it("expands to lunr's own serialization, postings and all", () => {
    const original = lunrBuilderIndex(entries).toJSON() as unknown as { invertedIndex: [string, Record<string, unknown>][] };
    const expanded = runToEnd(expandLunrIndexSteps(buildLunrIndex(entries)));
    const postings = (inverted: [string, Record<string, unknown>][]) =>
      inverted.map(([term, posting]) => [term, Object.fromEntries(Object.entries(posting).filter(([key]) => key !== "_index"))]);
    expect(postings(expanded.invertedIndex)).toEqual(postings(original.invertedIndex));
  });

  it("ranks like lunr's own index", () => {
    const full = lunrBuilderIndex(entries);
    const loaded = lunr.Index.load(runToEnd(expandLunrIndexSteps(buildLunrIndex(entries))));
    for (const query of ["beta", "gamma", "delta", "alpha epsilon", "keyword"]) {
      expect(loaded.search(query).map((r) => r.ref), query).toEqual(full.search(query).map((r) => r.ref));
    }
  });

  it("rounds weights to quarter octaves", () => {
    expect(roundWeight(1)).toBe(1);
    expect(roundWeight(2.1)).toBe(2);
    expect(roundWeight(1.2)).toBe(1.2);
    expect(roundWeight(0)).toBe(0);
  });
});
