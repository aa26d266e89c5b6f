export interface BaseUrlOptions {
  /** Add the base path even to a URL that already starts with it. */
  forcePrependBaseUrl?: boolean;
  /** Give the whole URL, with the site's origin. */
  absolute?: boolean;
}

const WITH_PROTOCOL = /^(?:[A-Za-z][A-Za-z\d+.-]*:)?\/\//;

/**
 * A site path with the base path added, as Docusaurus adds it: anchors, URLs with a scheme and paths that
 * already start with the base are left as they are; `/base` (without its slash) becomes `/base/`.
 */
export function withBaseUrl(url: string, baseUrl: string, siteUrl: string, options: BaseUrlOptions = {}): string {
  if (!url || url.startsWith("#") || WITH_PROTOCOL.test(url) || /^(mailto|tel|data):/.test(url)) return url;
  if (options.forcePrependBaseUrl) return baseUrl + url.replace(/^\//, "");
  if (url === baseUrl.replace(/\/$/, "")) return baseUrl;
  const path = url.startsWith(baseUrl) ? url : baseUrl + url.replace(/^\//, "");
  return options.absolute ? siteUrl.replace(/\/$/, "") + path : path;
}
