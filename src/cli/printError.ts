import { displayPath } from "../displayPath.js";
import { AggregateEdsiteError, EdsiteError } from "../errors.js";

/** Formats an error for the terminal: what, where, how to fix; a stack only when asked for. */
export function formatError(error: unknown, options: { root: string; debug: boolean }): string {
  if (error instanceof AggregateEdsiteError) {
    return [`✖ ${error.message}:`, ...error.errors.map((e) => formatError(e, options))].join("\n\n");
  }
  if (error instanceof EdsiteError) {
    const lines = [`✖ ${error.message}`];
    const location = error.location;
    if (location) lines.push(`  at ${displayPath(options.root, location)}`);
    if (error.codeFrame) lines.push(error.codeFrame.replace(/^/gm, "    "));
    if (error.hint) lines.push(`  → ${error.hint}`);
    if (options.debug && error.stack) lines.push(error.stack);
    return lines.join("\n");
  }
  const message = error instanceof Error ? error.message : String(error);
  if (options.debug && error instanceof Error && error.stack) return `✖ Internal error: ${message}\n${error.stack}`;
  return `✖ Internal error: ${message}\n  → This is probably a bug in edsite. Run again with --debug for the stack trace and report it.`;
}
