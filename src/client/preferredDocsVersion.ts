import { writeStored } from "@theme/siteStorage";
import type { SiteData } from "../shared/types.js";

import { PREFERRED_VERSION_KEY } from "../shared/preferredVersionKey.js";

/** On a docs page, remembers its version (by name, e.g. `current`) as the visitor's preferred one. */
export function rememberDocsVersion(site: SiteData, pathname: string): void {
  const docs = site.globalData.docs;
  const path = pathname.replace(/\/index\.html$/, "/").replace(/\.html$/, "");
  const within = (prefix: string) => path === prefix || path.startsWith(prefix.endsWith("/") ? prefix : `${prefix}/`);
  if (!within(docs.path)) return;
  // The most specific version path wins: `/docs/1.0` over `/docs`.
  const version = [...docs.versions].sort((a, b) => b.path.length - a.path.length).find((v) => within(v.path));
  if (version) writeStored(PREFERRED_VERSION_KEY, version.name);
}
