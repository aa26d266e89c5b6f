import { LOCATION_CHANGE_EVENT } from "../shared/locationChangeEvent.js";
import type { SiteData } from "../shared/types.js";
import { escapeHtml, jsonForScript } from "./escapeHtml.js";

const TAG_MANAGER = "https://www.googletagmanager.com";

/**
 * The head tags of the site's Google tags, as Docusaurus's gtag and Tag Manager plugins write them: a
 * preconnect, the loader, and the inline set-up. Ids reach a script only as JSON (so no id can end the
 * script or the string) and a URL only percent-encoded.
 */
export function analyticsHeadTags(analytics: SiteData["analytics"]): string[] {
  if (!analytics) return [];
  const tags: string[] = [];
  const { gtag, googleTagManager } = analytics;
  if (gtag) {
    // gtag.js also reports to Google Analytics, as the plugin's preconnects say.
    tags.push(`<link rel="preconnect" href="https://www.google-analytics.com">`, `<link rel="preconnect" href="${TAG_MANAGER}">`);
    // One loader for the first id; every id is configured on it, as Google asks for several products.
    tags.push(`<script async src="${escapeHtml(`${TAG_MANAGER}/gtag/js?id=${encodeURIComponent(gtag.trackingIds[0]!)}`)}"></script>`);
    tags.push(`<script>${gtagSetup(gtag.trackingIds, gtag.anonymizeIp)}</script>`);
  }
  if (googleTagManager) {
    if (!gtag) tags.push(`<link rel="preconnect" href="${TAG_MANAGER}">`);
    tags.push(`<script>window.dataLayer=window.dataLayer||[];</script>`);
    tags.push(`<script>${tagManagerLoader(googleTagManager.containerId)}</script>`);
  }
  return tags;
}

/** What goes first in the body: Tag Manager's frame for visitors without JavaScript. */
export function analyticsBodyStartTags(analytics: SiteData["analytics"]): string[] {
  const container = analytics?.googleTagManager?.containerId;
  if (container === undefined) return [];
  const src = `${TAG_MANAGER}/ns.html?id=${encodeURIComponent(container)}`;
  return [`<noscript><iframe src="${escapeHtml(src)}" height="0" width="0" style="display:none;visibility:hidden"></iframe></noscript>`];
}

/**
 * gtag's set-up, and a page view for each page the client router shows (LOCATION_CHANGE_EVENT) and
 * each hash the page moves to, as Docusaurus's plugin sends one on every route update.
 */
function gtagSetup(ids: string[], anonymizeIp: boolean): string {
  const settings = anonymizeIp ? `{anonymize_ip:true}` : `{}`;
  return (
    `window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments)}gtag("js",new Date());` +
    `${jsonForScript(ids)}.forEach(function(id){gtag("config",id,${settings})});` +
    `function edsitePageView(){window.gtag("set","page_path",location.pathname+location.search+location.hash);window.gtag("event","page_view")}` +
    `addEventListener(${JSON.stringify(LOCATION_CHANGE_EVENT)},edsitePageView);addEventListener("hashchange",edsitePageView);`
  );
}

/** Tag Manager's loader: its script goes in before the first script of the page, with the container's id. */
function tagManagerLoader(containerId: string): string {
  return (
    `(function(w,d,i){w.dataLayer.push({"gtm.start":new Date().getTime(),event:"gtm.js"});` +
    `var f=d.getElementsByTagName("script")[0],j=d.createElement("script");j.async=true;` +
    `j.src="${TAG_MANAGER}/gtm.js?id="+encodeURIComponent(i);f.parentNode.insertBefore(j,f)})(window,document,${jsonForScript(containerId)});`
  );
}
