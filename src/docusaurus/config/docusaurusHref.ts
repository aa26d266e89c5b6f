/**
 * Where a Docusaurus navbar or footer item's `href` leads, as Docusaurus's Link renders it: a URL with a
 * scheme (or `//host`) as written; a path from the host's root gets the site's base path unless it already
 * starts with it (`/` on a site at `/docs/` is `/docs/`); any other link (`../x`, `#top`) as written.
 * `prependBaseUrlToHref` puts the base path before every link without a scheme or `#`.
 */
export function docusaurusHref(href: string, baseUrl: string, prependBaseUrl: boolean): string {
  if (href === "" || href.startsWith("#") || hasScheme(href)) return href;
  const base = baseUrl.endsWith("/") ? baseUrl : `${baseUrl}/`;
  if (prependBaseUrl) return base + href.replace(/^\//, "");
  if (!href.startsWith("/")) return href;
  if (href === base.slice(0, -1)) return base;
  return href.startsWith(base) ? href : base + href.slice(1);
}

/** A scheme (`https:`, `mailto:`) or a host of its own (`//cdn.example.com`), which Docusaurus leaves alone. */
export function hasScheme(href: string): boolean {
  return /^(?:\w*:|\/\/)/.test(href);
}
