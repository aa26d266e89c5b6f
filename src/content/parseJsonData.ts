import { ContentError } from "../errors.js";
import { codeFrame } from "../mdx/codeFrame.js";
import { jsonSyntaxError } from "./jsonSyntaxError.js";
import { lineAndColumn } from "../textPosition.js";

/**
 * A data file's JSON (`what` names the kind of file in the message), or a ContentError at the line and column
 * where it stops being JSON, saying what is wrong there.
 */
export function parseJsonData(text: string, file: string, what: string): unknown {
  try {
    return JSON.parse(text);
  } catch (error) {
    const found = jsonSyntaxError(text);
    const place = found && lineAndColumn(text, found.offset);
    const invalid = new ContentError(`Invalid JSON in ${what}: ${found ? found.problem : (error as Error).message}`, {
      file,
      ...place,
      hint: "Fix the JSON at that position: property names and strings take double quotes, and no comma may follow the last item.",
      cause: error,
    });
    if (place) invalid.codeFrame = codeFrame(text, place.line, place.column);
    throw invalid;
  }
}
