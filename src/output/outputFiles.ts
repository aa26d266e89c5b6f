import type { RenderedPage, Route } from "../types.js";
import type { OutputFile } from "./emitSite.js";

/**
 * Where a page goes under the base folder. Each page is written as `x/index.html` and as `x.html` (the same
 * file), so a plain static host answers `/x`, `/x/`, `/x.html` and `/x/index.html`.
 */
export function pagePaths(route: Route, baseDir: string): { path: string; sameAs?: string }[] {
  const main = baseDir + route.outFile;
  if (route.kind === "notFound" || !route.outFile.endsWith("/index.html")) return [{ path: main }];
  return [{ path: main }, { path: baseDir + route.outFile.replace(/\/index\.html$/, ".html"), sameAs: main }];
}

/** Lays the rendered pages out as files under the base folder (see pagePaths). */
export function pageFiles(pages: RenderedPage[], baseDir: string): OutputFile[] {
  return pages.flatMap((page) => {
    const html = page.html;
    if (!html) throw new Error(`The page ${page.route.path} was already written (its HTML went to the page sink).`);
    return pagePaths(page.route, baseDir).map((file) => ({ ...file, contents: html }));
  });
}

/** Total size of a list of output files in bytes. */
export function totalBytes(files: OutputFile[]): number {
  return files.reduce((sum, f) => sum + (typeof f.contents === "string" ? Buffer.byteLength(f.contents) : f.contents.byteLength), 0);
}
