import type { SiteData } from "../shared/types.js";
import { jsonForScript } from "./escapeHtml.js";

/** The class the inline head script gives `<html>` when JavaScript runs; templates/withoutJavaScript.css keys its fallbacks on it. */
export const JS_CLASS = "has-js";

/** The id of the body's last element, which the first paint waits for (see firstPaintScript). */
export const PAGE_END_ID = "__edsite-end";

/**
 * A tiny inline script for <head>, for a first paint that nothing after it changes. It applies the saved colour
 * mode (or, when none is saved and the site respects it, the system's) and hides a dismissed announcement bar,
 * so neither flashes or shifts the layout. Storage may throw (sandboxed iframes, blocked cookies); then
 * defaults apply and the client runtime reports it once. It marks `<html>` with `has-js` (JS_CLASS): without
 * that class the theme hides the controls only scripts can work and opens the mobile menu by its fragment
 * (templates/withoutJavaScript.css).
 *
 * And it holds the first paint until the page is parsed, with a render-blocking `<link rel="expect">`.
 * Chromium otherwise paints what it has parsed whenever its parser yields (a slow network, a busy machine),
 * and every box laid out from the right or the centre then moves as its later items arrive: the navbar's
 * right-hand group grew leftwards as its colour-mode switch arrived (a shift of 0.00057 in a CI run), its
 * left-hand group moved down as the links, taller than the logo, did, and the home page's first button moved
 * left as the second did. The link names the body's last element (PAGE_END_ID): Chromium lets the paint go
 * once its target is in the document, not once it is parsed, and does not take the top of the document (`#`)
 * for the whole page as the HTML standard does. A page is small (the Ki site's largest is 74 KB of HTML,
 * parsed in milliseconds), so waiting for all of it costs the first paint little. The script adds the link
 * rather than the page holding it because the HTML checker does not know `rel="expect"` yet; a browser that
 * does not know it paints as before.
 */
export function firstPaintScript(site: SiteData): string {
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
    `var l=document.createElement("link");l.rel="expect";l.href="#${PAGE_END_ID}";l.setAttribute("blocking","render");document.head.appendChild(l)` +
    `})(${jsonForScript(config)})`
  );
}
