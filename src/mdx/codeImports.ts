/** A string literal in either quote, its closing quote the one it opened with. */
const LITERAL = String.raw`(["'])((?:(?!\1)[^\\\n]|\\.)*)\1`;

/**
 * The import specifiers of a compiled module. MDX keeps the ESM a writer wrote as it is: single or double
 * quotes, and a list of names across several lines (no statement of which holds a `;` before its `from`).
 */
export function importsOf(code: string): string[] {
  const found: string[] = [];
  for (const pattern of [new RegExp(String.raw`^(?:import|export)\b[^;]*?\bfrom\s*${LITERAL}`, "gm"), new RegExp(String.raw`^import\s*${LITERAL}`, "gm")]) {
    for (const match of code.matchAll(pattern)) found.push(match[2]!.replace(/\\(.)/g, "$1"));
  }
  return found;
}
