import type { CompactLunrIndex, SearchDocFile } from "../../shared/searchData.js";
import type { SearchEngine } from "./searchEngine.js";
import { fetchJson, loadOnce } from "../loadOnce.js";

/** The URLs of a build's two search files, as the build put them in `globalData.search`. */
export interface SearchFileUrls {
  searchDoc: string;
  lunrIndex: string;
}

const loads = loadOnce<SearchEngine>();

/**
 * Fetches the two files, lunr and the search code, in parallel, once per pair of URLs. lunr and the engine are
 * imported dynamically, so they are chunks no page loads up front. A failed load is forgotten, so the next try
 * starts afresh.
 */
export function loadSearchEngine(urls: SearchFileUrls): Promise<SearchEngine> {
  return loads(`${urls.searchDoc} ${urls.lunrIndex}`, () =>
    Promise.all([
      import("lunr"),
      import("./searchEngine.js"),
      fetchJson<SearchDocFile>(urls.searchDoc),
      fetchJson<CompactLunrIndex>(urls.lunrIndex),
    ]).then(([lunr, engine, docFile, index]) => engine.createSearchEngine(lunr.default, docFile, index)),
  );
}
