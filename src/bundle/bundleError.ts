// esbuild's errors as the writer's: at the line of the file they wrote, with advice, never at a place in code
// edsite generated (a compiled MDX module, a route's module).
import { readFileSync } from "node:fs";
import path from "node:path";
import type { Message } from "esbuild";
import { EdsiteError } from "../errors.js";
import { codeFrame } from "../mdx/codeFrame.js";
import { missingRootedModule, type ModuleRoots } from "./moduleRoots.js";
import type { Route } from "../types.js";

/** esbuild's first error, as a message that names the file and position (a missing import, most often). */
export function bundleError(error: unknown, site: { moduleRoots: ModuleRoots; siteRoot: string; routes?: readonly Route[] }, workingDir = process.cwd()): Error {
  const errors = (error as { errors?: Message[] }).errors;
  const first = errors?.[0];
  if (!first) return error as Error;
  // An import of `@theme/X` that no folder has: esbuild found no alias for it, and says only that.
  const unresolved = /^Could not resolve "([^"]+)"/.exec(first.text)?.[1];
  const missingModule = unresolved === undefined ? undefined : missingRootedModule(unresolved, site.moduleRoots);
  if (missingModule) first.text = missingModule;
  const loc = first.location;
  const pageWithoutDefault = loc?.file?.startsWith("edsite-route:") ? routePageWithoutDefault(first, site.routes?.[Number(loc.file.slice("edsite-route:".length))]) : undefined;
  if (pageWithoutDefault) return pageWithoutDefault;
  const inMdx = loc?.file?.startsWith("edsite-mdx:") ? placeInMdxSource(path.resolve(site.siteRoot, loc.file.slice("edsite-mdx:".length)), loc) : undefined;
  const missingExport = /^No matching export in "([^"]+)" for import "([^"]+)"/.exec(first.text);
  const exporter = missingExport && path.resolve(workingDir, missingExport[1]!);
  // Named from the site's folder, as every other path of the message is, rather than from wherever edsite ran.
  const text = exporter ? first.text.replace(`"${missingExport[1]}"`, JSON.stringify(path.relative(site.siteRoot, exporter))) : first.text;
  const result = new EdsiteError(`Bundling failed: ${text}`, {
    // esbuild names a file relative to the build's working folder.
    file: inMdx ? inMdx.file : loc?.file && path.resolve(workingDir, loc.file),
    // Line 0: a plugin named the file alone (a stylesheet that cannot be compiled at all).
    line: inMdx ? inMdx.line : loc?.line || undefined,
    column: inMdx ? inMdx.column : loc?.line ? loc.column + 1 : undefined,
    hint: exporter ? missingExportHint(exporter, missingExport[2]!) : unresolved && !missingModule && isAssetPath(unresolved) ? missingAssetHint(unresolved) : hintOf(first),
    cause: error,
  });
  if (inMdx?.frame) result.codeFrame = inMdx.frame;
  return result;
}

/** How to fix a bundling error: the advice of the plugin that failed (see loaderImports, sassStylesheets), or by its kind. */
function hintOf(message: Message): string {
  const own = (message.detail as { hint?: unknown } | undefined)?.hint;
  if (typeof own === "string") return own;
  if (/edsite has no such module/.test(message.text)) return "Import one of those, or write the module yourself (a site's src/theme/X is @theme/X).";
  if (/Could not resolve/.test(message.text)) return "Check the import path: relative paths start with ./ or ../, `@site/` is the site root, `@theme/` the theme.";
  return "Fix the code at that position.";
}

/** A relative path to a file that is not code: an image or a linked file of a page, most often. */
function isAssetPath(specifier: string): boolean {
  return /^\.\.?\//.test(specifier) && /\.(?!(?:[cm]?[jt]sx?|mdx?|json)$)[a-z0-9]+$/i.test(specifier);
}

function missingAssetHint(specifier: string): string {
  return `No file ${specifier} there: the path is relative to the page's own folder. Check the file's name and folder (names are case-sensitive), or add the file.`;
}

/** Advice for importing a name a module does not export, with the names it does export when they can be read. */
function missingExportHint(file: string, name: string): string {
  const exported = exportedNames(file);
  const known = exported.length > 0 ? ` It exports: ${exported.join(", ")}.` : "";
  if (name === "default") return `That file has no default export: import one of its named exports in braces, or add \`export default\` to it.${known}`;
  return `Check the name against what the file exports (names are case-sensitive; a default export is imported without braces).${known}`;
}

/** The names a JavaScript or TypeScript file exports, read from its text (what esbuild saw may differ for re-exports). */
function exportedNames(file: string): string[] {
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch {
    return [];
  }
  const names = new Set<string>();
  for (const match of text.matchAll(/^\s*export\s+(?:declare\s+)?(?:async\s+)?(?:function\*?|const|let|var|class|enum)\s+([A-Za-z_$][\w$]*)/gm)) names.add(match[1]!);
  for (const match of text.matchAll(/^\s*export\s+(?:type\s+)?\{([^}]*)\}/gm)) {
    for (const part of match[1]!.split(",")) {
      const name = part.trim().split(/\s+as\s+/).pop()?.trim();
      if (name) names.add(name);
    }
  }
  if (/^\s*export\s+default\b/m.test(text)) names.add("default");
  return [...names];
}

/** A page file of `content/pages` (or a Docusaurus site's src/pages) that the route module finds no default export in. */
function routePageWithoutDefault(message: Message, route: Route | undefined): EdsiteError | undefined {
  const page = route?.pageFile;
  if (!page || !/^No matching export in "[^"]+" for import "default"/.test(message.text)) return undefined;
  const exported = exportedNames(page).filter((name) => name !== "default");
  return new EdsiteError(`The page ${route.path} has no default export: ${path.basename(page)} must export its page component as default.`, {
    file: page,
    hint: `Add \`export default function Page() { return <main>…</main>; }\`${exported.length > 0 ? `, or make one of its exports (${exported.join(", ")}) the default` : ""}; a file under the pages folder that is not a page belongs elsewhere (a components folder).`,
    cause: message,
  });
}

/**
 * esbuild places errors in the compiled MDX, which the writer never sees; the compiled import keeps the
 * specifier (and the names) as written, so look for its import in the source file to point at the writer's line:
 * at the specifier, or at the imported name the error is about.
 */
function placeInMdxSource(moduleId: string, loc: NonNullable<Message["location"]>): { file: string; line?: number; column?: number; frame?: string } {
  const file = moduleId.replace(/#excerpt$/, "");
  const quoted = loc.lineText.slice(loc.column, loc.column + loc.length);
  const isSpecifier = /^["'`]/.test(quoted);
  const specifier = isSpecifier ? quoted.slice(1, -1) : /\bfrom\s*(["'])(.*?)\1/.exec(loc.lineText)?.[2];
  if (!specifier) return { file };
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch {
    return { file };
  }
  const lines = text.split(/\r?\n/);
  // An import as written, or an image or file link that remark-image-imports and remark-file-links made one of.
  const forms = [`"${specifier}"`, `'${specifier}'`, `](${specifier}`, `](<${specifier}>`];
  for (let i = 0; i < lines.length; i++) {
    const at = forms.map((form) => lines[i]!.indexOf(form)).find((n) => n !== -1);
    if (at === undefined) continue;
    // The name may sit on an earlier line of a multi-line import; the specifier's line is close enough then.
    const name = isSpecifier ? -1 : lines[i]!.search(new RegExp(`\\b${quoted.replace(/[$]/g, "\\$&")}\\b`));
    const column = (name >= 0 && name < at ? name : at) + (lines[i]![at] === "]" ? 2 : 0) + 1;
    return { file, line: i + 1, column, frame: codeFrame(text, i + 1, column) };
  }
  return { file };
}
