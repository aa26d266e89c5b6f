// Messages between startSearch (main thread) and the search worker (searchWorker.ts).
import type { SearchFileSettings, SearchFiles } from "./buildSearchFiles.js";
import type { SearchEntry } from "./searchEntries.js";

/** What the worker is started with: everything the search files are made from. */
export interface SearchJob {
  entries: SearchEntry[];
  settings: SearchFileSettings;
}

export type SearchReply = { files: SearchFiles } | { failed: { message: string; stack?: string } };
