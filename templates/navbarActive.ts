import type { NavbarLinkItem, PageMeta } from "../src/shared/types.js";
import { isExternalHref, isPathWithin, isSamePath } from "../src/shared/pathCompare.js";
import { writtenSidebarName } from "../src/shared/versionedSidebarName.js";

/** How a navbar item relates to the current page: it is the page, it contains the page, or neither. */
export type NavbarItemState = "current" | "ancestor" | "none";

/**
 * Decides whether a navbar item is the current page or a section holding it. The site root is never an
 * ancestor (every page lies below it), and a docs sidebar item owns every page that shows its sidebar.
 */
export function navbarItemState(item: NavbarLinkItem, meta: PageMeta, baseUrl: string): NavbarItemState {
  if (item.type === "link" && (item.external || isExternalHref(item.href))) return "none";
  if (isSamePath(item.href, meta.permalink)) return "current";
  if (item.type === "link" && item.holdsPage !== undefined) return item.holdsPage ? "ancestor" : "none";
  if (item.type === "docSidebar" && meta.sidebarName !== undefined && writtenSidebarName(meta.sidebarName) === item.sidebarId) return "ancestor";
  if (item.type === "docsVersion" && isPathWithin(meta.permalink, item.activeBase)) return "ancestor";
  if (!isSamePath(item.href, baseUrl) && isPathWithin(meta.permalink, item.href)) return "ancestor";
  return "none";
}
