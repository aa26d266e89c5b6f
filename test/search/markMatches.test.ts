import { describe, expect, it } from "vitest";
import { markMatches, snippet } from "../../src/client/search/markMatches.js";
import { queryWords } from "../../src/client/search/queryWords.js";
import { completions } from "../../src/client/search/completions.js";
import { SEARCH_SEPARATOR } from "../../src/shared/searchData.js";

const is = (...words: string[]) => (word: string) => words.includes(word);
const marked = (parts: { text: string; mark: boolean }[]) => parts.filter((p) => p.mark).map((p) => p.text);
const joined = (parts: { text: string }[]) => parts.map((p) => p.text).join("");

describe("queryWords", () => {
  it("splits on spaces and hyphens, lowercases, trims punctuation and drops repeats", () => {
    expect(queryWords("  Multi-Cursor (mode), MODE!", SEARCH_SEPARATOR)).toEqual(["multi", "cursor", "mode"]);
  });
});

describe("completions", () => {
  const sorted = ["mod", "modal", "mode", "model", "modifi", "multi", "multipl"];

  it("lists the terms with the prefix, shortest first, at most the limit", () => {
    expect(completions(sorted, "mod", 3)).toEqual(["mod", "mode", "modal"]);
    expect(completions(sorted, "mul", 10)).toEqual(["multi", "multipl"]);
    expect(completions(sorted, "x", 10)).toEqual([]);
    expect(completions(sorted, "a", 10)).toEqual([]);
  });
});

describe("markMatches", () => {
  it("marks whole words, not the punctuation around them, and keeps the text intact", () => {
    const parts = markMatches("Use (swap) mode, then swap-mode.", SEARCH_SEPARATOR, is("swap"));
    expect(marked(parts)).toEqual(["swap", "swap"]);
    expect(joined(parts)).toBe("Use (swap) mode, then swap-mode.");
  });

  it("tests each word in its lowercase form", () => {
    expect(marked(markMatches("Swap SWAP", SEARCH_SEPARATOR, is("swap")))).toEqual(["Swap", "SWAP"]);
  });
});

describe("snippet", () => {
  const words = Array.from({ length: 60 }, (_, i) => `w${i}`);
  const text = words.join(" ");

  it("shows the opening when nothing in the text matched", () => {
    const parts = snippet(text, SEARCH_SEPARATOR, 20, () => false);
    expect(joined(parts)).toBe("w0 w1 w2 w3 w4 w5 w6…");
  });

  it("shows the text around the first match, cut between words", () => {
    const parts = snippet(text, SEARCH_SEPARATOR, 20, is("w30"));
    expect(joined(parts)).toBe("…w29 w30 w31 w32 w33…");
    expect(marked(parts)).toEqual(["w30"]);
  });

  it("fills the window from before a match near the end", () => {
    const parts = snippet(text, SEARCH_SEPARATOR, 20, is("w59"));
    expect(joined(parts)).toBe("…w55 w56 w57 w58 w59");
  });

  it("starts on a word, not on the punctuation before it", () => {
    expect(joined(snippet("alpha beta, gamma delta", SEARCH_SEPARATOR, 12, is("gamma")))).toBe("…gamma…");
  });

  it("keeps a short text whole", () => {
    expect(snippet("Just this.", SEARCH_SEPARATOR, 20, is("this"))).toEqual([
      { text: "Just ", mark: false },
      { text: "this", mark: true },
      { text: ".", mark: false },
    ]);
  });
});
