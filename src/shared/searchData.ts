// The contract between the build's search stage and the search box: the shape of the two files the build writes
// and the tokenizer both sides must agree on. Plain data only; the browser reads it too.

/** One thing a search can find: a page (no `section`) or one of its h2/h3 sections. */
export interface SearchDoc {
  /** The page's title. */
  title: string;
  /** The section's heading; absent for the page itself. */
  section?: string;
  /** Where the hit leads, with base path and, for a section, the heading's anchor: `/ki-editor/docs/x#keymap`. */
  url: string;
  /** Plain text of the page's intro or of the section, for the snippet under the hit. */
  text: string;
}

/** How the search box queries the index and shows hits; written by the build so the two never drift apart. */
export interface SearchOptions {
  /** Most hits the dropdown shows. */
  maxHits: number;
  /** Query words at least this long are also matched with one typo (lunr's `term~1`). */
  fuzzyMinLength: number;
  /** Query words at least this long are also matched as prefixes (`term*`). */
  prefixMinLength: number;
  /** Characters of text around the first match shown as the snippet. */
  snippetLength: number;
  /** Source of the RegExp that splits text into words, the same one the index was built with. */
  separator: string;
  /**
   * On a site with several docs versions: the refs of each version's docs, `[first, past the last]` by version
   * name (entries go version by version), so a search keeps to the version being read without fetching docs.
   */
  versionRefs?: Record<string, [number, number]>;
}

/** The `search-doc-<timestamp>.json` file: hits by lunr ref (the index in the array, as a string). */
export interface SearchDocFile {
  searchDocs: SearchDoc[];
  options: SearchOptions;
}

/**
 * Where words split: whitespace and hyphens, as in lunr's own default, so `multi-cursor` is indexed as `multi`
 * and `cursor` and the prefix `multi` finds it. Queries are split with the same pattern.
 */
export const SEARCH_SEPARATOR = "[\\s\\-]+";

/** The indexed fields and their boosts: a word in a title counts most, then a keyword, then body text. */
export const SEARCH_FIELD_BOOSTS = { title: 10, keywords: 5, text: 1 } as const;

/** The field with the body text: by far the most postings, the one a large site's common words are kept out of. */
export const SEARCH_BODY_FIELD: keyof typeof SEARCH_FIELD_BOOSTS = "text";

/**
 * The `lunr-index-<timestamp>.json` file: lunr's own serialization (`lunr.Index#toJSON`) without its inverted
 * index. With no metadata kept, every posting of the inverted index is an empty object whose presence the field
 * vectors already record, so the file lists only the terms and the browser rebuilds the postings before
 * `lunr.Index.load`. That halves the file. A term's position in `terms` is its `_index` in the vectors.
 */
export interface CompactLunrIndex {
  version: string;
  fields: string[];
  /** `[field/ref, [termIndex, weight, termIndex, weight, ...]]`, term indexes ascending, as lunr writes them. */
  fieldVectors: [string, number[]][];
  terms: string[];
  pipeline: string[];
}

/**
 * Most index terms a query word may grow into as a prefix or with a typo. lunr scores every document of every
 * term it is given, so on a large site a short prefix would otherwise cost a scan of most of the index.
 */
export const MAX_EXPANSIONS = 8;

/**
 * How many body-text postings one query may make lunr score (see the search engine). Shared because a split
 * index leaves out the body postings of any term that has more: no query ever scores them.
 */
export const BODY_POSTING_BUDGET = 2000;

/**
 * A term's postings in one field of a split index: `[refGap, weight, refGap, weight, ...]`, refs ascending, each
 * written as its distance from the one before (the first from 0), since gaps are short and repeat. A number in
 * place of the list says the field has that many postings and they were left out (body postings past
 * BODY_POSTING_BUDGET).
 */
export type ShardPostings = number[] | number;

/** One file of a split index: a run of terms in code-unit order, each with every posting it has. */
export interface LunrIndexShard {
  /** `[term, postings of fields[0], postings of fields[1], ...]`. */
  terms: [string, ...ShardPostings[]][];
}

/**
 * The `lunr-index-<timestamp>.json` file of a large site: not an index but the list of its shards. Shard `i`
 * holds the terms from `shards[i]` (a prefix of its first term) up to the next shard's, so the terms a query
 * word stands for or begins are in a few neighbouring shards.
 */
export interface SplitLunrIndex {
  version: string;
  fields: string[];
  pipeline: string[];
  /** Where each shard's terms begin, in term order. */
  shards: string[];
  /** The shards' file name, beside this file, with `*` for the shard's number (see splitFileName). */
  shardFile: string;
  /**
   * The terms a query word grows into (as the search engine picks them from the whole index) for each prefix
   * whose terms fill more than MAX_PREFIX_SHARDS shards: a word being typed then fetches the shards of its
   * few completions, not the hundreds of kilobytes of every term that begins with two letters.
   */
  completions: Record<string, string[]>;
}

/** Most shards a prefix's terms may fill before the split index lists the prefix's completions instead. */
export const MAX_PREFIX_SHARDS = 2;

/** The `search-doc-<timestamp>.json` file of a large site: options, and where each run of docs is. */
export interface SplitSearchDocFile {
  options: SearchOptions;
  /** Docs a chunk holds: ref `r` is doc `r % chunkSize` of chunk `floor(r / chunkSize)`. */
  chunkSize: number;
  chunkCount: number;
  /** The chunks' file name, beside this file, with `*` for the chunk's number (see splitFileName). */
  chunkFile: string;
}

/**
 * The name of shard or chunk `n`. One hash of all the shards (or chunks) in every name, rather than a list of
 * names each with its own, keeps the two lists from growing by a hash for every file.
 */
export function splitFileName(pattern: string, n: number): string {
  return pattern.replace("*", String(n));
}

/** One file of a split doc file. */
export interface SearchDocChunk {
  searchDocs: SearchDoc[];
}
