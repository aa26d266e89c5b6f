// `edsite dev` started right after `edsite build` (the README's set-up) would build the whole site before its
// first page, though the output folder holds the same site. A build leaves a record of the files it wrote and
// of what it was built from; while both still hold, dev serves the output folder at once and runs its own
// first build behind it.
import { readdirSync, statSync, type Stats } from "node:fs";
import { mkdir, readFile } from "node:fs/promises";
import { replaceFile } from "../replaceFile.js";
import path from "node:path";
import { cacheDir } from "../site/cacheFiles.js";
import type { OutputFile } from "./emitSite.js";
import type { RecordedOutput } from "./outputUpdate.js";
import { fileStamp, statStamp } from "../fileStamp.js";
import type { Finding } from "../types.js";

/**
 * What `edsite build` needs to answer a build whose inputs are all unchanged without building (see
 * lastBuildHolds): the findings to report again, the figures to print, and the config as it evaluated.
 */
export interface BuildOutcome {
  /** A hash of the resolved config: a config that reads the environment may evaluate otherwise from one file. */
  configHash: string;
  findings: Finding[];
  pages: number;
  files: number;
  bytes: number;
  /** The sources held a symbolic link: never answered from the record (see sourcesHoldLinks). */
  linked: boolean;
}

export interface BuildRecord {
  /**
   * See siteFingerprint; empty when a file changed while the build ran, so no later fingerprint matches it:
   * the record then still says what the output folder holds (for an incremental build), never that the
   * output is up to date.
   */
  fingerprint: string;
  /** Files outside content/ and the theme that the bundles read, for the fingerprint. */
  inputs: string[];
  outDir: string;
  baseUrl: string;
  /**
   * Every file of the output folder, relative to it, with its size and time as the build left it and the hash
   * of its contents (see fileHash) when the build made it.
   */
  files: [path: string, stamp: string, hash?: string][];
  /**
   * Every folder holding those files, the output folder itself first (""), with its size and time: adding,
   * removing or renaming anything in a folder moves its time, so these stamps and the files' say whether the
   * folder holds just what was recorded without listing it (see foldersAsRecorded). Absent from an older
   * edsite's record.
   */
  folders?: [path: string, stamp: string][];
  /** Absent from a record that `build` may not answer from (a site with plugins, whose postBuild must run). */
  outcome?: BuildOutcome;
}

/** What of a record says what the output folder holds (see outputAsRecorded). */
export type RecordedFolder = Pick<BuildRecord, "outDir" | "files" | "folders">;

/** Where the record lives, beside the compile cache. */
export function buildRecordFile(root: string): string {
  return path.join(cacheDir(root), "last-build.json");
}

/**
 * Records the output folder a build just put in place; with no fingerprint (a file changed while the build
 * ran), as one that never holds for lastBuildHolds or dev (see BuildRecord.fingerprint).
 */
export async function saveBuildRecord(
  file: string,
  built: {
    outDir: string;
    baseUrl: string;
    inputs: string[];
    fingerprint: string | undefined;
    outcome?: BuildOutcome;
    hashes?: ReadonlyMap<string, string>;
    /** The output folder's files as the build knows them (see OutputUpdate.files); by default read from it. */
    files?: BuildRecord["files"];
    /** Its folders' stamps as the build knows them (see OutputUpdate.folders); by default each stat'ed. */
    folders?: BuildRecord["folders"];
  },
): Promise<void> {
  const files = built.files ?? filesOfFolder(built.outDir, built.hashes);
  const record: BuildRecord = {
    fingerprint: built.fingerprint ?? "",
    inputs: built.inputs,
    outDir: built.outDir,
    baseUrl: built.baseUrl,
    files,
    folders: built.folders ?? folderStamps(built.outDir, files),
    ...(built.outcome ? { outcome: built.outcome } : {}),
  };
  await mkdir(path.dirname(file), { recursive: true });
  await replaceFile(file, JSON.stringify(record));
}

/**
 * The stamps of `outDir` and of every folder that holds one of `files`. A build leaves no folder without a
 * file (an incremental one removes the folders it empties, see OutputUpdate), so these are all its folders.
 */
function folderStamps(outDir: string, files: BuildRecord["files"]): [string, string][] {
  return foldersOf(files.map(([name]) => name)).map((folder) => [folder, fileStamp(path.join(outDir, folder)).text]);
}

/** The output folder (""), then every folder holding one of `files` (paths relative to it), each once. */
export function foldersOf(files: Iterable<string>): string[] {
  const folders = new Set<string>([""]);
  for (const name of files) addFoldersAbove(folders, name);
  return [...folders];
}

/**
 * Adds to `folders` each folder that holds `file` (a path relative to the output folder, the output folder
 * itself aside), innermost first, up to the first one already there: those above it are there too.
 */
export function addFoldersAbove(folders: Set<string>, file: string): void {
  for (let end = file.lastIndexOf("/"); end > 0; end = file.lastIndexOf("/", end - 1)) {
    const folder = file.slice(0, end);
    if (folders.has(folder)) return;
    folders.add(folder);
  }
}

/**
 * Whether the output folder holds no file or folder besides those `record` lists: by its folders' stamps, or
 * for a record without them, by counting its files. At 10,000 generated pages (12,230 folders), 27 November
 * 2026: listing the folder took 0.28-0.32 s and stamping its folders 40-50 ms; a rebuild with nothing changed
 * took 0.53-0.57 s against 0.64-0.68 s with the listing (5 alternating pairs), one with a page's text changed
 * 6.72 s against 6.76 s (medians of 10 pairs). It also sees a folder added empty, which a count of files did not.
 */
function foldersAsRecorded(record: RecordedFolder): boolean {
  if (record.folders) return record.folders.every(([folder, stamp]) => fileStamp(path.join(record.outDir, folder)).text === stamp);
  try {
    return readdirSync(record.outDir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile()).length === record.files.length;
  } catch {
    return false;
  }
}

/** Every file of `outDir`, by path relative to it, with its stamp and its hash when `hashes` has it. */
function filesOfFolder(outDir: string, hashes: ReadonlyMap<string, string> | undefined): BuildRecord["files"] {
  const names = readdirSync(outDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(outDir, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"))
    .sort();
  return names.map((name) => {
    const hash = hashes?.get(name);
    const stamp = fileStamp(path.join(outDir, name)).text;
    return hash === undefined ? [name, stamp] : [name, stamp, hash];
  });
}

/**
 * The output folder's files as the recorded build left them, if the record is for `outDir`, `fingerprint`
 * gives the recorded value for its inputs now, and no file of the folder was changed, added or removed since
 * (a later build with `--no-cache` or a hand edit); otherwise undefined.
 */
export async function loadRecordedBuild(
  file: string,
  outDir: string,
  fingerprint: (inputs: string[]) => string | undefined,
): Promise<{ files: OutputFile[]; baseUrl: string } | undefined> {
  let record: BuildRecord;
  try {
    record = JSON.parse(await readFile(file, "utf8")) as BuildRecord;
  } catch {
    return undefined;
  }
  if (record.outDir !== outDir || !Array.isArray(record.inputs) || !Array.isArray(record.files)) return undefined;
  if (record.fingerprint !== fingerprint(record.inputs)) return undefined;
  if (!foldersAsRecorded(record)) return undefined;
  // A page's `x.html` is a hard link to its `x/index.html` (see OutputFile.sameAs): read once, served twice.
  const reads = new Map<string, Promise<Buffer>>();
  const files: Promise<OutputFile>[] = [];
  for (const [name, stamp] of record.files) {
    const full = path.join(outDir, name);
    let info: Stats;
    try {
      info = statSync(full);
    } catch {
      return undefined;
    }
    if (statStamp(info) !== stamp) return undefined;
    const inode = `${info.dev}:${info.ino}`;
    let read = reads.get(inode);
    if (!read) reads.set(inode, (read = readFile(full)));
    files.push(read.then((contents) => ({ path: name, contents })));
  }
  try {
    return { files: await Promise.all(files), baseUrl: record.baseUrl };
  } catch {
    // Removed while it was read.
    return undefined;
  }
}

/** The record as saved, or "damaged" when there is a file that does not parse as one; undefined with none. */
export async function readBuildRecord(file: string): Promise<BuildRecord | "damaged" | undefined> {
  let text: string;
  try {
    text = await readFile(file, "utf8");
  } catch {
    return undefined;
  }
  try {
    const record = JSON.parse(text) as BuildRecord;
    if (typeof record.fingerprint !== "string" || typeof record.outDir !== "string" || !Array.isArray(record.inputs) || !Array.isArray(record.files)) return "damaged";
    return record;
  } catch {
    return "damaged";
  }
}

/**
 * Whether the output folder holds exactly the files the record lists, each with the size and time the build
 * left it with: any file written, added or removed since (a hand edit, a `--no-cache` build) says no.
 */
export function outputAsRecorded(record: RecordedFolder): boolean {
  if (!foldersAsRecorded(record)) return false;
  return record.files.every(([name, stamp]) => fileStamp(path.join(record.outDir, name)).text === stamp);
}

/**
 * The output folder as the record describes it, for an incremental build (see OutputUpdate): only when the record
 * is for `outDir`, the folder holds exactly the files recorded, each as the build left it (`asRecorded`, see
 * outputAsRecorded), and the record has every file's hash (a site's plugins' postBuild may have added files no
 * build hashed).
 */
export async function recordedOutput(record: BuildRecord, outDir: string, asRecorded: () => Promise<boolean>): Promise<RecordedOutput | undefined> {
  if (!recordsEveryHash(record, outDir)) return undefined;
  if (!(await asRecorded())) return undefined;
  return new Map(record.files.map(([name, stamp, hash]) => [name, { stamp, hash: hash! }]));
}

/** Whether the record is for `outDir` and has the hash of every file it lists (see recordedOutput). */
export function recordsEveryHash(record: BuildRecord, outDir: string): boolean {
  return record.outDir === outDir && record.files.every((entry) => entry[2] !== undefined);
}
