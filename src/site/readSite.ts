import type { ConfigMemo } from "../config/loadConfig.js";
import type { SidebarPlan } from "../content/buildSidebars.js";
import { mergedPlan, planVersions, type VersionPlan } from "../content/versions/versionPlans.js";
import { collectContent } from "../content/collectContent.js";
import { editUrlOf } from "../content/editUrls.js";
import type { SplitFrontMatter } from "../content/frontMatterMemo.js";
import type { KeptDocs } from "../content/keptDocs.js";
import type { CompiledModule, ContentGraph, Finding, ResolvedConfig, SitePaths, SitePlugins } from "../types.js";
import { loadSite } from "./loadSite.js";
import type { Reporter } from "./reporter.js";
import { sitePaths } from "./sitePaths.js";
import { localizeSite, type SiteLocalization } from "../i18n/localizeSite.js";
import { translateSidebars } from "../i18n/translateSidebars.js";
import { docsLabelsOf } from "../i18n/localeTranslations.js";

/** What a build reads before it compiles anything: where the site is, its config, its content and sidebars. */
export interface SiteSource {
  paths: SitePaths;
  config: ResolvedConfig;
  content: ContentGraph;
  /** Every version's sidebars together. */
  plan: SidebarPlan;
  /** Each docs version with its own docs and sidebars. */
  versions: VersionPlan[];
  /** What the config asks that edsite does not do (a Docusaurus option it does not honour). */
  configFindings: Finding[];
  /** The site's plugins, whose content is already in `content`; a build runs their postBuild. */
  plugins?: SitePlugins;
  /** The locale read (its translations are in `content`, its base URL in `config`), among the site's. */
  localization: SiteLocalization;
}

export interface ReadSiteOptions {
  root: string;
  outDir?: string;
  reporter: Reporter;
  /**
   * The config and each page's front matter as last read, reused while their files stay the same (`dev`'s
   * FrontMatterMemo, or `build`'s FrontMatterStore).
   */
  config?: ConfigMemo;
  frontMatter?: { split: SplitFrontMatter };
  /** What earlier builds read of each doc, by its file's stamp (`build`'s, see KeptDocs). */
  keptDocs?: KeptDocs;
  /** The locale to read, by its code; by default the site's default locale. */
  locale?: string;
}

/** The first stages of every build: the config, then the content and the sidebars it makes. */
export async function readSite(options: ReadSiteOptions): Promise<SiteSource> {
  const { reporter } = options;
  const loaded = await reporter.stage("config", () => loadSite(sitePaths(options.root, options.outDir), options.config, options.locale));
  const { paths, findings, plugins } = loaded;
  const { config, localization } = await localizeSite(loaded.config, paths, options.locale);
  // The plugins' content first: one that generates Markdown for the docs (an API reference, say) has then
  // written it by the time the docs are read.
  const added = plugins && (await reporter.stage("plugins", () => plugins.loadContent()));
  const collected = await reporter.stage("collect", () => collectContent(paths, config, options.frontMatter?.split, localization.translations, options.keptDocs));
  // A plugin's pages are pages of the site like those of the pages folder; its data and tags go to every page.
  const content: ContentGraph = added ? { ...collected, pages: [...collected.pages, ...added.pages], plugins: { globalData: added.globalData, htmlTags: added.htmlTags } } : collected;
  // Each version's sidebars, their labels in the locale read (each version has its own labels file).
  const versions = planVersions(content, { siteBase: config.baseUrl, collapsedByDefault: config.docs.sidebarCollapsed, collapsibleByDefault: config.docs.sidebarCollapsible, configFile: paths.configFile }).map((version) => ({
    ...version,
    plan: translateSidebars(version.plan, docsLabelsOf(localization.translations, version.version.name)),
  }));
  return { paths, config, content, versions, plan: mergedPlan(versions), configFindings: added ? [...findings, ...added.findings] : findings, ...(plugins ? { plugins } : {}), localization };
}

/** What route planning takes from a read site, with the pages compiled so far (outlines and headings). */
export function routeInput(source: SiteSource, modules: Map<string, CompiledModule>) {
  const { config, content, plan, paths, versions } = source;
  return { config, content, plan, versions, modules, docsDir: paths.docs, blogDir: paths.blog, editUrlOf: editUrlOf(config, paths) };
}
