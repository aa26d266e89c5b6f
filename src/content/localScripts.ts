import { readFileSync } from "node:fs";
import path from "node:path";
import { scriptFile } from "../bundle/moduleRoots.js";

/** What a script imports or requires, by the specifier written: `from "x"`, `import("x")`, `require("x")`. */
export const SPECIFIERS = /(?:from\s*|import\s*\(?\s*|require\s*\(\s*)["']([^"'\n]+)["']/g;

/**
 * A script file of the site and every script of the site's own it reaches through relative and `@site/`
 * imports and `require()`s (packages left out), each once, with its code.
 */
export function localScriptsReached(file: string, siteRoot: string): { file: string; code: string }[] {
  const reached: { file: string; code: string }[] = [];
  const seen = new Set<string>();
  const visit = (current: string) => {
    if (seen.has(current)) return;
    seen.add(current);
    const code = readFileSync(current, "utf8");
    reached.push({ file: current, code });
    for (const match of code.matchAll(SPECIFIERS)) {
      const specifier = match[1]!;
      if (!specifier.startsWith(".") && !specifier.startsWith("@site/")) continue;
      const base = specifier.startsWith("@site/") ? path.join(siteRoot, specifier.slice("@site/".length)) : path.resolve(path.dirname(current), specifier);
      const next = scriptFile(base);
      if (next && !next.split(path.sep).includes("node_modules")) visit(next);
    }
  };
  visit(file);
  return reached;
}

/**
 * Whether a React page renders a `<main>` of its own, in its file or a component of the site's it uses, as
 * Docusaurus pages do inside their Layout (Docusaurus's layout holds no `<main>`). The theme then wraps the
 * page in a plain element, so the document keeps one main landmark.
 */
export function pageRendersMain(file: string, siteRoot: string): boolean {
  return localScriptsReached(file, siteRoot).some(({ code }) => /<main[\s>]/.test(code));
}
