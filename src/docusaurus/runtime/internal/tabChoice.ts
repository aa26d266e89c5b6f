// The tab chosen for a group of Tabs (`groupId`): every Tabs of the group on the page shows it, and it is
// remembered in localStorage under Docusaurus's key, so later pages (and other windows) show it too.
import { readStored, writeStored } from "@theme/siteStorage";

type Listener = (value: string) => void;

const listeners = new Map<string, Set<Listener>>();

/** Docusaurus's storage key for a tab group's choice. */
export function tabStorageKey(groupId: string): string {
  return `docusaurus.tab.${groupId}`;
}

/** The value stored for a group, or null. */
export function storedTabChoice(groupId: string): string | null {
  return readStored(tabStorageKey(groupId));
}

/** Remembers a group's choice and shows it in every Tabs of the group on the page. */
export function chooseTab(groupId: string, value: string): void {
  writeStored(tabStorageKey(groupId), value);
  for (const listener of listeners.get(groupId) ?? []) listener(value);
}

/** Calls `listener` when the group's choice changes, here or in another window; returns the unsubscribe. */
export function watchTabChoice(groupId: string, listener: Listener): () => void {
  let set = listeners.get(groupId);
  if (!set) listeners.set(groupId, (set = new Set()));
  set.add(listener);
  const key = tabStorageKey(groupId);
  const onStorage = (event: StorageEvent) => {
    if (event.key === key && event.newValue !== null) listener(event.newValue);
  };
  window.addEventListener("storage", onStorage);
  return () => {
    set.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}
