import type { ConfigMemo } from "../config/loadConfig.js";
import { buildSidebars, type SidebarPlan } from "../content/buildSidebars.js";
import { collectContent } from "../content/collectContent.js";
import { editUrlOf } from "../content/editUrls.js";
import { docsBaseUrl } from "../content/docsBaseUrl.js";
import type { FrontMatterMemo } from "../content/frontMatterMemo.js";
import type { CompiledModule, ContentGraph, Finding, ResolvedConfig, SitePaths } from "../types.js";
import { loadSite } from "./loadSite.js";
import type { Reporter } from "./reporter.js";
import { sitePaths } from "./sitePaths.js";

/** What a build reads before it compiles anything: where the site is, its config, its content and sidebars. */
export interface SiteSource {
  paths: SitePaths;
  config: ResolvedConfig;
  content: ContentGraph;
  plan: SidebarPlan;
  /** What the config asks that edsite does not do (a Docusaurus option it does not honour). */
  configFindings: Finding[];
}

export interface ReadSiteOptions {
  root: string;
  outDir?: string;
  reporter: Reporter;
  /** The config and each page's front matter as last read, reused while their files stay the same (`dev`). */
  config?: ConfigMemo;
  frontMatter?: FrontMatterMemo;
}

/** The first stages of every build: the config, then the content and the sidebars it makes. */
export async function readSite(options: ReadSiteOptions): Promise<SiteSource> {
  const { reporter } = options;
  const { config, paths, findings } = await reporter.stage("config", () => loadSite(sitePaths(options.root, options.outDir), options.config));
  const content = await reporter.stage("collect", () => collectContent(paths, config, options.frontMatter?.split));
  const plan = buildSidebars(content.docs, new Map(content.categories.map((c) => [c.dir, c])), config.docs.sidebars, docsBaseUrl(config), config.docs.sidebarsFile ?? paths.configFile, config.baseUrl, config.docs.sidebarCollapsed);
  return { paths, config, content, plan, configFindings: findings };
}

/** What route planning takes from a read site, with the pages compiled so far (outlines and headings). */
export function routeInput(source: SiteSource, modules: Map<string, CompiledModule>) {
  const { config, content, plan, paths } = source;
  return { config, content, plan, modules, docsDir: paths.docs, blogDir: paths.blog, editUrlOf: editUrlOf(config, paths) };
}
