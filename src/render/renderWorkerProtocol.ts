// Messages between renderInWorkers (main thread) and a render worker (renderWorker.ts).
import type { Sidebar, SiteData } from "../shared/types.js";
import type { HtmlTags } from "../types.js";
import type { BatchPatch } from "../bundle/serverBatch.js";

/** What every page shares, sent once when a worker starts. */
export interface RenderWorkerData {
  site: SiteData;
  siteJson: string;
  cssHref: string;
  /** PageScripts' site-wide part; each batch brings its routes' chunks, preloads and styles. */
  scripts?: { assetsUrl: string; buildUrl: string; entryUrl: string };
  htmlTags?: HtmlTags;
  /** The worker's page allowance, shared with the main thread (see PAGES_IN_FLIGHT). */
  flow: SharedArrayBuffer;
}

/**
 * The most pages a worker may have sent that the main thread has not yet taken. Workers render faster than
 * the main thread writes: unbounded, the pages waiting for it held 77 MB at 10,000 pages, six seconds into
 * the render.
 */
export const PAGES_IN_FLIGHT = 32;

/** RenderWorkerData.flow, by slot: pages the main thread has taken; 1 once the worker is to give up waiting. */
export const FLOW_TAKEN = 0;
export const FLOW_STOP = 1;

/** One server batch to render: its CommonJS code and, by place in the batch, its routes' scripts. */
export interface RenderJob {
  /** Index of the batch's first route in the site's routes. */
  first: number;
  count: number;
  /** The site indexes of the routes to render, when not all of the batch's (the others are kept). */
  only?: number[];
  /** The batch's code, or the file it was written to (see ServerBatch). */
  code?: Uint8Array;
  file?: string;
  range?: [start: number, length: number];
  /** The module that renders some of the batch's routes instead (see ServerBatch). */
  patch?: BatchPatch;
  /**
   * The sidebar view each route is rendered with, by place in the batch: pages that show one view share its
   * object, which one message carries once.
   */
  sidebars?: (Sidebar | undefined)[];
  chunks?: string[];
  sidebarUrls?: (string | undefined)[];
  preloads?: string[][];
  styles?: string[][];
}

export type RenderReply =
  | { page: { index: number; html: Uint8Array; ids: Set<string>; links: string[] } }
  /** A page's components threw; the main thread names the route. The batch's later pages are not rendered. */
  | { failed: { index: number; message: string; stack?: string } }
  | { done: number };
