import lunr from "lunr";
import { SEARCH_FIELD_BOOSTS, SEARCH_SEPARATOR, type CompactLunrIndex } from "../shared/searchData.js";
import type { SearchEntry } from "./searchEntries.js";

const FIELDS = Object.keys(SEARCH_FIELD_BOOSTS) as (keyof typeof SEARCH_FIELD_BOOSTS)[];
// lunr.Builder's BM25 constants.
const K1 = 1.2;
const B = 0.75;

// Counting in arrays, sorting each vector as numbers and each rounded weight made once: 20,000 generated
// entries indexed in 0.53 s against 1.09 s (3 fresh processes each, 27 November 2026), the same index.

/**
 * Builds the search index in the compact file form (see CompactLunrIndex): the index lunr's own builder makes
 * with its English pipeline (trimmer, stop words, stemmer) and the fields `title` (a section's heading, else the
 * page's title), `keywords` (the page's entry only) and `text`, boosted as SEARCH_FIELD_BOOSTS says. Each entry's
 * ref is its position in the list.
 *
 * lunr's builder keeps an object per posting and spends most of its time collecting them (about 45 s for 10,000
 * pages); this computes the same term weights, by lunr's formulas, from plain counts. A test holds the two equal.
 */
export function buildLunrIndex(entries: SearchEntry[]): CompactLunrIndex {
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
  const pairs = new GrowingInts();
  const totalLength = FIELDS.map(() => 0);
  // The field being read: each term's count in it, by term id (zero again once the field is done), and the
  // ids it holds; arrays rather than a Map cleared for each field.
  let counts = new Int32Array(1 << 12);
  const held: number[] = [];

  entries.forEach((entry) => {
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
  });

  const documentCount = entries.length;
  const averageLength = totalLength.map((total) => total / documentCount);
  const idf = postings.map((count) => Math.log(1 + Math.abs((documentCount - count + 0.5) / (count + 0.5))));
  // Most used first, so the numbers written most often are the shortest; ties in lunr's (code unit) term order.
  const order = terms.map((_, id) => id).sort((a, b) => postings[b]! - postings[a]! || (terms[a]! < terms[b]! ? -1 : 1));
  const renumber = new Array<number>(terms.length);
  order.forEach((id, index) => (renumber[id] = index));

  const fieldVectors: [string, number[]][] = [];
  const values = pairs.values();
  for (let at = 0, start = 0; at < fieldLengths.length; start = pairsEnd[at]!, at++) {
    const length = fieldLengths[at]!;
    if (length === 0) continue;
    const field = at % FIELDS.length;
    const boost = SEARCH_FIELD_BOOSTS[FIELDS[field]!];
    // lunr's vector arithmetic walks the elements in index order. A field's terms are sorted as numbers, each
    // its new index times the field's term count plus its place among them (term indexes are distinct, so
    // that orders them and tells each its place), rather than as [index, weight] pairs by a comparator.
    const count = (pairsEnd[at]! - start) / 2;
    const sorted = new Float64Array(count);
    for (let i = 0; i < count; i++) sorted[i] = renumber[values[start + 2 * i]!]! * count + i;
    sorted.sort();
    const vector = new Array<number>(2 * count);
    for (let n = 0; n < count; n++) {
      const i = sorted[n]! % count;
      const id = values[start + 2 * i]!;
      const tf = values[start + 2 * i + 1]!;
      // lunr.Builder#createFieldVectors, operation for operation, so the rounding matches too.
      let score = (idf[id]! * ((K1 + 1) * tf)) / (K1 * (1 - B + B * (length / averageLength[field]!)) + tf);
      score *= boost;
      vector[2 * n] = renumber[id]!;
      vector[2 * n + 1] = roundWeight(Math.round(score * 1000) / 1000);
    }
    fieldVectors.push([`${FIELDS[field]}/${Math.floor(at / FIELDS.length)}`, vector]);
  }
  fieldVectors.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));

  return { version: lunr.version, fields: [...FIELDS], fieldVectors, terms: order.map((id) => terms[id]!), pipeline: ["stemmer"] };
}

/** Whole numbers appended to one buffer that doubles as it fills. */
class GrowingInts {
  private buffer = new Int32Array(1 << 16);
  length = 0;

  push(a: number, b: number): void {
    if (this.length + 2 > this.buffer.length) {
      const bigger = new Int32Array(this.buffer.length * 2);
      bigger.set(this.buffer);
      this.buffer = bigger;
    }
    this.buffer[this.length++] = a;
    this.buffer[this.length++] = b;
  }

  /** The numbers pushed, as a view of the buffer. */
  values(): Int32Array {
    return this.buffer.subarray(0, this.length);
  }
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
    const term = kept ? lunr.stemmer(kept).toString() : undefined;
    analyzed.set(word, term);
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
