import { loadConfig, type ConfigMemo } from "../config/loadConfig.js";
import { isDocusaurusConfig } from "../docusaurus/docusaurusConfigFile.js";
import { loadDocusaurusSite } from "../docusaurus/loadDocusaurusSite.js";
import type { Finding, ResolvedConfig, SitePaths, SitePlugins } from "../types.js";

/** A site's config and folders, whichever kind of site it is, with what its config asks that edsite does not do. */
export interface LoadedSite {
  config: ResolvedConfig;
  paths: SitePaths;
  findings: Finding[];
  /** Plugins the site's config lists that the build runs (a Docusaurus site's). */
  plugins?: SitePlugins;
}

/**
 * Loads the site's config: `edsite.config.ts` as it is, a Docusaurus site's config mapped onto the same
 * config (and its folders), its plugins loaded for the build of `locale` (by default the default locale).
 * Nothing after this asks which kind of site it is.
 */
export async function loadSite(paths: SitePaths, memo?: ConfigMemo, locale?: string): Promise<LoadedSite> {
  if (isDocusaurusConfig(paths.configFile)) return loadDocusaurusSite(paths, locale);
  return { config: await loadConfig(paths.configFile, memo), paths, findings: [] };
}
