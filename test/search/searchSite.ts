// Builds a site's search files the way buildSite does, stopping after the search stage (no bundling, no
// rendering), and opens them with the browser's search engine.
import path from "node:path";
import lunr from "lunr";
import { loadConfig } from "../../src/config/loadConfig.js";
import { collectContent } from "../../src/content/collectContent.js";
import { editUrlOf } from "../../src/content/editUrls.js";
import { buildSidebars } from "../../src/content/buildSidebars.js";
import { compileContent } from "../../src/compile/compileContent.js";
import { planRoutes } from "../../src/routes/planRoutes.js";
import { sitePaths } from "../../src/site/sitePaths.js";
import { buildSearchFiles, type SearchFiles } from "../../src/search/buildSearchFiles.js";
import { createSearchEngine, type SearchEngine } from "../../src/client/search/searchEngine.js";
import type { CompactLunrIndex, SearchDocFile } from "../../src/shared/searchData.js";
import type { CompiledModule, Route } from "../../src/types.js";
import { CompileCache } from "../../src/compile/compileCache.js";

export interface CompiledSite {
  routes: Route[];
  modules: Map<string, CompiledModule>;
  baseUrl: string;
}

/** Routes and compiled modules of the site in `root`. */
export async function compileSite(root: string): Promise<CompiledSite> {
  const paths = sitePaths(path.resolve(root));
  const config = await loadConfig(paths.configFile);
  const content = await collectContent(paths, config);
  const plan = buildSidebars(content.docs, new Map(content.categories.map((c) => [c.dir, c])), config.docs.sidebars, `${config.baseUrl}docs`);
  const { modules } = await compileContent(content, config, CompileCache.inMemory());
  const { routes } = planRoutes({ config, content, plan, modules, docsDir: paths.docs, editUrlOf: editUrlOf(config, paths) });
  return { routes, modules, baseUrl: config.baseUrl };
}

/** The two files' contents, parsed. */
export function readSearchFiles(files: SearchFiles): { docFile: SearchDocFile; index: CompactLunrIndex } {
  const [docs, index] = files.files.map((f) => JSON.parse(String(f.contents)) as unknown);
  return { docFile: docs as SearchDocFile, index: index as CompactLunrIndex };
}

/** The search engine the browser would make of these files. */
export function engineOf(files: SearchFiles): SearchEngine {
  const { docFile, index } = readSearchFiles(files);
  return createSearchEngine(lunr, docFile, index);
}
