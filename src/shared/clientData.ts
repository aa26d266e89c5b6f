import type { SiteData } from "./types.js";

/** What each HTML page hands the browser runtime, inlined as JSON in `<script id="__edsite_data">`. */
export interface ClientData {
  site: SiteData;
  /** URL of this page's route chunk. */
  chunk: string;
  /** URL of the sidebar view this page shows, which its route's component is given (see routeModuleSource). */
  sidebar?: string;
  /** URL of the assets folder; manifest entries are relative to it. */
  assets: string;
  /**
   * URL of the build's current-build file (see CurrentBuild), which names the route manifest and the search
   * files: fetched only when the visitor navigates, prefetches or searches.
   */
  build: string;
}

export const CLIENT_DATA_ID = "__edsite_data";

/**
 * The window property where the runtime offers to show a rebuilt version of the open page in place: given
 * that page's new ClientData, it resolves true once the page shows it, or false when only a reload can
 * (the site data changed). `edsite dev`'s client calls it after a save.
 */
export const REFRESH_HOOK = "__edsiteRefresh";
export type RefreshHook = (next: ClientData) => Promise<boolean>;
export const ROOT_ID = "__edsite";
