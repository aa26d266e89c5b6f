import type { Finding } from "../types.js";
import { lineAndColumn } from "../textPosition.js";

/** Reads a source file's text, or undefined when it cannot be read. */
export type ReadSource = (file: string) => string | undefined;

/**
 * Gives a line to findings that name a file but no place in it, by finding what they are about in its text:
 * a link written in JSX or HTML (`<img src="./x.png">`), which the compiler does not record with a position,
 * and a URL two pages claim, at the `slug` or `id` of the page that chose it. A writer then lands on the line
 * to fix, as for every other finding; where nothing is found, the finding keeps naming the file alone.
 */
export function placeFindings(findings: readonly Finding[], read: ReadSource): Finding[] {
  const texts = new Map<string, string | undefined>();
  const textOf = (file: string) => {
    if (!texts.has(file)) texts.set(file, read(file));
    return texts.get(file);
  };
  return findings.map((finding) => {
    if (!finding.source || finding.source.line !== undefined) return finding;
    if (finding.kind === "duplicate-route") return placeClaim(finding, textOf) ?? finding;
    if (finding.url === undefined) return finding;
    const text = textOf(finding.source.file);
    const place = text === undefined ? undefined : placeOfLink(text, finding.url);
    return place ? { ...finding, source: { ...finding.source, ...place } } : finding;
  });
}

/** Where a link is written: quoted (an attribute) or in Markdown's parentheses first, anywhere at last. */
function placeOfLink(text: string, url: string): { line: number; column: number } | undefined {
  for (const [form, skip] of [[`"${url}"`, 1], [`'${url}'`, 1], [`{${url}}`, 1], [`(${url}`, 1], [url, 0]] as const) {
    const at = text.indexOf(form);
    if (at !== -1) return lineAndColumn(text, at + skip);
  }
  return undefined;
}

/** Of the pages that claim one URL, the first whose front matter sets its path, at that line. */
function placeClaim(finding: Finding, textOf: ReadSource): Finding | undefined {
  for (const file of finding.sources ?? [finding.source!.file]) {
    const text = textOf(file);
    const frontMatter = text === undefined ? undefined : /^---\r?\n[\s\S]*?\r?\n---/.exec(text)?.[0];
    const field = frontMatter && /^(?:slug|id|permalink)\s*:/m.exec(frontMatter);
    if (field) return { ...finding, source: { file, ...lineAndColumn(text!, field.index) } };
  }
  return undefined;
}
