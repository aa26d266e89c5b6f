// What the dev server and the dev client script in the browser say to each other. Plain data only: this
// file is compiled for Node and for the browser.

/** Server-sent events: one `state` event on connect and after every build. */
export const DEV_EVENTS_PATH = "/__edsite/events";
/** The dev client script, injected into every HTML page the dev server sends. */
export const DEV_CLIENT_PATH = "/__edsite/client.js";
/** `<meta name=… content=version>`: the build a page came from. */
export const DEV_VERSION_META = "edsite-dev-version";

/** Why the latest build failed, as the terminal shows it. */
export interface DevError {
  /** The formatted error: message, `file:line:column`, code frame and hint. */
  text: string;
}

export interface DevState {
  /** Changes whenever the served files change; a page from another version reloads. */
  version: string;
  /** Set while the latest build failed; pages keep serving the last good build meanwhile. */
  error: DevError | null;
  /**
   * After a build that changed the site: the new HTML of the page the tab named when it connected (the
   * `page` query parameter), as a request for it would get it, so the tab need not ask. A tab that has
   * navigated since asks for its page as usual.
   */
  page?: { path: string; html: string };
}

/** The query parameter of DEV_EVENTS_PATH that names the tab's page (its URL path). */
export const DEV_EVENTS_PAGE_PARAM = "page";
