// Docusaurus's @docusaurus/router (react-router 5's hooks), over edsite's client router: the location is the
// browser's, and navigating goes through the router, so pages change without a load.
import { useEffect, useMemo } from "react";
import { navigateClientSide, subscribeToLocation } from "../../../client/clientNavigation.js";
import { currentLocation, useRouterLocation, type RouterLocation } from "../internal/location.js";
import { matchPath, type MatchPathOptions, type PathMatch } from "../internal/matchPath.js";

export { matchPath, type MatchPathOptions, type PathMatch, type RouterLocation };

/** Where to go: a path (with the base path, as Docusaurus sites write them via useBaseUrl) or its parts. */
export type LocationTarget = string | { pathname?: string; search?: string; hash?: string };

/**
 * react-router's history, as far as sites use it. The state `push` and `replace` take is not kept: edsite's
 * router keeps its own (the scroll position) in the history entries.
 */
export interface History {
  location: RouterLocation;
  length: number;
  push(to: LocationTarget, state?: unknown): void;
  replace(to: LocationTarget, state?: unknown): void;
  go(delta: number): void;
  goBack(): void;
  goForward(): void;
  /** Calls `listener` after each navigation with the new location; returns the function that stops it. */
  listen(listener: (location: RouterLocation, action: "PUSH" | "POP" | "REPLACE") => void): () => void;
}

/** The URL a target names, relative to the current one as a link's href would be. */
function hrefOf(to: LocationTarget): string {
  if (typeof to === "string") return to;
  return `${to.pathname ?? location.pathname}${to.search ?? ""}${to.hash ?? ""}`;
}

/** Docusaurus's `useLocation()`: `{ pathname, search, hash }`, updated on every navigation. */
export function useLocation(): RouterLocation {
  return useRouterLocation();
}

/**
 * Docusaurus's `useHistory()`: `push` and `replace` navigate client-side, as a click on a link of the site
 * does. Only for event handlers and effects: the server has no history to move.
 */
export function useHistory(): History {
  const location = useRouterLocation();
  return useMemo<History>(
    () => ({
      location,
      get length() {
        return typeof window === "undefined" ? 1 : window.history.length;
      },
      push: (to) => navigateClientSide(hrefOf(to), { replace: false }),
      replace: (to) => navigateClientSide(hrefOf(to), { replace: true }),
      go: (delta) => window.history.go(delta),
      goBack: () => window.history.back(),
      goForward: () => window.history.forward(),
      listen(listener) {
        let last = currentLocation();
        return subscribeToLocation(() => {
          const next = currentLocation();
          if (next === last) return;
          last = next;
          listener(next, "PUSH");
        });
      },
    }),
    [location],
  );
}

/** react-router's `<Redirect to>`: once in the browser, goes to `to` in place of this page (or after it, with `push`). */
export function Redirect(props: { to: LocationTarget; push?: boolean }): null {
  const href = hrefOf(props.to);
  useEffect(() => {
    // After the commit's other effects: on a first load the router is installed by the root's effect, which runs last.
    const timer = setTimeout(() => navigateClientSide(href, { replace: props.push !== true }));
    return () => clearTimeout(timer);
  }, [href, props.push]);
  return null;
}

/** react-router's `useRouteMatch(pattern)`: how the current path matches the pattern, or null; the whole path without one. */
export function useRouteMatch(options?: MatchPathOptions | string): PathMatch | null {
  const { pathname } = useRouterLocation();
  return options === undefined ? { path: "/", url: pathname, isExact: true, params: {} } : matchPath(pathname, options);
}
