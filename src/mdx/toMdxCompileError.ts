// Turns whatever compiling threw into an MdxCompileError that says where (file:line:column, with a code
// frame from the file as written) and how to fix it.
import type { VFileMessage } from "vfile-message";
import { EdsiteError, MdxCompileError } from "../errors.js";
import { codeFrame } from "./codeFrame.js";

/**
 * The error to report for a failed compile of `file`, whose text (front matter blanked) is `body` and which
 * the parser saw as `parsed` (after preprocess: same lines).
 */
export function toMdxCompileError(error: unknown, file: string, body: string, parsed = body): EdsiteError {
  if (error instanceof EdsiteError) {
    if (error.codeFrame === undefined && error.line !== undefined) {
      error.codeFrame = codeFrame(body, error.line, error.column);
    }
    return error;
  }
  if (isVFileMessage(error)) {
    const { line, column } = placeOf(error, parsed);
    const result = new MdxCompileError(`MDX syntax error: ${error.reason}`, {
      file,
      line,
      column,
      hint: hintFor(error),
      cause: error,
    });
    if (line !== undefined) result.codeFrame = codeFrame(body, line, column);
    return result;
  }
  const message = error instanceof Error ? error.message : String(error);
  return new MdxCompileError(`Could not compile MDX: ${message}`, {
    file,
    hint: "This looks like a bug in a compile plugin rather than in the file; please report it with the file.",
    cause: error,
  });
}

/**
 * Where to point: at what needs fixing. For a tag left open the parser reports the end of the enclosing block
 * (or nothing, at the end of the file) and names the tag's place only in its reason; for an unclosed `{` it
 * reports where it gave up looking for the `}`, so we look back from there for the `{`.
 */
function placeOf(message: VFileMessage, text: string): { line?: number; column?: number } {
  const openTag = /^Expected a closing tag for `[^`]*` \((\d+):(\d+)/.exec(message.reason);
  if (message.ruleId === "end-tag-mismatch" && openTag) return { line: Number(openTag[1]), column: Number(openTag[2]) };
  const line = message.line ?? undefined;
  const column = message.column ?? undefined;
  if (line !== undefined && column !== undefined && /closing brace for `\{`/.test(message.reason)) {
    const brace = openingBraceBefore(text, line, column);
    if (brace) return brace;
  }
  return { line, column };
}

/** The nearest unescaped `{` before a place, searching back at most a few lines. */
function openingBraceBefore(text: string, line: number, column: number): { line: number; column: number } | undefined {
  const lines = text.split("\n");
  for (let number = line; number >= Math.max(1, line - 5); number--) {
    const source = lines[number - 1] ?? "";
    const end = number === line ? Math.min(column - 1, source.length) : source.length;
    for (let index = end - 1; index >= 0; index--) {
      if (source[index] === "{" && source[index - 1] !== "\\") return { line: number, column: index + 1 };
    }
  }
  return undefined;
}

function isVFileMessage(error: unknown): error is VFileMessage {
  return error instanceof Error && error.name !== undefined && "reason" in error && "line" in error && "column" in error;
}

/** One sentence on what usually causes this parser message and how to fix it. */
function hintFor(message: VFileMessage): string {
  const source = message.source ?? "";
  const rule = message.ruleId ?? "";
  const reason = message.reason;
  if (rule === "end-tag-mismatch" || /closing tag|opening tag|end tag/i.test(reason)) {
    return "Close every JSX/HTML tag in the same block it was opened in (e.g. `<div>` … `</div>`), and write void tags as `<br />`.";
  }
  if (source.includes("mdxjs-esm")) {
    return "A line starting with `import` or `export` must be valid JavaScript; fix the statement, or reword the sentence so it does not start with that word.";
  }
  if (source.includes("mdx-expression") || /expression|acorn/i.test(reason)) {
    return "MDX reads `{` as the start of a JavaScript expression: escape it as `\\{` or put it in backticks.";
  }
  if (source.includes("mdx-jsx") || /character|tag|jsx/i.test(reason)) {
    return "MDX reads `<` as the start of a JSX tag: close the tag (`<br />`), or escape it as `\\<` or put it in backticks.";
  }
  return "Fix the MDX syntax at this place; escape `{` and `<` in text as `\\{` and `\\<`.";
}
