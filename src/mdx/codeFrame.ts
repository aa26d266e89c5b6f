// A few source lines around an error, the way compilers print them:
//     10 | before
//   > 11 | the {bad line
//        |     ^
//     12 | after

/** Lines `line - context` … `line + context` of `text` with a `>` on the line and a `^` under the column. */
export function codeFrame(text: string, line: number, column?: number, context = 2): string {
  const lines = text.split(/\r?\n/);
  const first = Math.max(1, line - context);
  const last = Math.min(lines.length, line + context);
  const width = String(last).length;
  const out: string[] = [];
  for (let number = first; number <= last; number++) {
    const source = lines[number - 1] ?? "";
    const gutter = `${number === line ? ">" : " "} ${String(number).padStart(width)} |`;
    out.push(source === "" ? gutter : `${gutter} ${source}`);
    if (number === line && column !== undefined && column >= 1) {
      // Keep tabs from the line so the caret lines up under the same character in a terminal.
      const padding = source.slice(0, column - 1).replace(/[^\t]/g, " ");
      out.push(`  ${" ".repeat(width)} | ${padding}^`);
    }
  }
  return out.join("\n");
}
