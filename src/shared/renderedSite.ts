import type { SiteData } from "./types.js";

// The site data of the page being rendered, for code that runs outside rendering, where no React context
// reaches (Docusaurus's `translate()`, called at a module's top level or in an event handler). The server
// sets it before each page, the browser once before it hydrates; one site is built per process.
const KEY = "__edsiteRenderedSite";

/** Makes `site` the site data `renderedSite()` answers. */
export function setRenderedSite(site: SiteData): void {
  (globalThis as Record<string, unknown>)[KEY] = site;
}

/** The site data of the page being rendered, or undefined before the first page. */
export function renderedSite(): SiteData | undefined {
  return (globalThis as Record<string, unknown>)[KEY] as SiteData | undefined;
}
