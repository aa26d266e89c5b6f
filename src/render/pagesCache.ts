// The pages the last build rendered, kept beside its record: the key of what each was made from and what the
// checks read of it, so the next build can keep a page without rendering or reading it (see pageReuse). One
// JSON line a page after a header line (see keyedLinesFile): at 100,000 generated pages the cache is 284 MB,
// so a build appends the lines of the pages it rendered again rather than writing it whole.
import { rm } from "node:fs/promises";
import { readKeyedLines, saveKeyedLines, type KeyedLinesState } from "../keyedLinesFile.js";
import type { RenderedBefore } from "./pageReuse.js";
import { stringPool } from "../stringPool.js";

/** The first line: the edsite that rendered the pages (see codeVersion); another one's are never kept. */
interface PagesCacheHeader {
  edsitePages: string;
}

/** A page's line: its place (see pagePlace) and what the last build recorded of it; a page gone has a null key. */
type PageLine = [place: string, key: string | null, ids?: string[], links?: string[]];

/** The cache as read, for the next save to append to. */
export interface PagesCacheFile {
  pages: ReadonlyMap<string, RenderedBefore>;
  state: KeyedLinesState;
}

/** The cache's pages, or undefined when there is none, it is another edsite's, or a line does not parse. */
export async function loadPagesCache(file: string, version: string): Promise<PagesCacheFile | undefined> {
  const pages = new Map<string, RenderedBefore>();
  const pooled = stringPool();
  try {
    const state = await readKeyedLines(
      file,
      (header) => {
        if ((header as Partial<PagesCacheHeader> | null)?.edsitePages !== version) throw new Error("another edsite's pages");
      },
      (line) => {
        const [place, key, ids, links] = line as PageLine;
        if (key === null) {
          pages.delete(place);
          return;
        }
        if (typeof key !== "string" || !Array.isArray(ids) || !Array.isArray(links)) throw new Error("not a page");
        pages.set(place, { key, ids: ids.map(pooled), links: links.map(pooled) });
      },
    );
    return state && { pages, state };
  } catch {
    return undefined;
  }
}

/**
 * Saves `pages` as the cache: appending the lines of the pages that differ from `before` (the cache as read),
 * or writing it whole (see saveKeyedLines). A reader never sees half of it.
 */
export async function savePagesCache(file: string, version: string, pages: ReadonlyMap<string, RenderedBefore>, before?: PagesCacheFile): Promise<void> {
  const line = (place: string, page: RenderedBefore): PageLine => [place, page.key, page.ids, page.links];
  const changed: PageLine[] = [];
  for (const [place, page] of pages) {
    const old = before?.pages.get(place);
    if (!old || !samePage(old, page)) changed.push(line(place, page));
  }
  for (const place of before?.pages.keys() ?? []) if (!pages.has(place)) changed.push([place, null]);
  const header: PagesCacheHeader = { edsitePages: version };
  await saveKeyedLines(file, { header, all: () => [...pages].map(([place, page]) => line(place, page)), changed }, before?.state);
}

function samePage(a: RenderedBefore, b: RenderedBefore): boolean {
  const same = (x: string[], y: string[]) => x.length === y.length && x.every((item, i) => item === y[i]);
  return a.key === b.key && same(a.ids, b.ids) && same(a.links, b.links);
}

/** Removes the cache: the output it described is gone or no longer as recorded. */
export async function dropPagesCache(file: string): Promise<void> {
  await rm(file, { force: true });
}
