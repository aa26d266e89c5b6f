import type { GlobalDoc, GlobalDocsVersion } from "../shared/types.js";
import { fetchJson, loadOnce } from "./loadOnce.js";

/** Lists being fetched or fetched, by URL, so every caller on a page shares one request per file. */
const loads = loadOnce<GlobalDoc[]>();

/**
 * The docs of a version of the site's global data (`site.globalData.docs.versions[i]`): the inline list of a
 * small site, or, on a big one, its file, fetched once. The one way site and theme code read the list, so they
 * need not care where the build put it. A failed fetch is forgotten, so the next call tries again.
 */
export function loadVersionDocs(version: GlobalDocsVersion): Promise<GlobalDoc[]> {
  if (version.docs) return Promise.resolve(version.docs);
  const url = version.docsUrl;
  return loads(url, () => fetchJson<GlobalDoc[]>(url));
}
