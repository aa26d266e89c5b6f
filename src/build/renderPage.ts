import type { Route } from "../types.js";
import type { PageMeta, SiteData } from "../shared/types.js";
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

/** What every page of a build shares around its body. */
export interface PageContext {
  site: SiteData;
  /** `site` as JSON for a script element, serialized once: every page carries it (9 KB on the Ki site). */
  siteJson: string;
  cssHref: string;
  scripts?: PageScripts;
}

/** A page as the checks and the writer need it: the document as UTF-8, and what it links to and names. */
export interface PageDocument {
  html: Uint8Array;
  ids: Set<string>;
  links: string[];
}

/** A route's body and meta, as the server bundle renders them. */
export type RenderBody = (index: number) => { html: string; meta: PageMeta };

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

/**
 * The document last made around a body, with everything else that went into it. `dev` hands back the same
 * body for a page that did not change; when nothing around it changed either, the page is the same bytes as
 * before, and telling that by identity spares the server comparing every page after every save.
 */
const documents = new WeakMap<object, { around: string[]; document: PageDocument }>();

/**
 * Renders route `index` into its whole document. Throws what the page's components throw; the caller, who
 * knows the route, turns that into a message with `renderFailure`.
 */
export function renderPage(context: PageContext, index: number, renderBody: RenderBody): PageDocument {
  const rendered = renderBody(index);
  const { scripts } = context;
  const around = [context.cssHref, context.siteJson, ...(scripts ? [scripts.entryUrl, scripts.manifestUrl, scripts.assetsUrl, scripts.chunkUrl(index), ...scripts.preloads(index)] : [])];
  const last = documents.get(rendered);
  if (last && last.around.length === around.length && last.around.every((part, i) => part === around[i])) return last.document;
  const document = pageDocument(context, index, rendered);
  documents.set(rendered, { around, document });
  return document;
}

function pageDocument(context: PageContext, index: number, rendered: { html: string; meta: PageMeta }): PageDocument {
  const { ids, links } = scanned(rendered);
  const { scripts } = context;
  const html = renderDocument({
    site: context.site,
    meta: rendered.meta,
    body: rendered.html,
    cssHref: context.cssHref,
    headTags: scripts && [
      ...[scripts.entryUrl, scripts.chunkUrl(index), ...scripts.preloads(index)].map((href) => `<link rel="modulepreload" href="${escapeHtml(href)}">`),
      `<script type="module" src="${escapeHtml(scripts.entryUrl)}"></script>`,
    ],
    bodyTags: scripts && [`<script id="${CLIENT_DATA_ID}" type="application/json">${clientDataJson(context.siteJson, scripts, index)}</script>`],
  });
  // As UTF-8 bytes: a page with one character beyond Latin-1 (the menu's arrow) is a two-byte string in V8,
  // and `dev` holds every page of the site; bytes take half the room, off the JS heap.
  return { html: Buffer.from(html), ids, links };
}

/** A component's error while rendering a route, as the message the CLI prints. */
export function renderFailure(route: Route, error: { message: string }): EdsiteError {
  return new EdsiteError(`Rendering ${route.path} failed: ${error.message}`, {
    file: route.sources[0],
    hint: "A component threw while rendering on the server; the message above names what went wrong.",
    cause: error,
  });
}

/** The page's ClientData as JSON for a script element, around the site data serialized beforehand. */
function clientDataJson(siteJson: string, scripts: PageScripts, index: number): string {
  const rest: Omit<ClientData, "site"> = { chunk: scripts.chunkUrl(index), assets: scripts.assetsUrl, manifest: scripts.manifestUrl };
  return `{"site":${siteJson},${jsonForScript(rest).slice(1)}`;
}
