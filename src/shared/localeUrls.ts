import type { SiteLocale } from "./types.js";

/**
 * The URL path of a page in another locale: the same path under that locale's base URL, as Docusaurus links
 * locales (every locale has every page, translated or not). `baseUrl` is the base URL of the page's own locale.
 */
export function pathInLocale(permalink: string, baseUrl: string, locale: SiteLocale): string {
  const rest = permalink.startsWith(baseUrl) ? permalink.slice(baseUrl.length) : permalink.replace(/^\//, "");
  return locale.baseUrl + rest;
}

/**
 * What search engines are told of a page's other languages: each locale's URL of it by its `hreflang`, and
 * the default locale's as `x-default`. None on a site of one locale.
 */
export function localeAlternates(permalink: string, site: { url: string; baseUrl: string; locales?: SiteLocale[] }): { hreflang: string; href: string }[] {
  const locales = site.locales;
  if (!locales || locales.length < 2) return [];
  const links = locales.map((locale) => ({ hreflang: locale.htmlLang, href: site.url + pathInLocale(permalink, site.baseUrl, locale) }));
  return [...links, { hreflang: "x-default", href: links[0]!.href }];
}

/**
 * Whether a URL path is another locale's page: the locale whose base URL is its longest prefix is not the
 * page's own. Such a page is another build's, with its own route manifest, so it is loaded whole.
 */
export function isOtherLocalePath(pathname: string, site: { baseUrl: string; locales?: SiteLocale[] }): boolean {
  let longest: SiteLocale | undefined;
  for (const locale of site.locales ?? []) if ((pathname + "/").startsWith(locale.baseUrl) && (!longest || locale.baseUrl.length > longest.baseUrl.length)) longest = locale;
  return longest !== undefined && longest.baseUrl !== site.baseUrl;
}
