import { useCallback, useEffect, useRef, useState } from "react";
import { loadSearchEngine, type SearchFileUrls } from "./loadSearchEngine.js";
import type { SearchEngine } from "./searchEngine.js";
import { whenIdle } from "./whenIdle.js";

/** Where the search box is: waiting for its files, usable, or without an index (none built, or it failed to load). */
export type SearchStatus = "loading" | "ready" | "unavailable";

/**
 * The search engine of the page's build. Loading starts when the browser is idle after hydration, or earlier
 * when `start` is called (the visitor points at the box or presses the shortcut); it never runs on the server.
 */
export function useSearchEngine(urls: SearchFileUrls | undefined): { status: SearchStatus; engine?: SearchEngine; start: () => void } {
  const [state, setState] = useState<{ status: SearchStatus; engine?: SearchEngine }>({ status: "loading" });
  const started = useRef(false);
  const searchDoc = urls?.searchDoc;
  const lunrIndex = urls?.lunrIndex;

  const start = useCallback(() => {
    if (started.current || !searchDoc || !lunrIndex) return;
    started.current = true;
    loadSearchEngine({ searchDoc, lunrIndex }).then(
      (engine) => setState({ status: "ready", engine }),
      (error: unknown) => {
        started.current = false;
        console.warn("Search could not be loaded:", error);
        setState({ status: "unavailable" });
      },
    );
  }, [searchDoc, lunrIndex]);

  useEffect(() => {
    if (!searchDoc || !lunrIndex) {
      setState({ status: "unavailable" });
      return;
    }
    return whenIdle(start);
  }, [searchDoc, lunrIndex, start]);

  return { ...state, start };
}
