/**
 * The event the client router fires on `window` after it changed the URL and rendered what it shows: how a
 * site's components (Docusaurus's `useLocation()`) and the page's own scripts (the analytics tags) hear of a
 * client-side navigation.
 */
export const LOCATION_CHANGE_EVENT = "edsite:locationchange";
