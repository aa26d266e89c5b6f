import type { ModuleRoots } from "../../bundle/moduleRoots.js";
import { pageRendersMain } from "../../content/localScripts.js";
import type { PluginContent } from "../../types.js";
import { addHtmlTags, noHtmlTags } from "./htmlTags.js";
import type { LoadedPlugin } from "./loadPlugins.js";
import { pluginActions, type ActionsOutput } from "./pluginActions.js";
import type { PluginContext } from "./pluginContext.js";
import { runHook } from "./pluginFailure.js";
import { routeComponentResolver } from "./resolveRouteComponent.js";

/** Each plugin's loaded content, by plugin name and id (Docusaurus's `allContent`). */
export type AllContent = Record<string, Record<string, unknown>>;

/**
 * Runs the plugins' content hooks in Docusaurus's order: every `loadContent`, then each `contentLoaded` with
 * its own content and actions, then each `allContentLoaded` with everyone's, then `injectHtmlTags`. Their
 * pages, global data and tags become the site's (see PluginContent); `allContent` is kept for postBuild.
 */
export async function runPluginContent(plugins: LoadedPlugin[], context: PluginContext, moduleRoots: ModuleRoots): Promise<PluginContent & { allContent: AllContent }> {
  const contents = new Map<LoadedPlugin, unknown>();
  const allContent: AllContent = {};
  for (const loaded of plugins) {
    const load = loaded.plugin.loadContent;
    const content = load ? await runHook(loaded, "loadContent", () => load.call(loaded.plugin)) : undefined;
    contents.set(loaded, content);
    (allContent[loaded.name] ??= {})[loaded.id] = content;
  }
  const outputs = new Map<LoadedPlugin, ActionsOutput>();
  const actionsOf = (loaded: LoadedPlugin) => {
    let output = outputs.get(loaded);
    if (!output) outputs.set(loaded, (output = { pages: [], findings: [] }));
    return pluginActions(loaded, { generatedDir: context.generatedFilesDir, baseUrl: context.baseUrl }, routeComponentResolver(context.siteDir, moduleRoots, loaded.file), output);
  };
  for (const loaded of plugins) {
    const hook = loaded.plugin.contentLoaded;
    if (hook) await runHook(loaded, "contentLoaded", () => hook.call(loaded.plugin, { content: contents.get(loaded), actions: actionsOf(loaded) }));
  }
  for (const loaded of plugins) {
    const hook = loaded.plugin.allContentLoaded;
    if (hook) await runHook(loaded, "allContentLoaded", () => hook.call(loaded.plugin, { allContent, actions: actionsOf(loaded) }));
  }
  const htmlTags = noHtmlTags();
  for (const loaded of plugins) {
    const hook = loaded.plugin.injectHtmlTags;
    if (hook) addHtmlTags(htmlTags, await runHook(loaded, "injectHtmlTags", () => hook.call(loaded.plugin, { content: contents.get(loaded) })), loaded);
  }
  const globalData: PluginContent["globalData"] = {};
  for (const [loaded, output] of outputs) if (output.globalData) (globalData[loaded.name] ??= {})[loaded.id] = output.globalData.data;
  const pages = [...outputs.values()].flatMap((output) => output.pages).map((page) => (pageRendersMain(page.file, context.siteDir) ? { ...page, rendersMain: true } : page));
  return { pages, globalData, htmlTags, findings: [...outputs.values()].flatMap((output) => output.findings), allContent };
}
