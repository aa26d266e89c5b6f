import type { CompactLunrIndex, SearchDocFile, SplitLunrIndex, SplitSearchDocFile } from "../../shared/searchData.js";
import type { SearchEngine } from "./searchEngine.js";
import { fetchJson, loadOnce } from "../loadOnce.js";

/** The URLs of a build's two search files, as its current-build file names them. */
export interface SearchFileUrls {
  searchDoc: string;
  lunrIndex: string;
}

const loads = loadOnce<SearchEngine>();

/**
 * Fetches the two files, lunr and the search code, in parallel, once per pair of URLs. lunr and the engine are
 * imported dynamically, so they are chunks no page loads up front. A failed load is forgotten, so the next try
 * starts afresh. On a large site the two files only list the shards and chunks the engine fetches as queries
 * need them, from beside the index file.
 */
export function loadSearchEngine(urls: SearchFileUrls): Promise<SearchEngine> {
  return loads(`${urls.searchDoc} ${urls.lunrIndex}`, () =>
    Promise.all([
      import("lunr"),
      import("./searchEngine.js"),
      fetchJson<SearchDocFile | SplitSearchDocFile>(urls.searchDoc),
      fetchJson<CompactLunrIndex | SplitLunrIndex>(urls.lunrIndex),
    ]).then(async ([lunr, engine, docFile, index]) => {
      if (!("shards" in index)) return engine.createSearchEngineInSlices(lunr.default, docFile as SearchDocFile, index);
      // Only a large site's pages load the split engine's code.
      const split = await import("./splitSearchEngine.js");
      const folder = urls.lunrIndex.slice(0, urls.lunrIndex.lastIndexOf("/") + 1);
      return split.createSplitSearchEngine(lunr.default, docFile as SplitSearchDocFile, index, (name) => fetchJson(folder + name));
    }),
  );
}
