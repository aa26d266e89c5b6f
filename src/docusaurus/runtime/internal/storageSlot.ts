// Docusaurus's createStorageSlot: one key of the browser's storage, safe to use where storage throws (private
// modes, sandboxed iframes), and heard by `listen` in this window too (the browser's own `storage` event
// only reaches other windows). Keys are used as given, as edsite's theme stores its own (tab and colour choices).

/** Where a slot keeps its value: Docusaurus's `persistence` option. */
export type StoragePersistence = "localStorage" | "sessionStorage" | "none";

/** One key of the browser's storage. */
export interface StorageSlot {
  get: () => string | null;
  set: (value: string) => void;
  del: () => void;
  /** Calls `onChange` when the key changes, in this window or another; returns the unsubscribe. */
  listen: (onChange: (event: StorageEvent) => void) => () => void;
}

const noStorage: StorageSlot = { get: () => null, set: () => {}, del: () => {}, listen: () => () => {} };

let warnedUnavailable = false;

/** The storage a slot uses, or null when the browser refuses it (told once on the console). */
function browserStorage(persistence: StoragePersistence): Storage | null {
  if (persistence === "none") return null;
  try {
    return window[persistence];
  } catch (error) {
    if (!warnedUnavailable) console.warn(`Browser storage (${persistence}) is unavailable, so choices such as this site's will not be remembered.`, error);
    warnedUnavailable = true;
    return null;
  }
}

/** A slot whose every use fails: the server has no browser storage, and a page read from it would not hydrate. */
function serverSlot(key: string): StorageSlot {
  const fail = (): never => {
    throw new Error(`The storage key "${key}" was used while rendering on the server, which has no browser storage. Read and write it in an effect or an event handler.`);
  };
  return { get: fail, set: fail, del: fail, listen: fail };
}

/** Tells this window's listeners (see `listen`) what changed; a write of the same value tells no one, as the browser does. */
function announce(storage: Storage, key: string, oldValue: string | null, newValue: string | null): void {
  if (oldValue === newValue) return;
  window.dispatchEvent(new StorageEvent("storage", { key, oldValue, newValue, url: window.location.href, storageArea: storage }));
}

/**
 * The slot of `key` in the browser's storage (localStorage unless `persistence` says otherwise). Making it
 * touches nothing; on the server its methods throw. A failing read gives null and a failing write is logged.
 */
export function createStorageSlot(key: string, options?: { persistence?: StoragePersistence }): StorageSlot {
  if (typeof window === "undefined") return serverSlot(key);
  const storage = browserStorage(options?.persistence ?? "localStorage");
  if (!storage) return noStorage;
  const attempt = <T>(what: string, run: () => T, fallback: T): T => {
    try {
      return run();
    } catch (error) {
      console.error(`Browser storage could not ${what} the key "${key}".`, error);
      return fallback;
    }
  };
  return {
    get: () => attempt("read", () => storage.getItem(key), null),
    set: (value) =>
      attempt(
        "write",
        () => {
          const old = storage.getItem(key);
          storage.setItem(key, value);
          announce(storage, key, old, value);
        },
        undefined,
      ),
    del: () =>
      attempt(
        "delete",
        () => {
          const old = storage.getItem(key);
          storage.removeItem(key);
          announce(storage, key, old, null);
        },
        undefined,
      ),
    listen: (onChange) => {
      const listener = (event: StorageEvent) => {
        if (event.storageArea === storage && event.key === key) onChange(event);
      };
      window.addEventListener("storage", listener);
      return () => window.removeEventListener("storage", listener);
    },
  };
}
