import type { HeadTag, SiteData } from "./types.js";

/** The config's `metadata` fields as HTML attribute names (`httpEquiv` as `http-equiv`). */
function metaAttributes(fields: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(fields).map(([name, value]) => [name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`).replace(/[^a-z0-9-:]/gi, ""), value]));
}

/**
 * The head tags every page of the site carries whatever the page: its sharing picture and the config's
 * `metadata`. The server writes them; the browser writes one again when a page's own tag that replaced it
 * goes (see the runtime's headManager).
 */
export function siteHeadTags(site: SiteData): HeadTag[] {
  const image: HeadTag[] = site.image
    ? [
        { tag: "meta", attributes: { property: "og:image", content: site.image } },
        { tag: "meta", attributes: { name: "twitter:card", content: "summary_large_image" } },
      ]
    : [];
  return [...image, ...(site.metadata ?? []).map((fields) => ({ tag: "meta", attributes: metaAttributes(fields) }))];
}
