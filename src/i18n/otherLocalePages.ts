import { routeKey } from "../routes/outFileFor.js";
import type { RenderedPage } from "../types.js";
import type { BuildLocale } from "./siteLocales.js";
import type { SiteLocalization } from "./localizeSite.js";

/**
 * How a locale's link check finds a page its own locale does not have (a link into another locale, by URL
 * path): the page, "unchecked" when that locale was not built, or undefined for no page anywhere.
 */
export type OtherLocalePages = (pathname: string) => RenderedPage | "unchecked" | undefined;

/** The locale whose base URL holds a path: the one with the longest base URL that the path starts with. */
function localeOfPath(locales: BuildLocale[], pathname: string): BuildLocale | undefined {
  let found: BuildLocale | undefined;
  for (const locale of locales) if ((pathname + "/").startsWith(locale.baseUrl) && (!found || locale.baseUrl.length > found.baseUrl.length)) found = locale;
  return found;
}

/** For a build of one locale alone (`dev`): a path in another locale's part of the site is not checked. */
export function uncheckedLocales(localization: SiteLocalization | undefined): OtherLocalePages {
  if (!localization || localization.locales.length < 2) return () => undefined;
  const own = localization.locale;
  return (pathname) => {
    const locale = localeOfPath(localization.locales, pathname);
    return locale && locale.code !== own.code ? "unchecked" : undefined;
  };
}

/** For a build of every locale: the pages of all the other locales, each found under its own base URL. */
export function builtLocalePages(pagesOfOthers: RenderedPage[][]): OtherLocalePages {
  const byKey = new Map<string, RenderedPage>();
  for (const pages of pagesOfOthers) for (const page of pages) byKey.set(routeKey(page.route.path), page);
  return (pathname) => byKey.get(routeKey(pathname));
}
