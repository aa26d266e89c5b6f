import { applyColorMode, COLOR_MODE_KEY, savedColorMode, unsavedColorMode } from "@theme/colorMode";
import type { SiteData } from "../shared/types.js";

/**
 * Keeps the colour mode in step with the world outside this page: a choice made in another tab (the storage
 * event) and, when the site respects it and the visitor has not chosen, the system's light/dark setting.
 */
export function installColorModeSync(config: SiteData["colorMode"]): () => void {
  const onStorage = (event: StorageEvent) => {
    // A null key means the other tab cleared the whole storage.
    if (event.key !== COLOR_MODE_KEY && event.key !== null) return;
    const saved = event.newValue;
    applyColorMode(saved === "dark" || saved === "light" ? saved : unsavedColorMode(config));
  };
  window.addEventListener("storage", onStorage);
  const system = config.respectPrefersColorScheme ? window.matchMedia?.("(prefers-color-scheme: dark)") : undefined;
  const onSystemChange = () => {
    if (!savedColorMode()) applyColorMode(unsavedColorMode(config));
  };
  system?.addEventListener("change", onSystemChange);
  return () => {
    window.removeEventListener("storage", onStorage);
    system?.removeEventListener("change", onSystemChange);
  };
}
