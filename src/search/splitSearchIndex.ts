// The split form of the search files, for a site too large to download whole before the first result: the
// index cut into shards by term, the docs into chunks by ref. A query then fetches the two small lists, the
// shards its words need and the chunks of its hits.
import { createHash } from "node:crypto";
import { forEachPosting, indexHeader, type TermCounts } from "./buildLunrIndex.js";
import type { SearchFileMaking } from "./buildSearchFiles.js";
import { contentsAsMade } from "./movableSearchFiles.js";
import { firstWithPrefix } from "../shared/sortedPrefix.js";
import { completions } from "../client/search/completions.js";
import { shardsWithPrefix } from "../client/search/shardLookup.js";
import {
  BODY_POSTING_BUDGET,
  MAX_EXPANSIONS,
  MAX_PREFIX_SHARDS,
  SEARCH_BODY_FIELD,
  type LunrIndexShard,
  type SearchOptions,
  type ShardPostings,
  type SplitLunrIndex,
  type SplitSearchDocFile,
  splitFileName,
} from "../shared/searchData.js";

/** How big the split files are: raw JSON characters a shard aims at, and docs a chunk holds. */
export interface SplitSizes {
  shardChars: number;
  chunkSize: number;
}

/**
 * A shard of about 32 KB of JSON is about 10 KB gzipped, and a chunk of 20 docs about 2 KB: at 10,000
 * generated pages a query's shards and its ten hits' chunks come to 40-110 KB, against 70-150 KB with shards
 * twice the size, while the list of 550 shards is still only 6 KB gzipped.
 */
export const DEFAULT_SPLIT_SIZES: SplitSizes = { shardChars: 32 * 1024, chunkSize: 20 };

/** A split form's files: the two lists (under the usual names) and the shards and chunks beside them. */
export interface SplitSearchFiles {
  docFile: SplitSearchDocFile;
  index: SplitLunrIndex;
  /** Their JSON, by file name (as UTF-8 bytes when made with `bytes`). */
  shards: Map<string, string | Uint8Array>;
  chunks: Map<string, string | Uint8Array>;
}

/**
 * Splits the index of `counts` and its docs into shards `lunr-index-<n>-<hash>.json` and chunks `search-doc-…`.
 * Their names carry no build time, only their contents' hash: a build that changes no chunk (an edit past the
 * part of a page a snippet shows) keeps every chunk's name, so it writes none of them again and a browser
 * keeps the ones it has. The two lists that name them carry the build's time as ever. `chunks` are the docs'
 * chunk files (see SearchDocChunks).
 */
export function splitSearchIndex(input: { counts: TermCounts; chunks: (string | Uint8Array)[]; options: SearchOptions; sizes?: SplitSizes } & SearchFileMaking): SplitSearchFiles {
  const sizes = input.sizes ?? DEFAULT_SPLIT_SIZES;
  const { terms } = input.counts;
  // Code-unit order, as the shards list them (terms are distinct).
  const order = terms.map((_, id) => id).sort((a, b) => (terms[a]! < terms[b]! ? -1 : 1));
  const sortedTerms = order.map((id) => terms[id]!);
  const postings = postingsByTerm(input.counts, input.consume);
  const runs = cutIntoRuns(termEntries(terms, postings, order), sizes.shardChars, input.bytes);
  const from: string[] = [];
  runs.forEach((run, n) => from.push(n === 0 ? "" : shortestAbove(run.first, runs[n - 1]!.last)));
  const shardFile = named("lunr-index", runs.map((run) => run.json));

  const chunkFile = named("search-doc", input.chunks);
  return {
    docFile: { options: input.options, chunkSize: sizes.chunkSize, chunkCount: input.chunks.length, chunkFile: chunkFile.pattern },
    index: {
      ...indexHeader(),
      shards: from,
      shardFile: shardFile.pattern,
      completions: listedCompletions(sortedTerms, from, input.options.prefixMinLength),
    },
    shards: shardFile.files,
    chunks: chunkFile.files,
  };
}

/**
 * Names for a run of files: `<stem>-<n>-<hash>.json`, the hash of all their contents, so a list never names a
 * file of other contents, whatever build wrote it.
 */
function named(stem: string, contents: (string | Uint8Array)[]): { pattern: string; files: Map<string, string | Uint8Array> } {
  const hash = createHash("sha1");
  for (const json of contents) hash.update(json).update("\n");
  const pattern = `${stem}-*-${hash.digest("hex").slice(0, 12)}.json`;
  return { pattern, files: new Map(contents.map((json, n) => [splitFileName(pattern, n), json])) };
}

type TermEntry = LunrIndexShard["terms"][number];

/**
 * Every posting of every term, grouped by term: term `id`'s are at `start[id]` up to `start[id + 1]`, in ref
 * order and each ref's fields in order, as a term's postings are listed. Each posting is its field of its entry
 * (`at`, see forEachPosting) and its weight's place in `weights`: rounded (see roundWeight), weights take a few
 * dozen values. Typed arrays rather than lists of numbers by term and field, which were all alive until the
 * last shard was cut; a weight's place rather than the weight and the field and ref apart, 5 bytes a posting
 * rather than 13: the 33 million postings of 500,000 generated entries took 167 MB rather than 435 MB.
 */
interface PostingsByTerm {
  start: Int32Array;
  at: Int32Array;
  weight: Uint8Array;
  weights: number[];
}

function postingsByTerm(counts: TermCounts, consume = false): PostingsByTerm {
  const termCount = counts.terms.length;
  const start = new Int32Array(termCount + 1);
  const { pairs } = counts;
  for (let i = 0; i < pairs.length; i += 2) start[pairs.get(i) + 1]!++;
  for (let id = 0; id < termCount; id++) start[id + 1]! += start[id]!;
  const next = start.slice(0, termCount);
  const total = start[termCount]!;
  const byTerm: PostingsByTerm = { start, at: new Int32Array(total), weight: new Uint8Array(total), weights: [] };
  const placeOf = new Map<number, number>();
  forEachPosting(counts, (term, at, weight) => {
    let place = placeOf.get(weight);
    if (place === undefined) {
      place = byTerm.weights.push(weight) - 1;
      // A weight is at most the largest idf (ln(1 + 2 × entries)) times K1 + 1 times the largest boost, and
      // rounds to 0 below 0.0005: under a hundred quarter-octave steps between them.
      if (place > 255) throw new Error(`The search index has more than 256 distinct term weights (${weight}): a weight was not rounded.`);
      placeOf.set(weight, place);
    }
    const to = next[term]!++;
    byTerm.at[to] = at;
    byTerm.weight[to] = place;
  }, consume);
  return byTerm;
}

/**
 * Each term with its postings by field, in `order`, one at a time: each list in ref order as `[ref - the ref
 * before, weight, ...]`. Made from the counts, not from the compact index's field vectors turned the other
 * way round: the files of the 41,111 entries of 10,000 generated pages, on a thread as a build makes them,
 * took 2.28 s against 2.53 s, 2.93 s of CPU against 3.30 s (medians of 6 alternating runs, faster in 6, 28
 * November 2026), the same files.
 */
function* termEntries(terms: string[], postings: PostingsByTerm, order: number[]): Generator<TermEntry> {
  const { fields } = indexHeader();
  const fieldCount = fields.length;
  const bodyField = fields.indexOf(SEARCH_BODY_FIELD);
  for (const id of order) {
    const lists = Array.from({ length: fieldCount }, () => [] as number[]);
    const lastRef = new Array<number>(fieldCount).fill(0);
    for (let i = postings.start[id]!; i < postings.start[id + 1]!; i++) {
      const at = postings.at[i]!;
      const field = at % fieldCount;
      const ref = (at - field) / fieldCount;
      lists[field]!.push(ref - lastRef[field]!, postings.weights[postings.weight[i]!]!);
      lastRef[field] = ref;
    }
    yield [terms[id]!, ...lists.map((list, field): ShardPostings => (field === bodyField && list.length / 2 > BODY_POSTING_BUDGET ? list.length / 2 : list))];
  }
}

/**
 * The completions of every prefix, at least `minLength` long, whose terms fill more than MAX_PREFIX_SHARDS
 * shards: picked from all terms as the search engine would pick them from the whole index.
 */
function listedCompletions(sortedTerms: string[], shards: SplitLunrIndex["shards"], minLength: number): Record<string, string[]> {
  const listed: Record<string, string[]> = {};
  // A prefix's extensions can fill many shards only if the prefix does; so longer ones are looked at only then.
  let prefixes = [...new Set(sortedTerms.filter((term) => term.length >= minLength).map((term) => term.slice(0, minLength)))];
  while (prefixes.length > 0) {
    const crowded = prefixes.filter((prefix) => shardsWithPrefix(shards, prefix).length > MAX_PREFIX_SHARDS);
    for (const prefix of crowded) listed[prefix] = completions(sortedTerms, prefix, MAX_EXPANSIONS);
    const longer = new Set<string>();
    for (const prefix of crowded) {
      for (const term of termsWithPrefix(sortedTerms, prefix)) if (term.length > prefix.length) longer.add(term.slice(0, prefix.length + 1));
    }
    prefixes = [...longer];
  }
  return listed;
}

function termsWithPrefix(sortedTerms: string[], prefix: string): string[] {
  const start = firstWithPrefix(sortedTerms, prefix);
  let end = start;
  while (end < sortedTerms.length && sortedTerms[end]!.startsWith(prefix)) end++;
  return sortedTerms.slice(start, end);
}

/**
 * Consecutive runs of entries of about `chars` characters of JSON each (an entry bigger than that is a run
 * alone): each run's first and last term and its shard's JSON, made of the JSON each entry was measured by.
 * Only that is kept of an entry once it is in its run.
 */
function cutIntoRuns(entries: Iterable<TermEntry>, chars: number, bytes = false): { first: string; last: string; json: string | Uint8Array }[] {
  const runs: { first: string; last: string; json: string | Uint8Array }[] = [];
  let first = "";
  let last = "";
  let texts: string[] = [];
  let size = 0;
  // What JSON.stringify writes of the run's LunrIndexShard, `{"terms":[…]}`.
  const end = () => {
    const json = `{"terms":[${texts.join(",")}]}`;
    runs.push({ first, last, json: contentsAsMade(json, bytes) });
  };
  for (const entry of entries) {
    const text = JSON.stringify(entry);
    if (texts.length > 0 && size + text.length + 1 > chars) {
      end();
      texts = [];
      size = 0;
    }
    if (texts.length === 0) first = entry[0];
    last = entry[0];
    texts.push(text);
    size += text.length + 1;
  }
  if (texts.length > 0 || runs.length === 0) end();
  return runs;
}

/** The shortest prefix of `term` that sorts after `below` (`term` sorts after it too). */
function shortestAbove(term: string, below: string): string {
  for (let length = 1; length < term.length; length++) {
    const prefix = term.slice(0, length);
    if (prefix > below) return prefix;
  }
  return term;
}
