// Compiled pages kept between dev builds and dev restarts. Compiling MDX is most of a cold build; a page's
// result depends on its text, the TOC levels and how its links resolved, so an entry is reused when the
// source hashes the same and every link it resolved still resolves the same way (a link to a page that was
// renamed, added or deleted since then recompiles the page, nothing else does).
import { createHash } from "node:crypto";
import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import type { SourceCompiler } from "../build/compileContent.js";
import type { CodeHighlighter } from "../mdx/createCodeHighlighter.js";
import type { CompiledModule } from "../types.js";

interface Entry {
  key: string;
  module: CompiledModule;
  /** Each link the compile asked to resolve, from where, and the answer (as JSON, "" for none). */
  links: [url: string, from: string, answer: string][];
}

interface CacheFile {
  version: string;
  entries: [string, Entry][];
}

export interface CompileCacheOptions {
  /** JSON file the entries persist in; without it they live as long as the process. */
  file?: string;
  /** Highlighted code blocks' cache file, passed to the highlighter. */
  highlightFile?: string;
  /** Changes whenever the compiler's code does, so a cache from another edsite is not trusted. */
  version: string;
}

/** A SourceCompiler that compiles only pages whose inputs changed, and remembers how many it compiled. */
export class CompileCache {
  private readonly entries = new Map<string, Entry>();
  /** Ids asked for by the build running now, and by the last build that succeeded. */
  private used = new Set<string>();
  private lastBuild?: Set<string>;
  private changed = false;
  private highlighter?: Promise<CodeHighlighter>;
  /** Pages reused and compiled since the last endBuild(). */
  private counts = { reused: 0, compiled: 0 };

  private constructor(private readonly options: CompileCacheOptions) {}

  /** Opens the cache; a missing, unreadable or outdated file is an empty cache. */
  static async open(options: CompileCacheOptions): Promise<CompileCache> {
    const cache = new CompileCache(options);
    if (!options.file) return cache;
    try {
      const stored = JSON.parse(await readFile(options.file, "utf8")) as CacheFile;
      if (stored.version === options.version) for (const [id, entry] of stored.entries) cache.entries.set(id, entry);
    } catch {
      // No cache yet: the first build compiles everything and writes one.
    }
    return cache;
  }

  /** The compiler to hand to buildSite. */
  readonly compile: SourceCompiler = async (source, options) => {
    this.used.add(source.id);
    const key = createHash("sha1")
      .update(JSON.stringify([source.id, source.file, source.body, options.tocMinLevel, options.tocMaxLevel]))
      .digest("base64url");
    const entry = this.entries.get(source.id);
    const resolve = options.resolveLink;
    if (entry && entry.key === key && entry.links.every(([url, from, answer]) => answerOf(resolve?.(url, from)) === answer)) {
      this.counts.reused++;
      return entry.module;
    }
    const links: Entry["links"] = [];
    const recordingResolve = resolve && ((url: string, from: string) => {
      const result = resolve(url, from);
      links.push([url, from, answerOf(result)]);
      return result;
    });
    // The compiler loads on the first miss: a start on a warm cache never needs it.
    this.highlighter ??= import("../mdx/createCodeHighlighter.js").then((m) => m.createCodeHighlighter({ cacheFile: this.options.highlightFile }));
    const { compileMdx } = await import("../mdx/compileMdx.js");
    const module = await compileMdx(source, { ...options, resolveLink: recordingResolve, highlighter: await this.highlighter });
    this.entries.set(source.id, { key, module, links });
    this.changed = true;
    this.counts.compiled++;
    return module;
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
   * Writes the entries the last good build used (a deleted page's entry goes). Written to a temporary file
   * and renamed, so a stopped process never leaves half a cache.
   */
  async save(): Promise<void> {
    const keep = this.lastBuild;
    for (const id of [...this.entries.keys()]) {
      if (keep && !keep.has(id)) {
        this.entries.delete(id);
        this.changed = true;
      }
    }
    const highlighter = this.highlighter && (await this.highlighter);
    await highlighter?.saveCache();
    if (!this.options.file || !this.changed) return;
    this.changed = false;
    const data: CacheFile = { version: this.options.version, entries: [...this.entries] };
    await mkdir(path.dirname(this.options.file), { recursive: true });
    const temporary = `${this.options.file}.${process.pid}.tmp`;
    await writeFile(temporary, JSON.stringify(data));
    await rename(temporary, this.options.file);
  }
}

function answerOf(result: unknown): string {
  return result === undefined ? "" : JSON.stringify(result);
}
