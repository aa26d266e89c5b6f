// `edsite dev` started right after `edsite build` (the README's set-up) would build the whole site before its
// first page, though the output folder holds the same site. A build leaves a record of the files it wrote and
// of what it was built from; while both still hold, dev serves the output folder at once and runs its own
// first build behind it.
import { readdirSync, statSync, type Stats } from "node:fs";
import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
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
  /** Absent from a record that `build` may not answer from (a site with plugins, whose postBuild must run). */
  outcome?: BuildOutcome;
}

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
  },
): Promise<void> {
  const record: BuildRecord = {
    fingerprint: built.fingerprint ?? "",
    inputs: built.inputs,
    outDir: built.outDir,
    baseUrl: built.baseUrl,
    files: built.files ?? filesOfFolder(built.outDir, built.hashes),
    ...(built.outcome ? { outcome: built.outcome } : {}),
  };
  await mkdir(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  await writeFile(temporary, JSON.stringify(record));
  await rename(temporary, file);
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
  let present: number;
  try {
    present = readdirSync(outDir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile()).length;
  } catch {
    return undefined;
  }
  if (present !== record.files.length) return undefined;
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
export function outputAsRecorded(record: BuildRecord): boolean {
  let present: number;
  try {
    present = readdirSync(record.outDir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile()).length;
  } catch {
    return false;
  }
  if (present !== record.files.length) return false;
  return record.files.every(([name, stamp]) => fileStamp(path.join(record.outDir, name)).text === stamp);
}

/**
 * The output folder as the record describes it, for an incremental build (see OutputUpdate): only when the record
 * is for `outDir`, the folder holds exactly the files recorded, each as the build left it, and the record has
 * every file's hash (a site's plugins' postBuild may have added files no build hashed).
 */
export function recordedOutput(record: BuildRecord, outDir: string): RecordedOutput | undefined {
  if (record.outDir !== outDir || !record.files.every((entry) => entry[2] !== undefined)) return undefined;
  if (!outputAsRecorded(record)) return undefined;
  return new Map(record.files.map(([name, stamp, hash]) => [name, { stamp, hash: hash! }]));
}
