import { existsSync, statSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { resolveRooted, rootedPrefix, scriptFile, type ModuleRoots } from "./moduleRoots.js";
import { rootAbsoluteFile } from "./rootAbsoluteImports.js";

/** What decides where a site's import names a file: its folder and the rooted prefixes (`@theme/`). */
export interface ImportSite {
  siteRoot: string;
  moduleRoots: ModuleRoots;
  /** Where a path starting with `/` is looked for before the disk's root (see rootAbsoluteImports). */
  importRoots?: readonly string[];
}

const isFile = (file: string) => existsSync(file) && statSync(file).isFile();

/**
 * The file on disk an import names, as webpack finds it for a Docusaurus site: relative to the importer,
 * from the site's root (`@site/`), by a rooted prefix, or in a package; a script may be named without its
 * extension. Undefined when there is no such file. Found here rather than by esbuild, so a plugin can read
 * the file whatever other plugins would make of the import (an SVG's component, a shared runtime module).
 */
export function importedFile(specifier: string, resolveDir: string, site: ImportSite): string | undefined {
  if (rootedPrefix(specifier, site.moduleRoots) !== undefined) return resolveRooted(specifier, site.moduleRoots);
  if (path.isAbsolute(specifier) && site.importRoots) return rootAbsoluteFile(specifier, site.importRoots);
  const base = specifier.startsWith("@site/")
    ? path.join(site.siteRoot, specifier.slice("@site/".length))
    : path.isAbsolute(specifier)
      ? specifier
      : /^\.\.?(\/|$)/.test(specifier)
        ? path.resolve(resolveDir, specifier)
        : undefined;
  if (base !== undefined) return isFile(base) ? base : scriptFile(base);
  try {
    return createRequire(path.join(resolveDir, "importer.js")).resolve(specifier);
  } catch {
    return undefined;
  }
}

/** A file's path from the site's folder, `/`-separated, for messages (an absolute path when outside it). */
export function sitePath(file: string, siteRoot: string): string {
  const relative = path.relative(siteRoot, file);
  return relative.startsWith("..") || path.isAbsolute(relative) ? file : relative.split(path.sep).join("/");
}
