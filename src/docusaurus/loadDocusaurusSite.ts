import { readFileSync } from "node:fs";
import path from "node:path";
import { siteStylesheetFiles } from "../content/blog/readFeedStylesheets.js";
import { resolveConfig } from "../config/loadConfig.js";
import { AggregateEdsiteError, ConfigError } from "../errors.js";
import type { Finding, ResolvedConfig, SitePaths, SitePlugins } from "../types.js";
import { docusaurusModuleRoots } from "./docusaurusPaths.js";
import { loadSitePlugins } from "./plugins/sitePlugins.js";
import { mapDocusaurusConfig } from "./config/mapDocusaurusConfig.js";
import type { MappingReport } from "./config/optionReader.js";
import { readDocusaurusConfig } from "./readDocusaurusConfig.js";
import { cacheDir as siteCacheDir } from "../site/cacheFiles.js";
import { mapSidebarsFile } from "./sidebars/mapSidebarsFile.js";
import { readSidebarsFile } from "./sidebars/readSidebarsFile.js";
import type { SidebarSpec } from "../content/buildSidebars.js";

/** A Docusaurus site read as edsite's: its config, where its parts are, and what edsite does not honour. */
export interface LoadedDocusaurusSite {
  config: ResolvedConfig;
  paths: SitePaths;
  findings: Finding[];
  /** The site's plugins that edsite runs, if it has any. */
  plugins?: SitePlugins;
}

/**
 * Loads a Docusaurus site's config as Docusaurus does (an object, or a function, maybe async, that returns
 * one), then its sidebars file, and maps both onto edsite's config and folders.
 */
export async function loadDocusaurusSite(paths: SitePaths, locale?: string): Promise<LoadedDocusaurusSite> {
  const file = paths.configFile;
  const cacheDir = siteCacheDir(paths.root);
  const { raw, inputs: configInputs } = await readDocusaurusConfig(file, cacheDir);
  const report: MappingReport = { file, source: readFileSync(file, "utf8"), findings: [], errors: [] };
  const { config, preset, plugins: pluginEntries, i18nPath } = mapDocusaurusConfig(raw, report);
  const sidebars = await sidebarsOf(preset.docs ? preset.docs.sidebarPath : false, paths.root, cacheDir, report.findings);
  config.docs = { ...config.docs, mainDocId: null, sidebars: sidebars.specs, ...(sidebars.file ? { sidebarsFile: sidebars.file } : {}) };
  const errors = report.errors.map((e) => new ConfigError(e.message, { file, line: e.line, column: e.column, hint: e.hint }));
  if (errors.length === 1) throw errors[0];
  if (errors.length > 1) throw new AggregateEdsiteError(errors);
  const root = paths.root;
  // Loaded once the config is known to be good: a plugin's factory may read any of it.
  const plugins = await loadSitePlugins(pluginEntries, raw, paths, cacheDir, (themeDirs) => docusaurusModuleRoots(root, themeDirs), locale);
  config.clientModules = [...(config.clientModules ?? []), ...plugins.clientModules];
  const resolved = resolveConfig(config, file);
  const docs = path.resolve(root, preset.docs ? preset.docs.path : "docs");
  const blog = path.resolve(root, preset.blog ? preset.blog.path : "blog");
  const pages = path.resolve(root, preset.pagesPath);
  // Everything the site was read from, for dev to watch and a build's record to stamp: the folders where the
  // config moved them, the files the config and the sidebars file import, and the feeds' own stylesheets.
  const stylesheets = Object.values(resolved.blog.feedStylesheets).flatMap((given) => (typeof given === "string" ? Object.values(siteStylesheetFiles(blog, given)) : []));
  const read = [docs, blog, pages, ...configInputs, ...sidebars.inputs, ...resolved.customCss.map((css) => path.resolve(root, css)), ...stylesheets, ...plugins.watch, ...plugins.themeDirs];
  const sources = [...new Set([...paths.sources, ...read.filter((source) => source !== file && !source.split(path.sep).includes("node_modules"))])];
  return {
    config: resolved,
    paths: { ...paths, docs, blog, pages, sources, ...(i18nPath !== undefined ? { i18n: path.resolve(root, i18nPath) } : {}), moduleRoots: docusaurusModuleRoots(root, plugins.themeDirs) },
    findings: [...report.findings, ...plugins.findings],
    ...(plugins.plugins ? { plugins: plugins.plugins } : {}),
  };
}

/** The sidebars: from the sidebars file, or the one sidebar Docusaurus generates when none is named. */
async function sidebarsOf(sidebarPath: string | false | undefined, root: string, cacheDir: string, findings: Finding[]): Promise<{ specs: SidebarSpec[]; file?: string; inputs: string[] }> {
  if (sidebarPath === undefined) return { specs: ["defaultSidebar"], inputs: [] };
  if (sidebarPath === false) return { specs: [], inputs: [] };
  const file = path.resolve(root, sidebarPath);
  const { exported, inputs } = await readSidebarsFile(file, cacheDir);
  const mapped = mapSidebarsFile(exported, file, readFileSync(file, "utf8"));
  findings.push(...mapped.findings);
  return { specs: mapped.sidebars, file, inputs };
}
