import type { SiteData } from "../shared/types.js";
import type { ResolvedConfig } from "../types.js";
import type { SiteLocalization } from "./localizeSite.js";

/**
 * What pages are told of their locale: its code and direction (with its `lang` and label where they say
 * more than the code), and on a site of several locales every locale, for the dropdown and `hreflang` links.
 */
export function siteLocaleData(config: ResolvedConfig, localization?: SiteLocalization): Pick<SiteData, "locale" | "locales"> {
  if (!localization) return { locale: { code: config.i18n.defaultLocale, direction: config.i18n.direction } };
  const { locale, locales } = localization;
  const several = locales.length > 1;
  return {
    locale: { code: locale.code, direction: locale.direction, ...(locale.htmlLang !== locale.code ? { htmlLang: locale.htmlLang } : {}), ...(several ? { label: locale.label } : {}) },
    ...(several ? { locales: locales.map(({ code, label, htmlLang, direction, baseUrl }) => ({ code, label, htmlLang, direction, baseUrl })) } : {}),
  };
}
