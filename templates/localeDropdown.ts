import type { NavbarItem, SiteData } from "../src/shared/types.js";
import { pathInLocale } from "../src/shared/localeUrls.js";

type LocaleDropdown = Extract<NavbarItem, { type: "localeDropdown" }>;
type Dropdown = Extract<NavbarItem, { type: "dropdown" }>;

/**
 * The locale dropdown as a dropdown of links: labelled with the locale being read, each locale's entry the
 * page being read in that locale, between the config's own links.
 */
export function localeDropdownLinks(item: LocaleDropdown, site: SiteData, permalink: string): Dropdown {
  const locales = site.locales ?? [{ code: site.locale.code, label: site.locale.label ?? site.locale.code, htmlLang: site.locale.htmlLang ?? site.locale.code, direction: site.locale.direction, baseUrl: site.baseUrl }];
  const query = item.queryString ? `?${item.queryString.replace(/^\?/, "")}` : "";
  const links = locales.map((locale) => ({ type: "link" as const, label: locale.label, href: pathInLocale(permalink, site.baseUrl, locale) + query, external: false, position: item.position, className: "navbar-locale-link" }));
  return { type: "dropdown", label: site.locale.label ?? site.locale.code, position: item.position, ...(item.className ? { className: item.className } : {}), items: [...item.itemsBefore, ...links, ...item.itemsAfter] };
}
