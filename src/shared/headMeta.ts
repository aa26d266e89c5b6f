import type { PageMeta, SiteData } from "./types.js";
import { withTrailingSlash } from "./trailingSlash.js";

/**
 * What a page's <head> says about the page itself. The server writes these tags into every document, and
 * the client sets them again after a navigation or a refresh in place, so a page shown without a load
 * carries its own description and canonical URL, not those of the page first loaded.
 */
export interface HeadMeta {
  title: string;
  description: string;
  /** Absolute URL. */
  canonical: string;
  /** Comma-separated; absent when the page names none. */
  keywords?: string;
  noIndex: boolean;
  /** The whole site, or the page's docs version, is kept out of search engines: links are not to be followed either. */
  noFollow: boolean;
  ogType: "website" | "article";
}

export function headMetaOf(site: SiteData, meta: PageMeta): HeadMeta {
  return {
    title: pageTitle(site, meta),
    description: meta.description ?? site.tagline,
    canonical: site.url + withTrailingSlash(meta.canonical ?? meta.permalink, site.trailingSlash, site.baseUrl),
    ...(meta.keywords?.length ? { keywords: meta.keywords.join(", ") } : {}),
    noIndex: meta.noIndex === true || site.noIndex === true,
    // As Docusaurus marks a version's pages that its noIndex option keeps out.
    noFollow: site.noIndex === true || (meta.noIndex === true && meta.docsVersion !== undefined),
    ogType: meta.ogType ?? "website",
  };
}

/** The document title: the site's name after the page's, or before it on the home page. */
function pageTitle(site: SiteData, meta: PageMeta): string {
  return meta.permalink === site.baseUrl ? `${site.title} · ${meta.title}` : `${meta.title} ${site.titleDelimiter ?? "|"} ${site.title}`;
}
