import { ConfigError } from "../errors.js";
import { loadSite } from "../site/loadSite.js";
import type { SitePaths } from "../types.js";
import { findLocale, siteLocales } from "./siteLocales.js";

/**
 * Stops at once when the site has no locale `code` (`edsite dev --locale xx`), naming those it has: a dev
 * server would otherwise start, and show the same error on every page until stopped.
 */
export async function requireLocale(paths: SitePaths, code: string): Promise<void> {
  const { config } = await loadSite(paths);
  const found = findLocale(siteLocales(config.i18n, config.baseUrl), code);
  if (typeof found === "string") throw new ConfigError(found, { file: paths.configFile, hint: "Pass one of them to --locale, or add the locale to the config's i18n.locales." });
}
