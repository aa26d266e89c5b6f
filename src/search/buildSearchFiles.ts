import { promisify } from "node:util";
import { gzip as gzipCallback } from "node:zlib";
import type { OutputFile } from "../output/emitSite.js";
import { fileHash } from "../output/fileHash.js";
import type { RecordedOutput } from "../output/outputUpdate.js";
import type { CurrentBuild } from "../shared/currentBuild.js";
import { SEARCH_SEPARATOR, type SearchOptions } from "../shared/searchData.js";
import type { CompiledModule, Route } from "../types.js";
import { compactIndex, countTerms, fieldVectorsOf, indexHeader, type TermCounts } from "./buildLunrIndex.js";
import { DEFAULT_SPLIT_SIZES, splitSearchIndex, type SplitSizes } from "./splitSearchIndex.js";
import { docListJson, SearchDocChunks } from "./searchDocChunks.js";
import { searchEntries, versionRefRanges, type SearchEntry } from "./searchEntries.js";

const gzip = promisify(gzipCallback);

/** What the search box does unless a caller says otherwise. */
export const DEFAULT_SEARCH_OPTIONS: SearchOptions = {
  maxHits: 8,
  fuzzyMinLength: 5,
  prefixMinLength: 2,
  snippetLength: 160,
  separator: SEARCH_SEPARATOR,
};

/**
 * How much of each page's or section's text the search doc file keeps for snippets. The whole text is indexed;
 * keeping all of it for display too would more than double the download (issue 7 allows 60 KB gzipped for both
 * files), and the opening of a section is the snippet a reader can judge a hit by.
 */
export const STORED_TEXT_LENGTH = 200;

/**
 * Index size (characters of JSON) above which the search files are split (see splitSearchIndex): about 500
 * pages of prose like the Ki docs, whose 44 pages make a 93 KB index (54 KB gzipped with the docs, a first
 * result in two requests, as it stays). Whole, 1 MB of index is some 300 KB gzipped to wait for; split, a
 * query fetches 40-50 KB (median) at 1,000 pages as at 10,000 (`npm run bench:search`).
 */
export const SPLIT_ABOVE_CHARS = 1024 * 1024;

/** The search stage's result: two files to write, where pages find them, and how big they are. */
export interface SearchFiles {
  files: OutputFile[];
  /** Full URLs of the two files, for the current-build file. */
  urls: NonNullable<CurrentBuild["search"]>;
  /** How many pages and sections are searchable. */
  entries: number;
  sizes: { searchDoc: number; lunrIndex: number; gzipped: number };
  /** For a split index: how many shard and chunk files are written beside the two, and their UTF-8 bytes in all. */
  split?: { files: number; bytes: number };
  /** The paths of shards and chunks made again as the output folder has them (see SearchFileSettings.last), left out of `files`. */
  kept: string[];
}

/**
 * Builds the search doc file and the lunr index for the docs and category pages. The build's timestamp goes
 * into both names, so a browser never pairs a cached file of one build with the other file of the next.
 */
export function buildSearchFiles(input: SearchFileSettings & { routes: Route[]; modules: Map<string, CompiledModule> }): Promise<SearchFiles> {
  return searchFilesOf(searchEntries(input.routes, input.modules), input, { consume: true });
}

/** What the two files' names and contents depend on besides the entries. */
export interface SearchFileSettings {
  /** Base path with slashes on both ends: `/ki-editor/`. */
  baseUrl: string;
  timestamp: number;
  options?: Partial<SearchOptions>;
  /** Characters of each entry's text kept for snippets (the index has all of it); default STORED_TEXT_LENGTH. */
  storedTextLength?: number;
  /** Index size above which the files are split; default SPLIT_ABOVE_CHARS (tests split small sites with 0). */
  splitAboveChars?: number;
  /** Sizes of a split form's files; default DEFAULT_SPLIT_SIZES. */
  splitSizes?: SplitSizes;
  /**
   * The hashes (see fileHash) of the search files the output folder holds, by path (see lastSearchFiles): a
   * shard or chunk made again with the same contents is listed in `kept` rather than handed back.
   */
  last?: ReadonlyMap<string, string>;
}

/** When the search files are split, and into files of what size. */
export type SearchSplitSettings = Pick<SearchFileSettings, "splitAboveChars" | "splitSizes">;

/** The two files' names, and their URLs as pages find them: they depend on nothing but the settings. */
export function searchFileNames(input: Pick<SearchFileSettings, "baseUrl" | "timestamp">): { docName: string; indexName: string; urls: SearchFiles["urls"] } {
  const docName = `search-doc-${input.timestamp}.json`;
  const indexName = `lunr-index-${input.timestamp}.json`;
  const assetsUrl = `${input.baseUrl}assets/`;
  return { docName, indexName, urls: { searchDoc: assetsUrl + docName, lunrIndex: assetsUrl + indexName } };
}

/** The two files' paths under the output folder. */
export function searchPaths(input: Pick<SearchFileSettings, "baseUrl" | "timestamp">): string[] {
  const { docName, indexName } = searchFileNames(input);
  const baseDir = input.baseUrl.replace(/^\//, "");
  return [`${baseDir}assets/${docName}`, `${baseDir}assets/${indexName}`];
}

/** How searchFilesOf may treat what it is given and make. */
export interface SearchFileMaking {
  /**
   * The caller holds the entries for nothing else: each is let go once read, and the term counts once the
   * split index has them (see splitSearchIndex).
   */
  consume?: boolean;
  /**
   * Make each chunk's and shard's contents UTF-8 bytes as soon as it is whole, for files to be moved to
   * another thread (see movableSearchFiles): they are nearly all of a split index's bytes.
   */
  bytes?: boolean;
}

/**
 * The two files for any list of entries (the build's, or a benchmark's generated ones); for an index above
 * the split threshold, the two files list the shards and chunks that are written beside them.
 */
export async function searchFilesOf(entries: SearchEntry[], input: SearchFileSettings, making: SearchFileMaking = {}): Promise<SearchFiles> {
  const textLength = input.storedTextLength ?? STORED_TEXT_LENGTH;
  const versionRefs = versionRefRanges(entries);
  const options = { ...DEFAULT_SEARCH_OPTIONS, ...input.options, ...(versionRefs ? { versionRefs } : {}) };
  const sizes = input.splitSizes ?? DEFAULT_SPLIT_SIZES;
  const docs = new SearchDocChunks(sizes.chunkSize, making.bytes);
  const entryCount = entries.length;
  const counts = countTerms(readOnce(entries, (entry) => docs.add({ ...entry.doc, text: clipText(entry.doc.text, textLength) }), making.consume));
  const chunks = docs.finish();
  let lunrIndex: string;
  const { urls } = searchFileNames(input);
  const [docPath, indexPath] = searchPaths(input) as [string, string];
  const extra: OutputFile[] = [];
  const kept: string[] = [];
  let bytes = 0;
  let searchDoc: string;
  if (!compactLongerThan(counts, input.splitAboveChars ?? SPLIT_ABOVE_CHARS)) {
    lunrIndex = JSON.stringify(compactIndex(counts));
    // What JSON.stringify writes of a SearchDocFile, its docs' list written as they were read.
    searchDoc = `{"searchDocs":${docListJson(chunks)},"options":${JSON.stringify(options)}}`;
  } else {
    const split = splitSearchIndex({ counts, chunks, options, sizes, ...making });
    searchDoc = JSON.stringify(split.docFile);
    lunrIndex = JSON.stringify(split.index);
    const dir = indexPath.slice(0, indexPath.lastIndexOf("/") + 1);
    for (const [name, contents] of [...split.shards, ...split.chunks]) {
      bytes += typeof contents === "string" ? Buffer.byteLength(contents) : contents.byteLength;
      const hash = fileHash(contents);
      if (input.last?.get(dir + name) === hash) kept.push(dir + name);
      else extra.push({ path: dir + name, contents, hash });
    }
  }

  // Off the main thread: on a large site this is seconds, and `dev` serves requests meanwhile.
  const gzipped = await Promise.all([gzip(searchDoc), gzip(lunrIndex)]);
  return {
    files: [{ path: docPath, contents: searchDoc, hash: fileHash(searchDoc) }, { path: indexPath, contents: lunrIndex, hash: fileHash(lunrIndex) }, ...extra],
    urls,
    entries: entryCount,
    sizes: {
      searchDoc: Buffer.byteLength(searchDoc),
      lunrIndex: Buffer.byteLength(lunrIndex),
      gzipped: gzipped[0].byteLength + gzipped[1].byteLength,
    },
    ...(bytes > 0 ? { split: { files: extra.length + kept.length, bytes } } : {}),
    kept,
  };
}

/**
 * Each entry in turn, after `read` has seen it. With `consume`, an entry leaves the list as it is handed on:
 * its whole text is needed only until its terms are counted, and held to the end it was the largest part of
 * the search's memory (380 MB at 500,000 generated entries).
 */
function* readOnce(entries: SearchEntry[], read: (entry: SearchEntry) => void, consume = false): Generator<SearchEntry> {
  for (let ref = 0; ref < entries.length; ref++) {
    const entry = entries[ref]!;
    read(entry);
    if (consume) (entries as (SearchEntry | undefined)[])[ref] = undefined;
    yield entry;
  }
  if (consume) entries.length = 0;
}

/**
 * Whether the compact index's JSON is longer than `limit` characters, without making or writing all of it: a
 * split index is written as shards, and its whole JSON was written only to be measured. With the shards' JSON
 * made once (see cutIntoRuns) and the index built faster (see buildLunrIndex), the search files of 40,000
 * generated entries took 1.5-1.7 s against 2.9 s (27 November 2026), the same files.
 */
function compactLongerThan(counts: TermCounts, limit: number): boolean {
  // Its JSON with both lists empty, then each list's items, each after a comma but the first: the length
  // does not depend on the order the field vectors are written in.
  let length = JSON.stringify({ ...indexHeader(), fieldVectors: [], terms: [] }).length;
  for (const list of [counts.terms, fieldVectorsOf(counts)]) {
    let n = 0;
    for (const item of list) {
      length += JSON.stringify(item).length + (n++ > 0 ? 1 : 0);
      if (length > limit) return true;
    }
  }
  return length > limit;
}

/**
 * The search files of the output folder `files` describes (see RecordedOutput), for a site at `baseUrl`: the
 * hashes of its shards and chunks by path, which the next search files may keep (see SearchFileSettings.last).
 */
export function lastSearchFiles(files: RecordedOutput, baseUrl: string): Map<string, string> {
  const dir = `${baseUrl.replace(/^\//, "")}assets/`;
  const found = new Map<string, string>();
  for (const [file, { hash }] of files) {
    if (file.startsWith(dir) && /^(lunr-index|search-doc)-\d+-\w+\.json$/.test(file.slice(dir.length))) found.set(file, hash);
  }
  return found;
}

/** One line for the build log: `search: 251 entries, 98 KB + 120 KB (61 KB gzipped)`. */
export function describeSearchFiles(search: SearchFiles): string {
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  const whole = `search: ${search.entries} entries, index files ${kb(search.sizes.searchDoc)} + ${kb(search.sizes.lunrIndex)} (${kb(search.sizes.gzipped)} gzipped)`;
  return search.split ? `${whole}, split into ${search.split.files} files of ${kb(search.split.bytes)}` : whole;
}

/**
 * The text cut at the last word boundary within `length` characters, with an ellipsis when anything was cut.
 * The cut may be a view that keeps the whole text alive: a doc's text is written into its chunk's JSON at
 * once (see SearchDocChunks) and let go, so it needs no copy of its own.
 */
export function clipText(text: string, length: number): string {
  if (text.length <= length) return text;
  const cut = text.slice(0, length + 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > length / 2 ? cut.slice(0, space) : cut.slice(0, length)).trimEnd()}…`;
}
