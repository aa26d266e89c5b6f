// Builds a site's search files the way buildSite does, stopping after the search stage (no bundling, no
// rendering), and opens them with the browser's search engine.
import path from "node:path";
import lunr from "lunr";
import { loadConfig } from "../../src/config/loadConfig.js";
import { collectContent } from "../../src/content/collectContent.js";
import { editUrlOf } from "../../src/content/editUrls.js";
import { mergedPlan, planVersions } from "../../src/content/versions/versionPlans.js";
import { compileContent } from "../../src/compile/compileContent.js";
import { planRoutes } from "../../src/routes/planRoutes.js";
import { sitePaths } from "../../src/site/sitePaths.js";
import { buildSearchFiles, type SearchFiles } from "../../src/search/buildSearchFiles.js";
import { createSearchEngine, type SearchEngine, type SearchHit, type WholeSearchEngine } from "../../src/client/search/searchEngine.js";
import { createSplitSearchEngine } from "../../src/client/search/splitSearchEngine.js";
import type { CompactLunrIndex, SearchDocFile, SplitLunrIndex, SplitSearchDocFile } from "../../src/shared/searchData.js";
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
  const versions = planVersions(content, { siteBase: config.baseUrl, collapsedByDefault: config.docs.sidebarCollapsed, configFile: paths.configFile });
  const { modules } = await compileContent(content, config, CompileCache.inMemory());
  const { routes } = planRoutes({ config, content, plan: mergedPlan(versions), versions, modules, docsDir: paths.docs, editUrlOf: editUrlOf(config, paths) });
  return { routes, modules, baseUrl: config.baseUrl };
}

/** The two files' contents, parsed. */
export function readSearchFiles(files: SearchFiles): { docFile: SearchDocFile; index: CompactLunrIndex } {
  const [docs, index] = files.files.map((f) => JSON.parse(String(f.contents)) as unknown);
  return { docFile: docs as SearchDocFile, index: index as CompactLunrIndex };
}

/** The search engine the browser would make of these files. */
export function engineOf(files: SearchFiles): WholeSearchEngine {
  const { docFile, index } = readSearchFiles(files);
  return createSearchEngine(lunr, docFile, index);
}

/**
 * The engine the browser would make of split files, fetching shards and chunks from `files` and noting each
 * file it fetches (by name) in `fetched`.
 */
export function splitEngineOf(files: SearchFiles, fetched: string[] = []): SearchEngine {
  const byName = new Map(files.files.map((f) => [f.path.slice(f.path.lastIndexOf("/") + 1), String(f.contents)]));
  const [docFile, index] = files.files.slice(0, 2).map((f) => JSON.parse(String(f.contents)) as unknown) as [SplitSearchDocFile, SplitLunrIndex];
  if (!("shards" in index)) throw new Error("the search files are not split");
  return createSplitSearchEngine(lunr, docFile, index, async (name) => {
    fetched.push(name);
    const contents = byName.get(name);
    if (contents === undefined) throw new Error(`no search file ${name}`);
    return JSON.parse(contents) as unknown;
  });
}

/** The split engine's hits, once it has fetched what the query needs. */
export async function splitSearch(engine: SearchEngine, query: string): Promise<SearchHit[]> {
  await engine.prepare(query);
  const hits = engine.search(query);
  if (hits === undefined) throw new Error(`"${query}" still waits for files after prepare`);
  return hits;
}
