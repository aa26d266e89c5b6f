import { useMemo } from "react";
import { useSite } from "@theme/SiteContext";
import { docusaurusGlobalData } from "../internal/globalData.js";

/** What Docusaurus's `useDocusaurusContext()` gives a site's code, made from the site data every page has. */
export interface DocusaurusContext {
  siteConfig: {
    title: string;
    tagline: string;
    url: string;
    baseUrl: string;
    favicon: string;
    customFields: Record<string, unknown>;
    i18n: { defaultLocale: string; locales: string[] };
  };
  siteMetadata: { docusaurusVersion: string; siteVersion?: string };
  globalData: Record<string, Record<string, unknown>>;
  i18n: { currentLocale: string; defaultLocale: string; locales: string[]; localeConfigs: Record<string, { direction: "ltr" | "rtl" }> };
}

/** The version of Docusaurus whose client API this stands in for. */
const DOCUSAURUS_VERSION = "3.10.2";

export default function useDocusaurusContext(): DocusaurusContext {
  const site = useSite();
  return useMemo(() => {
    const locale = site.locale.code;
    return {
      siteConfig: {
        title: site.title,
        tagline: site.tagline,
        url: site.url,
        baseUrl: site.baseUrl,
        favicon: site.favicon,
        customFields: site.customFields ?? {},
        i18n: { defaultLocale: locale, locales: [locale] },
      },
      siteMetadata: { docusaurusVersion: DOCUSAURUS_VERSION, siteVersion: site.version },
      globalData: docusaurusGlobalData(site),
      i18n: { currentLocale: locale, defaultLocale: locale, locales: [locale], localeConfigs: { [locale]: { direction: site.locale.direction } } },
    };
  }, [site]);
}
