// The browser's localStorage, made safe: private modes, sandboxed iframes and blocked cookies make it throw.
// Then the visitor is told once, and choices (colour mode, dismissed bar) last in memory for this page only.

let memory: Map<string, string> | undefined;

function fallBackToMemory(error: unknown): Map<string, string> {
  if (!memory) {
    memory = new Map();
    const reason = error instanceof Error ? error.message : String(error);
    console.warn(`localStorage is unavailable (${reason}); settings such as the colour mode will not be remembered.`);
  }
  return memory;
}

/** Reads a key; null when it is unset or storage is unavailable (which counts as empty). */
export function readStored(key: string): string | null {
  if (memory) return memory.get(key) ?? null;
  try {
    return window.localStorage.getItem(key);
  } catch (error) {
    return fallBackToMemory(error).get(key) ?? null;
  }
}

/** Writes a key; falls back to memory when storage is unavailable. */
export function writeStored(key: string, value: string): void {
  if (memory) {
    memory.set(key, value);
    return;
  }
  try {
    window.localStorage.setItem(key, value);
  } catch (error) {
    fallBackToMemory(error).set(key, value);
  }
}

/** Forgets a key (a choice taken back); in memory too when storage is unavailable. */
export function removeStored(key: string): void {
  if (memory) {
    memory.delete(key);
    return;
  }
  try {
    window.localStorage.removeItem(key);
  } catch (error) {
    fallBackToMemory(error).delete(key);
  }
}
