import type { CurrentBuild } from "../shared/currentBuild.js";
import { loadOnce } from "./loadOnce.js";

/** The page's current-build file (see ClientData.build), set by the entry before anything asks for it. */
let url: string | undefined;
let loads = loadOnce<CurrentBuild>();

/** Says where the page's current-build file is; a new URL, or the same one again (a rebuild), is fetched anew. */
export function setCurrentBuildUrl(next: string): void {
  url = next;
  loads = loadOnce<CurrentBuild>();
}

/**
 * The current build's file, fetched once a page (a failure is forgotten, so the next call retries). Always
 * asked of the server, past any cached copy: its name stays the same from build to build, and a stale copy
 * would name a manifest or search files a new deployment no longer has.
 */
export function loadCurrentBuild(): Promise<CurrentBuild> {
  const at = url;
  if (at === undefined) return Promise.reject(new Error("The page named no current-build file."));
  return loads(at, async () => {
    const response = await fetch(at, { cache: "no-cache" });
    if (!response.ok) throw new Error(`${at} answered ${response.status}`);
    return (await response.json()) as CurrentBuild;
  });
}
