// esbuild's builds kept in `.edsite-cache/bundles/` between `edsite build` runs. A build is replayed when its
// options are the same and everything it read is as it was: each module a plugin loaded gives the same
// contents when asked again, each import a plugin resolved gets the same answer, and each file esbuild read
// itself (and the folder it lies in, whose time moves when a file is added beside it) keeps its size and time,
// or else its contents (a folder: its names), as in a fresh clone with the cache restored (see inputIdentity).
// The bundle stages build in batches of routes, so an edit to one page runs only its batch's builds. Batches
// of the server bundle share their options (each has its own entry module), so one set of options may have
// several kept builds, told apart by what they loaded: each is tried in turn, its entry first.
// What it pays and costs (26 November 2026, 2-core machine under load): at 10,000 generated pages, a rebuild
// after one page's edit bundled in 3.3 s instead of 19.5 s (2 of 58 builds run; 23 s against 58 s in all);
// keeping the builds costs a cold Ki build with the cache on about 35 ms (1,416-1,491 ms against 1,401-1,459 ms,
// 5 alternating pairs; with --no-cache, which keeps nothing, the two are level), and 225 MB of disk at 10,000 pages.
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { mkdir, readdir, readFile, rm, stat } from "node:fs/promises";
import { replaceFile } from "../replaceFile.js";
import path from "node:path";
import type { BuildResult, OutputFile } from "esbuild";
import { dispatchingPlugin, loadedHash, recordPlugins, registrationsSignature, answerOf, type PluginSlot, type Registration } from "../dev/swappablePlugins.js";
import { fileStamp, settledStamp } from "../fileStamp.js";
import { inputIdentities } from "./inputIdentity.js";
import { keptOutputFile } from "./keptOutputFile.js";
import { fileHash } from "../output/fileHash.js";
import { knownModuleHash, moduleHash } from "../moduleHash.js";
import { isPluginModule } from "./esbuildInputs.js";
import { survivesJson } from "../survivesJson.js";
import { LOAD_FIELDS, packArgs, RESOLVE_FIELDS, unpackArgs, type KeptArgs } from "./keptArgs.js";
import { oneShotEsbuild, type BundleBuildOptions, type EsbuildRunner } from "./esbuildRunner.js";

type Result = BuildResult<BundleBuildOptions>;

/**
 * What one build read and wrote, as kept on disk; the outputs' bytes and the metafile are in files of their
 * own beside it (`<stem>.bin`, `<stem>.meta.json`). The metafile, half of what is kept, is read only when
 * asked for: a rebuild's stages keep what they make of it with the build (see keptWith). Parsed at each replay,
 * the 56 kept metafiles of a 10,000-page site cost a one-page rebuild 6.52 s against 6.13 s (medians of 5
 * alternating pairs, 27 November 2026; bundle stage 2.66-2.94 s against 2.40-2.67 s).
 */
interface KeptBuild {
  loaded: [index: number, args: KeptArgs, hash: string][];
  resolved: [index: number, args: KeptArgs, answer: string][];
  /** Each file and folder esbuild read, with its stamp and its identity (see inputIdentity). */
  files: [file: string, stamp: string, identity?: string][];
  /** Each output's path, esbuild's hash, byte length and the hash of its contents as the output record keeps it (see fileHash). */
  outputs: [path: string, hash: string, length: number, contentHash: string][];
}

/** The runner, and what a build that succeeded does once it is done with it. */
export interface PersistedEsbuild extends EsbuildRunner {
  /** Builds replayed and run so far, and of the replayed, those patched and their routes bundled again. */
  readonly counts: { replayed: number; ran: number; patched: number; patchedRoutes: number };
  /** Removes the kept builds this run did not use (a deleted page's batch, an older config's). */
  prune(): Promise<void>;
}

/** A runner that replays kept builds from `dir` and keeps the ones it runs; `version` names edsite's code. */
export function persistedEsbuild(dir: string, version: string): PersistedEsbuild {
  /** Kept builds (by file stem, `<options key>.<variant>`) this run replayed or wrote. */
  const used = new Set<string>();
  const kept = keptBuilds(dir);
  const writes: Promise<void>[] = [];
  const counts = { replayed: 0, ran: 0, patched: 0, patchedRoutes: 0 };
  const identity = inputIdentities();
  /**
   * What each build of this run read, by metafile input, as hashes of its contents (see inputHashes). A
   * replayed build's are made when first asked for, from part of its record and its metafile (which is then
   * read). A build that ran has its metafile in memory, and its record would be held only for this, to the
   * end of the run: theirs are made at once.
   */
  const readHashes = new WeakMap<Result, () => ReadonlyMap<string, string>>();
  const hashesOf = (result: Result, kept: KeptBuild, workingDir: string, when: "now" | "asked") => {
    if (when === "now") {
      const hashes = keptHashes(kept, result.metafile, workingDir);
      readHashes.set(result, () => hashes);
      return;
    }
    // Not the imports it resolved, the biggest part of a record: the rest goes once the build is used.
    const { loaded, files } = kept;
    let hashes: ReadonlyMap<string, string> | undefined;
    readHashes.set(result, () => (hashes ??= keptHashes({ loaded, files }, result.metafile, workingDir)));
  };
  /** Options `nearest` found no kept build of that read exactly what they read: `build` need not replay them again. */
  const noExactReplay = new WeakSet<BundleBuildOptions>();
  /** The kept build (by stem) each result of this run is, for what is kept with it (see keptWith). */
  const stemOf = new WeakMap<Result, string>();
  /**
   * Each stem's kept values as this run knows them, and the last write touching them: a build that ran first
   * saves its record (which removes an earlier record's values), and each write of values waits for the one
   * before, so none lands out of order.
   */
  const keptOf = new Map<string, { values: Record<string, unknown>; written: Promise<void> }>();
  return {
    counts,
    inputHashes: (result) => readHashes.get(result)?.(),
    keptWith<T>(result: Result, name: string, compute: () => T): T {
      const stem = stemOf.get(result);
      if (stem === undefined) return compute();
      let kept = keptOf.get(stem);
      if (!kept) {
        let values: Record<string, unknown>;
        try {
          values = JSON.parse(readFileSync(path.join(dir, `${stem}.kept.json`), "utf8")) as Record<string, unknown>;
        } catch {
          values = {};
        }
        kept = { values, written: Promise.resolve() };
        keptOf.set(stem, kept);
      }
      if (Object.hasOwn(kept.values, name)) return kept.values[name] as T;
      const value = compute();
      kept.values[name] = value;
      const { values } = kept;
      kept.written = kept.written.then(() => replaceFile(path.join(dir, `${stem}.kept.json`), JSON.stringify(values))).catch(() => {});
      writes.push(kept.written);
      return value;
    },
    async build(options) {
      const registrations = recordPlugins(options.plugins ?? [], options);
      if (!registrations) return oneShotEsbuild.build(options);
      const key = optionsKey(version, options, registrations);
      for (const [stem, candidate] of noExactReplay.has(options) ? [] : await kept.candidates(key)) {
        const replayed = await replay(dir, stem, candidate, registrations, identity, "exact").catch(() => undefined);
        if (replayed) {
          hashesOf(replayed.result, candidate, options.absWorkingDir ?? process.cwd(), "asked");
          stemOf.set(replayed.result, stem);
          used.add(stem);
          kept.release(stem);
          counts.replayed++;
          return replayed.result;
        }
      }
      counts.ran++;
      const slot: PluginSlot = { current: registrations, loaded: new Map(), resolved: new Map() };
      const startedAt = Date.now();
      let result: Result;
      try {
        result = await oneShotEsbuild.build({ ...options, plugins: [dispatchingPlugin(slot, registrations)] });
      } catch {
        // A plugin that needs more than its callbacks (build.resolve) fails when dispatched: built as it is.
        return oneShotEsbuild.build(options);
      }
      const record = keptBuild(slot, result, options.absWorkingDir ?? process.cwd(), startedAt, identity);
      if (record) {
        hashesOf(result, record, options.absWorkingDir ?? process.cwd(), "now");
        const stem = `${key}.${createHash("sha1").update(JSON.stringify(record.loaded)).digest("hex").slice(0, 16)}`;
        used.add(stem);
        stemOf.set(result, stem);
        const saved = save(dir, stem, record, result).catch(() => {});
        // Not read back: the file there, if any, is an earlier build's of this stem, which save() removes.
        keptOf.set(stem, { values: {}, written: saved });
        writes.push(saved);
      }
      return result;
    },
    async nearest(options) {
      const registrations = recordPlugins(options.plugins ?? [], options);
      if (!registrations) return undefined;
      let best: { stem: string; candidate: KeptBuild; replayed: Replayed } | undefined;
      for (const [stem, candidate] of await kept.candidates(optionsKey(version, options, registrations))) {
        const replayed = await replay(dir, stem, candidate, registrations, identity, "near").catch(() => undefined);
        if (replayed && (!best || replayed.changed.size < best.replayed.changed.size)) best = { stem, candidate, replayed };
        if (best?.replayed.changed.size === 0) break;
      }
      // What near matching refused or found changed, exact matching refuses too: no candidate replays exactly.
      if (best?.replayed.changed.size !== 0) noExactReplay.add(options);
      if (!best) return undefined;
      const { stem, candidate, replayed } = best;
      hashesOf(replayed.result, candidate, options.absWorkingDir ?? process.cwd(), "asked");
      stemOf.set(replayed.result, stem);
      return {
        result: replayed.result,
        changed: replayed.changed,
        use(patched = 0) {
          used.add(stem);
          kept.release(stem);
          counts.replayed++;
          if (patched > 0) {
            counts.patched++;
            counts.patchedRoutes += patched;
          }
        },
      };
    },
    async prune() {
      await Promise.all(writes);
      let names: string[];
      try {
        names = await readdir(dir);
      } catch {
        return;
      }
      await Promise.all(names.filter((name) => !used.has(name.split(".").slice(0, 2).join("."))).map((name) => rm(path.join(dir, name), { force: true })));
    },
  };
}

/**
 * The kept builds in `dir`, each read once, listed by their options' key. A build used in this run is let go
 * (`release`): a run uses each at most once, and the records it had replayed were held to its end. One
 * page's text edited at 10,000 pages, 5 alternating pairs (27 November 2026): peak 735 MB against 827 MB
 * (medians; lower in 4 of 5), time level (5.78 s against 5.80 s).
 */
function keptBuilds(dir: string): { candidates(key: string): Promise<[stem: string, kept: KeptBuild][]>; release(stem: string): void } {
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
function keptBuild(slot: PluginSlot, result: Result, workingDir: string, startedAt: number, identity: (file: string) => string): KeptBuild | undefined {
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
function keptHashes(kept: Pick<KeptBuild, "loaded" | "files">, metafile: Result["metafile"], workingDir: string): Map<string, string> {
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

async function save(dir: string, stem: string, kept: KeptBuild, result: Result): Promise<void> {
  // What was kept with an earlier build of the same stem (see keptWith) came from that build's record; what
  // this build keeps is written once this is done.
  await rm(path.join(dir, `${stem}.kept.json`), { force: true });
  await mkdir(dir, { recursive: true });
  // The bytes first and the record last: a record is only ever beside the outputs it lists.
  await replaceFile(path.join(dir, `${stem}.bin`), Buffer.concat(result.outputFiles.map((file) => file.contents)));
  await replaceFile(path.join(dir, `${stem}.meta.json`), JSON.stringify(result.metafile));
  await replaceFile(path.join(dir, `${stem}.json`), JSON.stringify(kept));
}

/** The key of a build's options: builds with the same key differ only in what their plugins serve. */
function optionsKey(version: string, options: BundleBuildOptions, registrations: Registration[]): string {
  return createHash("sha1").update(version).update(JSON.stringify({ ...options, plugins: undefined })).update(registrationsSignature(registrations)).digest("hex");
}

/** A kept build made a result again, and the plugin modules whose contents differ from what it loaded. */
interface Replayed {
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
 * plugin modules other than its entry differ: every import resolves and every file reads as before.
 */
async function replay(dir: string, stem: string, kept: KeptBuild, registrations: Registration[], identity: (file: string) => string, match: "exact" | "near"): Promise<Replayed | undefined> {
  const changed = new Set<string>();
  // The modules first: a batch's entry, loaded first, tells the batches that share options apart at once.
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
    if (match === "exact" || n === 0 || now === undefined || input === undefined) return undefined;
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
