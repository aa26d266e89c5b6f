import type { SiteLocale } from "../shared/types.js";
import type { ResolvedConfig } from "../types.js";

/** A locale as a build uses it: SiteLocale, with its folder under the base URL and whether it is the default. */
export interface BuildLocale extends SiteLocale {
  /** `fr`: the folder under the site's base URL; `""` for the default locale, served at the base URL itself. */
  path: string;
  isDefault: boolean;
  /** The calendar its dates are spelled in: `gregory` unless the config says otherwise, as in Docusaurus. */
  calendar: string;
}

/**
 * Every locale of the site, the default first, with Docusaurus's defaults for what `localeConfigs` leaves
 * out: the language's own name for itself as label, its script's direction, its code as `lang` and folder.
 * `siteBaseUrl` is the site's base URL (the config's, before any locale's build changed it).
 */
export function siteLocales(i18n: ResolvedConfig["i18n"], siteBaseUrl: string): BuildLocale[] {
  const codes = [i18n.defaultLocale, ...i18n.locales.filter((code) => code !== i18n.defaultLocale)];
  return codes.map((code) => {
    const given = i18n.localeConfigs[code] ?? {};
    const isDefault = code === i18n.defaultLocale;
    const path = isDefault ? "" : (given.path ?? code).replace(/^\/+|\/+$/g, "");
    // The default locale's direction may also be the top-level `direction` (edsite's config before locales).
    const direction = given.direction ?? (isDefault && i18n.direction === "rtl" ? "rtl" : scriptDirection(code));
    return { code, label: given.label ?? ownName(code), htmlLang: given.htmlLang ?? code, direction, baseUrl: path === "" ? siteBaseUrl : `${siteBaseUrl}${path}/`, path, isDefault, calendar: given.calendar ?? "gregory" };
  });
}

/** The locale of that code, or an error message naming the site's locales. */
export function findLocale(locales: BuildLocale[], code: string): BuildLocale | string {
  return locales.find((locale) => locale.code === code) ?? `The site has no locale "${code}"; its locales are ${locales.map((l) => l.code).join(", ")}.`;
}

/** The language's name in itself, capitalised as a label (`Français`); the code when the runtime does not know it. */
function ownName(code: string): string {
  try {
    const name = new Intl.DisplayNames([code], { type: "language" }).of(code);
    return name ? name.charAt(0).toLocaleUpperCase(code) + name.slice(1) : code;
  } catch {
    return code;
  }
}

/** The direction the locale's script is written in, as the runtime's locale data says (right to left for `fa`, `ar`, `he`). */
function scriptDirection(code: string): "ltr" | "rtl" {
  try {
    const locale = new Intl.Locale(code) as Intl.Locale & { getTextInfo?: () => { direction?: string }; textInfo?: { direction?: string } };
    const info = locale.getTextInfo?.() ?? locale.textInfo;
    return info?.direction === "rtl" ? "rtl" : "ltr";
  } catch {
    return "ltr";
  }
}
