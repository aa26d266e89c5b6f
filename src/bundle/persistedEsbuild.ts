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
import { readdir, rm } from "node:fs/promises";
import path from "node:path";
import type { BuildResult } from "esbuild";
import { replaceFile } from "../replaceFile.js";
import { dispatchingPlugin, recordPlugins, registrationsSignature, type PluginSlot, type Registration } from "../dev/swappablePlugins.js";
import { inputIdentities } from "./inputIdentity.js";
import { oneShotEsbuild, type BundleBuildOptions, type EsbuildRunner } from "./esbuildRunner.js";
import { keptBuild, keptBuilds, keptHashes, replayKeptBuild, saveKeptBuild, type KeptBuild, type Replayed } from "./keptBuild.js";

type Result = BuildResult<BundleBuildOptions>;

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
        const replayed = await replayKeptBuild(dir, stem, candidate, registrations, identity, "exact").catch(() => undefined);
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
        const saved = saveKeptBuild(dir, stem, record, result).catch(() => {});
        // Not read back: the file there, if any, is an earlier build's of this stem, which saveKeptBuild removes.
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
        const replayed = await replayKeptBuild(dir, stem, candidate, registrations, identity, "near", entryCount(options) === 1).catch(() => undefined);
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

/** How many entry points a build's options name. */
function entryCount(options: BundleBuildOptions): number {
  const entries = options.entryPoints;
  if (entries === undefined) return 0;
  return Array.isArray(entries) ? entries.length : Object.keys(entries).length;
}

/** The key of a build's options: builds with the same key differ only in what their plugins serve. */
function optionsKey(version: string, options: BundleBuildOptions, registrations: Registration[]): string {
  return createHash("sha1").update(version).update(JSON.stringify({ ...options, plugins: undefined })).update(registrationsSignature(registrations)).digest("hex");
}

