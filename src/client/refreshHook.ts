import { REFRESH_HOOK, type ClientData, type RefreshHook } from "../shared/clientData.js";
import type { SiteData } from "../shared/types.js";
import { metaOf, type RouteModule } from "./routeModule.js";
import type { RouteLoader } from "./routeLoader.js";
import { applyHeadMeta } from "./applyHeadMeta.js";
import { setCurrentBuildUrl } from "./currentBuild.js";

/**
 * Offers the page's refresh hook (see REFRESH_HOOK): a rebuilt page whose site data is the same is shown by
 * loading its new route chunk and rendering it in place, so the tab keeps its scroll position, open
 * menus and state, and skips a reload. Returns a function that takes the hook away.
 */
export function installRefreshHook(options: { site: SiteData; loader: RouteLoader; render(module: RouteModule): void }): () => void {
  const siteJson = JSON.stringify(options.site);
  const refresh: RefreshHook = async (next: ClientData) => {
    // The theme renders the site data outside the page (navbar, footer, global data): only a reload renews it.
    if (JSON.stringify(next.site) !== siteJson) return false;
    const module = await options.loader.load(next.chunk, next.sidebar);
    // Fetched anew even when the name is the same: the rebuilt site's manifest and search files are new.
    setCurrentBuildUrl(next.build);
    applyHeadMeta(options.site, metaOf(module));
    options.render(module);
    return true;
  };
  const host = window as unknown as Record<string, RefreshHook | undefined>;
  host[REFRESH_HOOK] = refresh;
  return () => {
    if (host[REFRESH_HOOK] === refresh) delete host[REFRESH_HOOK];
  };
}
