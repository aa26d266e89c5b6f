// The pages the last build rendered, kept beside its record: the key of what each was made from and what the
// checks read of it, so the next build can keep a page without rendering or reading it (see pageReuse). One
// JSON line a page after a header line, written in pieces: at 100,000 generated pages the cache is 284 MB,
// which one JSON.stringify of it all held as one more string at the build's peak (0.9 s to make).
import { createReadStream } from "node:fs";
import { rm } from "node:fs/promises";
import { createInterface } from "node:readline";
import { writeJsonLines } from "../jsonLinesFile.js";
import type { RenderedBefore } from "./pageReuse.js";

/** The first line: the edsite that rendered the pages (see codeVersion); another one's are never kept. */
interface PagesCacheHeader {
  edsitePages: string;
}

/** A page's line: its place (see pagePlace) and what the last build recorded of it. */
type PageLine = [place: string, key: string, ids: string[], links: string[]];

/** The cache's pages, or undefined when there is none, it is another edsite's, or a line does not parse. */
export async function loadPagesCache(file: string, version: string): Promise<Map<string, RenderedBefore> | undefined> {
  const pages = new Map<string, RenderedBefore>();
  try {
    let header: PagesCacheHeader | undefined;
    for await (const line of createInterface({ input: createReadStream(file, "utf8"), crlfDelay: Infinity })) {
      if (header === undefined) {
        header = JSON.parse(line) as PagesCacheHeader;
        if (header.edsitePages !== version) return undefined;
        continue;
      }
      if (line === "") continue;
      const [place, key, ids, links] = JSON.parse(line) as PageLine;
      if (typeof place !== "string" || typeof key !== "string" || !Array.isArray(ids) || !Array.isArray(links)) return undefined;
      pages.set(place, { key, ids, links });
    }
    return header === undefined ? undefined : pages;
  } catch {
    return undefined;
  }
}

/** Replaces the cache with `pages`, a line each (see writeJsonLines): a reader never sees half of it. */
export async function savePagesCache(file: string, version: string, pages: ReadonlyMap<string, RenderedBefore>): Promise<void> {
  await writeJsonLines(file, (function* () {
    yield { edsitePages: version } satisfies PagesCacheHeader;
    for (const [place, page] of pages) yield [place, page.key, page.ids, page.links] satisfies PageLine;
  })());
}

/** Removes the cache: the output it described is gone or no longer as recorded. */
export async function dropPagesCache(file: string): Promise<void> {
  await rm(file, { force: true });
}
