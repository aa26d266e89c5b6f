import path from "node:path";
import type { SitePaths } from "../../types.js";
import { cacheDir } from "../../site/cacheFiles.js";

/** What Docusaurus hands every plugin (its `LoadContext`), as far as edsite has it. */
export interface PluginContext {
  siteDir: string;
  siteConfig: Record<string, unknown>;
  siteConfigPath: string;
  outDir: string;
  baseUrl: string;
  /** Where plugins' generated files go (Docusaurus's `.docusaurus`): edsite keeps them in its cache folder. */
  generatedFilesDir: string;
  i18n: { defaultLocale: string; locales: string[]; currentLocale: string; path: string; localeConfigs: Record<string, unknown> };
  localizationDir: string;
  codeTranslations: Record<string, string>;
  siteStorage: { type: string; namespace: string };
  siteVersion: string | undefined;
}

/**
 * Docusaurus's defaults for what a config leaves out: a plugin reads its `siteConfig` as Docusaurus
 * validated it, with every field there.
 */
const CONFIG_DEFAULTS: Record<string, unknown> = {
  tagline: "",
  titleDelimiter: "|",
  noIndex: false,
  onBrokenLinks: "throw",
  onBrokenAnchors: "warn",
  onBrokenMarkdownLinks: "warn",
  onDuplicateRoutes: "warn",
  baseUrlIssueBanner: true,
  plugins: [],
  themes: [],
  presets: [],
  headTags: [],
  stylesheets: [],
  scripts: [],
  clientModules: [],
  customFields: {},
  themeConfig: {},
  staticDirectories: ["static"],
  markdown: { format: "mdx", mermaid: false, mdx1Compat: { comments: true, admonitions: true, headingIds: true }, anchors: { maintainCase: false } },
};

/** The folder plugins' `createData` files are written to. */
export function generatedFilesDir(root: string): string {
  return path.join(cacheDir(root), "docusaurus");
}

/**
 * The context of a site's plugins in the build of one locale (`currentLocale`, by default the default one),
 * from its config as the config file gave it: Docusaurus's defaults where it sets nothing (local storage with
 * no namespace). As in Docusaurus, a locale other than the default has its own base URL and output folder.
 */
export function pluginContext(given: Record<string, unknown>, paths: SitePaths, currentLocale?: string): PluginContext {
  const i18n = (given.i18n ?? {}) as { defaultLocale?: string; locales?: string[]; path?: string; localeConfigs?: Record<string, { path?: unknown }> };
  const defaultLocale = i18n.defaultLocale ?? "en";
  const locale = currentLocale ?? defaultLocale;
  const storage = (given.storage ?? {}) as { type?: string; namespace?: string | boolean };
  const i18nPath = i18n.path ?? "i18n";
  const siteBaseUrl = typeof given.baseUrl === "string" ? given.baseUrl : "/";
  const localePath = i18n.localeConfigs?.[locale]?.path;
  const baseUrl = locale === defaultLocale ? siteBaseUrl : `${siteBaseUrl}${(typeof localePath === "string" ? localePath : locale).replace(/^\/+|\/+$/g, "")}/`;
  const i18nConfig = { defaultLocale, locales: i18n.locales ?? [defaultLocale], path: i18nPath, localeConfigs: i18n.localeConfigs ?? {} };
  const siteConfig = { ...CONFIG_DEFAULTS, ...given, baseUrl, i18n: i18nConfig };
  return {
    siteDir: paths.root,
    siteConfig,
    siteConfigPath: paths.configFile,
    // Docusaurus's output folder is what is served at the base URL; edsite's holds the base URL's folders.
    outDir: path.join(paths.outDir, ...baseUrl.split("/").filter(Boolean)),
    baseUrl,
    generatedFilesDir: generatedFilesDir(paths.root),
    i18n: { ...i18nConfig, currentLocale: locale },
    localizationDir: path.resolve(paths.root, i18nPath, locale),
    codeTranslations: {},
    siteStorage: { type: storage.type ?? "localStorage", namespace: typeof storage.namespace === "string" ? storage.namespace : "" },
    siteVersion: undefined,
  };
}
