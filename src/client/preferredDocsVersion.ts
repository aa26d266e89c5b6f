import { readStored } from "@theme/siteStorage";
import { saveDocsVersion } from "@theme/useStoredDocsVersion";
import type { SiteData } from "../shared/types.js";
import { PREFERRED_VERSION_KEY } from "../shared/preferredVersionKey.js";

/** The docs version whose pages hold `pathname` (by name, e.g. `current`), or undefined outside the docs. */
export function docsVersionAt(site: SiteData, pathname: string): string | undefined {
  const docs = site.globalData.docs;
  const path = pathname.replace(/\/index\.html$/, "/").replace(/\.html$/, "");
  const within = (prefix: string) => path === prefix || path.startsWith(prefix.endsWith("/") ? prefix : `${prefix}/`);
  if (!within(docs.path)) return undefined;
  // The most specific version path wins: `/docs/1.0` over `/docs`.
  return [...docs.versions].sort((a, b) => b.path.length - a.path.length).find((v) => within(v.path))?.name;
}

/**
 * On a docs page, makes its version the visitor's preferred one when they have none yet, or when they came
 * from a page of another version (they switched: the dropdown, the banner, a link across versions). Landing
 * on another version's page from elsewhere keeps their choice, which that page then offers (see
 * DocVersionOffer in the theme).
 */
export function rememberDocsVersion(site: SiteData, pathname: string, previous: string | undefined): void {
  const version = docsVersionAt(site, pathname);
  if (version === undefined) return;
  const stored = readStored(PREFERRED_VERSION_KEY);
  const cameFrom = previous === undefined ? undefined : docsVersionAt(site, previous);
  const known = stored !== null && site.globalData.docs.versions.some((v) => v.name === stored);
  if (known && (cameFrom === undefined || cameFrom === version)) return;
  saveDocsVersion(version);
}
