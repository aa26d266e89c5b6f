/**
 * The key a URL path is looked up by in the route manifest: the path under the base without `.html`,
 * `/index.html` or a trailing slash, so `/b/docs/x`, `/b/docs/x/`, `/b/docs/x.html` and `/b/docs/x/index.html`
 * are one route. Returns undefined for paths outside the base.
 */
export function manifestKey(pathname: string, baseUrl: string): string | undefined {
  let path = pathname;
  try {
    path = decodeURI(pathname);
  } catch {
    // keep it encoded; it will simply not match
  }
  if (!(path + "/").startsWith(baseUrl)) return undefined;
  return path
    .slice(baseUrl.length)
    .replace(/(^|\/)index\.html$/, "")
    .replace(/\.html$/, "")
    .replace(/\/+$/, "");
}

/** The key of the not-found page in the manifest: no real path can produce it. */
export const NOT_FOUND_KEY = "/404";
