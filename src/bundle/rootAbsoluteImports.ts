// A Docusaurus site may import a file by a path that starts with `/` (`import hero from '/img/hero.png'`,
// `require('/static/img/logo.svg').default`, a stylesheet's `url(/fonts/brand.woff2)`). Docusaurus's webpack config lists resolve.roots: such a path is
// looked for under each static directory, then the site's folder, then the working folder, and only then taken
// as a path on disk. esbuild takes it as a path on disk alone; this resolves it in webpack's order first.
import { existsSync, statSync } from "node:fs";
import path from "node:path";
import type { ImportKind, OnResolveArgs, OnResolveResult, PluginBuild } from "esbuild";
import { scriptFile } from "./moduleRoots.js";

/** Marks the second resolve of a found file, which this plugin leaves to the others. */
const FOUND = "edsite-root-absolute-found";

/**
 * What the roots apply to: code's imports, and a stylesheet's `url(/fonts/x.woff)` and `@import`, the case
 * Docusaurus lists them for. An entry point or a module's own path is no import of the site's.
 */
const SITE_IMPORTS = new Set<ImportKind>(["import-statement", "require-call", "dynamic-import", "require-resolve", "url-token", "import-rule"]);

const isFile = (file: string) => existsSync(file) && statSync(file).isFile();

/** The file itself, or the script it names without an extension (`/src/data/team` → team.js). */
const fileOrScript = (base: string) => (isFile(base) ? base : scriptFile(base));

/**
 * The file a path starting with `/` names, as webpack resolves it with `roots`: under each root in order, then
 * as the absolute path it is. Undefined when nothing is there.
 */
export function rootAbsoluteFile(specifier: string, roots: readonly string[]): string | undefined {
  // A root that lacks the path's first folder cannot hold it: an absolute path on disk (edsite's own
  // modules, a package's file) costs one look per root, not one per extension.
  const first = specifier.split("/")[1] ?? "";
  for (const root of roots) {
    if (first === "" || !existsSync(path.join(root, first))) continue;
    const found = fileOrScript(path.join(root, specifier));
    if (found !== undefined) return found;
  }
  return fileOrScript(specifier) ?? (existsSync(specifier) ? specifier : undefined);
}

/** Resolves imports of paths starting with `/` (code's and stylesheets') under `roots` first (a static directory, the site's folder). */
export function rootAbsoluteImports(build: PluginBuild, roots: readonly string[], describe: (file: string) => string): void {
  build.onResolve({ filter: /^\// }, async (args: OnResolveArgs): Promise<OnResolveResult | undefined> => {
    if ((args.pluginData as Record<string, unknown> | undefined)?.[FOUND] === true || !SITE_IMPORTS.has(args.kind)) return undefined;
    const file = rootAbsoluteFile(args.path, roots);
    if (file === args.path) return undefined;
    if (file === undefined) {
      const where = roots.map((root) => `${describe(root) || "."}/`).join(", ");
      return { errors: [{ text: `"${args.path}" names no file: it was looked for under ${where} (as Docusaurus looks for a path starting with /) and as a path on disk. Fix the path: /img/x.png is static/img/x.png, /src/x is the site's src/x.` }] };
    }
    // Found under a root: resolved again as that file, so the other plugins (an SVG's component, a shared
    // module) treat it as they treat any import of it.
    const result = await build.resolve(file, { kind: args.kind, importer: args.importer, namespace: args.namespace, resolveDir: args.resolveDir, pluginData: { [FOUND]: true } });
    if (result.errors.length > 0) return { errors: result.errors, warnings: result.warnings };
    return { path: result.path, namespace: result.namespace, external: result.external, sideEffects: result.sideEffects, suffix: result.suffix, pluginData: result.pluginData, warnings: result.warnings };
  });
}
