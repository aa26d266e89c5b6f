import { promisify } from "node:util";
import { gzip as gzipCallback } from "node:zlib";
import type { OutputFile } from "../output/emitSite.js";
import type { GlobalData } from "../shared/types.js";
import { SEARCH_SEPARATOR, type SearchDocFile, type SearchOptions } from "../shared/searchData.js";
import type { CompiledModule, Route } from "../types.js";
import { buildLunrIndex } from "./buildLunrIndex.js";
import { searchEntries, type SearchEntry } from "./searchEntries.js";

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

/** The search stage's result: two files to write, where pages find them, and how big they are. */
export interface SearchFiles {
  files: OutputFile[];
  /** Full URLs of the two files, for `SiteData.globalData.search`. */
  globalData: NonNullable<GlobalData["search"]>;
  /** How many pages and sections are searchable. */
  entries: number;
  sizes: { searchDoc: number; lunrIndex: number; gzipped: number };
}

/**
 * Builds the search doc file and the lunr index for the docs and category pages. The build's timestamp goes
 * into both names, so a browser never pairs a cached file of one build with the other file of the next.
 */
export function buildSearchFiles(input: SearchFileSettings & { routes: Route[]; modules: Map<string, CompiledModule> }): Promise<SearchFiles> {
  return searchFilesOf(searchEntries(input.routes, input.modules), input);
}

/** What the two files' names and contents depend on besides the entries. */
export interface SearchFileSettings {
  /** Base path with slashes on both ends: `/ki-editor/`. */
  baseUrl: string;
  timestamp: number;
  options?: Partial<SearchOptions>;
  /** Characters of each entry's text kept for snippets (the index has all of it); default STORED_TEXT_LENGTH. */
  storedTextLength?: number;
}

/** The two files' names, and their URLs as pages find them: they depend on nothing but the settings. */
export function searchFileNames(input: Pick<SearchFileSettings, "baseUrl" | "timestamp">): { docName: string; indexName: string; globalData: SearchFiles["globalData"] } {
  const docName = `search-doc-${input.timestamp}.json`;
  const indexName = `lunr-index-${input.timestamp}.json`;
  const assetsUrl = `${input.baseUrl}assets/`;
  return { docName, indexName, globalData: { searchDoc: assetsUrl + docName, lunrIndex: assetsUrl + indexName } };
}

/** The two files' paths under the output folder. */
export function searchPaths(input: Pick<SearchFileSettings, "baseUrl" | "timestamp">): string[] {
  const { docName, indexName } = searchFileNames(input);
  const baseDir = input.baseUrl.replace(/^\//, "");
  return [`${baseDir}assets/${docName}`, `${baseDir}assets/${indexName}`];
}

/** The two files for any list of entries (the build's, or a benchmark's generated ones). */
export async function searchFilesOf(entries: SearchEntry[], input: SearchFileSettings): Promise<SearchFiles> {
  const textLength = input.storedTextLength ?? STORED_TEXT_LENGTH;
  const docFile: SearchDocFile = {
    searchDocs: entries.map((e) => ({ ...e.doc, text: clipText(e.doc.text, textLength) })),
    options: { ...DEFAULT_SEARCH_OPTIONS, ...input.options },
  };
  const searchDoc = JSON.stringify(docFile);
  const lunrIndex = JSON.stringify(buildLunrIndex(entries));

  const { globalData } = searchFileNames(input);
  const [docPath, indexPath] = searchPaths(input) as [string, string];
  // Off the main thread: on a large site this is seconds, and `dev` serves requests meanwhile.
  const gzipped = await Promise.all([gzip(searchDoc), gzip(lunrIndex)]);
  return {
    files: [
      { path: docPath, contents: searchDoc },
      { path: indexPath, contents: lunrIndex },
    ],
    globalData,
    entries: entries.length,
    sizes: {
      searchDoc: Buffer.byteLength(searchDoc),
      lunrIndex: Buffer.byteLength(lunrIndex),
      gzipped: gzipped[0].byteLength + gzipped[1].byteLength,
    },
  };
}

/** One line for the build log: `search: 251 entries, 98 KB + 120 KB (61 KB gzipped)`. */
export function describeSearchFiles(search: SearchFiles): string {
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  return `search: ${search.entries} entries, index files ${kb(search.sizes.searchDoc)} + ${kb(search.sizes.lunrIndex)} (${kb(search.sizes.gzipped)} gzipped)`;
}

/** The text cut at the last word boundary within `length` characters, with an ellipsis when anything was cut. */
export function clipText(text: string, length: number): string {
  if (text.length <= length) return text;
  const cut = text.slice(0, length + 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > length / 2 ? cut.slice(0, space) : cut.slice(0, length)).trimEnd()}…`;
}
