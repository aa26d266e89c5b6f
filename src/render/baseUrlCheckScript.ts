import { jsonForScript } from "./escapeHtml.js";

/**
 * A tiny inline script for the end of every page's <body>. Every script and stylesheet URL carries the base
 * path, so a site served under another path loads none of them and shows a bare, dead page, and a visitor
 * may arrive on any page through a deep link. This check needs nothing else: after `load` (by then the entry
 * module has run, if it could load), when the bundle never marked `<html data-hydrated>` or the page's path
 * is outside the base, it puts a notice at the top of the page naming the configured base path and the one
 * the page was served from.
 *
 * `pagePath` is the page's own path under the base (`docs/intro` for `/ki-editor/docs/intro`): stripping it
 * from the address gives the path the site was served from on a deep link too. `null` for the not-found
 * page, which a host serves at any address, so only a runtime that never arrived counts there.
 */
export function baseUrlCheckScript(baseUrl: string, pagePath: string | null): string {
  const config = { b: baseUrl, r: pagePath === null ? null : pagePath.replace(/\/$/, "") };
  return (
    `addEventListener("load",function(){var c=${jsonForScript(config)},b=c.b,p=location.pathname,h=document.documentElement;` +
    `if(h.dataset.hydrated&&(c.r===null||p.indexOf(b)===0))return;` +
    // The served base: the address without the page's own path (tolerating a trailing slash or `.html`).
    `var q=p.replace(/(\\/index)?\\.html$|\\/$/,""),s=c.r&&q.slice(-c.r.length)===c.r?q.slice(0,q.length-c.r.length):p.replace(/[^/]*$/,"");` +
    `if(s.slice(-1)!=="/")s+="/";` +
    `var d=document.createElement("div");d.setAttribute("role","alert");` +
    `d.className="base-url-warning";d.style.cssText="padding:1rem;background:#fff3cd;color:#3d2e00;border-bottom:2px solid #c79100;font:16px/1.5 system-ui,sans-serif";` +
    `d.textContent="This site did not load properly: its scripts and styles are expected under the base path "+b+` +
    `" (baseUrl in edsite.config.ts), but this page was served from "+s+` +
    `". The base path is probably misconfigured: set baseUrl to the path the site is served from, or serve it under "+b+".";` +
    `document.body.prepend(d)})`
  );
}
