import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { templatesDir } from "../package/edsitePaths.js";

/**
 * Import prefixes that name a module by a search path rather than by its file: `@theme/Layout` is the first
 * `Layout` found in the folders listed for `@theme/`, in order (a site's own component before the theme's).
 */
export type ModuleRoots = Record<string, string[]>;

/**
 * A site's replacements for parts of edsite's own theme: when one theme file imports another (`./Footer.js`),
 * the import reaches the site's component instead, if the site has one. `names` gives the name a site's
 * component has for each theme file that can be replaced (edsite's `Breadcrumbs` is Docusaurus's
 * `DocBreadcrumbs`); the site's component is that name's module in `dir`, its default export.
 */
export interface ThemeOverrides {
  dir: string;
  names: Record<string, string>;
}

/** edsite's own: `@theme/X` is the theme's X. A new object each time, as each build lists them anew. */
export function defaultModuleRoots(): ModuleRoots {
  return { "@theme/": [templatesDir] };
}

const SCRIPT_EXTENSIONS = [".tsx", ".ts", ".jsx", ".js", ".mjs"];
const SCRIPT = /\.(tsx|ts|jsx|js|mjs)$/;

/** The script file an extensionless import names, as esbuild would find it; undefined when there is none. */
export function scriptFile(base: string): string | undefined {
  const candidates = [base, ...SCRIPT_EXTENSIONS.map((ext) => base + ext), ...SCRIPT_EXTENSIONS.map((ext) => path.join(base, `index${ext}`))];
  return candidates.find((file) => SCRIPT_EXTENSIONS.includes(path.extname(file)) && existsSync(file) && statSync(file).isFile());
}

/** The prefix of `roots` a specifier starts with, if any. */
export function rootedPrefix(specifier: string, roots: ModuleRoots): string | undefined {
  return Object.keys(roots).find((prefix) => specifier.startsWith(prefix));
}

/** The file a rooted import names: the first folder of its prefix that has the module. */
export function resolveRooted(specifier: string, roots: ModuleRoots): string | undefined {
  const prefix = rootedPrefix(specifier, roots);
  if (prefix === undefined) return undefined;
  const name = specifier.slice(prefix.length);
  for (const dir of roots[prefix]!) {
    const file = scriptFile(path.join(dir, name));
    if (file) return file;
  }
  return undefined;
}

/** The module names a folder offers: `X` for `X.tsx` and for `X/index.tsx`, `A/B` for `A/B.tsx`, and so on. */
function modulesIn(dir: string): string[] {
  let entries: string[];
  try {
    // Entries, not names: listing names follows symbolic links into folders, and one that loops (`x -> ..`)
    // had it list the same files over and over. A link to a script is still a module.
    entries = readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() || entry.isSymbolicLink())
      .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));
  } catch {
    return [];
  }
  const names = new Set<string>();
  for (const entry of entries) {
    const file = entry.split(path.sep).join("/");
    if (!SCRIPT.test(file) || file.endsWith(".d.ts") || /(^|\/)(node_modules|__tests__)\//.test(file)) continue;
    const name = file.replace(SCRIPT, "").replace(/\/index$/, "");
    if (name !== "index") names.add(name);
  }
  return [...names];
}

/**
 * Each build's aliases, listed once: every bundle of a build (dev's route-by-route ones too) is given the
 * same roots, and a new build (new roots) lists the folders again, seeing files added since.
 */
const aliasesOf = new WeakMap<ModuleRoots, Record<string, string>>();

/**
 * Every rooted module as an esbuild alias to its file, the first folder's winning. Aliases, not a plugin that
 * resolves them: esbuild then resolves the file itself and knows it as the module it is (a plugin-resolved
 * file lost its package's `"type": "module"` when esbuild reached it that way first, and bundles changed from
 * build to build with which way came first).
 */
export function moduleAliases(roots: ModuleRoots): Record<string, string> {
  let aliases = aliasesOf.get(roots);
  if (aliases) return aliases;
  aliases = {};
  aliasesOf.set(roots, aliases);
  for (const [prefix, dirs] of Object.entries(roots)) {
    for (const dir of dirs) {
      for (const name of modulesIn(dir)) aliases[`${prefix}${name}`] ??= scriptFile(path.join(dir, name))!;
    }
  }
  return aliases;
}

/** What a prefix offers, for an error that lists it, sorted. */
export function modulesUnder(prefix: string, roots: ModuleRoots): string[] {
  return [...new Set((roots[prefix] ?? []).flatMap(modulesIn))].sort().map((name) => prefix + name);
}

/** A regular expression's source that matches the start of an import with any of the prefixes. */
export function prefixesPattern(roots: ModuleRoots): string {
  return Object.keys(roots)
    .map((prefix) => prefix.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&"))
    .join("|");
}

/**
 * What to say of a rooted import no folder has (esbuild found no alias for it): that edsite has no such
 * module, and the ones it has. Undefined for any other import.
 */
export function missingRootedModule(specifier: string, roots: ModuleRoots): string | undefined {
  const prefix = rootedPrefix(specifier, roots);
  if (prefix === undefined || resolveRooted(specifier, roots)) return undefined;
  return `Could not resolve "${specifier}": edsite has no such module. It has ${modulesUnder(prefix, roots).join(", ")}.`;
}
