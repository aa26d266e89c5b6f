// What an incremental build starts from: the output folder the last build left, as its record describes it,
// and the pages that build rendered into it (see OutputUpdate and pagesCache).
import { rm } from "node:fs/promises";
import { buildRecordFile, outputAsRecorded, readBuildRecord, recordedOutput, recordsEveryHash, type BuildRecord } from "../output/buildRecord.js";
import type { OutputCheck } from "../output/outputCheck.js";
import type { RecordedOutput } from "../output/outputUpdate.js";
import { dropPagesCache, loadPagesCache, type PagesCacheFile } from "../render/pagesCache.js";
import type { RenderedBefore } from "../render/pageReuse.js";
import { pagesCacheFile } from "./cacheFiles.js";

export interface LastOutput {
  /** The output folder's files as recorded; absent when the folder is not as the last build left it. */
  output?: RecordedOutput;
  /** Its folders' stamps as recorded, which the check behind `output` found them still to be (see BuildRecord.folders). */
  folders?: ReadonlyMap<string, string>;
  /** The pages rendered into it, those whose files the folder still holds. */
  pages?: Map<string, RenderedBefore>;
  /** The pages cache as read, for this build's save to append to (see savePagesCache). */
  pagesFile?: PagesCacheFile;
  /** Why the last build's pages cannot be kept, though it left a record: for a notice, as every page is rendered. */
  unusable?: string;
}

/**
 * The last build's output of `outDir`, when the record says what it holds and the folder holds just that. A
 * folder changed by hand, by a build without the cache or by another edsite, or a damaged record or pages
 * cache, gives a full build: never a page kept that the output does not hold. `read` is the record when the
 * caller has just read it (lastBuildHolds): at 10,000 pages it is 4 MB of JSON to parse; `check` its output
 * check, when the caller started one.
 */
export async function lastOutput(root: string, outDir: string, version: string, read?: { record: BuildRecord; check?: OutputCheck }): Promise<LastOutput> {
  const record = read?.record ?? (await readBuildRecord(buildRecordFile(root)));
  if (record === undefined || record === "damaged") return {};
  // Without a check started earlier, a thread would only be waited for: the check runs here.
  const output = await recordedOutput(record, outDir, read?.check ?? (async () => outputAsRecorded(record)));
  if (!output) {
    // A site's plugins may add files no build hashed (see recordedOutput): always written afresh, said nowhere.
    if (record.outDir === outDir && !recordsEveryHash(record, outDir)) return {};
    return { unusable: record.outDir === outDir ? "the output folder changed since the last build (a file in it written, added or removed)" : `the last build wrote another folder, ${record.outDir}` };
  }
  const pagesFile = pagesCacheFile(root);
  const cached = await loadPagesCache(pagesFile, version);
  if (!cached) {
    await dropPagesCache(pagesFile);
    return { output, unusable: "the pages cache (.edsite-cache/pages.jsonl) is missing, damaged or another edsite's" };
  }
  // A page's main file is its place without the leading slash (see pagePlace and pagePaths).
  const pages = new Map([...cached.pages].filter(([place]) => output.has(place.replace(/^\//, ""))));
  return { output, folders: record.folders && new Map(record.folders), pages, pagesFile: cached };
}

/** Drops the record and the pages cache: the output folder is no longer what they say. */
export async function forgetLastOutput(root: string): Promise<void> {
  await rm(buildRecordFile(root), { force: true });
  await dropPagesCache(pagesCacheFile(root));
}
