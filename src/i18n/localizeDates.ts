import type { PageData } from "../shared/types.js";
import type { Route } from "../types.js";
import type { SiteLocalization } from "./localizeSite.js";

/**
 * The routes with their dates spelled out in the locale's language and calendar (`1 janvier 2024`), as
 * Docusaurus writes them: posts, lists of posts, the archive, and docs' last update. An English locale keeps edsite's own
 * spelling, which needs no locale data from the runtime.
 */
export function localizeDates(routes: Route[], localization: SiteLocalization): Route[] {
  const lang = localization.locale.htmlLang;
  if (/^en\b/i.test(lang)) return routes;
  let format: Intl.DateTimeFormat;
  try {
    format = new Intl.DateTimeFormat(lang, { year: "numeric", month: "long", day: "numeric", timeZone: "UTC", calendar: localization.locale.calendar });
  } catch {
    return routes;
  }
  const spell = (iso: string) => format.format(new Date(iso.length === 10 ? `${iso}T00:00:00Z` : iso));
  return routes.map((route) => {
    const data = withDates(route.data, spell);
    return data === route.data ? route : { ...route, data };
  });
}

/** The page's data with each `formattedDate` spelled by `spell`; the same object when it has none. */
function withDates(data: PageData, spell: (iso: string) => string): PageData {
  switch (data.kind) {
    case "blogPost":
      return { ...data, formattedDate: spell(data.date) };
    case "blogList":
      return { ...data, posts: data.posts.map((post) => ({ ...post, formattedDate: spell(post.date) })) };
    case "blogArchive":
      return { ...data, years: data.years.map((year) => ({ ...year, posts: year.posts.map((post) => ({ ...post, formattedDate: spell(post.date) })) })) };
    case "doc":
      return data.lastUpdate?.date ? { ...data, lastUpdate: { ...data.lastUpdate, formattedDate: spell(data.lastUpdate.date) } } : data;
    default:
      return data;
  }
}
