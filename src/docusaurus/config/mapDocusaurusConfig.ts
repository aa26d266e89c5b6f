import path from "node:path";
import type { UserConfig } from "../../config/schema.js";
import { runtimeDir } from "../docusaurusPaths.js";
import { mapPresetClassic, type ClassicPresetMapping } from "./mapPresetClassic.js";
import { mapThemeConfig } from "./mapThemeConfig.js";
import { OptionReader, type MappingReport } from "./optionReader.js";
import { officialPlugin, reportMissingOfficialPlugins, type OfficialPluginContext } from "../plugins/official/officialPlugin.js";
import { mapPlugins } from "./mapPlugins.js";
import { mapSiteTags } from "./mapSiteTags.js";
import { packageNameOf, type PluginEntry } from "../plugins/pluginEntries.js";

/** What a Docusaurus site's pages and CSS expect of Infima, on edsite's theme (see the file). */
const INFIMA_CSS = path.join(runtimeDir, "infima.css");

/** Every top-level field Docusaurus 3 accepts. */
const SITE_FIELDS = ["title", "tagline", "url", "baseUrl", "favicon", "trailingSlash", "i18n", "noIndex", "onBrokenLinks", "onBrokenAnchors", "onBrokenMarkdownLinks", "onDuplicateRoutes", "organizationName", "projectName", "deploymentBranch", "githubHost", "githubPort", "themeConfig", "plugins", "themes", "presets", "markdown", "customFields", "staticDirectories", "headTags", "scripts", "stylesheets", "clientModules", "ssrTemplate", "titleDelimiter", "baseUrlIssueBanner", "future", "storage"];

/** Every option of the config's `markdown`. */
const MARKDOWN_OPTIONS = ["format", "mermaid", "emoji", "preprocessor", "parseFrontMatter", "mdx1Compat", "remarkRehypeOptions", "anchors", "hooks"];

/** A Docusaurus site's config as edsite's, and where the site keeps its parts. */
export interface DocusaurusMapping {
  config: UserConfig;
  preset: ClassicPresetMapping;
  /** The plugins and themes edsite runs (not those it maps onto its own features), in the config's order. */
  plugins: PluginEntry[];
  /** Where the translations are, from the site's folder, when not `i18n` (the config's `i18n.path`). */
  i18nPath?: string;
}

/**
 * Maps a Docusaurus config (as the config file exports it, evaluated) onto edsite's config. What edsite does
 * not honour becomes a finding at its place in the file; what Docusaurus would reject becomes an error.
 */
export function mapDocusaurusConfig(raw: Record<string, unknown>, report: MappingReport): DocusaurusMapping {
  const site = new OptionReader(raw, "", report);
  const title = site.take<string>("title") ?? "";
  const config: UserConfig = {
    title,
    tagline: site.take<string>("tagline"),
    url: site.take<string>("url") ?? "",
    baseUrl: site.take<string>("baseUrl") ?? "/",
    favicon: site.take<string>("favicon"),
    navbar: { items: [] },
  };
  config.customFields = site.take<Record<string, unknown>>("customFields");
  config.noIndex = site.take<boolean>("noIndex");
  // Settings for deploying, which a build does not read; `future` flags tune Docusaurus's own bundler.
  site.accept("organizationName", "projectName", "deploymentBranch", "githubHost", "githubPort", "future");
  const i18n = site.object("i18n");
  let i18nPath: string | undefined;
  if (i18n) {
    config.i18n = mapI18n(i18n);
    i18nPath = i18n.take<string>("path");
    i18n.done(["defaultLocale", "locales", "path", "localeConfigs"]);
  }
  // Every page is written as x/index.html and x.html, so each URL form resolves; the setting picks the canonical one.
  const trailingSlash = site.take("trailingSlash");
  if (typeof trailingSlash === "boolean") config.trailingSlash = trailingSlash;
  else if (trailingSlash !== undefined) site.error("trailingSlash", `trailingSlash must be true, false or undefined, not ${JSON.stringify(trailingSlash)}`, "Give true or false, or remove it.");
  // Docusaurus reads a site from the folder its config is in; the blog's stylesheets are found from there.
  const preset = mapPresets(site, path.dirname(report.file));
  const blogChecks = preset.blog && preset.blog.checks;
  config.checks = {
    ...(blogChecks || { inlineTags: "warn", inlineAuthors: "warn", untruncatedPosts: "warn" }),
    // Docusaurus's defaults: a broken link fails the build, the rest warn.
    brokenLinks: checkLevel(site, "onBrokenLinks", "throw"),
    brokenAnchors: checkLevel(site, "onBrokenAnchors", "warn"),
    brokenMarkdownLinks: checkLevel(site, "onBrokenMarkdownLinks", "warn"),
    duplicateRoutes: checkLevel(site, "onDuplicateRoutes", "warn"),
  };
  const docsEdit = preset.docs ? preset.docs.editUrl : undefined;
  const blogEdit = preset.blog ? preset.blog.editUrl : undefined;
  if (docsEdit || blogEdit) config.editUrl = (file) => (file.area === "docs" ? docsEdit : blogEdit)?.(file);
  // Infima's properties and classes first: the site's own CSS sets the properties and builds on the classes.
  config.customCss = [INFIMA_CSS, ...preset.customCss];
  if (preset.docs) config.docs = preset.docs.config;
  if (preset.blog) config.blog = preset.blog.config;
  config.markdownPlugins = preset.markdownPlugins;
  config.titleDelimiter = site.take<string>("titleDelimiter");
  // Before the plugins' own, from the site's folder, as Docusaurus loads them.
  const clientModules = site.take<unknown>("clientModules");
  if (Array.isArray(clientModules) && clientModules.every((module) => typeof module === "string")) config.clientModules = clientModules.map((module) => path.resolve(path.dirname(report.file), module));
  else if (clientModules !== undefined) site.error("clientModules", "clientModules must be a list of module paths", 'Give paths from the site\'s folder: ["./src/clientModule.js"].');
  const themeConfig = site.object("themeConfig");
  const markdown = site.object("markdown");
  const official: OfficialPluginContext = { config, mermaidThemeConfig: themeConfig?.object("mermaid"), markdownMermaid: markdown?.take("mermaid") === true };
  const hooks = markdown?.object("hooks");
  if (hooks) mapMarkdownHooks(hooks, config.checks);
  markdown?.done(MARKDOWN_OPTIONS);
  const { docsSidebar, ...theme } = mapThemeConfig(themeConfig, { title, baseUrl: config.baseUrl ?? "/", installed: installedPackages(raw) });
  Object.assign(config, stripUndefined(theme));
  if (docsSidebar) config.docs = { ...config.docs, ...docsSidebar };
  // Docusaurus writes a sitemap only with its sitemap plugin, which the classic preset adds unless told not to.
  config.sitemap = false;
  for (const plugin of preset.officialPlugins) officialPlugin(plugin.name, plugin.options, official);
  // In Docusaurus's order, the config's own tags, then plugins, then themes: where two offer one theme
  // component, the later one's wins.
  const plugins = [...mapSiteTags(site), ...mapPlugins(site, "plugins", official), ...mapPlugins(site, "themes", official)];
  reportMissingOfficialPlugins(official, site);
  site.done(SITE_FIELDS);
  return { config: stripUndefined(config), preset, plugins, ...(i18nPath !== undefined ? { i18nPath } : {}) };
}

/** `i18n`: the locales, and how each is named, written and served (Docusaurus's `localeConfigs`). */
function mapI18n(i18n: OptionReader): NonNullable<UserConfig["i18n"]> {
  const mapped: NonNullable<UserConfig["i18n"]> = { defaultLocale: i18n.take<string>("defaultLocale"), locales: i18n.take<string[]>("locales") };
  const configs = i18n.object("localeConfigs");
  if (!configs) return mapped;
  mapped.localeConfigs = Object.fromEntries(
    configs.keys().map((code) => {
      const locale = configs.object(code);
      const given = { label: locale?.take<string>("label"), direction: locale?.take<"ltr" | "rtl">("direction"), htmlLang: locale?.take<string>("htmlLang"), path: locale?.take<string>("path"), calendar: locale?.take<string>("calendar") };
      locale?.done(["label", "direction", "htmlLang", "calendar", "path"]);
      return [code, given];
    }),
  );
  return mapped;
}

function mapPresets(site: OptionReader, siteDir: string): ClassicPresetMapping {
  const presets = site.take<unknown[]>("presets") ?? [];
  let mapped: ClassicPresetMapping | undefined;
  presets.forEach((entry, index) => {
    const [given, options] = Array.isArray(entry) ? entry : [entry, {}];
    const name = packageNameOf(given);
    if (name === "classic" || name === "@docusaurus/preset-classic") {
      mapped = mapPresetClassic(site.child(options ?? {}, `presets[${index}][1]`), siteDir);
    } else site.warn("presets", `presets[${index}]: the preset ${JSON.stringify(name)} is not supported by edsite; only "classic" is. Replace it with its plugins' options on the classic preset, or build this site with Docusaurus.`, typeof name === "string" ? name : undefined);
  });
  return mapped ?? { docs: { path: "docs", config: {} }, blog: { path: "blog", config: {} }, pagesPath: path.join("src", "pages"), customCss: [], officialPlugins: [], markdownPlugins: {} };
}

/** A Docusaurus reporting level as edsite's: "log" reports as "warn" does. */
/**
 * `markdown.hooks` (Docusaurus 3.9's place for the Markdown checks): a level for broken Markdown links takes the
 * place of the older `onBrokenMarkdownLinks`; broken Markdown images always stop an edsite build, so "throw",
 * Docusaurus's default, is the one level it follows. A function, which Docusaurus calls to rewrite the link,
 * is not followed, and says so.
 */
function mapMarkdownHooks(hooks: OptionReader, checks: NonNullable<UserConfig["checks"]>): void {
  if (typeof hooks.take("onBrokenMarkdownLinks") === "function") hooks.unsupported("onBrokenMarkdownLinks", "a function to rewrite broken links is not called; give a level (\"throw\", \"warn\", \"log\" or \"ignore\") instead.");
  else if (hooks.keys().includes("onBrokenMarkdownLinks")) checks.brokenMarkdownLinks = checkLevel(hooks, "onBrokenMarkdownLinks", "warn");
  const images = hooks.take("onBrokenMarkdownImages");
  if (images !== undefined && images !== "throw") hooks.warn("onBrokenMarkdownImages", `${hooks.name("onBrokenMarkdownImages")} is ${typeof images === "function" ? "a function" : JSON.stringify(images)}, and edsite stops on every broken Markdown image (Docusaurus's "throw"): point the image at a file that exists, or remove it.`);
  hooks.done(["onBrokenMarkdownLinks", "onBrokenMarkdownImages"]);
}

function checkLevel(site: OptionReader, key: string, fallback: "throw" | "warn"): "throw" | "warn" | "ignore" {
  const level = site.take(key) ?? fallback;
  if (level === "throw" || level === "warn" || level === "ignore") return level;
  if (level === "log") return "warn";
  site.error(key, `${site.name(key)}: ${JSON.stringify(level)} is not a reporting level`, 'Use "throw", "warn", "log" or "ignore".');
  return fallback;
}

/** The names of the packages among the config's plugins and themes, to find which one a themeConfig key is for. */
function installedPackages(raw: Record<string, unknown>): string[] {
  const entries = [raw.plugins, raw.themes].flatMap((list) => (Array.isArray(list) ? (list as unknown[]) : []));
  return entries.map((entry) => packageNameOf(Array.isArray(entry) ? entry[0] : entry)).filter((name): name is string => typeof name === "string");
}

/** Drops keys whose value is undefined, so the config schema's defaults apply to them. */
function stripUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined).map(([k, v]) => [k, v && typeof v === "object" && !Array.isArray(v) ? stripUndefined(v as object) : v])) as T;
}
