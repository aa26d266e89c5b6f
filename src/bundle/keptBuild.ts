// One esbuild build kept on disk for persistedEsbuild: the record of what it read and wrote, made when it ran,
// written beside its outputs and metafile, read back by the next run, and replayed (its result made again
// from the kept bytes) while everything it read is as it was.
import { readFileSync } from "node:fs";
import { mkdir, readdir, readFile, rm, stat } from "node:fs/promises";
import path from "node:path";
import type { BuildResult, OutputFile } from "esbuild";
import { replaceFile } from "../replaceFile.js";
import { answerOf, loadedHash, type PluginSlot, type Registration } from "../dev/swappablePlugins.js";
import { fileStamp, settledStamp } from "../fileStamp.js";
import { keptOutputFile } from "./keptOutputFile.js";
import { fileHash } from "../output/fileHash.js";
import { knownModuleHash, moduleHash } from "../moduleHash.js";
import { isPluginModule } from "./esbuildInputs.js";
import { survivesJson } from "../survivesJson.js";
import { LOAD_FIELDS, packArgs, RESOLVE_FIELDS, unpackArgs, type KeptArgs } from "./keptArgs.js";
import type { BundleBuildOptions } from "./esbuildRunner.js";

type Result = BuildResult<BundleBuildOptions>;

/**
 * What one build read and wrote, as kept on disk; the outputs' bytes and the metafile are in files of their
 * own beside it (`<stem>.bin`, `<stem>.meta.json`). The metafile, half of what is kept, is read only when
 * asked for: a rebuild's stages keep what they make of it with the build (see keptWith). Parsed at each replay,
 * the 56 kept metafiles of a 10,000-page site cost a one-page rebuild 6.52 s against 6.13 s (medians of 5
 * alternating pairs, 27 November 2026; bundle stage 2.66-2.94 s against 2.40-2.67 s).
 */
export interface KeptBuild {
  loaded: [index: number, args: KeptArgs, hash: string][];
  resolved: [index: number, args: KeptArgs, answer: string][];
  /** Each file and folder esbuild read, with its stamp and its identity (see inputIdentity). */
  files: [file: string, stamp: string, identity?: string][];
  /** Each output's path, esbuild's hash, byte length and the hash of its contents as the output record keeps it (see fileHash). */
  outputs: [path: string, hash: string, length: number, contentHash: string][];
}

/**
 * The kept builds in `dir`, each read once, listed by their options' key. A build used in this run is let go
 * (`release`): a run uses each at most once, and the records it had replayed were held to its end. One
 * page's text edited at 10,000 pages, 5 alternating pairs (27 November 2026): peak 735 MB against 827 MB
 * (medians; lower in 4 of 5), time level (5.78 s against 5.80 s).
 */
export function keptBuilds(dir: string): { candidates(key: string): Promise<[stem: string, kept: KeptBuild][]>; release(stem: string): void } {
  let listing: Promise<string[]> | undefined;
  const parsed = new Map<string, Promise<KeptBuild | undefined>>();
  const read = (stem: string) => {
    let kept = parsed.get(stem);
    if (!kept) {
      // Damaged or half removed: not a candidate.
      kept = readFile(path.join(dir, `${stem}.json`), "utf8").then((text) => JSON.parse(text) as KeptBuild).catch(() => undefined);
      parsed.set(stem, kept);
    }
    return kept;
  };
  return {
    async candidates(key) {
      listing ??= readdir(dir).catch(() => []);
      // `<key>.<variant>.json`: not what is kept with a build (`<stem>.kept.json`) nor a file half written.
      const stems = (await listing).filter((name) => name.startsWith(`${key}.`) && /^[^.]+\.[^.]+\.json$/.test(name)).map((name) => name.slice(0, -".json".length));
      const found: [string, KeptBuild][] = [];
      for (const stem of stems) {
        const kept = await read(stem);
        if (kept) found.push([stem, kept]);
      }
      return found;
    },
    release(stem) {
      parsed.set(stem, Promise.resolve(undefined));
    },
  };
}

/** What to keep of a build that just ran, or undefined when part of what it read cannot be checked next time. */
export function keptBuild(slot: PluginSlot, result: Result, workingDir: string, startedAt: number, identity: (file: string) => string): KeptBuild | undefined {
  const files = new Map<string, [string, string]>();
  const stamp = (file: string): boolean => {
    if (files.has(file)) return true;
    // Saved while the build ran: it may have read the old text or the new one.
    const settled = settledStamp(file, startedAt);
    if (settled === undefined) return false;
    files.set(file, [settled, identity(file)]);
    return true;
  };
  for (const input of Object.keys(result.metafile.inputs)) {
    if (isPluginModule(input)) {
      if (!slot.loaded.has(input)) return undefined;
      continue;
    }
    const file = path.resolve(workingDir, input);
    if (!stamp(file) || !stamp(path.dirname(file))) return undefined;
  }
  const loaded: KeptBuild["loaded"] = [];
  for (const module of slot.loaded.values()) {
    if (!survivesJson(module.args)) return undefined;
    loaded.push([module.index, packArgs(module.args, LOAD_FIELDS), loadedHash(module)]);
  }
  const resolved: KeptBuild["resolved"] = [];
  for (const { index, args, answer } of slot.resolved.values()) {
    if (!survivesJson(args)) return undefined;
    resolved.push([index, packArgs(args, RESOLVE_FIELDS), answer]);
  }
  // Hashed here, as the writer would, so a replay need not read the bytes to tell an unchanged file (see
  // keptOutputFile). A cold build at 10,000 pages bundles 160 MB: about 90 ms at the rate fileHash measured.
  const outputs = result.outputFiles.map((file): KeptBuild["outputs"][number] => [file.path, file.hash, file.contents.byteLength, fileHash(file.contents)]);
  return { loaded, resolved, files: [...files].map(([file, [stamp, id]]) => [file, stamp, id]), outputs };
}

/**
 * A kept build's inputs, by metafile input, as hashes of their contents: a plugin's module by what it loaded,
 * a file by its identity. An input whose contents the record lacks is left out.
 */
export function keptHashes(kept: Pick<KeptBuild, "loaded" | "files">, metafile: Result["metafile"], workingDir: string): Map<string, string> {
  const loaded = new Map<string, string>();
  for (const [, args, hash] of kept.loaded) {
    const unpacked = unpackArgs(args, LOAD_FIELDS);
    loaded.set(pluginModuleInput(unpacked) ?? (unpacked as { path: string }).path, hash);
  }
  const files = new Map<string, string>();
  for (const [file, , id] of kept.files) if (id !== undefined) files.set(file, id);
  const hashes = new Map<string, string>();
  for (const input of Object.keys(metafile.inputs)) {
    const hash = isPluginModule(input) ? loaded.get(input) : files.get(path.resolve(workingDir, input));
    if (hash !== undefined) hashes.set(input, hash);
  }
  return hashes;
}

/** Writes a build that ran into `dir` under `stem`: its outputs' bytes, its metafile, then its record. */
export async function saveKeptBuild(dir: string, stem: string, kept: KeptBuild, result: Result): Promise<void> {
  // What was kept with an earlier build of the same stem (see keptWith) came from that build's record; what
  // this build keeps is written once this is done.
  await rm(path.join(dir, `${stem}.kept.json`), { force: true });
  await mkdir(dir, { recursive: true });
  // The bytes first and the record last: a record is only ever beside the outputs it lists.
  await replaceFile(path.join(dir, `${stem}.bin`), Buffer.concat(result.outputFiles.map((file) => file.contents)));
  await replaceFile(path.join(dir, `${stem}.meta.json`), JSON.stringify(result.metafile));
  await replaceFile(path.join(dir, `${stem}.json`), JSON.stringify(kept));
}

/** A kept build made a result again, and the plugin modules whose contents differ from what it loaded. */
export interface Replayed {
  result: Result;
  changed: ReadonlySet<string>;
}

/** The metafile input a plugin's module is, as esbuild names it: undefined for a file a plugin loaded (named by its path). */
function pluginModuleInput(args: unknown): string | undefined {
  const { namespace, path: where } = args as { namespace: string; path: string };
  return namespace === "file" ? undefined : `${namespace}:${where}`;
}

/**
 * The kept build's result, if everything it read is unchanged ("exact"), or ("near") if only the contents of
 * plugin modules differ, other than its entry's when `oneEntry`: every import resolves and every file reads
 * as before. Builds of one entry may share their options (the server batches, each with its own entry
 * module), and their entries tell them apart; a build of several entries is told apart by its options, which
 * list them, and any of its entries may be among what changed (a browser batch whose routes are patched).
 */
export async function replayKeptBuild(dir: string, stem: string, kept: KeptBuild, registrations: Registration[], identity: (file: string) => string, match: "exact" | "near", oneEntry = true): Promise<Replayed | undefined> {
  const changed = new Set<string>();
  // The modules first: a build's one entry is loaded first, and tells the builds that share options apart at
  // once. Of several entries, esbuild loads whichever comes first: the first recorded is not special then.
  for (const [n, [index, packed, hash]] of kept.loaded.entries()) {
    const registration = registrations[index];
    if (registration?.kind !== "load") return undefined;
    const args = unpackArgs(packed, LOAD_FIELDS);
    const loaded = await registration.callback(args as Parameters<typeof registration.callback>[0]);
    // A known hash is compared without asking for the contents, which may be read only when asked (a page's code).
    const known = loaded ? knownModuleHash(loaded) : undefined;
    const contents = known === undefined ? loaded?.contents : undefined;
    const now = known ?? (contents === undefined ? undefined : moduleHash(contents));
    if (now === hash) continue;
    const input = pluginModuleInput(args);
    // Nothing loaded (undefined) is no module to patch in.
    if (match === "exact" || (n === 0 && oneEntry) || now === undefined || input === undefined) return undefined;
    changed.add(input);
  }
  for (const [index, packed, answer] of kept.resolved) {
    const registration = registrations[index];
    if (registration?.kind !== "resolve") return undefined;
    if (answerOf(await registration.callback(unpackArgs(packed, RESOLVE_FIELDS) as Parameters<typeof registration.callback>[0])) !== answer) return undefined;
  }
  for (const [file, stamp, id] of kept.files) {
    if (fileStamp(file).text !== stamp && (id === undefined || identity(file) !== id)) return undefined;
  }
  const bin = path.join(dir, `${stem}.bin`);
  if ((await stat(bin)).size !== kept.outputs.reduce((sum, [, , length]) => sum + length, 0)) return undefined;
  const metaFile = path.join(dir, `${stem}.meta.json`);
  if (!(await stat(metaFile)).isFile()) return undefined;
  let metafile: Result["metafile"] | undefined;
  let start = 0;
  const outputFiles = kept.outputs.map(([file, hash, length, contentHash]): OutputFile => {
    const output = keptOutputFile(file, hash, { file: bin, start, length, contentHash });
    start += length;
    return output;
  });
  const result: Result = {
    errors: [],
    warnings: [],
    outputFiles,
    get metafile() {
      return (metafile ??= JSON.parse(readFileSync(metaFile, "utf8")) as Result["metafile"]);
    },
    mangleCache: undefined,
  };
  return { result, changed };
}
