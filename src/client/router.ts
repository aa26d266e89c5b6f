import type { SiteData } from "../shared/types.js";
import { isOtherLocalePath } from "../shared/localeUrls.js";
import { metaOf, type RouteModule } from "./routeModule.js";
import type { RouteLoader } from "./routeLoader.js";
import { applyHeadMeta } from "./applyHeadMeta.js";
import { loadPageStyles } from "./pageStyles.js";
import { announceLocationChange, setClientNavigator } from "./clientNavigation.js";
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

/** How long after the last scroll event the position is saved in the history entry. */
const SCROLL_SAVE_DELAY_MS = 150;

/**
 * Client-side navigation: internal link clicks and back/forward load the next route's chunk first, keep the
 * current page on screen meanwhile, then swap the view and scroll. Returns a function that uninstalls it.
 */
export function installRouter(options: RouterOptions): () => void {
  const { site, loader } = options;
  history.scrollRestoration = "manual";
  let current = 0;
  // Each entry keeps the reader's position as they scroll, not only when they leave by a link: Back leaves
  // by popstate, when the entry is already the previous one, and Forward (or a reload) must find where the
  // reader was. Written a moment after scrolling stops, and never once the entry has changed.
  let saveTimer: ReturnType<typeof setTimeout> | undefined;
  const saveScroll = () => history.replaceState({ ...(history.state as object | null), scrollY: window.scrollY }, "");
  const cancelSave = () => clearTimeout(saveTimer);
  const onScroll = () => {
    cancelSave();
    saveTimer = setTimeout(saveScroll, SCROLL_SAVE_DELAY_MS);
  };
  // A reload, or coming back to the site's page from another site's, lands where the entry says.
  const arrival = (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming | undefined)?.type;
  const savedY = (history.state as { scrollY?: number } | null)?.scrollY;
  if ((arrival === "reload" || arrival === "back_forward") && savedY !== undefined) window.scrollTo({ left: 0, top: savedY, behavior: "instant" });

  /** `push` adds a history entry, `replace` takes the current one's place, `pop` arrives by back/forward. */
  async function go(url: URL, how: { mode: "push" | "replace" | "pop"; restoreY?: number }): Promise<void> {
    const ticket = ++current;
    const loaded = routeWillUpdate({ pathname: url.pathname, search: url.search, hash: url.hash });
    const timer = setTimeout(() => options.setLoading(true), PROGRESS_DELAY_MS);
    let module: RouteModule;
    try {
      const target = await loader.chunkFor(url.pathname);
      if (!target) throw new Error(`No route for ${url.pathname}`);
      // The chunk, its sidebar view and its stylesheets at once: the page shows when all are in.
      [module] = await Promise.all([loader.load(target.url, target.view), loadPageStyles(target.styles)]);
    } catch {
      // A chunk missing after a redeploy, or the network: let the server answer. A full load cannot loop,
      // because a page's own first load never navigates by itself.
      clearTimeout(timer);
      options.setLoading(false);
      if (how.mode === "push") location.assign(url.href);
      else if (how.mode === "replace") location.replace(url.href);
      else location.reload();
      return;
    }
    clearTimeout(timer);
    options.setLoading(false);
    loaded();
    if (ticket !== current) return; // a later click won
    if (how.mode === "push") {
      cancelSave();
      saveScroll();
      history.pushState({ scrollY: 0 }, "", url.href);
    } else if (how.mode === "replace") history.replaceState({ scrollY: 0 }, "", url.href);
    // The head first: a page that crashes while rendering replaces the title with its own.
    applyHeadMeta(site, metaOf(module));
    options.render(module);
    scrollAfterNavigation(url, how.restoreY);
    announceLocationChange();
    routeDidUpdate(currentLocation());
  }

  /** Navigation asked for by code (`useHistory().push`): as a click on a link to `url` would go. */
  function navigate(url: URL, how: { replace: boolean }): void {
    if (!(url.pathname + "/").startsWith(site.baseUrl) || (__EDSITE_LOCALES__ && isOtherLocalePath(url.pathname, site))) {
      if (how.replace) location.replace(url.href);
      else location.assign(url.href);
      return;
    }
    if (url.pathname === location.pathname) {
      // The page stays: only the query or the hash changes.
      if (how.replace) history.replaceState(history.state, "", url.href);
      else history.pushState({ scrollY: window.scrollY }, "", url.href);
      const id = decodeURIComponent(url.hash.slice(1));
      if (id) document.getElementById(id)?.scrollIntoView();
      announceLocationChange();
      return;
    }
    void go(url, { mode: how.replace ? "replace" : "push" });
  }

  function onClick(event: MouseEvent): void {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const anchor = (event.target as Element | null)?.closest?.("a");
    if (!anchor || !anchor.href || anchor.hasAttribute("download") || anchor.getAttribute("rel")?.includes("external")) return;
    if (anchor.target && anchor.target !== "_self") return;
    const url = new URL(anchor.href);
    if (url.origin !== location.origin || !(url.pathname + "/").startsWith(site.baseUrl) || (__EDSITE_LOCALES__ && isOtherLocalePath(url.pathname, site))) return;
    // Same page, other hash: the browser scrolls by itself.
    if (url.pathname === location.pathname && url.search === location.search) return;
    if (/\.(xml|txt|json|png|svg|jpe?g|gif|webp|pdf|zip)$/i.test(url.pathname)) return;
    event.preventDefault();
    if (url.pathname === location.pathname) {
      // Only the query changed: the page stays, and so does the scroll position.
      history.pushState({ scrollY: window.scrollY }, "", url.href);
      announceLocationChange();
      return;
    }
    void go(url, { mode: "push" });
  }

  function onPopState(event: PopStateEvent): void {
    // A save still waiting belongs to the entry just left, which popstate has already replaced.
    cancelSave();
    const state = event.state as { scrollY?: number } | null;
    void go(new URL(location.href), { mode: "pop", restoreY: state?.scrollY });
  }

  document.addEventListener("click", onClick);
  window.addEventListener("popstate", onPopState);
  window.addEventListener("scroll", onScroll, { passive: true });
  window.addEventListener("pagehide", saveScroll);
  setClientNavigator(navigate);
  return () => {
    cancelSave();
    setClientNavigator(undefined);
    document.removeEventListener("click", onClick);
    window.removeEventListener("popstate", onPopState);
    window.removeEventListener("scroll", onScroll);
    window.removeEventListener("pagehide", saveScroll);
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
