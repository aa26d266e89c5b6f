import { MoonIcon, SunIcon } from "./icons.js";
import { useSite } from "./SiteContext.js";
import { useStrings } from "./strings.js";

/**
 * The light/dark switch. The server cannot know the visitor's mode, so it renders both icons (CSS shows the one
 * matching `html[data-theme]`) and puts the mode-specific labels in data attributes for the client script,
 * which finds every toggle by `[data-color-mode-toggle]` (the mobile menu holds a second one).
 */
export function ColorModeToggle() {
  const site = useSite();
  const t = useStrings();
  if (site.colorMode.disableSwitch) return null;
  // Keys are spelled out, never built, so the key check in the tests can find them.
  const modeNames = { light: t("theme.colorToggle.mode.light"), dark: t("theme.colorToggle.mode.dark") };
  const labelFor = (mode: "light" | "dark") => t("theme.colorToggle.ariaLabelWithMode", { mode: modeNames[mode] });
  return (
    <button
      type="button"
      className="color-mode-toggle"
      aria-label={t("theme.colorToggle.ariaLabel")}
      title={t("theme.colorToggle.ariaLabel")}
      data-color-mode-toggle=""
      data-label-light={labelFor("light")}
      data-label-dark={labelFor("dark")}
    >
      <SunIcon className="color-mode-icon color-mode-icon--light" />
      <MoonIcon className="color-mode-icon color-mode-icon--dark" />
    </button>
  );
}
