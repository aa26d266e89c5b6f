import { headMetaOf } from "../shared/headMeta.js";
import { localeAlternates } from "../shared/localeUrls.js";
import type { PageMeta, SiteData } from "../shared/types.js";

/** Fired on `window` after `applyHeadMeta`, for what a page's own head tags must then set again (Docusaurus's `<Head>`). */
export const HEAD_META_APPLIED_EVENT = "edsite:headmetaapplied";

/**
 * Sets the <head> tags that describe the page (see HeadMeta) to the page now shown, adding or removing the
 * optional ones; the site-wide tags stay as the first load wrote them.
 */
export function applyHeadMeta(site: SiteData, meta: PageMeta): void {
  const head = headMetaOf(site, meta);
  document.title = head.title;
  setTag("meta", "name", "description", head.description);
  setTag("meta", "name", "keywords", head.keywords);
  setTag("meta", "name", "robots", head.noIndex ? (head.noFollow ? "noindex, nofollow" : "noindex") : undefined);
  setTag("link", "rel", "canonical", head.canonical);
  setTag("meta", "property", "og:title", head.title);
  setTag("meta", "property", "og:description", head.description);
  setTag("meta", "property", "og:url", head.canonical);
  setTag("meta", "property", "og:type", head.ogType);
  // The same page in each locale: a site of several has a link for each from the first load.
  // A site of one locale has none (the bundle's constant, see src/bundle/siteFeatures.ts).
  if (__EDSITE_LOCALES__) for (const link of localeAlternates(meta.permalink, site)) {
    const element = document.head.querySelector(`link[rel="alternate"][hreflang="${CSS.escape(link.hreflang)}"]:not([data-rh])`);
    if (element && element.getAttribute("href") !== link.href) element.setAttribute("href", link.href);
  }
  window.dispatchEvent(new Event(HEAD_META_APPLIED_EVENT));
}

/**
 * The tag `<tag key="name">` gets `value` (as `content`, or `href` for a link), or goes when there is none.
 * Tags a page wrote itself (marked `data-rh`) are the page's, not the theme's: they are left alone.
 */
function setTag(tag: "meta" | "link", key: "name" | "property" | "rel", name: string, value: string | undefined): void {
  const valueAttribute = tag === "link" ? "href" : "content";
  let element = document.head.querySelector(`${tag}[${key}="${name}"]:not([data-rh])`);
  if (value === undefined) {
    element?.remove();
    return;
  }
  if (!element) {
    element = document.createElement(tag);
    element.setAttribute(key, name);
    document.head.append(element);
  }
  if (element.getAttribute(valueAttribute) !== value) element.setAttribute(valueAttribute, value);
}
