import { chooseColorMode, useColorMode } from "./colorMode.js";
import { MoonIcon, SunIcon } from "./icons.js";
import { useSite } from "./SiteContext.js";
import { useStrings } from "./strings.js";

/**
 * The light/dark switch. Both icons are in the markup and CSS shows the one matching `html[data-theme]`, so
 * the right icon is there before any script runs; the label names the current mode once hydrated. Every
 * toggle (the mobile menu holds a second one) reads the same mode, so they never disagree.
 */
export function ColorModeToggle() {
  const site = useSite();
  const t = useStrings();
  const mode = useColorMode(site.colorMode.defaultMode);
  if (site.colorMode.disableSwitch) return null;
  // Keys are spelled out, never built, so the key check in the tests can find them.
  const modeName = mode === "dark" ? t("theme.colorToggle.mode.dark") : t("theme.colorToggle.mode.light");
  const label = t("theme.colorToggle.ariaLabelWithMode", { mode: modeName });
  return (
    <button
      type="button"
      className="color-mode-toggle"
      aria-label={label}
      title={t("theme.colorToggle.ariaLabel")}
      data-color-mode-toggle=""
      onClick={() => chooseColorMode(mode === "dark" ? "light" : "dark")}
    >
      <SunIcon className="color-mode-icon color-mode-icon--light" />
      <MoonIcon className="color-mode-icon color-mode-icon--dark" />
    </button>
  );
}
