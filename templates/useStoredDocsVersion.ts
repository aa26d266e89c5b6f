import { useEffect, useState } from "react";
import { PREFERRED_VERSION_EVENT, PREFERRED_VERSION_KEY } from "../src/shared/preferredVersionKey.js";
import { readStored, writeStored } from "./siteStorage.js";

/**
 * The docs version the visitor chose, as storage holds it: null on the server and in the first render (which
 * must match the server's), and until they choose one. A choice saved later on the page shows at once.
 */
export function useStoredDocsVersion(): string | null {
  const [stored, setStored] = useState<string | null>(null);
  useEffect(() => {
    const read = () => setStored(readStored(PREFERRED_VERSION_KEY));
    read();
    window.addEventListener(PREFERRED_VERSION_EVENT, read);
    return () => window.removeEventListener(PREFERRED_VERSION_EVENT, read);
  }, []);
  return stored;
}

/** Saves the visitor's docs version, and tells what shows it (useStoredDocsVersion) to read it again. */
export function saveDocsVersion(name: string): void {
  writeStored(PREFERRED_VERSION_KEY, name);
  window.dispatchEvent(new Event(PREFERRED_VERSION_EVENT));
}
