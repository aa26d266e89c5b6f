import { MAX_PREFIX_SHARDS, splitFileName, type LunrIndexShard, type SearchDoc, type SearchDocChunk, type SplitLunrIndex, type SplitSearchDocFile } from "../../shared/searchData.js";
import { mergeShards } from "./mergeShards.js";
import { createRanker, versionFilter, searchWords, type Lunr, type Ranker, type SearchEngine, type SearchHit } from "./searchEngine.js";
import { shardOf, shardsWithPrefix } from "./shardLookup.js";

/**
 * Letters a typo is assumed to leave alone at the start of a word, at least. A word of no term is matched with
 * one edit (lunr's fuzzy match), which could be anywhere; the shards of every term with the word's first two
 * letters hold the matches of an edit past them, and the rest of the index is not fetched for the rarer slip
 * in the first two letters. Where two letters begin more than MAX_PREFIX_SHARDS shards of terms, the first
 * three (or more) are assumed right instead.
 */
const TYPO_FREE_PREFIX = 2;

/** Rankers kept for recent sets of shards: typing a word asks for the same set keystroke after keystroke. */
const KEPT_RANKERS = 8;

/**
 * The engine over a split index: each query is ranked over only the shards its words need, fetched on first
 * use, and its hits' docs come from the chunks that hold them. `fetchFile` fetches a file named in the two
 * lists (they sit beside it).
 */
export function createSplitSearchEngine(lib: Lunr, docFile: SplitSearchDocFile, index: SplitLunrIndex, fetchFile: (name: string) => Promise<unknown>): SearchEngine {
  const { options } = docFile;
  const shards = new Map<number, { shard: LunrIndexShard; terms: Set<string> }>();
  const chunks = new Map<number, SearchDoc[]>();
  const loading = new Map<string, Promise<void>>();
  const rankers = new Map<string, Ranker>();
  const stems = new Map<string, string>();
  const stem = (word: string) => {
    let stemmed = stems.get(word);
    if (stemmed === undefined) stems.set(word, (stemmed = lib.stemmer(new lib.Token(word, {})).toString()));
    return stemmed;
  };

  /**
   * The shards the query needs, by what the fetched ones tell: the shard of each word's stem, and the shards of
   * the terms it begins if it is the word being typed or, once its stem's shard says so, no term of the index
   * (the engine's own rules, see termsOf), and for a word of no term long enough for a typo, the shards its
   * one-edit matches may be in (see TYPO_FREE_PREFIX).
   */
  function shardsFor(input: string): { needed: number[]; missing: number[] } {
    const words = searchWords(lib, input, options);
    const needed = new Set<number>();
    const grow = (word: string) => {
      const listed = Object.hasOwn(index.completions, word) ? index.completions[word]! : undefined;
      for (const shard of listed ? listed.map((term) => shardOf(index.shards, term)) : shardsWithPrefix(index.shards, word)) needed.add(shard);
    };
    words.forEach((word, i) => {
      const home = shardOf(index.shards, stem(word));
      needed.add(home);
      if (word.length < options.prefixMinLength) return;
      const loaded = shards.get(home);
      const unknown = loaded !== undefined && !loaded.terms.has(stem(word));
      if (i === words.length - 1 || unknown) grow(word);
      if (unknown && word.length >= options.fuzzyMinLength) {
        for (const shard of typoShards(stem(word))) needed.add(shard);
      }
    });
    const sorted = [...needed].sort((a, b) => a - b);
    return { needed: sorted, missing: sorted.filter((shard) => !shards.has(shard)) };
  }

  /** The shards of the terms one edit from `stemmed` may be, as far as TYPO_FREE_PREFIX goes. */
  function typoShards(stemmed: string): number[] {
    for (let length = TYPO_FREE_PREFIX; length < stemmed.length; length++) {
      const range = shardsWithPrefix(index.shards, stemmed.slice(0, length));
      if (range.length <= MAX_PREFIX_SHARDS) return range;
    }
    return [shardOf(index.shards, stemmed)];
  }

  function rankerFor(needed: number[]): Ranker {
    const key = needed.join(",");
    let ranker = rankers.get(key);
    if (!ranker) {
      const merged = mergeShards(index, needed.map((shard) => shards.get(shard)!.shard));
      ranker = createRanker(lib, options, merged.compact, merged.bodyPostings, index.completions);
      if (rankers.size >= KEPT_RANKERS) rankers.delete(rankers.keys().next().value!);
      rankers.set(key, ranker);
    }
    return ranker;
  }

  /** The ranked results once every shard the query needs is in, else the shards still missing. */
  function ranked(input: string, version: string | undefined): { results: ReturnType<Ranker["rank"]>; ranker: Ranker } | { missing: number[] } {
    const { needed, missing } = shardsFor(input);
    if (missing.length > 0) return { missing };
    const ranker = rankerFor(needed);
    return { results: ranker.rank(input, versionFilter(options, version)), ranker };
  }

  const chunkOf = (ref: number) => Math.floor(ref / docFile.chunkSize);

  function search(input: string, version?: string): SearchHit[] | undefined {
    const outcome = ranked(input, version);
    if ("missing" in outcome) return undefined;
    const { results, ranker } = outcome;
    if (results.some((result) => !chunks.has(chunkOf(Number(result.ref))))) return undefined;
    return results.map((result) => {
      const ref = Number(result.ref);
      return ranker.hitOf(result, chunks.get(chunkOf(ref))![ref % docFile.chunkSize]!);
    });
  }

  /** Fetches a file once, however many queries ask for it; a failed fetch may be tried again. */
  function load(name: string, keep: (data: unknown) => void): Promise<void> {
    let promise = loading.get(name);
    if (!promise) {
      promise = fetchFile(name).then(keep);
      loading.set(name, promise);
      promise.catch(() => loading.delete(name));
    }
    return promise;
  }

  const loadShard = (shard: number) =>
    load(splitFileName(index.shardFile, shard), (data) => {
      const loaded = data as LunrIndexShard;
      shards.set(shard, { shard: loaded, terms: new Set(loaded.terms.map((entry) => entry[0])) });
    });
  const loadChunk = (chunk: number) => load(splitFileName(docFile.chunkFile, chunk), (data) => chunks.set(chunk, (data as SearchDocChunk).searchDocs));

  async function prepare(input: string, version?: string): Promise<void> {
    // Rounds: a typo's shards are known only once its stem's shard shows that the stem is no term.
    for (;;) {
      const outcome = ranked(input, version);
      if ("missing" in outcome) {
        await Promise.all(outcome.missing.map(loadShard));
        continue;
      }
      const missing = [...new Set(outcome.results.map((result) => chunkOf(Number(result.ref))))].filter((chunk) => !chunks.has(chunk));
      await Promise.all(missing.map(loadChunk));
      return;
    }
  }

  return { options, search, prepare };
}
