import path from "node:path";
import type { Route } from "../types.js";
import type { SiteLocalization } from "./localizeSite.js";

/** The kinds of page a file of the content makes, which a locale translates by a file of its own. */
const TRANSLATABLE = new Set<Route["kind"]>(["doc", "blogPost", "markdownPage"]);

/**
 * The routes with the pages a locale shows from the default locale's files marked `untranslated`, so the
 * page says it is not translated yet. The default locale's pages are never marked; nor are generated pages
 * (lists, category indexes), whose words are the theme's and the labels'.
 */
export function markUntranslated(routes: Route[], localization: SiteLocalization): Route[] {
  if (localization.locale.isDefault) return routes;
  const translated = localization.translations.root + path.sep;
  return routes.map((route) => {
    const file = route.sources[0];
    if (!TRANSLATABLE.has(route.kind) || file === undefined || file.startsWith(translated)) return route;
    return { ...route, meta: { ...route.meta, untranslated: true } };
  });
}
