import picomatch from "picomatch";
import type { ResolvedConfig, Route } from "../types.js";
import { escapeHtml } from "../render/escapeHtml.js";
import { withTrailingSlash } from "../shared/trailingSlash.js";
import { localeAlternates } from "../shared/localeUrls.js";
import type { SiteLocale } from "../shared/types.js";

type SitemapOptions = Exclude<ResolvedConfig["sitemap"], false>;

/** What the sitemap needs of the site besides its routes. */
export interface SitemapSite {
  url: string;
  baseUrl: string;
  noIndex: boolean;
  trailingSlash?: boolean;
  options: SitemapOptions;
  /** When each route's source last changed (ms since the epoch), for `lastmod`. */
  lastmods?: Map<string, number>;
  /** The site's locales, when several: each entry then names the page in every locale (`xhtml:link`). */
  locales?: SiteLocale[];
}

/**
 * A sitemap of every canonical page once: aliases (like `/docs`), no-index pages and those `ignorePatterns`
 * match are left out, all of them on a no-index site. Each entry carries the options' changefreq, priority
 * and last change.
 */
export function sitemapXml(routes: Route[], site: SitemapSite): string {
  const { options } = site;
  const ignored = options.ignorePatterns.length > 0 ? picomatch(options.ignorePatterns) : () => false;
  const urls = (site.noIndex ? [] : routes)
    .filter((r) => !r.meta.canonical && !r.meta.noIndex && !ignored(r.path))
    .map((r) => {
      const canonical = withTrailingSlash(r.path, site.trailingSlash, site.baseUrl);
      const loc = `<loc>${escapeHtml(site.url + canonical)}</loc>`;
      const alternates = localeAlternates(canonical, site).map((link) => `<xhtml:link rel="alternate" hreflang="${escapeHtml(link.hreflang)}" href="${escapeHtml(link.href)}"/>`);
      const changed = site.lastmods?.get(r.path);
      const lastmod = options.lastmod && changed !== undefined ? `<lastmod>${formatLastmod(changed, options.lastmod)}</lastmod>` : "";
      const changefreq = options.changefreq ? `<changefreq>${options.changefreq}</changefreq>` : "";
      const priority = options.priority !== null ? `<priority>${options.priority}</priority>` : "";
      return `<url>${loc}${lastmod}${changefreq}${priority}${alternates.join("")}</url>`;
    });
  const xhtml = site.locales && site.locales.length > 1 ? ` xmlns:xhtml="http://www.w3.org/1999/xhtml"` : "";
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"${xhtml}>\n${urls.join("\n")}\n</urlset>\n`;
}

/** A W3C date (`2025-01-31`) or date and time, as the sitemap protocol takes them. */
function formatLastmod(ms: number, form: "date" | "datetime"): string {
  const iso = new Date(ms).toISOString();
  return form === "date" ? iso.slice(0, 10) : iso;
}

/** Lets every crawler in and, when the site has one, tells it where the sitemap is. */
export function robotsTxt(siteUrl: string, baseUrl: string, sitemapFile: string | undefined): string {
  return `User-agent: *\nAllow: /\n${sitemapFile === undefined ? "" : `\nSitemap: ${siteUrl}${baseUrl}${sitemapFile}\n`}`;
}
