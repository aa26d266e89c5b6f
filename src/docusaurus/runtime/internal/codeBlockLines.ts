// A CodeBlock's code as the lines edsite's fenced blocks are made of (see src/mdx/rehype-code-blocks.ts):
// the magic comments taken out, and each line's classes (a `{1,3-4}` range's and the comments').
import { applyMagicComments, DEFAULT_MAGIC_COMMENTS } from "../../../shared/magicComments.js";
import { commonLanguageAliases, plainLanguages } from "../../../shared/codeLanguageNames.js";

/** One line of a block: its text and its classes besides `line`. */
export interface CodeLine {
  text: string;
  classes: readonly string[];
}

/** The block's lines; lines `highlighted` names get the first magic comment's class, as a fence's do. */
export function codeBlockLines(code: string, highlighted: ReadonlySet<number>): CodeLine[] {
  // A trailing newline would show as an empty last line, as MDX's own code text would.
  const magic = applyMagicComments(code.replace(/\n$/, ""), DEFAULT_MAGIC_COMMENTS);
  const marker = DEFAULT_MAGIC_COMMENTS[0]!.className;
  return magic.code.split("\n").map((text, i) => {
    const classes = magic.lineClasses.get(i + 1) ?? [];
    return { text, classes: highlighted.has(i + 1) && !classes.includes(marker) ? [marker, ...classes] : classes };
  });
}

/**
 * Prism's name for a language as the build's highlighter gives it for the names it knows by heart; any
 * other name is kept, as the browser has no grammar list to check it against.
 */
export function codeBlockLanguage(language: string | undefined): string {
  const name = (language ?? "").trim().toLowerCase();
  if (plainLanguages.has(name)) return "text";
  return Object.hasOwn(commonLanguageAliases, name) ? commonLanguageAliases[name]! : name;
}
