// The search stage needs only the compiled pages and the routes, and on a big site it is seconds of one core
// (building the lunr index, then splitting it) while the bundle stage mostly waits for esbuild's process and
// the render stage for its workers. So a big site's search files are built on a thread of their own from the
// moment the routes are planned, and the build takes them once the pages are rendered.
// What it pays (26 November 2026, 2-core machine, two copies of one 10,000-page site, 3 alternating pairs):
// a rebuild after one page's text changed took 11.4-12.1 s against 12.5-13.5 s with the search in the main
// thread (bundling waits the same either way); cold builds were level (50.6-51.6 s against 50.0-53.0 s).
import { workerEntry } from "../package/workerEntry.js";
import type { CompiledModule, Route } from "../types.js";
import { searchFilesOf, type SearchFileSettings, type SearchFiles } from "./buildSearchFiles.js";
import { searchEntries, type SearchEntry } from "./searchEntries.js";
import type { SearchJob } from "./searchWorkerProtocol.js";
import { startThreadJob } from "../package/threadJob.js";
import type { MovableSearchFiles } from "./movableSearchFiles.js";

/**
 * Entries from which the search files are built on a worker thread. Below it, starting the thread and
 * copying the entries to it and the files back cost more than the search itself (the Ki site has 300
 * entries; 1,000 pages of the generated docs have 4,000).
 */
export const SEARCH_THREAD_FROM_ENTRIES = 2000;

/** Gives the search files; on a thread, `built` has them as soon as they are, without waiting to be asked. */
export type StartedSearch = (() => Promise<SearchFiles>) & { built?: Promise<SearchFiles> };

/**
 * Starts building the search files for `routes`: on a worker thread when edsite runs from lib/ and the site
 * has SEARCH_THREAD_FROM_ENTRIES entries or more, else in this thread once the returned function is called.
 * That function gives the files. The thread does not keep the process alive until then: a build that fails
 * meanwhile ends without waiting for its search (100,000 pages' takes 24 s).
 */
export function startSearch(input: SearchFileSettings & { routes: Route[]; modules: Map<string, CompiledModule> }): StartedSearch {
  const { routes, modules, ...settings } = input;
  const entries = searchEntries(routes, modules);
  const workerFile = entries.length >= SEARCH_THREAD_FROM_ENTRIES ? workerEntry("search-worker") : undefined;
  if (!workerFile) return () => searchFilesOf(entries, settings);
  return searchOnThread(workerFile, entries, settings);
}

/**
 * Builds the search files of `entries` on a thread running `workerFile` (lib/search-worker.js), started now;
 * the returned function gives them. Until it is called the thread does not keep the process alive.
 */
export function searchOnThread(workerFile: string, entries: SearchEntry[], settings: SearchFileSettings): StartedSearch {
  const job = startThreadJob<MovableSearchFiles>(workerFile, { entries, settings } satisfies SearchJob, "search worker");
  const built: Promise<SearchFiles> = job.done;
  built.catch(() => {});
  return Object.assign(() => job().then(() => built), { built });
}
