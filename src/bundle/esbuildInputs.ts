// How the bundle stages tell apart the inputs an esbuild metafile lists: modules the edsite plugins made in
// memory, files of installed packages, and the site's and theme's own files on disk.
import path from "node:path";

/** A module a plugin made in memory (`edsite-route:3`), from files that are counted elsewhere. */
export function isPluginModule(input: string): boolean {
  return /^[\w-]+:/.test(input) && !path.isAbsolute(input);
}

/** A file of an installed package, which only `npm install` changes. */
export function isInNodeModules(input: string): boolean {
  return input.split(/[/\\]/).includes("node_modules");
}

/** Plugin modules made from one file on disk: its text (raw-loader), its data (yaml-loader), its SVG component. */
const MADE_FROM_FILE = /^edsite-(raw|yaml|svg):(.+)$/;

/**
 * The file on disk a plugin's module is made from (`edsite-raw:docs/x.ts`, named from the site's root),
 * undefined for any other input.
 */
export function fileBehindModule(input: string, siteRoot: string): string | undefined {
  const name = MADE_FROM_FILE.exec(input)?.[2];
  return name === undefined ? undefined : path.resolve(siteRoot, name);
}
