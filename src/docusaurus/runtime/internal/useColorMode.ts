import { useCallback } from "react";
import { applyColorMode, chooseColorMode, COLOR_MODE_KEY, unsavedColorMode, useColorMode as useThemeColorMode, type ColorMode } from "@theme/colorMode";
import { removeStored } from "@theme/siteStorage";
import { useSite } from "@theme/SiteContext";

export interface ColorModeContext {
  colorMode: ColorMode;
  /** Shows and saves a mode; `null` forgets the visitor's choice and goes back to the site's default. */
  setColorMode(mode: ColorMode | null): void;
  isDarkTheme: boolean;
}

/**
 * Docusaurus's `useColorMode()`, over edsite's colour mode: the site's default mode on the server and while
 * hydrating, the page's real mode right after, and every change of it (the toggle, another tab) re-renders.
 */
export function useColorMode(): ColorModeContext {
  const site = useSite();
  const colorMode = useThemeColorMode(site.colorMode.defaultMode);
  const setColorMode = useCallback(
    (mode: ColorMode | null) => {
      if (mode) chooseColorMode(mode);
      else {
        removeStored(COLOR_MODE_KEY);
        applyColorMode(unsavedColorMode(site.colorMode));
      }
    },
    [site.colorMode],
  );
  return { colorMode, setColorMode, isDarkTheme: colorMode === "dark" };
}
