import type { PageMeta, SiteData } from "./types.js";

/** The document title of a page; the server writes it into <title> and the client sets it after navigating. */
export function pageTitle(site: SiteData, meta: PageMeta): string {
  return meta.permalink === site.baseUrl ? `${site.title} · ${meta.title}` : `${meta.title} | ${site.title}`;
}
