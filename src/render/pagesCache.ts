// The pages the last build rendered, kept beside its record: the key of what each was made from and what the
// checks read of it, so the next build can keep a page without rendering or reading it (see pageReuse).
import { mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import type { RenderedBefore } from "./pageReuse.js";

interface PagesCacheFile {
  /** The edsite that rendered them (see codeVersion): another one's pages are never kept. */
  version: string;
  /** By place (see pagePlace). */
  pages: Record<string, RenderedBefore>;
}

/** The cache's pages, or undefined when there is none, it is another edsite's, or it does not parse. */
export async function loadPagesCache(file: string, version: string): Promise<Map<string, RenderedBefore> | undefined> {
  try {
    const cache = JSON.parse(await readFile(file, "utf8")) as PagesCacheFile;
    if (cache.version !== version || typeof cache.pages !== "object" || cache.pages === null) return undefined;
    const pages = new Map<string, RenderedBefore>();
    for (const [place, page] of Object.entries(cache.pages)) {
      if (typeof page?.key === "string" && Array.isArray(page.ids) && Array.isArray(page.links)) pages.set(place, page);
    }
    return pages;
  } catch {
    return undefined;
  }
}

/** Replaces the cache with `pages`, through a temporary file so a reader never sees half of it. */
export async function savePagesCache(file: string, version: string, pages: ReadonlyMap<string, RenderedBefore>): Promise<void> {
  const cache: PagesCacheFile = { version, pages: Object.fromEntries(pages) };
  await mkdir(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  await writeFile(temporary, JSON.stringify(cache));
  await rename(temporary, file);
}

/** Removes the cache: the output it described is gone or no longer as recorded. */
export async function dropPagesCache(file: string): Promise<void> {
  await rm(file, { force: true });
}
