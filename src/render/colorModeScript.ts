import type { SiteData } from "../shared/types.js";
import { jsonForScript } from "./escapeHtml.js";

/** The class the inline head script gives `<html>` when JavaScript runs; templates/withoutJavaScript.css keys its fallbacks on it. */
export const JS_CLASS = "has-js";

/**
 * A tiny inline script for <head>: it applies the saved colour mode (or, when none is saved and the site
 * respects it, the system's) and hides a dismissed announcement bar before the first paint, so neither
 * flashes or shifts the layout. Storage may throw (sandboxed iframes, blocked cookies); then defaults apply and
 * the client runtime reports it once. It also marks `<html>` with `has-js` (JS_CLASS): without that class the
 * theme hides the controls only scripts can work and opens the mobile menu by its fragment (templates/withoutJavaScript.css).
 */
export function colorModeScript(site: SiteData): string {
  const config = {
    d: site.colorMode.defaultMode,
    p: site.colorMode.respectPrefersColorScheme,
    a: site.announcementBar?.id ?? null,
  };
  // `g` reads a key and turns a throwing storage into an empty one.
  return (
    `(function(c){var h=document.documentElement;function g(k){try{return localStorage.getItem(k)}catch(e){return null}}` +
    `var s=g("theme"),m=s==="dark"||s==="light"?s:c.p?(window.matchMedia&&matchMedia("(prefers-color-scheme: dark)").matches?"dark":"light"):c.d;` +
    `h.classList.add(${JSON.stringify(JS_CLASS)});h.setAttribute("data-theme",m);h.style.colorScheme=m;` +
    `if(c.a){var x=g("docusaurus.announcement.dismiss")==="true"&&g("docusaurus.announcement.id")===c.a;` +
    `h.setAttribute("data-announcement-bar-initially-dismissed",String(x));if(x)h.setAttribute("data-announcement-dismissed","")}` +
    `})(${jsonForScript(config)})`
  );
}
