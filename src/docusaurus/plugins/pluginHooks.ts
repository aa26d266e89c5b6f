import { existsSync } from "node:fs";
import type { Finding } from "../../types.js";
import type { LoadedPlugin } from "./loadPlugins.js";
import { describePlugin } from "./pluginFailure.js";

/** Hooks edsite runs (see sitePluginsOf and runPluginContent). */
const RUN = new Set(["name", "loadContent", "contentLoaded", "allContentLoaded", "postBuild", "getThemePath", "getTypeScriptThemePath", "getClientModules", "getPathsToWatch", "injectHtmlTags"]);

/** Hooks for `docusaurus swizzle`, a command edsite does not have: they change nothing a build makes. */
const HARMLESS = new Set(["getSwizzleComponentList", "getSwizzleConfig"]);

/**
 * Hooks that give or use a plugin's own translations. edsite translates the site's docs, blog, pages, theme
 * labels and code strings itself, not through these: they matter only when the locale's folder has files.
 */
const TRANSLATION = new Set(["getTranslationFiles", "translateContent", "translateThemeConfig", "getDefaultCodeTranslationMessages"]);

/** What to do about each hook edsite cannot honour. */
const ADVICE: Record<string, string> = {
  configureWebpack: "edsite bundles with esbuild, not webpack, so the webpack settings it returns (aliases, loaders, webpack plugins) are left out; check that the pages that need them still work, or build this site with Docusaurus",
  configurePostCss: "edsite runs no PostCSS over the site's CSS; write the CSS the plugin would produce, or build this site with Docusaurus",
  extendCli: "edsite's CLI has no commands of plugins; run what the command does some other way",
  postStart: "edsite's dev server runs no plugin after it starts; run that step yourself",
  routesLoaded: "Docusaurus 3 dropped this hook too; move its work into contentLoaded or allContentLoaded",
};

/**
 * A finding for every hook of a plugin that edsite does not run, naming the plugin and the hook and what to
 * do; hooks edsite runs, and those that change nothing here, make none.
 */
export function unsupportedHookFindings(loaded: LoadedPlugin, localizationDir: string): Finding[] {
  const findings: Finding[] = [];
  for (const [hook, value] of Object.entries(loaded.plugin)) {
    if (typeof value !== "function" || RUN.has(hook) || HARMLESS.has(hook)) continue;
    if (TRANSLATION.has(hook)) {
      if (existsSync(localizationDir)) findings.push(finding(loaded, hook, `edsite does not run plugins' translation hooks, so what ${localizationDir} holds for this plugin changes nothing it shows; remove those files, or build this site with Docusaurus`));
      continue;
    }
    // A function no Docusaurus hook has is the plugin's own, which Docusaurus does not call either.
    const advice = ADVICE[hook];
    if (advice) findings.push(finding(loaded, hook, advice));
  }
  return findings;
}

function finding(loaded: LoadedPlugin, hook: string, advice: string): Finding {
  return {
    kind: "unsupported",
    message: `The plugin ${describePlugin(loaded)} (${loaded.at}) has ${hook}(), which edsite does not run: ${advice}.`,
    source: loaded.place,
  };
}
