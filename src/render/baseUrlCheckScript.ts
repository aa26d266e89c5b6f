import { jsonForScript } from "./escapeHtml.js";

/**
 * A tiny inline script for the end of the home page's <body>. Every script and stylesheet URL carries the
 * base path, so a site served under another path loads none of them and shows a bare, dead page. This check
 * needs nothing else: after `load` (by then the entry module has run, if it could load), when the bundle never
 * marked `<html data-hydrated>` or the page's path is outside the base, it puts a notice at the top of the page
 * naming the configured base path and the one the page was served from.
 */
export function baseUrlCheckScript(baseUrl: string): string {
  return (
    `addEventListener("load",function(){var b=${jsonForScript(baseUrl)},p=location.pathname,h=document.documentElement;` +
    `if(h.dataset.hydrated&&p.indexOf(b)===0)return;var d=document.createElement("div");d.setAttribute("role","alert");` +
    `d.className="base-url-warning";d.style.cssText="padding:1rem;background:#fff3cd;color:#3d2e00;border-bottom:2px solid #c79100;font:16px/1.5 system-ui,sans-serif";` +
    `d.textContent="This site did not load properly: its scripts and styles are expected under the base path "+b+` +
    `" (baseUrl in edsite.config.ts), but this page was served from "+p.replace(/[^/]*$/,"")+` +
    `". The base path is probably misconfigured: set baseUrl to the path the site is served from, or serve it under "+b+".";` +
    `document.body.prepend(d)})`
  );
}
