import { useSyncExternalStore } from "react";
import type { SiteData } from "../src/shared/types.js";
import { readStored, writeStored } from "./siteStorage.js";

// The colour mode lives on `<html data-theme>`, where the inline head script puts it before the first paint
// (src/render/colorModeScript.ts). This module keeps every toggle and tab in step with that attribute.

export type ColorMode = "light" | "dark";

/** The localStorage key of the visitor's choice; the head script reads the same key. */
export const COLOR_MODE_KEY = "theme";

const listeners = new Set<() => void>();

/** The mode the page shows now. */
export function currentColorMode(): ColorMode {
  return document.documentElement.getAttribute("data-theme") === "dark" ? "dark" : "light";
}

/** The visitor's saved choice, if any. */
export function savedColorMode(): ColorMode | undefined {
  const saved = readStored(COLOR_MODE_KEY);
  return saved === "dark" || saved === "light" ? saved : undefined;
}

/** The mode without a saved choice: the system's when the site respects it, else the site's default. */
export function unsavedColorMode(config: SiteData["colorMode"]): ColorMode {
  if (!config.respectPrefersColorScheme) return config.defaultMode;
  return window.matchMedia?.("(prefers-color-scheme: dark)").matches ? "dark" : "light";
}

/** Shows `mode` without saving it (another tab's choice, a system change). */
export function applyColorMode(mode: ColorMode): void {
  const root = document.documentElement;
  root.setAttribute("data-theme", mode);
  root.style.colorScheme = mode;
  for (const listener of listeners) listener();
}

/** The visitor picked `mode`: show it and remember it. */
export function chooseColorMode(mode: ColorMode): void {
  applyColorMode(mode);
  writeStored(COLOR_MODE_KEY, mode);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The current mode for rendering. The server cannot know it, so hydration uses the site's default and React
 * re-renders with the real one right after: no mismatch.
 */
export function useColorMode(defaultMode: ColorMode): ColorMode {
  return useSyncExternalStore(subscribe, currentColorMode, () => defaultMode);
}
