// How code outside the client router (Docusaurus's `useHistory()`, `useLocation()` in a site's components)
// navigates and hears of navigations. The router installs its navigator once the page has hydrated, and
// announces every change of the URL it makes, back and forward too, once the page they lead to is shown; a new
// hash on the same page comes as the browser's own event.

import { LOCATION_CHANGE_EVENT } from "../shared/locationChangeEvent.js";

/** Goes to `url` (same origin) client-side: a new history entry, or in place of the current one. */
export type ClientNavigator = (url: URL, options: { replace: boolean }) => void;

const KEY = "__edsiteClientNavigator";

/** Makes `navigator` the way `navigateClientSide` goes; `undefined` uninstalls it. */
export function setClientNavigator(navigator: ClientNavigator | undefined): void {
  (globalThis as Record<string, unknown>)[KEY] = navigator;
}

/**
 * Navigates to `href` as a click on a link would: client-side once the router runs, by a full load before it
 * does (a call while the page still hydrates) or when `href` leaves the site's origin.
 */
export function navigateClientSide(href: string, options: { replace: boolean }): void {
  const url = new URL(href, location.href);
  const navigator = (globalThis as Record<string, unknown>)[KEY] as ClientNavigator | undefined;
  if (navigator && url.origin === location.origin) navigator(url, options);
  else if (options.replace) location.replace(url.href);
  else location.assign(url.href);
}

/** Tells listeners that the URL changed (see LOCATION_CHANGE_EVENT). */
export function announceLocationChange(): void {
  window.dispatchEvent(new Event(LOCATION_CHANGE_EVENT));
}

/** Calls `onChange` after every change of the URL, the router's and the browser's; returns the unsubscribe. */
export function subscribeToLocation(onChange: () => void): () => void {
  window.addEventListener(LOCATION_CHANGE_EVENT, onChange);
  window.addEventListener("hashchange", onChange);
  return () => {
    window.removeEventListener(LOCATION_CHANGE_EVENT, onChange);
    window.removeEventListener("hashchange", onChange);
  };
}
