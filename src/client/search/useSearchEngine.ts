import { useCallback, useEffect, useRef, useState } from "react";
import { loadSearchEngine } from "./loadSearchEngine.js";
import { loadCurrentBuild } from "../currentBuild.js";
import type { SearchEngine } from "./searchEngine.js";
import { whenIdle } from "./whenIdle.js";

/** Where the search box is: waiting for its files, usable, or without an index (none built, or it failed to load). */
export type SearchStatus = "loading" | "ready" | "unavailable";

/**
 * The search engine of the current build, whose file names the search files. Loading starts when the browser
 * is idle after hydration, or earlier when `start` is called (the visitor points at the box or presses the
 * shortcut); it never runs on the server. A build without search files leaves the box unavailable.
 */
export function useSearchEngine(): { status: SearchStatus; engine?: SearchEngine; start: () => void } {
  const [state, setState] = useState<{ status: SearchStatus; engine?: SearchEngine }>({ status: "loading" });
  const started = useRef(false);

  const start = useCallback(() => {
    if (started.current) return;
    started.current = true;
    loadCurrentBuild()
      .then(({ search }) => (search ? loadSearchEngine(search) : undefined))
      .then(
        (engine) => setState(engine ? { status: "ready", engine } : { status: "unavailable" }),
        (error: unknown) => {
          started.current = false;
          console.warn("Search could not be loaded:", error);
          setState({ status: "unavailable" });
        },
      );
  }, []);

  useEffect(() => whenIdle(start), [start]);

  return { ...state, start };
}
