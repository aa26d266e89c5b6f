// Docusaurus's "magic comments": a code block line that is only a comment naming a directive marks lines with
// a class and is not shown. By default `// highlight-next-line` highlights the line after it, and
// `// highlight-start` … `// highlight-end` the lines between; a site may list its own (an error line, say),
// each with its class. The comment may be written in any of the common comment styles, whatever the block's
// language, as Docusaurus accepts in a block of a language it does not know.

/** A magic comment: the class it gives lines, and the comment marking the next line or those a pair encloses. */
export interface MagicComment {
  className: string;
  line?: string;
  block?: { start: string; end: string };
}

/** Docusaurus's default comments, with the class edsite's theme highlights lines with. */
export const DEFAULT_MAGIC_COMMENTS: readonly MagicComment[] = [
  { className: "highlighted", line: "highlight-next-line", block: { start: "highlight-start", end: "highlight-end" } },
];

/** `// x`, `# x`, `/* x *\/`, `{/* x *\/}`, `<!-- x -->`, `-- x`, `;; x`, `% x`: the x, or undefined. */
const COMMENT = /^\s*(?:\/\/|#|--|;;|%)\s*(.+?)\s*$|^\s*\{?\/\*\s*(.+?)\s*\*\/\}?\s*$|^\s*<!--\s*(.+?)\s*-->\s*$/;

type Directive = { kind: "line" | "start" | "end"; className: string };

/** Each comment text the list names, with what it does; the first entry naming a text wins. */
function directivesOf(comments: readonly MagicComment[]): Map<string, Directive> {
  const directives = new Map<string, Directive>();
  const add = (text: string | undefined, directive: Directive) => {
    if (text !== undefined && !directives.has(text)) directives.set(text, directive);
  };
  for (const { className, line, block } of comments) {
    add(line, { kind: "line", className });
    add(block?.start, { kind: "start", className });
    add(block?.end, { kind: "end", className });
  }
  return directives;
}

/** The code without its magic comment lines, and the classes each (1-based) line of what is left gets. */
export function applyMagicComments(code: string, comments: readonly MagicComment[] = DEFAULT_MAGIC_COMMENTS): { code: string; lineClasses: Map<number, string[]> } {
  const directives = directivesOf(comments);
  // A line marked by several comments takes their classes in the order the list gives them.
  const classOrder = [...new Set(comments.map((comment) => comment.className))];
  const kept: string[] = [];
  const lineClasses = new Map<number, string[]>();
  const nextLine = new Set<string>();
  // Per class, how many of its blocks are open: blocks of one class may nest.
  const open = new Map<string, number>();
  for (const line of code.split("\n")) {
    const match = COMMENT.exec(line);
    const directive = match ? directives.get((match[1] ?? match[2] ?? match[3])!) : undefined;
    if (directive?.kind === "line") nextLine.add(directive.className);
    else if (directive?.kind === "start") open.set(directive.className, (open.get(directive.className) ?? 0) + 1);
    else if (directive?.kind === "end") open.set(directive.className, Math.max(0, (open.get(directive.className) ?? 0) - 1));
    else {
      kept.push(line);
      if (nextLine.size === 0 && open.size === 0) continue;
      const classes = classOrder.filter((name) => nextLine.has(name) || (open.get(name) ?? 0) > 0);
      if (classes.length > 0) lineClasses.set(kept.length, classes);
      nextLine.clear();
    }
  }
  return { code: kept.join("\n"), lineClasses };
}
