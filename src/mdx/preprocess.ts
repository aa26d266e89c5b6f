// Rewrites the Docusaurus-flavoured Markdown writers bring into text the MDX parser accepts, before parsing.
// Every line stays on its line, so positions the parser reports are the file's; columns shift only after a
// rewrite on the same line (and `<!-- -->` keeps its width).
//
//   ## Title {#custom-id}   → ## Title \{#custom-id}   (text, not an expression; rehype-heading-ids reads it)
//   <!-- truncate -->       → {/* truncate */}         (an MDX comment instead of an HTML comment MDX rejects)
//   :::note Some title      → :::note[Some title]      (the directive label remark-directive understands)
//
// Fenced code blocks and inline code are left alone.

const fenceOpen = /^([ \t]*(?:>[ \t]?)*[ \t]*(?:(?:[-*+]|\d{1,9}[.)])[ \t]+)?)(`{3,}|~{3,})/;
const headingId = /^([ \t]*(?:>[ \t]?)*[ \t]*#{1,6}[ \t].*?)\{(#[^\s{}]+\})[ \t]*$/;
const legacyAdmonitionTitle = /^([ \t]*(?:>[ \t]?)*[ \t]*:{3,}[A-Za-z][\w-]*)[ \t]+([^\s[{].*?)[ \t]*$/;

/** Makes Docusaurus-style Markdown parseable as MDX without moving any line. */
export function preprocessMarkdown(text: string): string {
  const lines = text.split("\n");
  let fence: { char: string; length: number } | undefined;
  let inComment = false;

  for (let index = 0; index < lines.length; index++) {
    let line = lines[index]!;

    if (fence) {
      if (closesFence(line, fence)) fence = undefined;
      continue;
    }

    if (!inComment) {
      const open = fenceOpen.exec(line);
      if (open && !(open[2]!.startsWith("`") && line.slice(open[0].length).includes("`"))) {
        fence = { char: open[2]![0]!, length: open[2]!.length };
        continue;
      }
      line = line.replace(headingId, (_all, before: string, rest: string) =>
        backticksBalanced(before) ? `${before}\\{${rest}` : _all,
      );
      line = line.replace(legacyAdmonitionTitle, "$1[$2]");
    }

    const rewritten = rewriteComments(line, inComment);
    inComment = rewritten.inComment;
    lines[index] = rewritten.line;
  }
  return lines.join("\n");
}

function closesFence(line: string, fence: { char: string; length: number }): boolean {
  const match = /^[ \t]*(?:>[ \t]?)*[ \t]*(`{3,}|~{3,})[ \t]*$/.exec(line);
  return match !== null && match[1]![0] === fence.char && match[1]!.length >= fence.length;
}

/** An even number of backticks before a point means the point is not inside inline code. */
function backticksBalanced(text: string): boolean {
  return (text.match(/`/g)?.length ?? 0) % 2 === 0;
}

/**
 * Turns `<!--` into `{/* ` and `-->` into `*\/}` outside inline code, carrying an open comment across lines.
 * A `*\/` inside a comment would end the JS comment early, so it becomes `* /`.
 */
function rewriteComments(line: string, inComment: boolean): { line: string; inComment: boolean } {
  if (!inComment && !line.includes("<!--")) return { line, inComment };
  let out = "";
  let i = 0;
  while (i < line.length) {
    if (inComment) {
      const end = line.indexOf("-->", i);
      const body = line.slice(i, end === -1 ? line.length : end).replaceAll("*/", "* /");
      out += body;
      if (end === -1) return { line: out, inComment: true };
      out += "*/}";
      i = end + 3;
      inComment = false;
      continue;
    }
    const char = line[i]!;
    if (char === "`") {
      // Skip an inline code span: a run of N backticks up to the next run of exactly N.
      const run = /^`+/.exec(line.slice(i))![0];
      const close = findClosingRun(line, i + run.length, run.length);
      const end = close === -1 ? i + run.length : close + run.length;
      out += line.slice(i, end);
      i = end;
      continue;
    }
    if (char === "\\" && i + 1 < line.length) {
      out += line.slice(i, i + 2);
      i += 2;
      continue;
    }
    if (line.startsWith("<!--", i)) {
      out += "{/* ";
      i += 4;
      inComment = true;
      continue;
    }
    out += char;
    i++;
  }
  return { line: out, inComment };
}

function findClosingRun(line: string, from: number, length: number): number {
  const pattern = /`+/g;
  pattern.lastIndex = from;
  for (let match = pattern.exec(line); match; match = pattern.exec(line)) {
    if (match[0].length === length) return match.index;
  }
  return -1;
}
