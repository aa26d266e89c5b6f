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
  i18n: { currentLocale: string; defaultLocale: string; locales: string[]; localeConfigs: Record<string, LocaleConfig> };
}

/** A locale as Docusaurus's context describes it. */
interface LocaleConfig {
  label: string;
  direction: "ltr" | "rtl";
  htmlLang: string;
  /** The folder under the site's base URL; the default locale's is its code too, though served at the base. */
  path: string;
}

/** The version of Docusaurus whose client API this stands in for. */
const DOCUSAURUS_VERSION = "3.10.2";

export default function useDocusaurusContext(): DocusaurusContext {
  const site = useSite();
  return useMemo(() => {
    const locale = site.locale.code;
    // The site's locales, the default first; a site of one locale has only the one being read.
    const locales = site.locales ?? [{ code: locale, label: site.locale.label ?? locale, htmlLang: site.locale.htmlLang ?? locale, direction: site.locale.direction, baseUrl: site.baseUrl }];
    const root = locales[0]!.baseUrl;
    const localeConfigs = Object.fromEntries(locales.map((l) => [l.code, { label: l.label, direction: l.direction, htmlLang: l.htmlLang, path: l.baseUrl === root ? l.code : l.baseUrl.slice(root.length).replace(/\/$/, "") }]));
    const codes = locales.map((l) => l.code);
    return {
      siteConfig: {
        title: site.title,
        tagline: site.tagline,
        url: site.url,
        baseUrl: site.baseUrl,
        favicon: site.favicon,
        customFields: site.customFields ?? {},
        i18n: { defaultLocale: codes[0]!, locales: codes },
      },
      siteMetadata: { docusaurusVersion: DOCUSAURUS_VERSION, siteVersion: site.version },
      globalData: docusaurusGlobalData(site),
      i18n: { currentLocale: locale, defaultLocale: codes[0]!, locales: codes, localeConfigs },
    };
  }, [site]);
}
