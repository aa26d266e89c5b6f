import { ConfigError } from "../errors.js";
import type { ResolvedConfig, SitePaths } from "../types.js";
import { configForLocale } from "./configForLocale.js";
import { readLocaleTranslations, type LocaleTranslations } from "./localeTranslations.js";
import { findLocale, siteLocales, type BuildLocale } from "./siteLocales.js";

/** Which locale a build makes, among the site's, with that locale's translations. */
export interface SiteLocalization {
  locale: BuildLocale;
  /** Every locale of the site, the default first. */
  locales: BuildLocale[];
  translations: LocaleTranslations;
  /** The config as loaded, before the locale's base URL and labels (what a build record compares). */
  siteConfig: ResolvedConfig;
}

/**
 * The config as the build of locale `code` (by default the default locale) reads it, and that locale's
 * translations. A code the config does not list is an error that names the ones it does.
 */
export async function localizeSite(config: ResolvedConfig, paths: SitePaths, code?: string): Promise<{ config: ResolvedConfig; localization: SiteLocalization }> {
  const locales = siteLocales(config.i18n, config.baseUrl);
  const locale = findLocale(locales, code ?? config.i18n.defaultLocale);
  if (typeof locale === "string") throw new ConfigError(locale, { file: paths.configFile, hint: "Pass one of them to --locale, or add the locale to the config's i18n.locales." });
  const translations = await readLocaleTranslations(paths.i18n, locale);
  return { config: configForLocale(config, translations), localization: { locale, locales, translations, siteConfig: config } };
}
