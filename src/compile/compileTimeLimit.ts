// The time limit on compiling one file (the config's `compileTimeLimit`): which files compile where it can be
// enforced, and the error a file that runs over it ends the build with. Only a worker thread can be stopped
// in the middle of a compile (Worker.terminate); this thread cannot, so the pages that look able to run long
// go to a worker even in builds too small for a pool.
import { MdxCompileError } from "../errors.js";
import { codeFrame } from "../mdx/codeFrame.js";
import { count } from "../mdx/checkMarkdownShape.js";
import { scanMarkdownShape, type MarkdownShape } from "../mdx/scanMarkdownShape.js";
import type { MdxSource } from "../mdx/compileMdx.js";

/**
 * Above these a page may take seconds to compile, and goes to a stoppable worker. The Ki site's biggest page
 * is 13 kB with lines under 700 characters; micromark takes about a second for 200 kB of plain prose.
 */
const LONG_TEXT = 200_000;
const LONG_LINE = 20_000;
const LONG_PARAGRAPH = 50_000;
/** Nesting this deep is allowed, but slow to parse (each line re-enters every container), and near the stack's end. */
const DEEP_CONTAINERS = 30;
const DEEP_ELEMENTS = 200;

/** Whether a page might take long enough to compile that it must compile where it can be stopped. */
export function mayRunLong(body: string): boolean {
  if (body.length > LONG_TEXT) return true;
  // Short pages need no scan: within the limits on nesting and markers, none of under 20 kB takes more than a second or two.
  if (body.length <= LONG_LINE) return false;
  return looksSlow(scanMarkdownShape(body));
}

function looksSlow(shape: MarkdownShape): boolean {
  return (
    shape.longestLine.length > LONG_LINE ||
    shape.longestParagraph.length > LONG_PARAGRAPH ||
    shape.deepestContainer.depth > DEEP_CONTAINERS ||
    shape.deepestElement.depth > DEEP_ELEMENTS
  );
}

/** The error for a page that compiled longer than `seconds`: it names what in the page most likely caused it. */
export function compileTimeLimitError(source: MdxSource, seconds: number): MdxCompileError {
  const error = culpritError(source, seconds);
  if (error.line !== undefined) error.codeFrame = codeFrame(source.body, error.line, error.column);
  return error;
}

function culpritError(source: MdxSource, seconds: number): MdxCompileError {
  const shape = scanMarkdownShape(source.body);
  const hint = `Split it, or put it in a code block (\`\`\` fences) if it is a log, data or minified code; or raise \`compileTimeLimit\` (${seconds} s now) in the site's config.`;
  const took = `Compiling took over ${seconds} s`;
  if (shape.deepestContainer.depth > DEEP_CONTAINERS || shape.deepestElement.depth > DEEP_ELEMENTS) {
    const elements = shape.deepestElement.depth > DEEP_ELEMENTS;
    const deep = elements ? shape.deepestElement : shape.deepestContainer;
    return new MdxCompileError(`${took} — ${elements ? "elements" : "blockquotes/lists"} nest ${count(deep.depth)} levels deep at this line`, {
      file: source.file,
      line: deep.line,
      column: deep.column,
      hint: `Flatten the nesting, or put the text in a code block (\`\`\` fences) if it is not prose; or raise \`compileTimeLimit\` (${seconds} s now) in the site's config.`,
    });
  }
  if (shape.longestLine.length > LONG_LINE || shape.longestParagraph.length <= shape.longestLine.length * 2) {
    return new MdxCompileError(`${took} — the longest line is ${count(shape.longestLine.length)} characters, at line ${shape.longestLine.line}`, {
      file: source.file,
      line: shape.longestLine.line,
      hint,
    });
  }
  return new MdxCompileError(`${took} — the longest paragraph is ${count(shape.longestParagraph.length)} characters, from line ${shape.longestParagraph.line}`, {
    file: source.file,
    line: shape.longestParagraph.line,
    hint,
  });
}
