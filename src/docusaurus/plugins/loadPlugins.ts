import path from "node:path";
import { pathToFileURL } from "node:url";
import { evaluateSiteModule } from "../evaluateSiteModule.js";
import type { DocusaurusPlugin } from "./docusaurusPlugin.js";
import type { PluginContext } from "./pluginContext.js";
import { docusaurusPackageNotRun, isDocusaurusPackage, packageNameOf, type PluginEntry, type PluginFactory } from "./pluginEntries.js";
import type { Finding, SourcePosition } from "../../types.js";
import { PluginError, runHook } from "./pluginFailure.js";
import { resolvePluginModule } from "./resolvePluginModule.js";
import { validatePluginOptions, validateThemeConfig } from "./pluginValidation.js";

/** A plugin of the site's, made: its object, which instance it is, and where it came from. */
export interface LoadedPlugin {
  name: string;
  /** The instance's id (its `id` option), "default" when it has none. */
  id: string;
  plugin: DocusaurusPlugin;
  /** Its module's file; undefined for a function written in the config. */
  file?: string;
  /** Where the config lists it: `plugins[2]`, and its place in the config file. */
  at: string;
  place: SourcePosition;
  /** The site's own files the module was made from, for dev to watch. */
  inputs: string[];
}

/**
 * Loads each plugin the config lists, as Docusaurus does: its module from the site's folder (a package, or
 * the site's own file in TypeScript or JavaScript, ES module or CommonJS), its options checked by the
 * module's `validateOptions`, then its factory called with the context and options.
 */
export async function loadPlugins(entries: PluginEntry[], context: PluginContext, cacheDir: string): Promise<{ loaded: LoadedPlugin[]; findings: Finding[] }> {
  const loaded: LoadedPlugin[] = [];
  const findings: Finding[] = [];
  for (const entry of entries) {
    const module = await moduleOf(entry, context.siteDir, cacheDir);
    if ("official" in module) findings.push({ kind: "unsupported", message: docusaurusPackageNotRun(entry.at, module.official), source: entry.place });
    else {
      const plugin = await loadPlugin(entry, module, context);
      if (plugin) loaded.push(plugin);
    }
  }
  checkUniqueInstances(loaded);
  return { loaded, findings };
}

/** Two instances of one plugin need ids of their own, as Docusaurus requires: their data and pages would clash. */
function checkUniqueInstances(loaded: LoadedPlugin[]): void {
  const seen = new Map<string, LoadedPlugin>();
  for (const plugin of loaded) {
    const key = `${plugin.name}\0${plugin.id}`;
    const first = seen.get(key);
    if (first) throw new PluginError(`${first.at} and ${plugin.at} are both the plugin "${plugin.name}" with the id "${plugin.id}"`, { file: plugin.file, hint: "Give each instance of a plugin used more than once its own `id` option." });
    seen.set(key, plugin);
  }
}

/** The plugin made from its module and options; undefined when it switched itself off (returned null). */
async function loadPlugin(entry: PluginEntry, module: PluginModule, context: PluginContext): Promise<LoadedPlugin | undefined> {
  const label = { name: typeof entry.module === "string" ? entry.module : entry.module.name || entry.at, id: idOf(entry.options), file: module.file };
  const validate = module.validateOptions;
  // Every plugin is given an id, "default" unless its options name one.
  const options = validate ? await runHook(label, "validateOptions", () => validate({ options: entry.options, validate: validatePluginOptions })) : { ...entry.options, id: label.id };
  // A theme's defaults join the theme config before any plugin is made, as in Docusaurus.
  const checkThemeConfig = module.validateThemeConfig;
  if (checkThemeConfig) {
    const themeConfig = await runHook(label, "validateThemeConfig", () => checkThemeConfig({ themeConfig: context.siteConfig.themeConfig ?? {}, validate: validateThemeConfig }));
    context.siteConfig.themeConfig = { ...(context.siteConfig.themeConfig as object), ...(themeConfig as object) };
  }
  const made = await runHook(label, "its plugin function", () => module.factory(context, options));
  // Docusaurus lets a plugin switch itself off by returning null.
  if (made === null) return undefined;
  if (made === undefined) throw new PluginError(`${entry.at}: the plugin ${label.name} returned undefined`, { file: module.file, hint: "A plugin's function must return an object with at least a name (or null to switch itself off)." });
  const plugin = made as DocusaurusPlugin;
  if (typeof plugin !== "object" || typeof plugin.name !== "string" || plugin.name === "") {
    throw new PluginError(`${entry.at}: the plugin ${label.name} returned an object without a name`, { file: module.file, hint: "Give the plugin object a `name` (its package's name, usually), as Docusaurus requires." });
  }
  return { name: plugin.name, id: idOf(options as Record<string, unknown>), plugin, file: module.file, at: entry.at, place: entry.place, inputs: module.inputs };
}

/** A plugin instance's id, as Docusaurus takes it from its options. */
function idOf(options: Record<string, unknown> | undefined): string {
  return typeof options?.id === "string" ? options.id : "default";
}

interface PluginModule {
  factory: PluginFactory;
  validateOptions?: (args: { options: unknown; validate: typeof validatePluginOptions }) => unknown;
  validateThemeConfig?: (args: { themeConfig: unknown; validate: typeof validateThemeConfig }) => unknown;
  file?: string;
  inputs: string[];
}

/**
 * The module's default export, and its `validateOptions` and `validateThemeConfig`. An installed package is imported by Node as it
 * is (or, when Node cannot resolve its own imports, bundled and required as CommonJS); the site's own file is evaluated as the config is (it may be TypeScript). CommonJS's `module.exports`
 * is the default, and a transpiled module's `exports.default` is looked through.
 */
async function moduleOf(entry: PluginEntry, siteDir: string, cacheDir: string): Promise<PluginModule | { official: string }> {
  if (typeof entry.module === "function") return { factory: entry.module, inputs: [] };
  const { file, own } = resolvePluginModule(entry.module, siteDir, entry.theme, entry.at);
  // A short name may turn out to mean one of Docusaurus's own packages (`ideal-image`).
  const name = packageNameOf(file);
  if (isDocusaurusPackage(name)) return { official: name as string };
  let exports: Record<string, unknown>;
  let inputs: string[] = [];
  if (own) ({ exports, inputs } = await evaluateSiteModule(file, cacheDir));
  else {
    try {
      exports = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
    } catch (error) {
      // Docusaurus loads plugins through jiti, which resolves what Node's ES modules do not (`from "../index"`,
      // no extension) and gives CommonJS packages' named exports to ES modules: a package that Node cannot load
      // for that is bundled and required as CommonJS, as jiti runs it.
      const unresolved = (error as { code?: string }).code;
      if (unresolved === "ERR_MODULE_NOT_FOUND" || unresolved === "ERR_UNSUPPORTED_DIR_IMPORT") {
        const evaluated = await evaluateSiteModule(file, cacheDir, "cjs").catch(() => undefined);
        if (evaluated) return pluginModuleOf(evaluated.exports, entry, siteDir, file, []);
      }
      throw new PluginError(`${entry.at}: the plugin ${entry.module} threw while loading: ${error instanceof Error ? error.message : String(error)}`, { file, hint: "Reinstall it (npm install), or check that its version is one for Docusaurus 3.", cause: error });
    }
  }
  return pluginModuleOf(exports, entry, siteDir, file, inputs);
}

/** The plugin function a module exports, and its validators. */
function pluginModuleOf(exports: Record<string, unknown>, entry: PluginEntry, siteDir: string, file: string, inputs: string[]): PluginModule {
  const outer = (exports.default ?? exports) as Record<string, unknown> | PluginFactory;
  const factory = typeof outer === "function" ? outer : (outer as Record<string, unknown>).default;
  if (typeof factory !== "function") {
    throw new PluginError(`${entry.at}: ${path.relative(siteDir, file)} exports no plugin function`, { file, hint: "Export the plugin's function, `(context, options) => ({ name, ... })`, as the module's default export." });
  }
  // Named exports: of the module, or of its CommonJS `module.exports`.
  const named = (key: string) => [exports[key], (outer as Record<string, unknown>)[key]].find((v) => typeof v === "function");
  return { factory: factory as PluginFactory, validateOptions: named("validateOptions") as PluginModule["validateOptions"], validateThemeConfig: named("validateThemeConfig") as PluginModule["validateThemeConfig"], file, inputs };
}
