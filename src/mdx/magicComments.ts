// Docusaurus's "magic comments": a line that is only `// highlight-next-line` highlights the line after it,
// and `// highlight-start` … `// highlight-end` the lines between; the comment lines themselves are not
// shown. The comment may be written in any of the common comment styles, whatever the block's language, as
// Docusaurus accepts in a block of a language it does not know.

const DIRECTIVES = ["highlight-next-line", "highlight-start", "highlight-end"] as const;
type Directive = (typeof DIRECTIVES)[number];

/** `// x`, `# x`, `/* x *\/`, `{/* x *\/}`, `<!-- x -->`, `-- x`, `;; x`, `% x`: the x, or undefined. */
const COMMENT = /^\s*(?:\/\/|#|--|;;|%)\s*([\w-]+)\s*$|^\s*\{?\/\*\s*([\w-]+)\s*\*\/\}?\s*$|^\s*<!--\s*([\w-]+)\s*-->\s*$/;

function directiveOf(line: string): Directive | undefined {
  const match = COMMENT.exec(line);
  const word = match && (match[1] ?? match[2] ?? match[3]);
  return DIRECTIVES.find((directive) => directive === word);
}

/** The code without its magic comment lines, and the (1-based) lines of what is left that they highlight. */
export function applyMagicComments(code: string): { code: string; highlightLines: Set<number> } {
  const kept: string[] = [];
  const highlightLines = new Set<number>();
  let nextLine = false;
  let inRange = 0;
  for (const line of code.split("\n")) {
    const directive = directiveOf(line);
    if (directive === "highlight-next-line") nextLine = true;
    else if (directive === "highlight-start") inRange++;
    else if (directive === "highlight-end") inRange = Math.max(0, inRange - 1);
    else {
      kept.push(line);
      if (nextLine || inRange > 0) highlightLines.add(kept.length);
      nextLine = false;
    }
  }
  return { code: kept.join("\n"), highlightLines };
}
