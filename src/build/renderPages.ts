import type { RenderedPage, Route } from "../types.js";
import type { SiteData } from "../shared/types.js";
import type { ServerBundle } from "./bundleServer.js";
import { renderDocument } from "./renderDocument.js";
import { scanHtml } from "../check/scanHtml.js";
import { EdsiteError } from "../errors.js";
import { escapeHtml, jsonForScript } from "./escapeHtml.js";
import { CLIENT_DATA_ID, type ClientData } from "../shared/clientData.js";

/** Where the browser finds a page's code; absent when a page ships no JavaScript. */
export interface PageScripts {
  assetsUrl: string;
  manifestUrl: string;
  entryUrl: string;
  chunkUrl(routeIndex: number): string;
  /** Modules to preload for the route: the entry's and the chunk's static imports. */
  preloads(routeIndex: number): string[];
}

/** Renders every route to a full HTML document and records the ids and links in it for the checks. */
export async function renderPages(input: {
  routes: Route[];
  bundle: ServerBundle;
  site: SiteData;
  cssHref: string;
  scripts?: PageScripts;
  /** Takes each page as it is rendered (to write it); the pages returned then keep only what the checks read. */
  emit?: (page: RenderedPage) => Promise<void>;
}): Promise<RenderedPage[]> {
  const pages: RenderedPage[] = [];
  // Every page carries the same site data (9 KB of JSON on the Ki site): serialized once, not once a page.
  const siteJson = jsonForScript(input.site);
  for (const [index, route] of input.routes.entries()) {
    const page = renderPage(input, route, index, siteJson);
    if (input.emit) {
      await input.emit(page);
      pages.push({ route, ids: page.ids, links: page.links });
    } else pages.push(page);
  }
  return pages;
}

/**
 * What a page's body holds for the checks. `dev` hands back the very same render for a page that did not
 * change, so its scan is kept with it rather than repeated on every save.
 */
const scans = new WeakMap<object, ReturnType<typeof scanHtml>>();

function scanned(rendered: { html: string }): ReturnType<typeof scanHtml> {
  let scan = scans.get(rendered);
  if (!scan) scans.set(rendered, (scan = scanHtml(rendered.html)));
  return scan;
}

function renderPage(input: Parameters<typeof renderPages>[0], route: Route, index: number, siteJson: string): RenderedPage {
  let rendered;
  try {
    rendered = input.bundle.renderRoute(index, input.site);
  } catch (error) {
    throw new EdsiteError(`Rendering ${route.path} failed: ${(error as Error).message}`, {
      file: route.sources[0],
      hint: "A component threw while rendering on the server; the message above names what went wrong.",
      cause: error,
    });
  }
  const { ids, links } = scanned(rendered);
  const scripts = input.scripts;

  const html = renderDocument({
    site: input.site,
    meta: rendered.meta,
    body: rendered.html,
    cssHref: input.cssHref,
    headTags: scripts && [
      ...[scripts.entryUrl, scripts.chunkUrl(index), ...scripts.preloads(index)].map((href) => `<link rel="modulepreload" href="${escapeHtml(href)}">`),
      `<script type="module" src="${escapeHtml(scripts.entryUrl)}"></script>`,
    ],
    bodyTags: scripts && [`<script id="${CLIENT_DATA_ID}" type="application/json">${clientDataJson(siteJson, scripts, index)}</script>`],
  });
  // As UTF-8 bytes: a page with one character beyond Latin-1 (the menu's arrow) is a two-byte string in V8,
  // and `dev` holds every page of the site; bytes take half the room, off the JS heap.
  return { route, html: Buffer.from(html), ids, links };
}

/** The page's ClientData as JSON for a script element, around the site data serialized beforehand. */
function clientDataJson(siteJson: string, scripts: PageScripts, index: number): string {
  const rest: Omit<ClientData, "site"> = { chunk: scripts.chunkUrl(index), assets: scripts.assetsUrl, manifest: scripts.manifestUrl };
  return `{"site":${siteJson},${jsonForScript(rest).slice(1)}`;
}
