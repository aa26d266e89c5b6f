import lunr from "lunr";
import { detachedString } from "../detachedString.js";
import { SEARCH_FIELD_BOOSTS, SEARCH_SEPARATOR, type CompactLunrIndex } from "../shared/searchData.js";
import type { SearchEntry } from "./searchEntries.js";
import { IntBlocks } from "./intBlocks.js";

const FIELDS = Object.keys(SEARCH_FIELD_BOOSTS) as (keyof typeof SEARCH_FIELD_BOOSTS)[];
// lunr.Builder's BM25 constants.
const K1 = 1.2;
const B = 0.75;

// Counting in arrays, sorting each vector as numbers and each rounded weight made once: 20,000 generated
// entries indexed in 0.53 s against 1.09 s (3 fresh processes each, 27 November 2026), the same index.

/**
 * Every term's count in each field of each entry, by lunr's English pipeline (trimmer, stop words, stemmer),
 * with what lunr's BM25 weights are made of: what both forms of the index are written from. Each entry's ref
 * is its position in the list.
 */
export interface TermCounts {
  /** The terms, most used first (see countTerms), each term's id its place here. */
  terms: string[];
  /** Each field of each entry, in order (entry × FIELDS.length + field): its length in terms. */
  fieldLengths: number[];
  /** Where each field's (term id, count) pairs end in `pairs`; they start where the field before ends. */
  pairsEnd: number[];
  pairs: IntBlocks;
  idf: number[];
  averageLength: number[];
}

/**
 * Builds the search index in the compact file form (see CompactLunrIndex): the index lunr's own builder makes
 * with its English pipeline and the fields `title` (a section's heading, else the page's title), `keywords`
 * (the page's entry only) and `text`, boosted as SEARCH_FIELD_BOOSTS says.
 *
 * lunr's builder keeps an object per posting and spends most of its time collecting them (about 45 s for 10,000
 * pages); this computes the same term weights, by lunr's formulas, from plain counts. A test holds the two equal.
 */
export function buildLunrIndex(entries: SearchEntry[]): CompactLunrIndex {
  return compactIndex(countTerms(entries));
}

/** The compact index of `counts`, its field vectors in lunr's order. */
export function compactIndex(counts: TermCounts): CompactLunrIndex {
  const fieldVectors = [...fieldVectorsOf(counts)];
  fieldVectors.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
  const { version, fields, pipeline } = indexHeader();
  // In the order lunr writes them.
  return { version, fields, fieldVectors, terms: counts.terms, pipeline };
}

/** What every form of the index says first: lunr's version, the fields and the query pipeline. */
export function indexHeader(): Pick<CompactLunrIndex, "version" | "fields" | "pipeline"> {
  return { version: lunr.version, fields: [...FIELDS], pipeline: ["stemmer"] };
}

/**
 * Each field's vector (`[field/ref, [termId, weight, ...]]`, term ids ascending), by entry and field rather
 * than in lunr's order, one at a time: a caller may stop early (see compactLongerThan).
 */
export function* fieldVectorsOf(counts: TermCounts): Generator<[string, number[]]> {
  const { fieldLengths, pairsEnd, pairs } = counts;
  for (let at = 0, start = 0; at < fieldLengths.length; start = pairsEnd[at]!, at++) {
    if (fieldLengths[at] === 0) continue;
    // lunr's vector arithmetic walks the elements in index order. A field's terms are sorted as numbers, each
    // its id times the field's term count plus its place among them (ids are distinct, so that orders them
    // and tells each its place), rather than as [id, weight] pairs by a comparator.
    const count = (pairsEnd[at]! - start) / 2;
    const sorted = new Float64Array(count);
    for (let i = 0; i < count; i++) sorted[i] = pairs.get(start + 2 * i) * count + i;
    sorted.sort();
    const vector = new Array<number>(2 * count);
    for (let n = 0; n < count; n++) {
      const i = sorted[n]! % count;
      const id = pairs.get(start + 2 * i);
      vector[2 * n] = id;
      vector[2 * n + 1] = weightOf(counts, at, id, pairs.get(start + 2 * i + 1));
    }
    yield [`${FIELDS[at % FIELDS.length]}/${Math.floor(at / FIELDS.length)}`, vector];
  }
}

/**
 * Calls `visit` with every posting, entries in ref order and each entry's fields in FIELDS order: the order in
 * which a term's postings are listed (see splitSearchIndex), without making the field vectors. `at` is the
 * posting's field of its entry, `ref × FIELDS.length + field`. With `consume`, the counts' pairs are let go
 * as they are passed, and none are left after.
 */
export function forEachPosting(counts: TermCounts, visit: (term: number, at: number, weight: number) => void, consume = false): void {
  const { fieldLengths, pairsEnd, pairs } = counts;
  for (let at = 0, start = 0; at < fieldLengths.length; start = pairsEnd[at]!, at++) {
    for (let i = start; i < pairsEnd[at]!; i += 2) {
      const id = pairs.get(i);
      visit(id, at, weightOf(counts, at, id, pairs.get(i + 1)));
    }
    if (consume) pairs.dropBefore(pairsEnd[at]!);
  }
  if (consume) pairs.clear();
}

/** The weight of term `id`, `tf` times in field `at` (see TermCounts), rounded as the files write it. */
function weightOf(counts: TermCounts, at: number, id: number, tf: number): number {
  const field = at % FIELDS.length;
  // lunr.Builder#createFieldVectors, operation for operation, so the rounding matches too.
  let score = (counts.idf[id]! * ((K1 + 1) * tf)) / (K1 * (1 - B + B * (counts.fieldLengths[at]! / counts.averageLength[field]!)) + tf);
  score *= SEARCH_FIELD_BOOSTS[FIELDS[field]!];
  return roundWeight(Math.round(score * 1000) / 1000);
}

/** Counts every term of every entry (see TermCounts). */
export function countTerms(entries: Iterable<SearchEntry>): TermCounts {
  const analyze = createAnalyzer();
  const termIds = new Map<string, number>();
  // Each word's term id (NO_TERM for a stop word): one lookup a word, where the word's term and then the
  // term's id took two. The 41,111 entries of 10,000 generated pages (2 million words): 531-599 ms against
  // 598-658 ms (3 alternating runs, 27 November 2026), the same index.
  const wordIds = new Map<string, number>();
  const terms: string[] = [];
  /** How many field-and-entry pairs hold each term: lunr's document frequency, and how often its index is written. */
  const postings: number[] = [];
  // Each field of each entry, in order: its length in terms, and where its (term, count) pairs lie in `pairs`.
  // Flat arrays rather than an object and a Map each: the search files of 100,000 generated entries (20,000
  // pages) peaked at 1,312 MB that way and at 884 MB this way, for the same files.
  const fieldLengths: number[] = [];
  const pairsEnd: number[] = [];
  const pairs = new IntBlocks();
  const totalLength = FIELDS.map(() => 0);
  // The field being read: each term's count in it, by term id (zero again once the field is done), and the
  // ids it holds; arrays rather than a Map cleared for each field.
  let counts = new Int32Array(1 << 12);
  const held: number[] = [];

  let documentCount = 0;
  for (const entry of entries) {
    documentCount++;
    const values = [entry.doc.section ?? entry.doc.title, entry.keywords.join(" "), entry.doc.text];
    values.forEach((value, field) => {
      let length = 0;
      for (const word of value.toLowerCase().split(SEPARATOR)) {
        let id = wordIds.get(word);
        if (id === undefined) {
          const term = word === "" ? undefined : analyze(word);
          id = term === undefined ? NO_TERM : termIds.get(term);
          if (id === undefined) {
            id = terms.length;
            termIds.set(term!, id);
            terms.push(term!);
            postings.push(0);
            if (id === counts.length) {
              const bigger = new Int32Array(counts.length * 2);
              bigger.set(counts);
              counts = bigger;
            }
          }
          wordIds.set(word, id);
        }
        if (id === NO_TERM) continue;
        length++;
        if (counts[id] === 0) {
          postings[id]!++;
          held.push(id);
        }
        counts[id]!++;
      }
      totalLength[field]! += length;
      for (const id of held) {
        pairs.push(id, counts[id]!);
        counts[id] = 0;
      }
      held.length = 0;
      fieldLengths.push(length);
      pairsEnd.push(pairs.length);
    });
  }

  const averageLength = totalLength.map((total) => total / documentCount);
  const idf = postings.map((count) => Math.log(1 + Math.abs((documentCount - count + 0.5) / (count + 0.5))));
  // Most used first, so the numbers written most often are the shortest; ties in lunr's (code unit) term order.
  const order = terms.map((_, id) => id).sort((a, b) => postings[b]! - postings[a]! || (terms[a]! < terms[b]! ? -1 : 1));
  const renumber = new Array<number>(terms.length);
  order.forEach((id, index) => (renumber[id] = index));

  // Pairs renumbered, so that each term's id is its place in the list as written.
  for (let i = 0; i < pairs.length; i += 2) pairs.set(i, renumber[pairs.get(i)]!);
  return {
    terms: order.map((id) => terms[id]!),
    fieldLengths,
    pairsEnd,
    pairs,
    idf: order.map((id) => idf[id]!),
    averageLength,
  };
}

const SEPARATOR = new RegExp(SEARCH_SEPARATOR);
const NO_TERM = -1;

/**
 * What lunr's pipeline makes of each lowercase word: the term it indexes, or undefined for a stop word. A
 * pure function of the word, so it is kept for the life of the process: `dev` rebuilds the index on every
 * save, from nearly the same words.
 */
const analyzed = new Map<string, string | undefined>();

function createAnalyzer(): (word: string) => string | undefined {
  return (word) => {
    if (analyzed.has(word)) return analyzed.get(word);
    const trimmed = lunr.trimmer(new lunr.Token(word, {}));
    const kept = lunr.stopWordFilter(trimmed) as lunr.Token | undefined;
    // A word split from a text, and a term the pipeline left as it was, are slices of that text (when 13
    // characters or longer): kept here for the process's life, each kept its whole text alive, and in `dev`
    // every save's. The 411,101 entries of 100,000 generated pages counted, then let go: 43 MB of heap left
    // against 56 MB (28 November 2026).
    const term = kept ? detachedString(lunr.stemmer(kept).toString()) : undefined;
    analyzed.set(detachedString(word), term);
    return term;
  };
}

/**
 * A term weight rounded to the nearest quarter octave (steps of about 19%), written with two digits. Full
 * precision digits are what gzip cannot shrink; with a few dozen distinct weights the vectors compress by a
 * third, and ranking, which only compares sums of weights, keeps every relevance test's answer.
 */
export function roundWeight(weight: number): number {
  if (!(weight > 0)) return weight;
  // A few dozen steps: each one's digits are made once, not written out and read back for every weight.
  const step = Math.round(Math.log2(weight) * 4);
  let rounded = roundedSteps.get(step);
  if (rounded === undefined) roundedSteps.set(step, (rounded = Number((2 ** (step / 4)).toPrecision(2))));
  return rounded;
}

const roundedSteps = new Map<number, number>();
