import type lunr from "lunr";
import { BODY_POSTING_BUDGET, MAX_EXPANSIONS, SEARCH_BODY_FIELD, type CompactLunrIndex, type SearchDoc, type SearchDocFile, type SearchOptions } from "../../shared/searchData.js";
import { expandLunrIndexSteps } from "./expandLunrIndex.js";
import { loadLunrIndexSteps } from "./loadLunrIndex.js";
import { runInSlices, runToEnd, type SliceOptions, type Steps } from "./slicedWork.js";
import { markMatches, snippet, type TextPart } from "./markMatches.js";
import { queryWords } from "./queryWords.js";
import { completions } from "./completions.js";

/** The lunr library, handed in so this module loads nothing itself (the browser imports lunr lazily). */
export type Lunr = typeof lunr;

/** One hit, ready to show: where it leads and its texts with the matched words marked. */
export interface SearchHit {
  ref: number;
  doc: SearchDoc;
  title: TextPart[];
  section?: TextPart[];
  snippet: TextPart[];
}

/**
 * Search over one site's index. An index loaded whole answers at once; a split one (see
 * createSplitSearchEngine) answers undefined until `prepare` has fetched the files the query needs.
 */
export interface SearchEngine {
  options: SearchOptions;
  /**
   * The hits, best first, or undefined while files the query needs are still to be fetched; with `version`, on
   * a versioned site, only that docs version's.
   */
  search(input: string, version?: string): SearchHit[] | undefined;
  /** Fetches what `search(input, version)` needs; resolves once it is in. */
  prepare(input: string, version?: string): Promise<void>;
}

/** The engine over an index loaded whole: it always has its answer. */
export interface WholeSearchEngine extends SearchEngine {
  search(input: string, version?: string): SearchHit[];
}

/** How much more an exact word counts than the same word found as a prefix or with a typo. */
const BOOST = { exact: 10, prefix: 2, fuzzy: 1 };

// BODY_POSTING_BUDGET: how many body-text postings one query may make lunr score. lunr scores every document of
// every term, one by one; on a site of thousands of pages a common word is in tens of thousands of sections, far
// too many to score per keystroke. Terms are taken best first (exact words, then prefixes, then typos) while
// their body postings fit; a term past the budget is still searched, in titles and keywords only. A site of a
// few hundred pages never reaches it.
/** Words of a query that count; a longer query is most likely pasted text, and each word costs a lookup. */
const MAX_WORDS = 10;

/** The parts of lunr's TokenSet the fuzzy lookup uses (@types/lunr declares them wrongly as instance methods). */
interface TokenSet {
  intersect(other: TokenSet): TokenSet;
  toArray(): string[];
}

/** Loads the index and answers queries: exact words, prefixes and one-typo matches, best first. */
export function createSearchEngine(lib: Lunr, docFile: SearchDocFile, compact: CompactLunrIndex): WholeSearchEngine {
  return runToEnd(searchEngineSteps(lib, docFile, compact));
}

/**
 * The same engine, loaded a few milliseconds at a time: the page loads its search index when idle, and a load
 * in one piece was the longest task after the first paint (see loadLunrIndex.ts).
 */
export function createSearchEngineInSlices(lib: Lunr, docFile: SearchDocFile, compact: CompactLunrIndex, slices?: SliceOptions): Promise<WholeSearchEngine> {
  return runInSlices(searchEngineSteps(lib, docFile, compact), slices);
}

function* searchEngineSteps(lib: Lunr, docFile: SearchDocFile, compact: CompactLunrIndex): Steps<WholeSearchEngine> {
  const bodyPostings = yield* countPostings(compact, SEARCH_BODY_FIELD);
  const ranker = yield* rankerSteps(lib, docFile.options, compact, bodyPostings);
  const search = (input: string, version?: string) => ranker.rank(input, versionFilter(docFile.options, version)).map((result) => ranker.hitOf(result, docFile.searchDocs[Number(result.ref)]!));
  return { options: docFile.options, search, prepare: () => Promise.resolve() };
}

/** What a query's words are once split, capped and stripped of stop words (the word being typed is kept). */
export function searchWords(lib: Lunr, input: string, options: SearchOptions): string[] {
  const all = queryWords(input, options.separator).slice(0, MAX_WORDS);
  return all.filter((word, i) => i === all.length - 1 || !isStopWord(lib, word));
}

function isStopWord(lib: Lunr, word: string): boolean {
  return !lib.stopWordFilter(new lib.Token(word, {}));
}

/** Ranks the docs of an index for a query, and makes a ranked result into a hit to show. */
export interface Ranker {
  /** The best results, as many as the options' maxHits. */
  rank(input: string, keep?: (ref: number) => boolean): lunr.Index.Result[];
  hitOf(result: lunr.Index.Result, doc: SearchDoc): SearchHit;
}

/**
 * The ranking half of the engine, over an index and the number of body postings of each of its terms (given,
 * since a split index leaves the biggest out but still knows how many there are). `listedCompletions` gives
 * a prefix's completions where the index holds only some of the terms it begins (see SplitLunrIndex).
 */
export function createRanker(
  lib: Lunr,
  options: SearchOptions,
  compact: CompactLunrIndex,
  bodyPostings: Map<string, number>,
  listedCompletions: Record<string, string[]> = {},
): Ranker {
  return runToEnd(rankerSteps(lib, options, compact, bodyPostings, listedCompletions));
}

function* rankerSteps(
  lib: Lunr,
  options: SearchOptions,
  compact: CompactLunrIndex,
  bodyPostings: Map<string, number>,
  listedCompletions: Record<string, string[]> = {},
): Steps<Ranker> {
  const serialized = yield* expandLunrIndexSteps(compact);
  const index = yield* loadLunrIndexSteps(lib, serialized);
  const sortedTerms = serialized.invertedIndex.map(([term]) => term);
  const tokenSet = (index as unknown as { tokenSet: TokenSet }).tokenSet;
  const fuzzySet = (word: string) => (lib.TokenSet as unknown as { fromFuzzyString(s: string, d: number): TokenSet }).fromFuzzyString(word, 1);
  const indexTerms = new Set(sortedTerms);
  const narrowFields = compact.fields.filter((field) => field !== SEARCH_BODY_FIELD);
  // Every word of every snippet is stemmed to see whether it matched; the same words come back query after query.
  const stems = new Map<string, string>();
  const stem = (word: string) => {
    let stemmed = stems.get(word);
    if (stemmed === undefined) {
      stemmed = lib.stemmer(new lib.Token(word, {})).toString();
      stems.set(word, stemmed);
    }
    return stemmed;
  };

  /**
   * The index terms a query word stands for, each with the boost of the best way it matched: its stem; the terms
   * it begins, if it is the word being typed (the last) or no term of the index; and, if its stem is no term of
   * the index (a typo, most likely), the terms one edit away. A complete, known word is taken as it is: on a
   * large site every extra term is thousands more documents for lunr to score.
   */
  function termsOf(word: string, last: boolean): Map<string, number> {
    const terms = new Map<string, number>();
    const add = (term: string, boost: number) => {
      if ((terms.get(term) ?? 0) < boost) terms.set(term, boost);
    };
    const stemmed = stem(word);
    const known = !isStopWord(lib, word) && indexTerms.has(stemmed);
    if (known) add(stemmed, BOOST.exact);
    if ((last || !known) && word.length >= options.prefixMinLength) {
      const grown = Object.hasOwn(listedCompletions, word) ? listedCompletions[word]! : completions(sortedTerms, word, MAX_EXPANSIONS);
      for (const term of grown) add(term, BOOST.prefix);
    }
    if (!known && word.length >= options.fuzzyMinLength) {
      for (const term of tokenSet.intersect(fuzzySet(stemmed)).toArray().slice(0, MAX_EXPANSIONS)) add(term, BOOST.fuzzy);
    }
    return terms;
  }

  function rank(input: string, keep?: (ref: number) => boolean): lunr.Index.Result[] {
    // A stop word is in no document; only the word being typed may still grow into something else.
    const words = searchWords(lib, input, options);
    const perWord = words.map((word, i) => termsOf(word, i === words.length - 1));
    const clauses = new Map<string, number>();
    for (const terms of perWord) for (const [term, boost] of terms) clauses.set(term, Math.max(boost, clauses.get(term) ?? 0));
    if (clauses.size === 0) return [];
    let budget = BODY_POSTING_BUDGET;
    const results = index.query((query) => {
      for (const [term, boost] of [...clauses].sort((a, b) => b[1] - a[1])) {
        const cost = bodyPostings.get(term) ?? 0;
        if (cost <= budget) {
          budget -= cost;
          query.term(term, { boost, usePipeline: false });
        } else {
          query.term(term, { boost, usePipeline: false, fields: narrowFields });
        }
      }
    });
    return rankByCoverage(keep ? results.filter((result) => keep(Number(result.ref))) : results, perWord, options.maxHits);
  }

  function hitOf(result: lunr.Index.Result, doc: SearchDoc): SearchHit {
    const ref = Number(result.ref);
    const matched = new Set(Object.keys(result.matchData.metadata));
    const isMatch = (word: string) => matched.has(stem(word));
    return {
      ref,
      doc,
      title: markMatches(doc.title, options.separator, isMatch),
      section: doc.section === undefined ? undefined : markMatches(doc.section, options.separator, isMatch),
      snippet: snippet(doc.text, options.separator, options.snippetLength, isMatch),
    };
  }

  return { rank, hitOf };
}

/** Which refs a search in `version` keeps: that version's range, or all on a site of one version or outside the docs. */
export function versionFilter(options: SearchOptions, version: string | undefined): ((ref: number) => boolean) | undefined {
  const range = version === undefined ? undefined : options.versionRefs?.[version];
  if (!range) return undefined;
  const [first, end] = range;
  return (ref) => ref >= first && ref < end;
}

/** How many documents hold each term in `field`: the postings lunr would walk for it there. */
function* countPostings(compact: CompactLunrIndex, field: string): Steps<Map<string, number>> {
  const counts = new Array<number>(compact.terms.length).fill(0);
  const prefix = `${field}/`;
  for (const [fieldRef, elements] of compact.fieldVectors) {
    if (!fieldRef.startsWith(prefix)) continue;
    for (let i = 0; i < elements.length; i += 2) counts[elements[i]!]!++;
    yield;
  }
  return new Map(compact.terms.map((term, i) => [term, counts[i]!]));
}

/**
 * The first `limit` results, those that match every query word before those that match fewer, each group in
 * lunr's score order. One pass: the results of a common word can number in the thousands.
 */
function rankByCoverage(results: lunr.Index.Result[], perWord: Map<string, number>[], limit: number): lunr.Index.Result[] {
  if (perWord.length <= 1) return results.slice(0, limit);
  // Each term's bit set of the query words it stands for; a result's words are the union over its terms.
  const wordsOfTerm = new Map<string, number>();
  perWord.forEach((terms, i) => {
    for (const term of terms.keys()) wordsOfTerm.set(term, (wordsOfTerm.get(term) ?? 0) | (1 << i));
  });
  const groups: lunr.Index.Result[][] = perWord.map(() => []);
  groups.push([]);
  for (const result of results) {
    let words = 0;
    for (const term in result.matchData.metadata) words |= wordsOfTerm.get(term) ?? 0;
    groups[perWord.length - bitCount(words)]!.push(result);
  }
  return groups.flat().slice(0, limit);
}

function bitCount(bits: number): number {
  let count = 0;
  for (let rest = bits; rest !== 0; rest &= rest - 1) count++;
  return count;
}
