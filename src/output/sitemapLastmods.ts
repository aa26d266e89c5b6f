import type { Route } from "../types.js";
import { gitLastUpdates } from "../content/gitLastUpdates.js";

/**
 * When each page last changed, for the sitemap's `lastmod`: a doc's date as its page shows it (front matter's
 * `last_update` first), else the last commit of the page's first source file under `root`. Pages of files git
 * does not track have none.
 */
export async function sitemapLastmods(routes: Route[], root: string): Promise<Map<string, number>> {
  const history = await gitLastUpdates(root);
  const lastmods = new Map<string, number>();
  for (const route of routes) {
    const shown = "lastUpdate" in route.data ? route.data.lastUpdate?.date : undefined;
    const commit = route.sources[0] === undefined ? undefined : history.get(route.sources[0]);
    const ms = shown !== undefined ? Date.parse(shown) : commit ? commit.timestamp * 1000 : undefined;
    if (ms !== undefined && !Number.isNaN(ms)) lastmods.set(route.path, ms);
  }
  return lastmods;
}
