import { build } from "esbuild";
import type { EsbuildRunner } from "../bundle/esbuildRunner.js";
import { bundleSite, bundleTargetOf } from "../bundle/bundleSite.js";
import { featuresOf } from "../bundle/siteFeatures.js";
import { loadCommonJs } from "../bundle/loadCommonJs.js";
import type { CompileCache } from "../compile/compileCache.js";
import { compileContent } from "../compile/compileContent.js";
import { pageFiles } from "../output/outputFiles.js";
import { renderPages } from "../render/renderPages.js";
import { createSiteData } from "../routes/createSiteData.js";
import { markUntranslated } from "../i18n/markUntranslated.js";
import { localizeDates } from "../i18n/localizeDates.js";
import { planRoutes } from "../routes/planRoutes.js";
import { searchFileNames } from "../search/buildSearchFiles.js";
import { currentBuildFile } from "../output/currentBuildFile.js";
import type { SiteOutput } from "../site/buildSite.js";
import { routeInput, type SiteSource } from "../site/readSite.js";
import type { Reporter } from "../site/reporter.js";
import type { Route } from "../types.js";

/**
 * Finds the route whose page someone is waiting for: `wanted()` lists output paths
 * (`ki-editor/docs/x/index.html`, ...). Routes are planned once, without compiled pages: which page a route
 * writes does not depend on them.
 */
export function routeFinder(source: SiteSource, wanted: () => string[]): () => Route | undefined {
  let planned: Route[] | undefined;
  const base = source.config.baseUrl.replace(/^\//, "");
  return () => {
    const pages = new Set(wanted());
    if (pages.size === 0) return undefined;
    planned ??= planRoutes(routeInput(source, new Map())).routes;
    return planned.find((route) => pages.has(base + route.outFile));
  };
}

/**
 * The page a tab waits for, built alone from the stages of a whole build: only the sources it renders
 * compiled, both its bundles, and its HTML. Nothing is checked and no search files are made: the whole
 * site's build, which follows, does both. Its route manifest names only itself, and its current-build file
 * is its own, so a tab still running this page's runtime never loads the whole site's chunks.
 */
export async function buildFirstPage(source: SiteSource, wanted: Route, options: { compileCache: CompileCache; reporter: Reporter; searchTimestamp: number }): Promise<SiteOutput> {
  const { paths, config, content } = source;
  const { reporter } = options;
  const only = new Set(wanted.contentModules);
  const { modules, withSourceMaps } = await reporter.stage("compile", () => compileContent(content, config, options.compileCache, { only, siteRoot: paths.root }));
  // Planned again with its compiled sources, which give the page its outline and headings.
  const route = localizeDates(markUntranslated(planRoutes(routeInput(source, modules)).routes, source.localization), source.localization).find((r) => r.outFile === wanted.outFile)!;
  const { site, files: siteDataFiles } = createSiteData(config, content, source.versions, paths.configFile, source.localization);
  const bundles = await reporter.stage("bundle", () =>
    bundleSite({ ...bundleTargetOf(source), features: featuresOf(source, site), routes: [route], modules, sidebars: source.plan.sidebars, contentIds: [], esbuild: onceEsbuild, currentBuildName: (manifest) => manifest.replace(/^routes-/, "first-page-") }),
  );
  const current = currentBuildFile(bundles.scripts.buildUrl, { manifest: bundles.manifestUrl, search: searchFileNames({ baseUrl: config.baseUrl, timestamp: options.searchTimestamp }).urls });
  const { pages } = await reporter.stage("render", () => renderPages({ routes: [route], bundle: bundles.server, site, cssHref: bundles.cssHref, scripts: bundles.scripts, htmlTags: source.content.plugins?.htmlTags, sources: { siteRoot: paths.root, withSourceMaps } }));
  const base = config.baseUrl.replace(/^\//, "");
  return { config, paths, routes: [route], files: [...pageFiles(pages, base), ...bundles.files, current, ...siteDataFiles], publicFiles: [], findings: [] };
}

/**
 * A one-page build's bundles run on esbuild as it is: the long-lived contexts `dev` keeps are made for the
 * whole site's routes, and the next build is the whole site's.
 */
const onceEsbuild: EsbuildRunner = { build: (options) => build(options), loadCommonJs };
