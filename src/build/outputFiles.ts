import type { RenderedPage } from "../types.js";
import type { OutputFile } from "./emitSite.js";

/**
 * Lays the rendered site out as files under the base folder. Each page is written as `x/index.html` and as
 * `x.html`, so a plain static host answers `/x`, `/x/`, `/x.html` and `/x/index.html`.
 */
export function pageFiles(pages: RenderedPage[], baseDir: string): OutputFile[] {
  const files: OutputFile[] = [];
  for (const page of pages) {
    const outFile = page.route.outFile;
    files.push({ path: baseDir + outFile, contents: page.html });
    if (page.route.kind !== "notFound" && outFile.endsWith("/index.html")) {
      files.push({ path: baseDir + outFile.replace(/\/index\.html$/, ".html"), contents: page.html, sameAs: baseDir + outFile });
    }
  }
  return files;
}

/** Total size of a list of output files in bytes. */
export function totalBytes(files: OutputFile[]): number {
  return files.reduce((sum, f) => sum + (typeof f.contents === "string" ? Buffer.byteLength(f.contents) : f.contents.byteLength), 0);
}
