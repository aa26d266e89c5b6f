import { NATIVE_PLUGINS, type NativePlugin } from "../plugins/nativePlugins.js";
import { docusaurusPackageNotRun, isDocusaurusPackage, isModulePath, packageCandidates, packageNameOf, type PluginEntry, type PluginFactory } from "../plugins/pluginEntries.js";
import type { OptionReader } from "./optionReader.js";
import { officialPlugin, type OfficialPluginContext } from "../plugins/official/officialPlugin.js";

/**
 * Reads a config's `plugins` or `themes`: a plugin edsite does itself (Docusaurus's official ones it
 * implements, and NATIVE_PLUGINS) is mapped onto the config; one of Docusaurus's own that it does not is reported; every other one is returned, to be loaded
 * and run (see loadPlugins). Docusaurus skips an entry that is `false` or `null` (a plugin switched off by a
 * condition), and so does this.
 */
export function mapPlugins(site: OptionReader, key: "plugins" | "themes", official: OfficialPluginContext): PluginEntry[] {
  const { config } = official;
  const given = site.take<unknown>(key) ?? [];
  if (!Array.isArray(given)) {
    site.error(key, `${key} must be a list`, `Give a list of plugins: ${key}: ["name", ["name", { options }], function]`);
    return [];
  }
  const toRun: PluginEntry[] = [];
  given.forEach((entry: unknown, index) => {
    if (entry === false || entry === null || entry === undefined) return;
    const at = `${key}[${index}]`;
    const [module, options] = Array.isArray(entry) ? [entry[0], entry[1]] : [entry, undefined];
    if (typeof module !== "string" && typeof module !== "function") {
      site.error(key, `${at} is neither a module's name nor a plugin function: ${JSON.stringify(module)}`, 'Give a package name, a path ("./src/plugins/x"), a function, or [one of those, options].');
      return;
    }
    if (options !== undefined && (typeof options !== "object" || options === null || Array.isArray(options))) {
      site.error(key, `${at}: a plugin's options must be an object, not ${JSON.stringify(options)}`, "Write them as { ... }, or leave them out.");
      return;
    }
    const name = packageNameOf(module);
    const native = nativePluginOf(name, key === "themes");
    const given = (options ?? {}) as Record<string, unknown>;
    // Docusaurus's own plugins that edsite does itself, their options read as the rest of the config's.
    if (typeof name === "string" && officialPlugin(name, site.child(options ?? {}, `${at}[1]`), official)) return;
    if (native) {
      const replacement = native({ name: name as string, options: options === undefined ? undefined : site.child(options, `${at}[1]`), config });
      if (replacement) toRun.push({ at, module: replacement, options: given, theme: key === "themes", place: site.place(key, name as string) });
      return;
    }
    if (isDocusaurusPackage(name)) {
      site.warn(key, docusaurusPackageNotRun(key, name as string), name as string);
      return;
    }
    toRun.push({ at, module: module as string | PluginFactory, options: given, theme: key === "themes", place: site.place(key, typeof module === "string" ? module : undefined) });
  });
  return toRun;
}

/** The edsite way of doing a plugin's work, if it has one: by its package's name, or a short name for it. */
function nativePluginOf(name: unknown, theme: boolean): NativePlugin | undefined {
  if (typeof name !== "string") return undefined;
  const names = isModulePath(name) ? [name] : packageCandidates(name, theme);
  return names.map((candidate) => NATIVE_PLUGINS.get(candidate)).find((native) => native !== undefined);
}
