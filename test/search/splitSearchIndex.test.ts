// The split search files: a query over the shards it needs must rank exactly as the whole index does, and
// fetch only those shards and the doc chunks of its hits.
import { beforeAll, describe, expect, it } from "vitest";
import lunr from "lunr";
import { DEFAULT_SEARCH_OPTIONS, searchFilesOf, searchPaths, STORED_TEXT_LENGTH, type SearchFiles } from "../../src/search/buildSearchFiles.js";
import { fileHash } from "../../src/output/fileHash.js";
import { buildLunrIndex, countTerms } from "../../src/search/buildLunrIndex.js";
import { splitSearchIndex } from "../../src/search/splitSearchIndex.js";
import { mergeShards } from "../../src/client/search/mergeShards.js";
import { searchEntries, type SearchEntry } from "../../src/search/searchEntries.js";
import { shardOf, shardsWithPrefix } from "../../src/client/search/shardLookup.js";
import { BODY_POSTING_BUDGET, splitFileName, type LunrIndexShard, type SplitLunrIndex, type SplitSearchDocFile } from "../../src/shared/searchData.js";
import type { WholeSearchEngine } from "../../src/client/search/searchEngine.js";
import { compileSite, engineOf, splitEngineOf, splitSearch } from "./searchSite.js";

/** Small files, so that even the Ki docs make dozens of shards and chunks. */
const TINY = { splitAboveChars: 0, splitSizes: { shardChars: 1200, chunkSize: 10 } };

let kiEntries: SearchEntry[];
let kiWhole: SearchFiles;
let kiSplit: SearchFiles;

beforeAll(async () => {
  const site = await compileSite(".");
  kiEntries = searchEntries(site.routes, site.modules);
  [kiWhole, kiSplit] = await Promise.all([searchFilesOf(kiEntries, { baseUrl: "/ki-editor/", timestamp: 5 }), searchFilesOf(kiEntries, { baseUrl: "/ki-editor/", timestamp: 5, ...TINY })]);
});

const manifest = (files: SearchFiles) => JSON.parse(String(files.files[1]!.contents)) as SplitLunrIndex;
const docList = (files: SearchFiles) => JSON.parse(String(files.files[0]!.contents)) as SplitSearchDocFile;

/** The entries' own words, in a fixed order spread over the alphabet. */
function wordsOf(entries: SearchEntry[]): (i: number) => string {
  const words = [...new Set(entries.flatMap((e) => `${e.doc.title} ${e.doc.text}`.toLowerCase().match(/[a-z]{3,}/g) ?? []))].sort();
  return (i) => words[(i * 7919) % words.length]!;
}

/** Queries from the entries' own words: single words, prefixes, two words, titles. */
function queriesOf(entries: SearchEntry[], count: number): string[] {
  const pick = wordsOf(entries);
  const queries: string[] = [];
  for (let i = 0; i < count; i++) queries.push(pick(i), pick(i).slice(0, 3), `${pick(i)} ${pick(i + count)}`);
  const titles = [...new Set(entries.map((e) => e.doc.section ?? e.doc.title))];
  for (let i = 0; i < count; i++) queries.push(titles[(i * 31) % titles.length]!);
  return queries;
}

async function expectSameHits(whole: WholeSearchEngine, split: SearchFiles, queries: string[]): Promise<void> {
  const engine = splitEngineOf(split);
  for (const query of queries) expect(await splitSearch(engine, query), query).toEqual(whole.search(query));
}

describe("splitting the Ki docs' index", () => {
  it("keeps the Ki site's two files whole at the default threshold", () => {
    expect(kiWhole.files.map((f) => f.path)).toEqual(["ki-editor/assets/search-doc-5.json", "ki-editor/assets/lunr-index-5.json"]);
    expect(kiWhole.split).toBeUndefined();
  });

  it("writes the shards and chunks beside the two timestamped files, named by their place and their contents' hash", () => {
    const names = kiSplit.files.map((f) => f.path);
    expect(names.slice(0, 2)).toEqual(["ki-editor/assets/search-doc-5.json", "ki-editor/assets/lunr-index-5.json"]);
    expect(manifest(kiSplit).shards.length).toBeGreaterThan(10);
    expect(docList(kiSplit).chunkCount).toBe(Math.ceil(kiEntries.length / 10));
    for (const name of names.slice(2)) expect(name).toMatch(/^ki-editor\/assets\/(lunr-index|search-doc)-\d+-[0-9a-f]{12}\.json$/);
    expect(kiSplit.split?.files).toBe(names.length - 2);
  });

  it("keeps every chunk's name in a later build whose snippets are unchanged, and renames the shards it changes", async () => {
    // Words added at the end of a long entry: indexed, but past what its snippet keeps.
    const longest = kiEntries.reduce((best, entry, i) => (entry.doc.text.length > kiEntries[best]!.doc.text.length ? i : best), 0);
    expect(kiEntries[longest]!.doc.text.length).toBeGreaterThan(STORED_TEXT_LENGTH);
    const edited = kiEntries.map((entry, i) => (i === longest ? { ...entry, doc: { ...entry.doc, text: `${entry.doc.text} zebrafishes` } } : entry));
    const later = await searchFilesOf(edited, { baseUrl: "/ki-editor/", timestamp: 6, ...TINY });
    const named = (files: SearchFiles, kind: string) => files.files.map((f) => f.path).filter((name) => name.includes(`/${kind}-`)).slice(1);
    expect(named(later, "search-doc")).toEqual(named(kiSplit, "search-doc"));
    expect(named(later, "lunr-index")).not.toEqual(named(kiSplit, "lunr-index"));
    expect(later.files[0]!.path).toBe("ki-editor/assets/search-doc-6.json");
  });

  it("gives the same hits, in the same order, as the whole index for words, prefixes, pairs and titles", async () => {
    await expectSameHits(engineOf(kiWhole), kiSplit, queriesOf(kiEntries, 60));
  });

  it("finds what a typo past the second letter stands for, as the whole index does", async () => {
    // A typo's one-edit matches are searched among the terms with its first two letters only (see
    // TYPO_FREE_PREFIX): the whole index may add matches of an edit in those letters, but not lose these.
    const whole = engineOf(kiWhole);
    const split = splitEngineOf(kiSplit);
    const pick = wordsOf(kiEntries);
    let checked = 0;
    for (let i = 0; checked < 40; i++) {
      const word = pick(i);
      if (word.length < 7) continue;
      const typo = word.slice(0, 3) + word.slice(4);
      const intended = whole.search(word)[0];
      if (!intended || !whole.search(typo).some((hit) => hit.ref === intended.ref)) continue;
      checked++;
      expect((await splitSearch(split, typo)).map((hit) => hit.ref), typo).toContain(intended.ref);
    }
  });

  it("finds a word by its first letters across shard boundaries", async () => {
    const engine = splitEngineOf(kiSplit);
    const hits = await splitSearch(engine, "sel");
    expect(hits.some((hit) => /selection/i.test(`${hit.doc.title} ${hit.doc.section ?? ""}`))).toBe(true);
    expect(hits).toEqual(engineOf(kiWhole).search("sel"));
  });
});

describe("merging shards", () => {
  it("makes the whole index again from all the shards: the same terms, numbered alike, and the same vectors", () => {
    const whole = buildLunrIndex(kiEntries);
    const split = splitSearchIndex({ counts: countTerms(kiEntries), chunks: [], options: DEFAULT_SEARCH_OPTIONS, sizes: TINY.splitSizes });
    const merged = mergeShards(split.index, [...split.shards.values()].map((json) => JSON.parse(String(json)) as LunrIndexShard));
    expect(merged.compact.terms).toEqual(whole.terms);
    const byKey = (vectors: [string, number[]][]) => Object.fromEntries(vectors);
    expect(byKey(merged.compact.fieldVectors)).toEqual(byKey(whole.fieldVectors));
  });
});

describe("what a query fetches", () => {
  it("fetches only the shards of its words' stems and prefixes, and the chunks of its hits", async () => {
    const fetched: string[] = [];
    const engine = splitEngineOf(kiSplit, fetched);
    const hits = await splitSearch(engine, "selection");
    const { shards } = manifest(kiSplit);
    expect(manifest(kiSplit).completions["selection"]).toBeUndefined();
    const needed = new Set([shardOf(shards, lunr.stemmer(new lunr.Token("selection", {})).toString()), ...shardsWithPrefix(shards, "selection")]);
    const chunks = new Set(hits.map((hit) => splitFileName(docList(kiSplit).chunkFile, Math.floor(hit.ref / 10))));
    expect(hits.length).toBeGreaterThan(0);
    expect(fetched.sort()).toEqual([...[...needed].map((i) => splitFileName(manifest(kiSplit).shardFile, i)), ...chunks].sort());
    expect(needed.size).toBeLessThan(shards.length / 4);
  });

  it("fetches the shards of a crowded prefix's listed completions, not of every term it begins", async () => {
    const { shards, completions } = manifest(kiSplit);
    const crowded = Object.keys(completions).filter((prefix) => prefix.length === 2);
    expect(crowded.length).toBeGreaterThan(0);
    for (const prefix of crowded) {
      const fetched: string[] = [];
      const hits = await splitSearch(splitEngineOf(kiSplit, fetched), prefix);
      expect(hits, prefix).toEqual(engineOf(kiWhole).search(prefix));
      const listed = new Set([shardOf(shards, lunr.stemmer(new lunr.Token(prefix, {})).toString()), ...completions[prefix]!.map((term) => shardOf(shards, term))]);
      expect(fetched.filter((name) => name.startsWith("lunr-index")).sort(), prefix).toEqual([...listed].map((i) => splitFileName(manifest(kiSplit).shardFile, i)).sort());
      expect(listed.size, prefix).toBeLessThan(shardsWithPrefix(shards, prefix).length + 1);
    }
  });

  it("answers undefined until the files are in, and fetches each file once", async () => {
    const fetched: string[] = [];
    const engine = splitEngineOf(kiSplit, fetched);
    expect(engine.search("cursor")).toBeUndefined();
    await Promise.all([engine.prepare("cursor"), engine.prepare("cursor")]);
    const first = fetched.length;
    expect(engine.search("cursor")?.length).toBeGreaterThan(0);
    await engine.prepare("cursor");
    expect(fetched.length).toBe(first);
    expect(new Set(fetched).size).toBe(fetched.length);
  });
});

describe("a site with nothing to search", () => {
  it("splits into one empty shard and no chunks, and answers every query with no hits", async () => {
    const split = await searchFilesOf([], { baseUrl: "/", timestamp: 2, splitAboveChars: 0 });
    expect(manifest(split).shards).toEqual([""]);
    expect(docList(split).chunkCount).toBe(0);
    expect(await splitSearch(splitEngineOf(split), "anything")).toEqual([]);
  });
});

describe("a term in more bodies than a query may score", () => {
  it("leaves its body postings out of the shards and still ranks as the whole index does", async () => {
    const count = BODY_POSTING_BUDGET + 300;
    const entries: SearchEntry[] = Array.from({ length: count }, (_, i) => ({
      doc: { title: i % 97 === 0 ? `Common ground ${i}` : `Page ${i}`, url: `/p/${i}`, text: `common ${i % 3 === 0 ? "rare" : "plain"} words number ${i}` },
      keywords: i % 50 === 0 ? ["common"] : [],
    }));
    const whole = await searchFilesOf(entries, { baseUrl: "/", timestamp: 1 });
    const split = await searchFilesOf(entries, { baseUrl: "/", timestamp: 1, splitAboveChars: 0, splitSizes: { shardChars: 20_000, chunkSize: 50 } });
    const shardTexts = split.files.filter((f) => /lunr-index-\d+-[0-9a-f]{12}\.json$/.test(f.path)).map((f) => String(f.contents));
    // The term's text postings are written as their count alone.
    expect(shardTexts.some((text) => text.includes(`["common",`) && text.includes(`,${count}]`))).toBe(true);
    await expectSameHits(engineOf(whole), split, ["common", "common rare", "rare common", "comm", "ground", "plain words", "common ground"]);
  });
});

describe("search files made again over the last build's", () => {
  it("hands back only the shards and chunks whose contents changed, and names the others as kept", async () => {
    const last = new Map(kiSplit.files.map((file) => [file.path, fileHash(file.contents)]));
    const same = await searchFilesOf(kiEntries, { baseUrl: "/ki-editor/", timestamp: 6, ...TINY, last });
    // The two lists carry the build's time in their names, so they are always new.
    expect(same.files.map((file) => file.path)).toEqual(searchPaths({ baseUrl: "/ki-editor/", timestamp: 6 }));
    expect(same.kept.sort()).toEqual(kiSplit.files.slice(2).map((file) => file.path).sort());
    expect(same.split).toEqual(kiSplit.split);

    // One section's text edited: its chunk and the shards of its terms are made again, the rest kept.
    const edited = kiEntries.map((entry, i) => (i === 3 ? { ...entry, doc: { ...entry.doc, text: `${entry.doc.text} zebrafishes` } } : entry));
    const after = await searchFilesOf(edited, { baseUrl: "/ki-editor/", timestamp: 7, ...TINY, last });
    const whole = await searchFilesOf(edited, { baseUrl: "/ki-editor/", timestamp: 7, ...TINY });
    const handedBack = after.files.slice(2);
    expect(handedBack.length).toBeGreaterThan(0);
    expect(after.kept.length).toBeGreaterThan(0);
    // Together they are the files made without the last build's: the same paths, and the same contents.
    expect([...handedBack.map((file) => file.path), ...after.kept].sort()).toEqual(whole.files.slice(2).map((file) => file.path).sort());
    const made = new Map(whole.files.map((file) => [file.path, file.contents]));
    for (const file of handedBack) expect(file.contents).toBe(made.get(file.path));
    for (const path of after.kept) expect(fileHash(made.get(path)!)).toBe(last.get(path));
  });
});
