import type { SidebarItem } from "../src/shared/types.js";
import { fetchJson, loadOnce } from "../src/client/loadOnce.js";

// The items of sidebar categories that pages send without them (see SidebarCategory.itemsUrl), by the URL of
// their file. Module-level, so they outlive the sidebar that asked: every page mounts a new sidebar, and a
// category opened on one page shows its items at once on the next. Filled only from effects, so the server
// render and hydration never see anything here.

/** Items that arrived, or that a page showed inline under the same URL. */
const known = new Map<string, SidebarItem[]>();
/** Fetches under way, so the two copies of the sidebar (beside the page, in the mobile menu) share one. */
const loads = loadOnce<SidebarItem[]>();

/** The items of the piece at `url`, if this visit has them already. */
export function knownSidebarPiece(url: string): SidebarItem[] | undefined {
  return known.get(url);
}

/**
 * Remembers items a page sent inline for the category whose piece is `url`: a page holding the category sends
 * them in place of the piece, and the next page, which may not hold it, can show them without a fetch.
 */
export function rememberSidebarPiece(url: string, items: SidebarItem[]): void {
  if (!known.has(url)) known.set(url, items);
}

/** Fetches the piece at `url` once. A failure is forgotten, so the next call tries again. */
export function loadSidebarPiece(url: string): Promise<SidebarItem[]> {
  const have = known.get(url);
  if (have) return Promise.resolve(have);
  return loads(url, async () => {
    const items = await fetchJson<SidebarItem[]>(url);
    known.set(url, items);
    return items;
  });
}
