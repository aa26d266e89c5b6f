// Where an MDX page uses a component, read from its text: React calls a component after the page's own code
// has returned, so a component's throw leaves no frame of the page on the stack to read the line from.
import path from "node:path";

const IMPORT = /^\s*import\s+([\s\S]+?)\s+from\s+["']([^"']+)["']/;
const EXTENSION = /\.(tsx?|jsx?|mjs|cjs|mdx?)$/;

/** The first line and column where `text` writes `<name` as JSX, outside fenced code; lines from 1. */
export function componentUse(text: string, name: string): { line: number; column: number } | undefined {
  const tag = new RegExp(`<${name.replace(/[.$]/g, "\\$&")}(?=[\\s/>])`);
  let fence: string | undefined;
  const lines = text.split(/\r?\n/);
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
    if (marker && (fence === undefined || marker.startsWith(fence))) {
      fence = fence === undefined ? marker : undefined;
      continue;
    }
    if (fence !== undefined) continue;
    const at = tag.exec(line);
    if (at) return { line: i + 1, column: at.index + 1 };
  }
  return undefined;
}

/**
 * Where the page `file` first uses a component it imports from `componentFile`: the names its `import`
 * statements of that file give, then the first JSX of one of them.
 */
export function importedComponentUse(text: string, file: string, componentFile: string, siteRoot: string): { line: number; column: number } | undefined {
  const target = withoutExtension(componentFile);
  const names: string[] = [];
  for (const line of text.split(/\r?\n/)) {
    const statement = IMPORT.exec(line);
    if (!statement) continue;
    const imported = resolveSpecifier(statement[2]!, file, siteRoot);
    if (imported === undefined || (withoutExtension(imported) !== target && path.join(imported, "index") !== target)) continue;
    names.push(...localNames(statement[1]!));
  }
  const uses = names.map((name) => componentUse(text, name)).filter((use) => use !== undefined);
  return uses.sort((a, b) => a.line - b.line || a.column - b.column)[0];
}

/** The names an import clause binds: `A`, `{ B, C as D }`, `* as E`. */
function localNames(clause: string): string[] {
  const names: string[] = [];
  const braces = /\{([^}]*)\}/.exec(clause);
  if (braces) {
    for (const part of braces[1]!.split(",")) {
      const name = part.trim().split(/\s+as\s+/).pop()?.trim();
      if (name) names.push(name);
    }
  }
  const rest = clause.replace(/\{[^}]*\}/, "").split(",").map((part) => part.trim()).filter(Boolean);
  for (const part of rest) names.push(part.replace(/^\*\s+as\s+/, ""));
  return names.filter((name) => /^[A-Za-z_$][\w$]*$/.test(name));
}

/** A relative or `@site/` specifier as a path; undefined for a package's. */
function resolveSpecifier(specifier: string, importer: string, siteRoot: string): string | undefined {
  if (specifier.startsWith("./") || specifier.startsWith("../")) return path.resolve(path.dirname(importer), specifier);
  if (specifier.startsWith("@site/")) return path.join(siteRoot, specifier.slice("@site/".length));
  return undefined;
}

function withoutExtension(file: string): string {
  return file.replace(EXTENSION, "");
}
