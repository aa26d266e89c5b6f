import type { FooterEntry, SiteData } from "../shared/types.js";
import type { ResolvedConfig } from "../types.js";
import { isExternal, siteUrl } from "./navbarItems.js";

type ConfigLinks = ResolvedConfig["footer"]["links"];
type ConfigEntry = Extract<ConfigLinks[number], { html: string } | { label: string }>;

/** The footer's links with site paths under the base path: titled columns, or (a flat list in the config) one row. */
export function footerLinks(links: ConfigLinks, baseUrl: string): Pick<SiteData["footer"], "links" | "simpleLinks"> {
  const entry = (item: ConfigEntry): FooterEntry => {
    if ("html" in item) return { html: item.html };
    const href = item.href ?? siteUrl(baseUrl, item.to!);
    return { label: item.label, href, external: isExternal(href), ...(item.className ? { className: item.className } : {}) };
  };
  const columns = links.filter((item): item is Extract<ConfigLinks[number], { title: string }> => "title" in item && "items" in item);
  if (columns.length === links.length) return { links: columns.map((column) => ({ title: column.title, items: column.items.map(entry) })) };
  return { links: [], simpleLinks: (links as ConfigEntry[]).map(entry) };
}
