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

/** The byte length of `file`'s contents. */
export function outputSize(file: OutputFile): number {
  if (file.size !== undefined) return file.size;
  return typeof file.contents === "string" ? Buffer.byteLength(file.contents) : file.contents.byteLength;
}

/** Total size of a list of output files in bytes. */
export function totalBytes(files: OutputFile[]): number {
  return files.reduce((sum, file) => sum + outputSize(file), 0);
}
