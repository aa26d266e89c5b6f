// How a compile cache entry is kept in the cache's line: the module without its code, which is in the code
// store (see compiledCodeStore), and read back from there the first time the build asks for it.
import type { CompiledModule } from "../types.js";
import type { LinkAnswer } from "../mdx/linkAnswers.js";
import type { CodePlace, CompiledCodeStore } from "./compiledCodeStore.js";

export interface Entry {
  key: string;
  module: CompiledModule;
  links: LinkAnswer[];
  /** Where the module's code is in the store, once saved; its `code` is read from there when first asked for. */
  place?: CodePlace;
}

/** An entry as its line has it: the module without its code, and the code's place in the store. */
export interface StoredEntry {
  key: string;
  module: Omit<CompiledModule, "code">;
  links: LinkAnswer[];
  code: CodePlace;
}

/** The entry a line holds, its module's code read from `store` when first asked for. */
export function entryOfLine(stored: StoredEntry, store: CompiledCodeStore): Entry {
  const { code: place, ...rest } = stored;
  const entry: Entry = { ...rest, module: stored.module as CompiledModule, place };
  codeFromPlace(entry, store, true);
  return entry;
}

/**
 * Makes the code of `entry`'s module the one at the entry's place in `store`: kept once read when `keep`,
 * else read again at every ask, which holds none of it in memory. A code set on the module is kept as set.
 */
export function codeFromPlace(entry: Entry, store: CompiledCodeStore, keep: boolean): void {
  let code: string | undefined;
  Object.defineProperty(entry.module, "code", {
    enumerable: true,
    configurable: true,
    // The entry's place when asked, not now: a save that compacts the store moves it.
    get: () => {
      if (code !== undefined) return code;
      const read = store.read(entry.place!, entry.module.codeHash);
      if (keep) code = read;
      return read;
    },
    set: (value: string) => {
      code = value;
    },
  });
}

/** Whether a line's value is an entry as storedEntryOf makes one. */
export function isStoredEntry(value: unknown): value is StoredEntry {
  const entry = value as Partial<StoredEntry> | null;
  const place = entry?.code;
  return (
    typeof entry?.key === "string" &&
    Array.isArray(entry.links) &&
    typeof entry.module === "object" &&
    entry.module !== null &&
    Array.isArray(place) &&
    place.length === 3 &&
    typeof place[0] === "string" &&
    typeof place[1] === "number" &&
    typeof place[2] === "number"
  );
}

/** An entry as its line keeps it (see StoredEntry); its code must be in the store. */
export function storedEntryOf(entry: Entry): StoredEntry {
  const module: Record<string, unknown> = {};
  // Not a spread: that would read a code not read yet.
  for (const key of Object.keys(entry.module)) if (key !== "code") module[key] = entry.module[key as keyof CompiledModule];
  return { key: entry.key, module: module as Omit<CompiledModule, "code">, links: entry.links, code: entry.place! };
}

