// The split form of the search files, for a site too large to download whole before the first result: the
// index cut into shards by term, the docs into chunks by ref. A query then fetches the two small lists, the
// shards its words need and the chunks of its hits.
import {
  BODY_POSTING_BUDGET,
  SEARCH_BODY_FIELD,
  type CompactLunrIndex,
  type LunrIndexShard,
  type SearchDoc,
  type SearchDocChunk,
  type SearchOptions,
  type ShardPostings,
  type SplitLunrIndex,
  type SplitSearchDocFile,
} from "../shared/searchData.js";

/** How big the split files are: raw JSON characters a shard aims at, and docs a chunk holds. */
export interface SplitSizes {
  shardChars: number;
  chunkSize: number;
}

/**
 * A shard of about 64 KB of JSON is about 12 KB gzipped: a query word's shard or two are well under the budget
 * before a first result, and a 10,000-page site still has only a few hundred of them to list. A chunk of 40
 * docs is about 4 KB gzipped; the eight hits of a query are in eight chunks at most.
 */
export const DEFAULT_SPLIT_SIZES: SplitSizes = { shardChars: 64 * 1024, chunkSize: 40 };

/** A split form's files: the two lists (under the usual names) and the shards and chunks beside them. */
export interface SplitSearchFiles {
  docFile: SplitSearchDocFile;
  index: SplitLunrIndex;
  /** By file name. */
  shards: Map<string, LunrIndexShard>;
  chunks: Map<string, SearchDocChunk>;
}

/**
 * Splits a compact index and its docs. `fileStem` names a shard `lunr-index-<fileStem>-<n>.json` and a chunk
 * `search-doc-<fileStem>-<n>.json`, so a new build's files never meet a cached file of an older one.
 */
export function splitSearchIndex(input: { index: CompactLunrIndex; docs: SearchDoc[]; options: SearchOptions; fileStem: string; sizes?: SplitSizes }): SplitSearchFiles {
  const sizes = input.sizes ?? DEFAULT_SPLIT_SIZES;
  const shards = new Map<string, LunrIndexShard>();
  const shardList: SplitLunrIndex["shards"] = [];
  let previousLast = "";
  for (const [n, terms] of cutIntoRuns(termEntries(input.index), sizes.shardChars).entries()) {
    const file = `lunr-index-${input.fileStem}-${n}.json`;
    shards.set(file, { terms });
    shardList.push({ from: n === 0 ? "" : shortestAbove(terms[0]![0], previousLast), file });
    previousLast = terms[terms.length - 1]?.[0] ?? previousLast;
  }

  const chunks = new Map<string, SearchDocChunk>();
  for (let start = 0; start < input.docs.length; start += sizes.chunkSize) {
    chunks.set(`search-doc-${input.fileStem}-${start / sizes.chunkSize}.json`, { searchDocs: input.docs.slice(start, start + sizes.chunkSize) });
  }
  return {
    docFile: { options: input.options, chunkSize: sizes.chunkSize, chunks: [...chunks.keys()] },
    index: { version: input.index.version, fields: input.index.fields, pipeline: input.index.pipeline, shards: shardList },
    shards,
    chunks,
  };
}

type TermEntry = LunrIndexShard["terms"][number];

/** Every term with its postings by field, terms in code-unit order. */
function termEntries(index: CompactLunrIndex): TermEntry[] {
  const fieldNumber = new Map(index.fields.map((field, i) => [field, i]));
  const bodyField = fieldNumber.get(SEARCH_BODY_FIELD);
  // Vectors in ref order, so each posting list is built in ref order.
  const vectors = index.fieldVectors
    .map(([fieldRef, elements]) => {
      const slash = fieldRef.indexOf("/");
      return { field: fieldNumber.get(fieldRef.slice(0, slash))!, ref: Number(fieldRef.slice(slash + 1)), elements };
    })
    .sort((a, b) => a.ref - b.ref || a.field - b.field);
  const postings = index.terms.map(() => index.fields.map(() => [] as number[]));
  const lastRef = index.terms.map(() => index.fields.map(() => 0));
  for (const { field, ref, elements } of vectors) {
    for (let i = 0; i < elements.length; i += 2) {
      const term = elements[i]!;
      postings[term]![field]!.push(ref - lastRef[term]![field]!, elements[i + 1]!);
      lastRef[term]![field] = ref;
    }
  }
  return index.terms
    .map((term, id): TermEntry => [
      term,
      ...postings[id]!.map((list, field): ShardPostings => (field === bodyField && list.length / 2 > BODY_POSTING_BUDGET ? list.length / 2 : list)),
    ])
    .sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
}

/** Consecutive runs of entries of about `chars` characters of JSON each; an entry bigger than that is a run alone. */
function cutIntoRuns(entries: TermEntry[], chars: number): TermEntry[][] {
  const runs: TermEntry[][] = [];
  let run: TermEntry[] = [];
  let size = 0;
  for (const entry of entries) {
    const entrySize = JSON.stringify(entry).length + 1;
    if (run.length > 0 && size + entrySize > chars) {
      runs.push(run);
      run = [];
      size = 0;
    }
    run.push(entry);
    size += entrySize;
  }
  if (run.length > 0 || runs.length === 0) runs.push(run);
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
