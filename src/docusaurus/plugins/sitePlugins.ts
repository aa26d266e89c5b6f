import { createRequire } from "node:module";
import path from "node:path";
import type { ModuleRoots } from "../../bundle/moduleRoots.js";
import type { Finding, SitePaths, SitePlugins } from "../../types.js";
import { loadPlugins, type LoadedPlugin } from "./loadPlugins.js";
import { pluginContext, type PluginContext } from "./pluginContext.js";
import type { PluginEntry } from "./pluginEntries.js";
import { PluginError, describePlugin, runHook } from "./pluginFailure.js";
import { unsupportedHookFindings } from "./pluginHooks.js";
import { runPluginContent, type AllContent } from "./runPluginContent.js";
import { isStringList } from "../../isStringList.js";

/** What a site's plugins give its config and folders before any content is read. */
export interface LoadedSitePlugins {
  /** Folders of `@theme/X` components the plugins offer, the one that wins first. */
  themeDirs: string[];
  /** Modules every page imports before the site renders. */
  clientModules: string[];
  /** Files and folders dev watches besides the site's own: the plugins' modules and their `getPathsToWatch`. */
  watch: string[];
  /** Hooks edsite does not run. */
  findings: Finding[];
  /** The build's handle on them; undefined when the site has none to run. */
  plugins?: SitePlugins;
}

/**
 * Loads a Docusaurus site's plugins and reads what they offer up front (theme folders, client modules,
 * paths to watch); the rest of their work is the build's, through SitePlugins. `moduleRoots` gives the
 * roots the build will resolve with, once the theme folders are in them; `locale` is the locale built.
 */
export async function loadSitePlugins(entries: PluginEntry[], siteConfig: Record<string, unknown>, paths: SitePaths, cacheDir: string, moduleRoots: (themeDirs: string[]) => ModuleRoots, locale?: string): Promise<LoadedSitePlugins> {
  if (entries.length === 0) return { themeDirs: [], clientModules: [], watch: [], findings: [] };
  const context = pluginContext(siteConfig, paths, locale);
  const { loaded, findings: notRun } = await loadPlugins(entries, context, cacheDir);
  const themeDirs: string[] = [];
  const clientModules: string[] = [];
  const watch: string[] = loaded.flatMap((plugin) => plugin.inputs);
  for (const plugin of loaded) {
    const dir = plugin.file ? path.dirname(plugin.file) : context.siteDir;
    const { getThemePath, getTypeScriptThemePath, getClientModules, getPathsToWatch } = plugin.plugin;
    // getThemePath names the components Docusaurus bundles; a theme written in TypeScript may name only its
    // sources, which esbuild reads as well.
    const themeHook = getThemePath ?? getTypeScriptThemePath;
    const theme = themeHook && (await runHook(plugin, getThemePath ? "getThemePath" : "getTypeScriptThemePath", () => themeHook.call(plugin.plugin)));
    if (typeof theme === "string") themeDirs.unshift(path.resolve(dir, theme));
    if (getClientModules) clientModules.push(...(listOf(await runHook(plugin, "getClientModules", () => getClientModules.call(plugin.plugin)), plugin, "getClientModules")).map((module) => clientModuleFile(module, dir, plugin)));
    if (getPathsToWatch) {
      const given = listOf(await runHook(plugin, "getPathsToWatch", () => getPathsToWatch.call(plugin.plugin)), plugin, "getPathsToWatch");
      // A glob would need a matcher dev does not have: the folder it starts in is watched instead, unless that
      // holds the whole site (its output and cache folders would then start rebuilds of their own).
      const folders = given.map((pattern) => path.resolve(context.siteDir, pattern.split(/[*?{[]/)[0]!));
      watch.push(...folders.filter((folder) => !`${context.siteDir}${path.sep}`.startsWith(`${folder.replace(/[\\/]+$/, "")}${path.sep}`)));
    }
  }
  const findings = [...notRun, ...loaded.flatMap((plugin) => unsupportedHookFindings(plugin, context.localizationDir))];
  const roots = moduleRoots(themeDirs);
  let allContent: AllContent = {};
  const plugins: SitePlugins = {
    async loadContent() {
      const { allContent: loadedContent, ...content } = await runPluginContent(loaded, context, roots);
      allContent = loadedContent;
      return content;
    },
    async postBuild({ routes }) {
      // Docusaurus lists the not-found page among them.
      const routesPaths = [...routes.map((route) => route.path), `${context.baseUrl}404.html`];
      for (const plugin of loaded) {
        const hook = plugin.plugin.postBuild;
        if (hook) await runHook(plugin, "postBuild", () => hook.call(plugin.plugin, postBuildProps(context, routesPaths, allContent[plugin.name]?.[plugin.id])));
      }
    },
  };
  return { themeDirs, clientModules, watch, findings, plugins };
}

/** What `postBuild` is given, as Docusaurus gives it: the context (with the output folder), the routes' paths, the plugin's content. */
function postBuildProps(context: PluginContext, routesPaths: string[], content: unknown): Record<string, unknown> {
  return { ...context, routesPaths, content, head: {}, routesBuildMetadata: {} };
}

function listOf(value: unknown, plugin: LoadedPlugin, hook: string): string[] {
  if (value === undefined) return [];
  if (isStringList(value)) return value;
  throw new PluginError(`The plugin ${describePlugin(plugin)} returned ${JSON.stringify(value)} from ${hook}()`, { file: plugin.file, hint: `${hook}() must return a list of paths.` });
}

/** A client module's file: a path from the plugin's folder, or a package's module as the plugin would import it. */
function clientModuleFile(module: string, pluginDir: string, plugin: LoadedPlugin): string {
  if (path.isAbsolute(module) || module.startsWith(".")) return path.resolve(pluginDir, module);
  try {
    return createRequire(plugin.file ?? path.join(pluginDir, "package.json")).resolve(module);
  } catch {
    // Left to the bundler, which looks from the site's folder and says what it cannot find.
    return module;
  }
}
