// The pages the last build rendered, kept beside its record: the key of what each was made from and what the
// checks read of it, so the next build can keep a page without rendering or reading it (see pageReuse). One
// JSON line a page after a header line (see keyedLinesFile): at 100,000 generated pages the cache is 284 MB,
// so a build appends the lines of the pages it rendered again rather than writing it whole. Each locale's link
// check leaves a line of its own (see LinkCheckRecord), keyed by `links ` and the locale's base URL, which no
// page's place (a base URL, so starting with `/`) can be.
import { rm } from "node:fs/promises";
import { readKeyedLines, saveKeyedLines, type KeyedLinesState } from "../keyedLinesFile.js";
import type { RenderedBefore } from "./pageReuse.js";
import type { LinkCheckRecord } from "../check/linkCheckRecord.js";
import { stringPool } from "../stringPool.js";
import { parsePageLine, recordedPage, UnparsedLists, type PageLine } from "./pageLine.js";
import { isStringList } from "../isStringList.js";

/** The first line: the edsite that rendered the pages (see codeVersion); another one's are never kept. */
interface PagesCacheHeader {
  edsitePages: string;
}

/** A locale's link check: `links <base URL>`, then the record (null once the locale is gone). */
type LinksLine = [key: string, record: LinkCheckRecord | null];

const LINKS = "links ";

/** The cache as read, for the next save to append to. */
export interface PagesCacheFile {
  pages: ReadonlyMap<string, RenderedBefore>;
  /** Each locale's last link check, by base URL. */
  links: ReadonlyMap<string, LinkCheckRecord>;
  state: KeyedLinesState;
}

/**
 * The cache's pages, or undefined when there is none, it is another edsite's, or a line does not parse; a
 * page's ids and links are parsed when first read (see recordedPage).
 */
export async function loadPagesCache(file: string, version: string): Promise<PagesCacheFile | undefined> {
  const pages = new Map<string, RenderedBefore>();
  const links = new Map<string, LinkCheckRecord>();
  const pooled = stringPool();
  try {
    const state = await readKeyedLines(
      file,
      (header) => {
        if ((header as Partial<PagesCacheHeader> | null)?.edsitePages !== version) throw new Error("another edsite's pages");
      },
      (line) => {
        if ((line[0] as string).startsWith(LINKS)) {
          const [key, record] = line as LinksLine;
          if (record === null) links.delete(key.slice(LINKS.length));
          else if (isLinkCheckRecord(record)) links.set(key.slice(LINKS.length), record);
          else throw new Error("not a link check");
          return;
        }
        const [place, key, ids, hrefs] = line as PageLine | [string, string, UnparsedLists];
        if (key === null) {
          pages.delete(place);
          return;
        }
        if (typeof key !== "string") throw new Error("not a page");
        if (ids instanceof UnparsedLists) pages.set(place, recordedPage(key, ids, file, pooled));
        else if (Array.isArray(ids) && Array.isArray(hrefs)) pages.set(place, { key, ids: ids.map(pooled), links: hrefs.map(pooled) });
        else throw new Error("not a page");
      },
      parsePageLine,
    );
    return state && { pages, links, state };
  } catch {
    return undefined;
  }
}

/**
 * Saves `pages` and each locale's link check (`links`, by base URL) as the cache: appending the lines that
 * differ from `before` (the cache as read), or writing it whole (see saveKeyedLines). A reader never sees
 * half of it.
 */
export async function savePagesCache(file: string, version: string, pages: ReadonlyMap<string, RenderedBefore>, links: ReadonlyMap<string, LinkCheckRecord>, before?: PagesCacheFile): Promise<void> {
  const line = (place: string, page: RenderedBefore): PageLine => [place, page.key, page.ids, page.links];
  const changed: (PageLine | LinksLine)[] = [];
  for (const [place, page] of pages) {
    const old = before?.pages.get(place);
    if (!old || !samePage(old, page)) changed.push(line(place, page));
  }
  for (const place of before?.pages.keys() ?? []) if (!pages.has(place)) changed.push([place, null]);
  for (const [base, record] of links) {
    const old = before?.links.get(base);
    if (!old || JSON.stringify(old) !== JSON.stringify(record)) changed.push([LINKS + base, record]);
  }
  for (const base of before?.links.keys() ?? []) if (!links.has(base)) changed.push([LINKS + base, null]);
  const header: PagesCacheHeader = { edsitePages: version };
  const all = () => [...[...pages].map(([place, page]) => line(place, page)), ...[...links].map(([base, record]): LinksLine => [LINKS + base, record])];
  await saveKeyedLines(file, { header, all, changed }, before?.state);
}

function isLinkCheckRecord(value: unknown): value is LinkCheckRecord {
  const record = value as Partial<LinkCheckRecord> | null;
  return typeof record?.routes === "string" && typeof record.outside === "boolean" && isStringList(record.staticTargets) && isStringList(record.failing);
}

function samePage(a: RenderedBefore, b: RenderedBefore): boolean {
  // A page kept is its record as read, whose lists need not be parsed to be the same.
  if (a === b) return true;
  const same = (x: string[], y: string[]) => x.length === y.length && x.every((item, i) => item === y[i]);
  return a.key === b.key && same(a.ids, b.ids) && same(a.links, b.links);
}

/** Removes the cache: the output it described is gone or no longer as recorded. */
export async function dropPagesCache(file: string): Promise<void> {
  await rm(file, { force: true });
}
