// Comparisons between the site's absolute paths. Trailing slashes differ between links and permalinks
// (`/ki-editor/docs/` vs `/ki-editor/docs`), so every comparison ignores them.

/** The path without its trailing slash (the root `/` stays `/`). */
export function withoutTrailingSlash(path: string): string {
  return path.length > 1 && path.endsWith("/") ? path.slice(0, -1) : path;
}

/** Whether two paths name the same page. */
export function isSamePath(a: string, b: string): boolean {
  return withoutTrailingSlash(a) === withoutTrailingSlash(b);
}

/** Whether `path` is `prefix` or lies below it, matching whole path segments only (`/docs` ⊄ `/docsearch`). */
export function isPathWithin(path: string, prefix: string): boolean {
  const p = withoutTrailingSlash(path);
  const base = withoutTrailingSlash(prefix);
  return p === base || p.startsWith(base === "/" ? "/" : `${base}/`);
}

/** Whether a link leaves the site (and so opens in a new tab). */
export function isExternalHref(href: string): boolean {
  return /^[a-z][a-z\d+.-]*:\/\//i.test(href) || href.startsWith("//");
}
