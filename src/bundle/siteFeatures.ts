import type { SiteData } from "../shared/types.js";
import type { SiteSource } from "../site/readSite.js";
import { pagesShowVersions } from "../routes/pageDocsVersion.js";

/**
 * What of the theme a site can show at all, decided when it is bundled: a site of one docs version and one
 * locale (the Ki site) never shows version banners, version or locale menus, or untranslated notices, so the
 * bundles leave their code out. Measured on the Ki site's introduction (measure-first-load.mjs): 72,222 bytes
 * of first-visit JavaScript gzipped with it, over the 71,680 budget; 70,725 without; 70,136 before versions
 * and translations existed.
 */
export interface SiteFeatures {
  docsVersions: boolean;
  locales: boolean;
}

/** The features a site calls for: versions its pages show or its navbar offers; locales beyond one, or a locale menu. */
export function featuresOf(source: Pick<SiteSource, "versions">, site: Pick<SiteData, "navbar" | "locales">): SiteFeatures {
  const types = site.navbar.items.map((item) => item.type);
  return {
    docsVersions: pagesShowVersions(source.versions) || types.includes("docsVersionDropdown"),
    locales: (site.locales?.length ?? 0) > 1 || types.includes("localeDropdown"),
  };
}

/**
 * The constants the theme's code tests (`__EDSITE_DOCS_VERSIONS__`, `__EDSITE_LOCALES__`), for esbuild to put
 * in, so the branches a site cannot take, and the modules only they import, are dropped. Without features
 * given, everything is in.
 */
export function featureDefines(features: SiteFeatures | undefined): Record<string, string> {
  return {
    __EDSITE_DOCS_VERSIONS__: String(features?.docsVersions ?? true),
    __EDSITE_LOCALES__: String(features?.locales ?? true),
  };
}
