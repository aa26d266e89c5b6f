// A few source lines around an error, the way compilers print them:
//     10 | before
//   > 11 | the {bad line
//        |     ^
//     12 | after

/** Characters of a line shown at most, and how many of them before the column when the line is cut. */
const MAX_SHOWN = 160;
const LEAD = 40;

/** Lines `line - context` … `line + context` of `text` with a `>` on the line and a `^` under the column. */
export function codeFrame(text: string, line: number, column?: number, context = 2): string {
  const lines = text.split(/\r?\n/);
  const first = Math.max(1, line - context);
  const last = Math.min(lines.length, line + context);
  const width = String(last).length;
  const out: string[] = [];
  for (let number = first; number <= last; number++) {
    const whole = lines[number - 1] ?? "";
    // A line of a pasted log or minified file can be megabytes: show a window of it, around the column.
    const from = whole.length > MAX_SHOWN && number === line && column !== undefined ? Math.max(0, Math.min(column - 1 - LEAD, whole.length - MAX_SHOWN)) : 0;
    const to = Math.min(whole.length, from + MAX_SHOWN);
    const source = `${from > 0 ? "…" : ""}${whole.slice(from, to)}${to < whole.length ? "…" : ""}`;
    const gutter = `${number === line ? ">" : " "} ${String(number).padStart(width)} |`;
    out.push(source === "" ? gutter : `${gutter} ${source}`);
    if (number === line && column !== undefined && column >= 1) {
      // Keep tabs from the line so the caret lines up under the same character in a terminal.
      const padding = `${from > 0 ? " " : ""}${whole.slice(from, column - 1)}`.replace(/[^\t]/g, " ");
      out.push(`  ${" ".repeat(width)} | ${padding}^`);
    }
  }
  return out.join("\n");
}
