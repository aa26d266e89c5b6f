// Compiled pages kept between builds (and between dev rebuilds and restarts). Compiling MDX is most of a cold
// build. A page's result depends on its text, the TOC levels, the magic comments and how its links resolved,
// so an entry is reused when the source hashes the same and every link it resolved still resolves the same way.
// A page may have several entries at once: a file a site's locales share (a page not translated yet) resolves
// its links under each locale's base URL, and each locale's build reuses its own. Each page's code is kept
// apart from its line, and read only when the build uses it (see compiledCodeStore).
import { createHash } from "node:crypto";
import path from "node:path";
import { readKeyedLines, saveKeyedLines, type KeyedLinesState } from "../keyedLinesFile.js";
import type { CompileOptions, MdxSource } from "../mdx/compileMdx.js";
import type { CodeHighlighter } from "../mdx/createCodeHighlighter.js";
import { answerOf, type CompileResult, type LinkAnswer } from "../mdx/linkAnswers.js";
import type { CompiledModule } from "../types.js";
import { markdownPluginsKey } from "../mdx/markdownPlugins.js";
import { edsiteVersion } from "../package/edsiteVersion.js";
import { moduleHash } from "../moduleHash.js";
import { CompiledCodeStore, type CodePlace } from "./compiledCodeStore.js";
import { codeFromPlace, entryOfLine, moduleWithoutCode, isStoredEntry, storedEntryOf, type Entry } from "./compileCacheLine.js";

/**
 * The most entries one page keeps: one per locale that resolves its links its own way is all a build uses,
 * and a dev session's edits would otherwise pile up until the next save drops what the build did not use.
 */
const MAX_VARIANTS = 8;

/** The layout of the cache file; raised whenever it changes, so an older edsite's file is set aside. */
const CACHE_FORMAT = 6;

/**
 * The most files the code store may have before a save merges all but the largest into one: each save that
 * compiled something adds a file, and a build opens each file its pages' code is in.
 */
const MAX_CODE_FILES = 8;

/** The cache file's first line: which edsite, and which build of its code, wrote the entries below. */
interface CacheHeader {
  format: number;
  edsite: string;
  code: string;
}

/** Why a cache file on disk was set aside; a build prints it and starts from scratch. */
export type CacheDismissal = "another-version" | "corrupt";

/** Compiles a page that missed the cache: in this thread by default, or in a worker (see compilePool). */
export type MissCompiler = (source: MdxSource, options: Omit<CompileOptions, "highlighter">) => Promise<CompileResult>;

/** The link answers of an entry once the cache is released: nothing looks an entry up after. */
const NO_LINKS: LinkAnswer[] = [];

export interface CompileCacheOptions {
  /** File the entries persist in (one JSON line each); without it they live as long as the process. */
  file?: string;
  /** Changes whenever the compiler's code does, so a cache from another edsite is not trusted. */
  version: string;
  /**
   * Each page compiled puts its code in the store (with `file`) at once, and reads it from there whenever
   * asked for, for a one-shot build: the bundles each ask once. Held until the cache was saved, every page's
   * code was in the main thread's heap at once, its largest part as the bundle stage began (53 MB at 10,000
   * generated pages, ten times that at 100,000). A dev session asks again at each rebuild, and keeps them.
   * What it pays (29 November 2026, cold builds, one after the other): 100,000 generated pages peaked at
   * 2,674 MB against 3,223 MB (Node 2,469 MB against 2,995 MB, both in the bundle stage; the compile stage
   * 1,257 MB against 1,685 MB), 944 s against 903 s; 10,000 pages, 2 alternating pairs: Node 342-355 MB
   * against 372-379 MB through compiling, 410-414 MB against 440-462 MB bundling, 80-81 s against 76-95 s.
   */
  writeCodesAsCompiled?: boolean;
}

/** Compiles only pages whose inputs changed, and remembers how many it compiled. */
export class CompileCache {
  /** By source id, the newest last: one for each way its links resolved (see MAX_VARIANTS). */
  private readonly entries = new Map<string, Entry[]>();
  /** Entries used by the build running now, and by the last build that succeeded. */
  private used = new Set<Entry>();
  private lastBuild?: Set<Entry>;
  /** The entry each module handed out by lookup() came from, for reuse() to mark it used. */
  private readonly entryOfModule = new WeakMap<CompiledModule, Entry>();
  /** Pages whose entries changed since the file was read or saved. */
  private changed = new Set<string>();
  /** The file as read or last saved (see saveKeyedLines). */
  private file?: KeyedLinesState;
  /** Made on the first miss: a start on a warm cache never loads it. */
  private highlighter?: CodeHighlighter;
  /** Pages reused and compiled since the last endBuild(). */
  private counts = { reused: 0, compiled: 0 };
  /** Set by release(): the entries lack a part, and nothing may use them again. */
  private released = false;
  /** The files each saved module's code is in; absent for a cache that lives only in this process. */
  private readonly store?: CompiledCodeStore;

  /** Pages compiled since the last endBuild(), which a build that does not end one (dev's first page) reads. */
  get compiledSoFar(): number {
    return this.counts.compiled;
  }

  /**
   * Each page's last key, with the text it was computed from. Hashing every page's text took 2 ms of each
   * dev save on the Ki site; a text that is the same string as last time (the front matter memo keeps it)
   * compares in no time.
   */
  private readonly keys = new Map<string, { body: string | undefined; bodyHash: string; file: string; settings: string; frontMatter: string; key: string }>();

  private constructor(private readonly options: CompileCacheOptions) {
    if (options.file) this.store = new CompiledCodeStore(path.join(path.dirname(options.file), "compiled-code"));
  }

  /** A cache that lives only as long as this process: every page compiles once. */
  static inMemory(): CompileCache {
    return new CompileCache({ version: "" });
  }

  /** Why the file on disk was not used, if there was one and it was not (see CompileCache.open). */
  dismissed?: CacheDismissal;

  /**
   * Opens the cache; a missing file is an empty cache, and so is one written by another edsite (or another
   * build of its code) or one that does not parse, which `dismissed` then names: a build must never trust
   * entries it cannot vouch for, and the writer should know why it starts cold.
   */
  static async open(options: CompileCacheOptions): Promise<CompileCache> {
    const cache = new CompileCache(options);
    if (!options.file) return cache;
    try {
      // No file yet: the build compiles everything and writes one.
      cache.file = await readKeyedLines(
        options.file,
        (value) => {
          const header = headerOf(value);
          if (header === undefined) throw new Error("not a header");
          if (header.format !== CACHE_FORMAT || header.edsite !== edsiteVersion || header.code !== options.version) throw new AnotherVersion();
        },
        ([id, variants]) => {
          if (!Array.isArray(variants) || !variants.every(isStoredEntry)) throw new Error("not an entry");
          if (variants.length === 0) cache.entries.delete(id as string);
          else cache.entries.set(id as string, variants.map((stored) => entryOfLine(stored, cache.store!)));
        },
      );
      // Only the places of each page's last line: an earlier line's file may be gone.
      cache.store!.openPlaces(cache.places());
    } catch (error) {
      // A file cut short or edited: none of it is trusted, not even the lines before the bad one.
      cache.entries.clear();
      cache.store!.close();
      cache.dismissed = error instanceof AnotherVersion ? "another-version" : "corrupt";
    }
    return cache;
  }

  /** The place of every entry's code that is in the store. */
  private *places(): Generator<CodePlace> {
    for (const variants of this.entries.values()) for (const { place } of variants) if (place) yield place;
  }

  /** Pages kept, from earlier builds and this one. */
  get size(): number {
    return this.entries.size;
  }

  private keyOf(source: MdxSource, options: Omit<CompileOptions, "highlighter">): string {
    const settings = settingsOf(options);
    // The module exports its front matter, so a change there alone compiles it again.
    const frontMatter = JSON.stringify(source.frontMatter ?? {});
    const last = this.keys.get(source.id);
    // A source that knows its body's hash (a doc described from KeptDocs) is never asked for its body here.
    const sameBody = (kept: { body: string | undefined; bodyHash: string }) => (source.bodyHash === undefined ? kept.body === source.body : kept.bodyHash === source.bodyHash);
    if (last && sameBody(last) && last.file === source.file && last.settings === settings && last.frontMatter === frontMatter) return last.key;
    // The body's hash, after the rest as JSON and a NUL, which JSON never holds unescaped, so the two parts
    // cannot run into each other.
    const bodyHash = source.bodyHash ?? moduleHash(source.body);
    const key = createHash("sha1").update(JSON.stringify([source.id, source.file, settings, frontMatter])).update("\0").update(bodyHash).digest("base64url");
    this.keys.set(source.id, { body: source.bodyHash === undefined ? source.body : undefined, bodyHash, file: source.file, settings, frontMatter, key });
    return key;
  }

  /** The kept result for a source, if its inputs are unchanged. */
  lookup(source: MdxSource, options: Omit<CompileOptions, "highlighter">): CompiledModule | undefined {
    this.assertUnreleased();
    const variants = this.entries.get(source.id);
    if (!variants) return undefined;
    const key = this.keyOf(source, options);
    const resolve = options.resolveLink;
    const entry = variants.find((variant) => variant.key === key && variant.links.every(([url, from, answer]) => answerOf(resolve?.(url, from)) === answer));
    if (entry) this.entryOfModule.set(entry.module, entry);
    return entry?.module;
  }

  /** Uses a result lookup() found for this build. */
  reuse(source: MdxSource, kept: CompiledModule): CompiledModule {
    const entry = this.entryOfModule.get(kept);
    if (entry) this.used.add(entry);
    this.counts.reused++;
    return kept;
  }

  /** Compiles a source lookup() found nothing for, by `compileMiss` (this thread by default), and keeps it. */
  async compile(source: MdxSource, options: Omit<CompileOptions, "highlighter">, compileMiss?: MissCompiler): Promise<CompiledModule> {
    const { module, links } = await (compileMiss ?? this.compileHere)(source, options);
    const entry: Entry = { key: this.keyOf(source, options), module, links };
    // Beside the others: another locale's build of this same text may resolve its links as they did.
    this.entries.set(source.id, [...(this.entries.get(source.id) ?? []), entry].slice(-MAX_VARIANTS));
    this.used.add(entry);
    this.changed.add(source.id);
    this.counts.compiled++;
    if (this.options.writeCodesAsCompiled && this.store) {
      // Encoded once for both the hash and the file.
      const bytes = Buffer.from(module.code);
      module.codeHash ??= moduleHash(bytes);
      entry.place = this.store.append(bytes);
      entry.module = moduleWithoutCode(module) as CompiledModule;
      codeFromPlace(entry, this.store, false);
    }
    return entry.module;
  }

  /**
   * Compiles a sample page and throws the result away. A dev server that started from its cache has not
   * loaded the compiler, started the highlighter or run either yet, and the first save paid for all three
   * (0.45-0.7 s); done while the writer reads, that save is as quick as the ones after it.
   */
  async warmUp(): Promise<CompiledModule> {
    const { warmUpSample } = await import("../mdx/warmUpSample.js");
    const file = path.join(path.sep, "edsite-warm-up.mdx");
    return (await this.compileHere({ id: file, file, body: warmUpSample }, {})).module;
  }

  private readonly compileHere: MissCompiler = async (source, options) => {
    const { compileRecordingLinks } = await import("../mdx/compileRecordingLinks.js");
    this.highlighter ??= (await import("../mdx/createCodeHighlighter.js")).createCodeHighlighter();
    return compileRecordingLinks(source, { ...options, highlighter: this.highlighter });
  };

  /** Ends a build: how many pages it reused and compiled; a good build's pages are the ones save() keeps. */
  endBuild(ok: boolean): { reused: number; compiled: number } {
    const counts = this.counts;
    this.counts = { reused: 0, compiled: 0 };
    if (ok) this.lastBuild = this.used;
    this.used = new Set();
    return counts;
  }

  /**
   * Ends a build that failed before it saved the cache, keeping the pages it compiled or reused beside the last
   * good build's: each compiled as well as in a build that passes, so once a broken page is mended the next
   * build compiles that page alone rather than every page again (a cold build of 10,000 pages spends about a
   * third of its time compiling).
   */
  endFailedBuild(): void {
    if (this.lastBuild) for (const entry of this.used) this.lastBuild.add(entry);
    this.endBuild(false);
  }

  /**
   * Keeps the entries the last good build used (a deleted page's entry goes): a line a page, appended for
   * the pages whose entries changed, or the file written whole (see saveKeyedLines). A stopped process
   * leaves at most a last line cut short, and the next open sets such a file aside as damaged.
   */
  async save(): Promise<void> {
    this.assertUnreleased();
    const keep = this.lastBuild;
    for (const [id, variants] of [...this.entries]) {
      const kept = keep ? variants.filter((entry) => keep.has(entry)) : variants;
      if (kept.length === variants.length) continue;
      if (kept.length === 0) this.entries.delete(id);
      else this.entries.set(id, kept);
      this.changed.add(id);
    }
    if (!this.options.file || this.changed.size === 0) return;
    const header: CacheHeader = { format: CACHE_FORMAT, edsite: edsiteVersion, code: this.options.version };
    const entries = this.entries;
    const moved = await this.storeCodes();
    // An empty line says the page is gone.
    const changed = [...this.changed].map((id) => [id, (entries.get(id) ?? []).map(storedEntryOf)]);
    this.changed = new Set();
    const lines = function* () {
      for (const [id, variants] of entries) yield [id, variants.map(storedEntryOf)];
    };
    // Every code moved: every line names another place, and the file is written whole.
    this.file = await saveKeyedLines(this.options.file, { header, all: lines, changed }, moved ? undefined : this.file);
    await this.store!.removeAllBut(new Set([...this.places()].map(([file]) => file)));
  }

  /**
   * Puts the code of each entry not in the store yet into a file of its own. When the store has more bytes no
   * entry uses than bytes it does, or a file it uses was removed, every entry's code goes into that file
   * instead, and the save writes the lines whole (says so). When it has grown too many files, the codes of
   * all but its largest file go in, and their pages' lines are saved again: a dev session adds a small file
   * a save, and rewriting the cold build's whole code each time they added up was 55 MB at 10,000 pages.
   */
  private async storeCodes(): Promise<boolean> {
    const store = this.store!;
    const appended = store.finishAppending();
    // The lines name the file by its final name.
    if (appended) for (const variants of this.entries.values()) for (const { place } of variants) if (place?.[0] === appended.from) place[0] = appended.to;
    const all = [...this.entries].flatMap(([id, variants]) => variants.map((entry) => ({ id, entry })));
    const live = new Map<string, number>();
    for (const { entry } of all) if (entry.place) live.set(entry.place[0], (live.get(entry.place[0]) ?? 0) + entry.place[2]);
    const liveBytes = [...live.values()].reduce((sum, bytes) => sum + bytes, 0);
    const storedBytes = [...live.keys()].reduce((sum, file) => sum + store.sizeOf(file), 0);
    const whole = storedBytes > 2 * liveBytes || !store.stillThere(live.keys());
    const fresh = all.some(({ entry }) => entry.place === undefined);
    const largest = [...live].sort((a, b) => b[1] - a[1])[0]?.[0];
    const merge = !whole && live.size + (fresh ? 1 : 0) > MAX_CODE_FILES;
    const moving = all.filter(({ entry }) => whole || entry.place === undefined || (merge && entry.place[0] !== largest));
    if (moving.length === 0) return false;
    const places = await store.write(
      moving.map(({ entry: { module, place } }) => {
        // A stored code is read again rather than through the module, which would keep it in memory.
        const code = place ? store.read(place, module.codeHash) : module.code;
        // The hash each read checks the code by: a module compiled here has it already.
        module.codeHash ??= moduleHash(code);
        return code;
      }),
    );
    moving.forEach(({ id, entry }, i) => {
      // A moved code's line must name its new place.
      if (entry.place) this.changed.add(id);
      entry.place = places[i];
    });
    return whole;
  }

  /**
   * Lets a part of every page's module go, modules handed out included, once a one-shot build has saved the
   * cache and its last locale is past the part's last reader: the search sections once the search has its
   * entries, the code once the routes are bundled. Each was held to the end of the build, to save it: at 10,000
   * pages 53 MB of code, and 22 MB of sections and the page's whole text when that was kept too (heap
   * snapshots). The cache is of no more use.
   */
  release(part: "sections" | "code"): void {
    this.letBuildStateGo();
    if (part === "code") this.store?.close();
    for (const variants of this.entries.values()) {
      for (const { module } of variants) {
        if (part === "code") module.code = "";
        else module.sections = [];
      }
    }
  }

  /**
   * Once a one-shot build has saved the cache, has each module read its code from the store whenever it is
   * asked for rather than hold it: the bundles each ask once, and nothing else does. Held until the routes
   * were bundled, the code was the largest part of the main thread's heap: 53 MB of 175 MB at 10,000
   * generated pages after compiling (heap snapshot, 28 November 2026), 10 times that at 100,000. The cache is
   * of no more use.
   */
  codeFromStore(): void {
    const store = this.store;
    if (!store) return;
    this.letBuildStateGo();
    // release("code") empties each afterwards, by setting it.
    for (const variants of this.entries.values()) for (const entry of variants) if (entry.place) codeFromPlace(entry, store, false);
  }

  /**
   * Marks the cache released and lets go of what only a lookup, a compile or a save reads: each page's last
   * key with the texts it was made from, the last build's set and the saved file's line sizes (4.6 MB of the
   * main thread's heap at 10,000 generated pages, held to the end of the build), and each entry's link
   * answers (3.4 MB more). Once: a one-shot build releases the cache three times.
   */
  private letBuildStateGo(): void {
    if (this.released) return;
    this.released = true;
    for (const variants of this.entries.values()) for (const entry of variants) entry.links = NO_LINKS;
    this.keys.clear();
    this.lastBuild = undefined;
    this.used = new Set();
    this.file = undefined;
  }

  private assertUnreleased(): void {
    if (this.released) throw new Error("Part of this compile cache was released (see release): it cannot be used again.");
  }
}

/** Thrown while reading a cache file another edsite wrote. */
class AnotherVersion extends Error {}

/** The header line's value, if it is one; undefined when the line is not a header of any format (a damaged file). */
function headerOf(value: unknown): CacheHeader | undefined {
  // A bare string is the header edsite wrote before the format had a number: another version, not damage.
  if (typeof value === "string") return { format: 1, edsite: "", code: value };
  if (typeof value !== "object" || value === null) return undefined;
  const { format, edsite, code } = value as Partial<CacheHeader>;
  return typeof format === "number" && typeof edsite === "string" && typeof code === "string" ? { format, edsite, code } : undefined;
}

/** The one line a build prints when it set a cache aside. */
export function cacheDismissalNotice(reason: CacheDismissal): string {
  return reason === "another-version"
    ? ".edsite-cache from another edsite version: building from scratch"
    : ".edsite-cache is damaged (its compiled pages, compile.jsonl and compiled-code/, do not read back): building from scratch, and writing a new one";
}

/** What every page is compiled with, as one string: a page compiled with other settings is compiled again. */
function settingsOf(options: Omit<CompileOptions, "highlighter">): string {
  return JSON.stringify([options.tocMinLevel, options.tocMaxLevel, options.magicComments ?? null, options.mermaid === true, markdownPluginsKey(options.markdownPlugins)]);
}
