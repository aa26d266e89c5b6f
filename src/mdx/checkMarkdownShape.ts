// Limits on the shapes of Markdown that make compiling take minutes or overflow the stack, as measured by
// scanMarkdownShape, and the errors that name the place and say how to fix it. micromark 4 (through
// @mdx-js/mdx 3) takes time growing with the square of the `*`/`_` runs in one paragraph (each match splices
// the paragraph's whole list of events: 32,000 `*a` took 10.7 s, 64,000 over a minute) and of the `]` label
// ends (each walks back over every event before it), and the tree's passes recurse once per level of
// nesting: ~1,000 nested list items or 8,000 inline elements end in "Maximum call stack size exceeded".
import { MdxCompileError } from "../errors.js";
import { NESTING_LIMIT, type MarkdownShape } from "./scanMarkdownShape.js";
/** `*`/`_` runs one paragraph may hold: 4,000 parse in a fraction of a second, nested 2,000 deep in about one. */
export const EMPHASIS_LIMIT = 4_000;
/** `[` one paragraph may hold: 5,000 `[a]` parse in about half a second. */
export const LINK_LIMIT = 5_000;

const CODE_BLOCK_ADVICE = "or put the text in a code block (``` fences) if it is a log, data or minified code rather than prose";

/** Throws an MdxCompileError for a text whose shape (see scanMarkdownShape) would hang or overflow the compiler. */
export function checkMarkdownShape(file: string, shape: MarkdownShape): void {
  const past = shape.pastNestingLimit;
  if (past) {
    throw new MdxCompileError(`Nesting deeper than ${NESTING_LIMIT} levels (blockquotes/lists): level ${NESTING_LIMIT + 1} starts here, and it goes on to ${count(shape.deepestContainer.depth)}`, {
      file,
      line: past.line,
      column: past.column,
      hint: `Nest blockquotes and lists at most ${NESTING_LIMIT} deep: flatten them, ${CODE_BLOCK_ADVICE}.`,
    });
  }
  if (shape.mostEmphasis.count > EMPHASIS_LIMIT) {
    throw new MdxCompileError(`This paragraph holds ${count(shape.mostEmphasis.count)} emphasis markers (\`*\`, \`_\`), more than ${count(EMPHASIS_LIMIT)}: compiling it would take minutes`, {
      file,
      line: shape.mostEmphasis.line,
      column: 1,
      hint: `Split the paragraph with blank lines, escape the markers as \`\\*\` and \`\\_\`, ${CODE_BLOCK_ADVICE}.`,
    });
  }
  if (shape.mostLinks.count > LINK_LIMIT) {
    throw new MdxCompileError(`This paragraph holds ${count(shape.mostLinks.count)} link openings (\`[\`), more than ${count(LINK_LIMIT)}: compiling it would take minutes`, {
      file,
      line: shape.mostLinks.line,
      column: 1,
      hint: `Split the paragraph with blank lines, escape the brackets as \`\\[\`, ${CODE_BLOCK_ADVICE}.`,
    });
  }
}

/** The error for a compile that overflowed the stack: the deepest nesting the scan found, containers or elements. */
export function nestingOverflowError(file: string, shape: MarkdownShape, cause: unknown): MdxCompileError {
  const elements = shape.deepestElement.depth >= shape.deepestContainer.depth;
  const deep = elements ? shape.deepestElement : shape.deepestContainer;
  const what = elements ? "JSX/HTML elements" : "blockquotes/lists";
  return new MdxCompileError(`Nesting too deep to compile (${what}): ${count(deep.depth)} levels at this line, more than the compiler's stack holds`, {
    file,
    line: deep.line,
    column: deep.column,
    hint: `Nest ${what} at most ${NESTING_LIMIT} deep: flatten them, ${CODE_BLOCK_ADVICE}.`,
    cause,
  });
}

/** The engine's stack overflow (which deep nesting causes) when it is the error or what a plugin wrapped. */
export function stackOverflowIn(error: unknown): RangeError | undefined {
  for (let cause = error, hops = 0; cause instanceof Error && hops < 4; cause = cause.cause, hops++) {
    if (cause instanceof RangeError && /call stack/i.test(cause.message)) return cause;
  }
  return undefined;
}

/** A count as people read it: 5,242,880. */
export function count(value: number): string {
  return value.toLocaleString("en-US");
}
