import type { Route } from "../types.js";
import { escapeHtml } from "../render/escapeHtml.js";
import { withTrailingSlash } from "../shared/trailingSlash.js";

/** A sitemap of every canonical page once: aliases (like `/docs`) and no-index pages are left out, all of them on a no-index site. */
export function sitemapXml(routes: Route[], siteUrl: string, noIndex = false, form?: { trailingSlash?: boolean; baseUrl: string }): string {
  const urls = (noIndex ? [] : routes)
    .filter((r) => !r.meta.canonical && !r.meta.noIndex)
    .map((r) => `<url><loc>${escapeHtml(siteUrl + (form ? withTrailingSlash(r.path, form.trailingSlash, form.baseUrl) : r.path))}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
}

/** Lets every crawler in and tells it where the sitemap is. */
export function robotsTxt(siteUrl: string, baseUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}${baseUrl}sitemap.xml\n`;
}
