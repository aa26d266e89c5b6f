import { loadConfig, type ConfigMemo } from "../config/loadConfig.js";
import { buildSidebars, type SidebarPlan } from "../content/buildSidebars.js";
import { collectContent, editBase } from "../content/collectContent.js";
import type { FrontMatterMemo } from "../content/frontMatterMemo.js";
import type { CompiledModule, ContentGraph, ResolvedConfig, SitePaths } from "../types.js";
import type { Reporter } from "./reporter.js";
import { sitePaths } from "./sitePaths.js";

/** What a build reads before it compiles anything: where the site is, its config, its content and sidebars. */
export interface SiteSource {
  paths: SitePaths;
  config: ResolvedConfig;
  content: ContentGraph;
  plan: SidebarPlan;
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
  const paths = sitePaths(options.root, options.outDir);
  const config = await reporter.stage("config", () => loadConfig(paths.configFile, options.config));
  const content = await reporter.stage("collect", () => collectContent(paths, config, options.frontMatter?.split));
  const plan = buildSidebars(content.docs, new Map(content.categories.map((c) => [c.dir, c])), config.docs.sidebars, `${config.baseUrl}docs`);
  return { paths, config, content, plan };
}

/** What route planning takes from a read site, with the pages compiled so far (outlines and headings). */
export function routeInput(source: SiteSource, modules: Map<string, CompiledModule>) {
  const { config, content, plan, paths } = source;
  return { config, content, plan, modules, docsDir: paths.docs, editBase: editBase(config) };
}
