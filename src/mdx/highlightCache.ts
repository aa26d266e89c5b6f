// Highlighted code blocks kept between builds. Tokenizing is the costliest part of compiling a page with
// code, and a block rarely changes between two builds, so results are stored by a hash of everything that
// decides them (Shiki's version, the themes, the language, the marked lines and the code).
import { createHash } from "node:crypto";
import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import path from "node:path";

/** A highlighted block as the code-block plugin uses it: the `<pre>`'s attributes and its inner HTML. */
export interface HighlightedCode {
  /** Shiki's language id, `text` when unknown. */
  language: string;
  /** hast properties of the `<pre>` (class, style with the theme variables, tabindex). */
  properties: Record<string, string | number | boolean | (string | number)[]>;
  /** The `<code>` element with its line and token spans, as HTML. */
  html: string;
}

interface CacheFile {
  version: string;
  entries: Record<string, HighlightedCode>;
}

/** An in-memory map of results, loaded from and saved to one JSON file when given one. */
export class HighlightCache {
  private readonly entries = new Map<string, HighlightedCode>();
  private readonly used = new Set<string>();
  private changed = false;

  private constructor(
    private readonly version: string,
    private readonly file: string | undefined,
  ) {}

  /** Opens the cache; a missing, unreadable or outdated file just means an empty cache. */
  static async open(version: string, file?: string): Promise<HighlightCache> {
    const cache = new HighlightCache(version, file);
    if (!file) return cache;
    try {
      const stored = JSON.parse(await readFile(file, "utf8")) as CacheFile;
      if (stored.version === version) {
        for (const [key, value] of Object.entries(stored.entries)) cache.entries.set(key, value);
      }
    } catch {
      // No cache yet, or one we cannot read: highlight from scratch and write a new one.
    }
    return cache;
  }

  /** The key for one block. */
  static key(language: string, code: string, highlightLines: Iterable<number>): string {
    return createHash("sha1").update(`${language}\n${[...highlightLines].join(",")}\n${code}`).digest("base64url");
  }

  get(key: string): HighlightedCode | undefined {
    const hit = this.entries.get(key);
    if (hit) this.used.add(key);
    return hit;
  }

  set(key: string, value: HighlightedCode): void {
    this.entries.set(key, value);
    this.used.add(key);
    this.changed = true;
  }

  /** Writes the blocks used since opening (dropping ones no page has any more), if anything changed. */
  async save(): Promise<void> {
    if (!this.file || (!this.changed && this.used.size === this.entries.size)) return;
    const entries: Record<string, HighlightedCode> = {};
    for (const key of this.used) entries[key] = this.entries.get(key)!;
    const data: CacheFile = { version: this.version, entries };
    await mkdir(path.dirname(this.file), { recursive: true });
    // Write then rename, so a build that stops half-way never leaves a truncated cache behind.
    const temporary = `${this.file}.${process.pid}.tmp`;
    await writeFile(temporary, JSON.stringify(data));
    await rename(temporary, this.file);
    this.changed = false;
  }
}
