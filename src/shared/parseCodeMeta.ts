// The fence line after the language: ```rust title="src/main.rs" {1,3-4} showLineNumbers (or showLineNumbers=12)

export interface CodeMeta {
  title?: string;
  /** 1-based line numbers to highlight. */
  highlightLines: Set<number>;
  showLineNumbers: boolean;
  /** The first line's number, when lines are numbered: `showLineNumbers=12` starts at 12, as in Docusaurus. */
  firstLineNumber: number;
}

const titlePattern = /(?:^|\s)title=(?:"([^"]*)"|'([^']*)'|(\S+))/;
const rangesPattern = /(?:^|\s)\{([\d\s,-]+)\}/;

/** Reads the title, the highlighted-line ranges and `showLineNumbers` from a code fence's meta string. */
export function parseCodeMeta(meta: string | null | undefined): CodeMeta {
  const text = meta ?? "";
  const title = titlePattern.exec(text);
  const ranges = rangesPattern.exec(text);
  const lineNumbers = /(?:^|\s)showLineNumbers(?:=(\d{1,6}))?(?=\s|$)/.exec(text);
  return {
    title: title ? (title[1] ?? title[2] ?? title[3]) : undefined,
    highlightLines: ranges ? parseRanges(ranges[1]!) : new Set(),
    showLineNumbers: lineNumbers !== null,
    firstLineNumber: lineNumbers?.[1] === undefined ? 1 : Number(lineNumbers[1]),
  };
}

/** `1,3-4` → {1, 3, 4}; malformed parts are ignored. */
function parseRanges(text: string): Set<number> {
  const lines = new Set<number>();
  for (const part of text.split(",")) {
    const match = /^\s*(\d+)\s*(?:-\s*(\d+)\s*)?$/.exec(part);
    if (!match) continue;
    const from = Number(match[1]);
    const to = match[2] === undefined ? from : Number(match[2]);
    for (let line = from; line <= to && line - from < 10_000; line++) lines.add(line);
  }
  return lines;
}
