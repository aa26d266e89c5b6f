import path from "node:path";
import type { Finding } from "../types.js";

/** How many pages must share a broken link before it is blamed on the layout rather than on each page. */
const LAYOUT_THRESHOLD = 5;

/** Prints findings grouped by page, with a note for links broken on so many pages that the layout must hold them. */
export function formatFindings(findings: Finding[], root: string): string {
  const lines: string[] = [];
  const pagesPerUrl = new Map<string, Set<string>>();
  for (const f of findings) {
    if (f.url && f.kind !== "duplicate-route") {
      const set = pagesPerUrl.get(f.url) ?? new Set();
      set.add(f.page ?? "");
      pagesPerUrl.set(f.url, set);
    }
  }
  const layoutUrls = new Set([...pagesPerUrl].filter(([, pages]) => pages.size >= LAYOUT_THRESHOLD).map(([url]) => url));
  for (const url of layoutUrls) {
    const pages = pagesPerUrl.get(url)!;
    const sample = findings.find((f) => f.url === url)!;
    lines.push(`${sample.message} — broken on ${pages.size} pages, so it probably comes from the layout (navbar or footer): ${url}`);
  }
  const byPage = new Map<string, Finding[]>();
  for (const f of findings) {
    if (f.url && layoutUrls.has(f.url)) continue;
    const key = f.page ?? "(site)";
    byPage.set(key, [...(byPage.get(key) ?? []), f]);
  }
  for (const [page, list] of byPage) {
    lines.push(`${page}:`);
    for (const f of list) {
      const where = f.source ? `${path.relative(root, f.source.file) || f.source.file}${f.source.line ? `:${f.source.line}${f.source.column ? `:${f.source.column}` : ""}` : ""}` : "";
      // Files in a message are named from the site's folder, as `where` is.
      const message = f.message.split(`${root}${path.sep}`).join("");
      lines.push(`  - [${f.kind}] ${message}${f.url ? ` (link: ${f.url})` : ""}${where ? ` at ${where}` : ""}`);
    }
  }
  return lines.join("\n");
}
