// An incremental build keeps most pages as the last build rendered them, with the ids and links it recorded
// (see pageReuse); checking every link of every page again was 0.43-0.53 s of a one-page rebuild at 10,000
// generated pages. A page's links come out as they did last time when the page's links are the same, every
// page still has the ids it had, the same routes are there, and every file a link led to is still there: then
// only the pages whose links changed, and those that had a broken link (a file or page may have appeared),
// are checked again. The record below is what the last check leaves to decide that, one per locale.
// What it pays (27 November 2026, 10,000 generated pages, one page's text edited, 6 alternating pairs): the
// check stage 56-76 ms against 396-422 ms, the build 5.24 s against 5.47 s (medians; faster in 6 of 6).
import { createHash } from "node:crypto";
import type { RenderedPage } from "../types.js";
import type { RenderedBefore } from "../render/pageReuse.js";
import { routeKey } from "../routes/outFileFor.js";

/** What one locale's link check found, for the next build's (kept in the pages cache, see pagesCache). */
export interface LinkCheckRecord {
  /** A hash of the checked pages' routes, in order (see routesHash). */
  routes: string;
  /** Paths of files, not pages, that a link led to (`/base/feed.xml`). */
  staticTargets: string[];
  /** Whether a link led to another locale's page, whose ids this locale's record does not cover. */
  outside: boolean;
  /** Route paths of the pages with a broken link or anchor. */
  failing: string[];
}

/** The last check of a locale, and the pages the last build recorded, by place (see pagePlace). */
export interface LastLinkCheck {
  record: LinkCheckRecord;
  pages: ReadonlyMap<string, RenderedBefore>;
  placeOf: (page: RenderedPage) => string;
}

/** A hash of the route of each page, in order: a page added, removed or moved changes it. */
export function routesHash(pages: readonly RenderedPage[]): string {
  const hash = createHash("sha1");
  for (const page of pages) hash.update(routeKey(page.route.path)).update("\0");
  return hash.digest("base64url");
}

/**
 * The pages whose links must be checked again for the check to find what a check of every page would, or
 * undefined when that is every page: no record, another set of routes, a file a link led to gone, a link into
 * another locale, or a page whose ids are not the ones recorded (a link to it, from any page, may break).
 */
export function pagesToRecheck(last: LastLinkCheck | undefined, pages: readonly RenderedPage[], routes: string, staticFiles: ReadonlySet<string>): Set<RenderedPage> | undefined {
  if (!last || last.record.outside || last.record.routes !== routes) return undefined;
  if (last.record.staticTargets.some((file) => !staticFiles.has(file))) return undefined;
  const failing = new Set(last.record.failing);
  const recheck = new Set<RenderedPage>();
  for (const page of pages) {
    const before = last.pages.get(last.placeOf(page));
    if (!before) return undefined;
    // A page kept has the record's ids and links, which need not be read to be the same.
    if (page.kept !== before && !sameIds(page.ids, before.ids)) return undefined;
    if (failing.has(page.route.path) || (page.kept !== before && !sameList(page.links, before.links))) recheck.add(page);
  }
  return recheck;
}

function sameIds(ids: ReadonlySet<string>, recorded: readonly string[]): boolean {
  // Recorded from a set: no id twice.
  if (ids.size !== recorded.length) return false;
  for (const id of recorded) if (!ids.has(id)) return false;
  return true;
}

function sameList(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((item, i) => item === b[i]);
}
