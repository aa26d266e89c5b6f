/**
 * A site path in the form the config's `trailingSlash` asks: `/docs/intro/` (true), `/docs/intro` (false),
 * as it is (undefined). The base path alone (`/ki-editor/`) and file paths (`/404.html`) keep their form.
 */
export function withTrailingSlash(path: string, trailingSlash: boolean | undefined, baseUrl: string): string {
  if (trailingSlash === undefined || path === baseUrl || /\.[a-z0-9]+$/i.test(path)) return path;
  if (trailingSlash) return path.endsWith("/") ? path : `${path}/`;
  return path.length > 1 ? path.replace(/\/+$/, "") : path;
}
