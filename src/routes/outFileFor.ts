/**
 * The HTML file a route is written to, relative to the base folder of the output: the clean URL's
 * `index.html` (`/ki-editor/docs/intro` → `docs/intro/index.html`, `/ki-editor/` → `index.html`).
 */
export function outFileFor(routePath: string, baseUrl: string): string {
  if (!routePath.startsWith(baseUrl) && `${routePath}/` !== baseUrl) {
    throw new Error(`Route ${routePath} is outside the base path ${baseUrl}`);
  }
  const inner = routePath.slice(baseUrl.length).replace(/^\/+|\/+$/g, "");
  return inner === "" ? "index.html" : `${inner}/index.html`;
}

/** A route path without its trailing slash, the key routes are compared by (`/docs/x/` and `/docs/x` are one page). */
export function routeKey(routePath: string): string {
  return routePath.length > 1 ? routePath.replace(/\/+$/, "") : routePath;
}
