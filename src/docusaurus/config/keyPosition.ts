import { lineAndColumn } from "../../textPosition.js";

/**
 * Where an option is written in a config file's text: the first `key:` (bare or quoted) at a word boundary.
 * The config is run, not parsed, so this is a good guess rather than a certainty; a key built at run time
 * has no place, and the finding then names the file alone.
 */
export function keyPosition(source: string, key: string): { line?: number; column?: number } {
  const escaped = key.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const match = new RegExp(`(^|[^\\w$])(["']?)${escaped}\\2\\s*:`, "m").exec(source) ?? new RegExp(`(^|[^\\w$])${escaped}\\s*[,}]`, "m").exec(source);
  return match ? lineAndColumn(source, match.index + match[1]!.length) : {};
}

/** Where a string literal with this text is first written (a plugin's name, say), if it is. */
export function stringPosition(source: string, text: string): { line: number; column: number } | undefined {
  const offset = [`"${text}"`, `'${text}'`, `\`${text}\``].map((quoted) => source.indexOf(quoted)).filter((i) => i >= 0).sort((a, b) => a - b)[0];
  return offset === undefined ? undefined : lineAndColumn(source, offset);
}
