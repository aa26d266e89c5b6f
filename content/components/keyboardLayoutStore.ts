// The reader's keyboard layout for the keymap diagrams, remembered in localStorage and shared by every
// diagram on the page, so switching one switches them all.
import { useEffect, useState } from "react";
import { DEFAULT_LAYOUT, LAYOUT_IDS } from "./keymapData";

export const LAYOUT_STORAGE_KEY = "ki-keymap-layout";

const listeners = new Set<(layout: string) => void>();

function readStoredLayout(): string {
  try {
    const stored = window.localStorage.getItem(LAYOUT_STORAGE_KEY);
    if (stored && LAYOUT_IDS.includes(stored)) return stored;
  } catch {
    // Storage can be blocked (private windows, sandboxed frames); the default layout is fine then.
  }
  return DEFAULT_LAYOUT;
}

function storeLayout(layout: string): void {
  try {
    window.localStorage.setItem(LAYOUT_STORAGE_KEY, layout);
  } catch {
    // Not remembered across pages, but still applied to this one.
  }
  for (const listener of listeners) listener(layout);
}

/**
 * The chosen layout and a setter. The first render always uses the default, as the server did, so hydration
 * matches; the stored choice is applied right after. `ready` is false until then (the switch needs script).
 */
export function useKeyboardLayout(): { layout: string; setLayout: (layout: string) => void; ready: boolean } {
  const [layout, setLayoutState] = useState(DEFAULT_LAYOUT);
  const [ready, setReady] = useState(false);
  useEffect(() => {
    setLayoutState(readStoredLayout());
    setReady(true);
    listeners.add(setLayoutState);
    // Another tab changed it.
    const onStorage = (event: StorageEvent) => {
      if (event.key === LAYOUT_STORAGE_KEY) setLayoutState(readStoredLayout());
    };
    window.addEventListener("storage", onStorage);
    return () => {
      listeners.delete(setLayoutState);
      window.removeEventListener("storage", onStorage);
    };
  }, []);
  return { layout, setLayout: storeLayout, ready };
}
