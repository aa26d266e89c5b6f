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

/** Where a module whose code is in the store finds it, and the code once read (when kept) or set. */
interface CodeAt {
  entry: Entry;
  store: CompiledCodeStore;
  keep: boolean;
  code?: string;
}

const codeAt = new WeakMap<CompiledModule, CodeAt>();

// One getter and one setter for every module: an accessor made of closures of its own turned each module into
// a dictionary of properties, 790 bytes of it a module (7.9 MB of the main thread's 133.5 MB at 10,000
// generated pages as the render began, heap snapshot of 29 November 2026), since V8 shares a shape only
// between objects whose accessors are the same functions.
function readCode(this: CompiledModule): string {
  const at = codeAt.get(this)!;
  if (at.code !== undefined) return at.code;
  // The entry's place when asked, not when made: a save that compacts the store moves it.
  const read = at.store.read(at.entry.place!, this.codeHash);
  if (at.keep) at.code = read;
  return read;
}

function setCode(this: CompiledModule, value: string): void {
  codeAt.get(this)!.code = value;
}

/**
 * Makes the code of `entry`'s module the one at the entry's place in `store`: kept once read when `keep`,
 * else read again at every ask, which holds none of it in memory. A code set on the module is kept as set.
 * A module not handed out yet is best made by moduleWithoutCode first: a code held as a value and turned into
 * an accessor makes a dictionary of the module.
 */
export function codeFromPlace(entry: Entry, store: CompiledCodeStore, keep: boolean): void {
  const known = codeAt.get(entry.module);
  if (known) {
    Object.assign(known, { store, keep, code: undefined });
    return;
  }
  codeAt.set(entry.module, { entry, store, keep });
  Object.defineProperty(entry.module, "code", { enumerable: true, configurable: true, get: readCode, set: setCode });
}

/** The module's fields but its code, in their order, without reading the code. */
export function moduleWithoutCode(module: CompiledModule): Omit<CompiledModule, "code"> {
  const copy: Record<string, unknown> = {};
  for (const key of Object.keys(module)) if (key !== "code") copy[key] = module[key as keyof CompiledModule];
  return copy as Omit<CompiledModule, "code">;
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
  // Not a spread: that would read a code not read yet.
  return { key: entry.key, module: moduleWithoutCode(entry.module), links: entry.links, code: entry.place! };
}

