import type { HtmlTags, Route } from "../types.js";
import type { PageMeta, SiteData } from "../shared/types.js";
import { renderDocument } from "./renderDocument.js";
import { scanHtml } from "../check/scanHtml.js";
import { escapeHtml, jsonForScript } from "./escapeHtml.js";
import { CLIENT_DATA_ID, type ClientData } from "../shared/clientData.js";

/** Where the browser finds a page's code; absent when a page ships no JavaScript. */
export interface PageScripts {
  assetsUrl: string;
  /** URL of the build's current-build file (see CurrentBuild). */
  buildUrl: string;
  entryUrl: string;
  chunkUrl(routeIndex: number): string;
  /** URL of the sidebar view the route's page shows, which the browser loads beside its chunk. */
  sidebarUrl(routeIndex: number): string | undefined;
  /** Modules to preload for the route: the entry's and the chunk's static imports, and its sidebar view. */
  preloads(routeIndex: number): string[];
  /** Stylesheets of the CSS modules the route's code imports, after the site's stylesheet. */
  styles(routeIndex: number): string[];
}

/** What every page of a build shares around its body. */
export interface PageContext {
  site: SiteData;
  /** `site` as JSON for a script element, serialized once: every page carries it (9 KB on the Ki site). */
  siteJson: string;
  cssHref: string;
  scripts?: PageScripts;
  /** Tags the site's plugins put in every page. */
  htmlTags?: HtmlTags;
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
 * What was made from a body the server bundle rendered: its scan for the checks and the last document around
 * it, with everything else that went into that document. `dev` hands back the very same body for a page that
 * did not change, so its scan is not repeated on every save; when nothing around it changed either, the page
 * is the same bytes as before, and telling that by identity spares the server comparing every page.
 */
const madeFrom = new WeakMap<object, { scan: ReturnType<typeof scanHtml>; around: string[]; document: PageDocument }>();

/**
 * Renders route `index` into its whole document. Throws what the page's components throw; the caller, who
 * knows the route, turns that into a message with `locateRenderFailure`.
 */
export function renderPage(context: PageContext, index: number, renderBody: RenderBody): PageDocument {
  const rendered = renderBody(index);
  const { route, shared, own } = pageSurroundings(context, index);
  const around = [...shared, ...own];
  const last = madeFrom.get(rendered);
  if (last && last.around.length === around.length && last.around.every((part, i) => part === around[i])) return last.document;
  const scan = last?.scan ?? scanHtml(rendered.html);
  const document = pageDocument(context, rendered, scan, route);
  madeFrom.set(rendered, { scan, around, document });
  return document;
}

/**
 * Everything route `index`'s document holds besides its body, as lists of strings that differ whenever the
 * document would: `shared` by every page of the context (the site data among them), `own` by this route
 * (its scripts), which are also given as they are.
 */
export function pageSurroundings(context: PageContext, index: number): { route: RouteScripts | undefined; shared: string[]; own: string[] } {
  const { scripts } = context;
  const route = scripts && { chunk: scripts.chunkUrl(index), sidebar: scripts.sidebarUrl(index), preloads: scripts.preloads(index), styles: scripts.styles(index) };
  const shared = [context.cssHref, context.siteJson, tagsKey(context.htmlTags), ...(scripts ? [scripts.entryUrl, scripts.buildUrl, scripts.assetsUrl] : [])];
  const own = route ? [route.chunk, route.sidebar ?? "", ...route.preloads, "styles", ...route.styles] : [];
  return { route, shared, own };
}

/** What a route's page loads in the browser (see PageScripts). */
interface RouteScripts {
  chunk: string;
  sidebar: string | undefined;
  preloads: string[];
  styles: string[];
}

function pageDocument(
  context: PageContext,
  rendered: { html: string; meta: PageMeta },
  { ids, links }: ReturnType<typeof scanHtml>,
  route: RouteScripts | undefined,
): PageDocument {
  const { scripts } = context;
  const html = renderDocument({
    site: context.site,
    meta: rendered.meta,
    body: rendered.html,
    cssHref: context.cssHref,
    pluginTags: context.htmlTags,
    headTags: scripts && route && [
      ...route.styles.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`),
      ...[scripts.entryUrl, route.chunk, ...route.preloads].map((href) => `<link rel="modulepreload" href="${escapeHtml(href)}">`),
      `<script type="module" src="${escapeHtml(scripts.entryUrl)}"></script>`,
    ],
    bodyTags: scripts && route && [`<script id="${CLIENT_DATA_ID}" type="application/json">${clientDataJson(context.siteJson, scripts, route)}</script>`],
  });
  // As UTF-8 bytes: a page with one character beyond Latin-1 (the menu's arrow) is a two-byte string in V8,
  // and `dev` holds every page of the site; bytes take half the room, off the JS heap.
  return { html: Buffer.from(html), ids, links };
}

/** The plugins' tags as one string, to tell a page's surroundings apart; worked out once a build. */
const tagsKeys = new WeakMap<HtmlTags, string>();
function tagsKey(tags: HtmlTags | undefined): string {
  if (!tags) return "";
  let key = tagsKeys.get(tags);
  if (key === undefined) tagsKeys.set(tags, (key = JSON.stringify(tags)));
  return key;
}

/** The page's ClientData as JSON for a script element, around the site data serialized beforehand. */
function clientDataJson(siteJson: string, scripts: PageScripts, route: RouteScripts): string {
  const rest: Omit<ClientData, "site"> = { chunk: route.chunk, ...(route.sidebar === undefined ? {} : { sidebar: route.sidebar }), assets: scripts.assetsUrl, build: scripts.buildUrl };
  return `{"site":${siteJson},${jsonForScript(rest).slice(1)}`;
}
