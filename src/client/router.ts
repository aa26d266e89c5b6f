import type { SiteData } from "../shared/types.js";
import { metaOf, type RouteModule } from "./routeModule.js";
import type { RouteLoader } from "./routeLoader.js";
import { applyHeadMeta } from "./applyHeadMeta.js";
import { loadPageStyles } from "./pageStyles.js";
import { currentLocation, routeDidUpdate, routeWillUpdate } from "./clientModuleLifecycles.js";

export interface RouterOptions {
  site: SiteData;
  loader: RouteLoader;
  /** Renders the module synchronously (flushSync) so the DOM is in place when the router scrolls. */
  render(module: RouteModule): void;
  /** Called with true when loading the next route has taken over 200 ms, and with false when it is done. */
  setLoading(loading: boolean): void;
}

/** How long a route may take to load before the progress bar shows: shorter waits feel instant without it. */
const PROGRESS_DELAY_MS = 200;

/**
 * Client-side navigation: internal link clicks and back/forward load the next route's chunk first, keep the
 * current page on screen meanwhile, then swap the view and scroll. Returns a function that uninstalls it.
 */
export function installRouter(options: RouterOptions): () => void {
  const { site, loader } = options;
  history.scrollRestoration = "manual";
  let current = 0;

  async function go(url: URL, how: { push: boolean; restoreY?: number }): Promise<void> {
    const ticket = ++current;
    const loaded = routeWillUpdate({ pathname: url.pathname, search: url.search, hash: url.hash });
    const timer = setTimeout(() => options.setLoading(true), PROGRESS_DELAY_MS);
    let module: RouteModule;
    try {
      const target = await loader.chunkFor(url.pathname);
      if (!target) throw new Error(`No route for ${url.pathname}`);
      // The chunk and its stylesheets at once: the page shows when both are in.
      [module] = await Promise.all([loader.load(target.url), loadPageStyles(target.styles)]);
    } catch {
      // A chunk missing after a redeploy, or the network: let the server answer. A full load cannot loop,
      // because a page's own first load never navigates by itself.
      clearTimeout(timer);
      options.setLoading(false);
      if (how.push) location.assign(url.href);
      else location.reload();
      return;
    }
    clearTimeout(timer);
    options.setLoading(false);
    loaded();
    if (ticket !== current) return; // a later click won
    if (how.push) {
      history.replaceState({ ...(history.state as object | null), scrollY: window.scrollY }, "");
      history.pushState({ scrollY: 0 }, "", url.href);
    }
    // The head first: a page that crashes while rendering replaces the title with its own.
    applyHeadMeta(site, metaOf(module));
    options.render(module);
    scrollAfterNavigation(url, how.restoreY);
    routeDidUpdate(currentLocation());
  }

  function onClick(event: MouseEvent): void {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const anchor = (event.target as Element | null)?.closest?.("a");
    if (!anchor || !anchor.href || anchor.hasAttribute("download") || anchor.getAttribute("rel")?.includes("external")) return;
    if (anchor.target && anchor.target !== "_self") return;
    const url = new URL(anchor.href);
    if (url.origin !== location.origin || !(url.pathname + "/").startsWith(site.baseUrl)) return;
    // Same page, other hash: the browser scrolls by itself.
    if (url.pathname === location.pathname && url.search === location.search) return;
    if (/\.(xml|txt|json|png|svg|jpe?g|gif|webp|pdf|zip)$/i.test(url.pathname)) return;
    event.preventDefault();
    if (url.pathname === location.pathname) {
      // Only the query changed: the page stays, and so does the scroll position.
      history.pushState({ scrollY: window.scrollY }, "", url.href);
      return;
    }
    void go(url, { push: true });
  }

  function onPopState(event: PopStateEvent): void {
    const state = event.state as { scrollY?: number } | null;
    void go(new URL(location.href), { push: false, restoreY: state?.scrollY });
  }

  document.addEventListener("click", onClick);
  window.addEventListener("popstate", onPopState);
  return () => {
    document.removeEventListener("click", onClick);
    window.removeEventListener("popstate", onPopState);
  };
}

/**
 * After a route renders: the saved position for back/forward, the hash's element, or the top. Instantly: the
 * theme's smooth scrolling is for moving within a page, not for arriving on a new one.
 */
function scrollAfterNavigation(url: URL, restoreY: number | undefined): void {
  if (restoreY !== undefined) {
    window.scrollTo({ left: 0, top: restoreY, behavior: "instant" });
    return;
  }
  const id = decodeURIComponent(url.hash.slice(1));
  const target = id ? document.getElementById(id) : null;
  if (target) target.scrollIntoView({ behavior: "instant" });
  else window.scrollTo({ left: 0, top: 0, behavior: "instant" });
}
