// What startSearch (main thread) starts the search worker (searchWorker.ts) with; it answers with the files
// (see threadJob).
import type { SearchFileSettings } from "./buildSearchFiles.js";
import type { SearchEntry } from "./searchEntries.js";

/** What the worker is started with: everything the search files are made from. */
export interface SearchJob {
  entries: SearchEntry[];
  settings: SearchFileSettings;
}
