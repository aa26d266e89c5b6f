import { useMemo, useSyncExternalStore } from "react";
import { usePageMeta } from "@theme/SiteContext";
import { subscribeToLocation } from "../../../client/clientNavigation.js";

/** The parts of the URL react-router's `location` has, which Docusaurus's `useLocation()` returns. */
export interface RouterLocation {
  pathname: string;
  search: string;
  hash: string;
  state: unknown;
  /** Tells two visits of the same URL apart, as react-router's key does (the history entry's). */
  key?: string;
}

let cached: { href: string; state: unknown; location: RouterLocation } | undefined;

/** The browser's location as one object per URL, so a re-render that changed nothing gives the same one. */
export function currentLocation(): RouterLocation {
  const state = history.state as unknown;
  if (cached?.href !== location.href || cached.state !== state) {
    cached = { href: location.href, state, location: { pathname: location.pathname, search: location.search, hash: location.hash, state } };
  }
  return cached.location;
}

/**
 * The current location: the page's own path on the server and while the page hydrates (the server knows no
 * query or hash), so both render alike, then the browser's, following every navigation.
 */
export function useRouterLocation(): RouterLocation {
  const { permalink } = usePageMeta();
  const serverLocation = useMemo<RouterLocation>(() => ({ pathname: permalink, search: "", hash: "", state: undefined }), [permalink]);
  return useSyncExternalStore(subscribeToLocation, currentLocation, () => serverLocation);
}
