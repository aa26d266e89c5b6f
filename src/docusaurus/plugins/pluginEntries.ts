import path from "node:path";
import type { SourcePosition } from "../../types.js";

/** A plugin's module as Docusaurus calls it: `(context, options) => plugin`, maybe async. */
export type PluginFactory = (context: unknown, options: unknown) => unknown;

/** One entry of a config's `plugins` or `themes`, read into what loading it needs. */
export interface PluginEntry {
  /** Where the config lists it, for messages: `plugins[2]`. */
  at: string;
  /** The module as the config gives it: a package name or path, or the function itself. */
  module: string | PluginFactory;
  options: Record<string, unknown>;
  /** Whether it came from `themes` (short names then mean `docusaurus-theme-x`). */
  theme: boolean;
  /** Where the config lists it, for findings about the plugin. */
  place: SourcePosition;
}

/**
 * The package a plugin or preset names: a name as written, or the package of a path the config resolved
 * itself (`require.resolve("docusaurus-lunr-search")` gives `.../node_modules/docusaurus-lunr-search/src/index.js`).
 */
export function packageNameOf(given: unknown): unknown {
  if (typeof given !== "string" || !path.isAbsolute(given)) return given;
  const parts = given.split(path.sep);
  const at = parts.lastIndexOf("node_modules");
  if (at === -1 || at + 1 >= parts.length) return given;
  const first = parts[at + 1]!;
  return first.startsWith("@") && parts[at + 2] ? `${first}/${parts[at + 2]}` : first;
}

/**
 * The packages a short name may mean, in the order Docusaurus tries them: `sass` is `sass`, then
 * `@docusaurus/plugin-sass`, then `docusaurus-plugin-sass`; `@org/x` is itself, then `@org/docusaurus-plugin-x`;
 * `@org` alone is `@org/docusaurus-plugin`.
 */
export function packageCandidates(name: string, theme: boolean): string[] {
  const kind = theme ? "theme" : "plugin";
  if (!name.startsWith("@")) return [name, `@docusaurus/${kind}-${name}`, `docusaurus-${kind}-${name}`];
  const slash = name.indexOf("/");
  if (slash === -1) return [`${name}/docusaurus-${kind}`];
  return [name, `${name.slice(0, slash)}/docusaurus-${kind}-${name.slice(slash + 1)}`];
}

/**
 * Whether a package is one of Docusaurus's own (`@docusaurus/plugin-ideal-image`): those are built on
 * Docusaurus's internals, which edsite does not have, so edsite maps them (see NATIVE_PLUGINS) or reports
 * them, and never runs them.
 */
export function isDocusaurusPackage(name: unknown): boolean {
  return typeof name === "string" && name.startsWith("@docusaurus/");
}

/** The finding's message for one of Docusaurus's own plugins edsite has no mapping of; `where` names the entry. */
export function docusaurusPackageNotRun(where: string, name: string): string {
  return `${where}: "${name}" is not supported by edsite yet; it is left out of the build. It is one of Docusaurus's own plugins, which edsite does not run (it has none of their internals); remove it, or build this site with Docusaurus.`;
}

/** Whether a module name is a path (to the site's own plugin) rather than a package's name. */
export function isModulePath(module: string): boolean {
  return module.startsWith("./") || module.startsWith("../") || path.isAbsolute(module);
}
