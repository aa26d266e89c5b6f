// Messages between renderInWorkers (main thread) and a render worker (renderWorker.ts).
import type { SiteData } from "../shared/types.js";
import type { HtmlTags } from "../types.js";

/** What every page shares, sent once when a worker starts. */
export interface RenderWorkerData {
  site: SiteData;
  siteJson: string;
  cssHref: string;
  /** PageScripts' site-wide part; each batch brings its routes' chunks, preloads and styles. */
  scripts?: { assetsUrl: string; buildUrl: string; entryUrl: string };
  htmlTags?: HtmlTags;
}

/** One server batch to render: its CommonJS code and, by place in the batch, its routes' scripts. */
export interface RenderJob {
  /** Index of the batch's first route in the site's routes. */
  first: number;
  count: number;
  /** The site indexes of the routes to render, when not all of the batch's (the others are kept). */
  only?: number[];
  code: Uint8Array;
  chunks?: string[];
  preloads?: string[][];
  styles?: string[][];
}

export type RenderReply =
  | { page: { index: number; html: Uint8Array; ids: Set<string>; links: string[] } }
  /** A page's components threw; the main thread names the route. The batch's later pages are not rendered. */
  | { failed: { index: number; message: string; stack?: string } }
  | { done: number };
