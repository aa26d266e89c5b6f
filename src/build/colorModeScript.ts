import type { SiteData } from "../shared/types.js";

/**
 * A tiny inline script for <head>: it applies the saved colour mode and hides a dismissed announcement bar
 * before the first paint, so neither flashes. Storage may throw (sandboxed iframes); then defaults apply.
 */
export function colorModeScript(site: SiteData): string {
  const config = {
    d: site.colorMode.defaultMode,
    p: site.colorMode.respectPrefersColorScheme,
    a: site.announcementBar?.id ?? null,
  };
  return `(function(c){var s=null,t=null,d=document.documentElement;try{s=localStorage.getItem("theme");t=c.a&&localStorage.getItem("docusaurus.announcement.dismiss")}catch(e){}var m=s==="dark"||s==="light"?s:c.p&&window.matchMedia&&matchMedia("(prefers-color-scheme: dark)").matches?"dark":c.p?"light":c.d;d.setAttribute("data-theme",m);d.style.colorScheme=m;if(c.a){var i=null;try{i=localStorage.getItem("docusaurus.announcement.id")}catch(e){}d.setAttribute("data-announcement-bar-initially-dismissed",String(t==="true"&&i===c.a))}})(${JSON.stringify(config)})`;
}
