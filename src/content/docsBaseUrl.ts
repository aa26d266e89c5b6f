import type { ResolvedConfig } from "../types.js";

/**
 * Where the docs are served, with the base path and no trailing slash: `/ki-editor/docs`; `""` for docs at
 * the root of a site served at `/` (`docs.routeBasePath: "/"`, a docs-only site).
 */
export function docsBaseUrl(config: ResolvedConfig): string {
  const route = config.docs.routeBasePath.replace(/^\/+|\/+$/g, "");
  return `${config.baseUrl}${route}`.replace(/\/$/, "");
}
