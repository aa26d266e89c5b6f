import { stop as stopEsbuild } from "esbuild";
import { compileContent, describeCompile } from "../compile/compileContent.js";
import { planRoutes } from "../routes/planRoutes.js";
import { createSiteData } from "../routes/createSiteData.js";
import { lastSearchFiles, searchFileNames, type SearchFiles, type SearchFileSettings } from "../search/buildSearchFiles.js";
import { bundleSite, bundleTargetOf } from "../bundle/bundleSite.js";
import type { ServerBundle } from "../bundle/bundleServer.js";
import { featuresOf } from "../bundle/siteFeatures.js";
import { renderPages } from "../render/renderPages.js";
import { startSearch, type StartedSearch } from "../search/startSearch.js";
import { planRedirects, type Redirect } from "../routes/planRedirects.js";
import { currentBuildFile } from "../output/currentBuildFile.js";
import { letBodiesGo } from "../content/collectDocs.js";
import { pageFiles, pagePaths } from "../output/outputFiles.js";
import type { OutputFile } from "../output/emitSite.js";
import type { CompiledModule, ContentGraph, Finding, RenderedPage, ResolvedConfig, Route, SitePaths, SitePlugins } from "../types.js";
import type { SiteData } from "../shared/types.js";
import { readSite, routeInput } from "./readSite.js";
import type { BuildSiteOptions } from "./buildSite.js";
import type { SiteLocalization } from "../i18n/localizeSite.js";
import { markUntranslated } from "../i18n/markUntranslated.js";
import { localizeDates } from "../i18n/localizeDates.js";

/**
 * A site read, compiled, bundled and rendered: what the stages after the render (search, feeds, check) read,
 * and nothing more. The docs, the compiled pages' sources and the bundles stay behind in renderSite's
 * frame, which ends with it: held by one function to the end of the build, they were 21 MB of the main
 * thread's heap as the check began at 10,000 generated pages (heap snapshot, 29 November 2026).
 */
export interface RenderedSite {
  config: ResolvedConfig;
  paths: SitePaths;
  localization: SiteLocalization;
  configFindings: Finding[];
  plugins?: SitePlugins;
  content: Pick<ContentGraph, "posts" | "tags" | "feedStylesheets" | "findings">;
  routes: Route[];
  modules: Map<string, CompiledModule>;
  site: SiteData;
  redirects: { redirects: Redirect[]; findings: Finding[] };
  routeFindings: Finding[];
  searchSettings: SearchFileSettings;
  /** The search started beside the bundle stage (absent when deferred, see BuildReuse.deferSearch). */
  searched?: StartedSearch;
  /** The search files' paths once a sink has taken them as the thread gave them. */
  searchSunk?: Promise<string[]>;
  renderContent: ServerBundle["renderContent"];
  /** The bundles' files, written by the sink while the pages rendered; without a sink, among `bundledFiles`. */
  writingBundled?: Promise<void>;
  bundledFiles: OutputFile[];
  bundledPaths: string[];
  rendered: RenderedPage[];
}

/** The search files handed to the sink, and their paths with those the output folder kept as they were. */
export async function sinkSearch(built: SearchFiles, sink: (files: OutputFile[]) => Promise<void>, lastPages: BuildSiteOptions["lastPages"]): Promise<string[]> {
  await sink(built.files);
  lastPages?.keep(built.kept);
  return [...built.files.map((file) => file.path), ...built.kept];
}

// The two below are made apart from renderSite: a callback made in it would hold every variable its
// closures read (the bundles and compiled sources among them) for as long as the callback is held.

/**
 * The search files written as soon as the thread has built them, and their contents let go: held until the
 * pages were rendered, they were 24 MB at 10,000 pages. The files' paths stay, for the check.
 */
function sinkWhenBuilt(built: Promise<SearchFiles>, sink: (files: OutputFile[]) => Promise<void>, lastPages: BuildSiteOptions["lastPages"]): Promise<string[]> {
  const sunk = built.then(async (files) => {
    const paths = await sinkSearch(files, sink, lastPages);
    files.files.length = 0;
    return paths;
  });
  sunk.catch(() => {});
  return sunk;
}

/**
 * The bundles' files written, then their contents let go (a gigabyte of route chunks and sidebar views at
 * 100,000 pages) while the pages render. `also` is a list the same files are in.
 */
function writeAndLetGo(sink: (files: OutputFile[]) => Promise<void>, files: OutputFile[], also: OutputFile[]): Promise<void> {
  const writing = sink(files).then(() => {
    files.length = 0;
    also.length = 0;
  });
  // Awaited once the pages are rendered; a render that fails first must not leave its failure unhandled.
  writing.catch(() => {});
  return writing;
}

/** The stages up to the render: read, compile, plan, bundle and render, the search started meanwhile. */
export async function renderSite(options: BuildSiteOptions): Promise<RenderedSite> {
  const { reporter, reuse, fileSink } = options;
  const source = reuse?.source ?? (await readSite({ ...options, config: reuse?.config ?? options.configMemo, frontMatter: reuse?.frontMatter ?? options.frontMatter }));
  const { paths, config, content } = source;
  const base = config.baseUrl.replace(/^\//, "");

  const compiled = await reporter.stage("compile", () => compileContent(content, config, options.compileCache, { started: options.compileWorkers, interrupt: reuse?.interruptCompile, siteRoot: paths.root }));
  reporter.info?.(describeCompile(compiled));
  // A one-shot build (which passes `released`) reads no doc's body after this.
  if (options.released) letBodiesGo(content.docs, options.frontMatter?.split);
  const { modules } = compiled;
  const planned = planRoutes(routeInput(source, modules));
  const { notFound, findings: routeFindings } = planned;
  const routes = localizeDates(markUntranslated(planned.routes, source.localization), source.localization);
  const redirects = planRedirects(config, routes, paths.configFile);
  const { site, files: siteDataFiles } = createSiteData(config, content, source.versions, paths.configFile, source.localization);

  const searchSettings = { baseUrl: config.baseUrl, timestamp: reuse?.searchTimestamp ?? Date.now(), ...options.searchSplit };
  // Taken once the pages are rendered: meanwhile a big site's search is built on a thread of its own.
  // A shard or chunk the output folder has as it is made again is not handed back from the thread, nor written.
  const last = options.lastPages && lastSearchFiles(options.lastPages.files, config.baseUrl);
  const searched = reuse?.deferSearch ? undefined : startSearch({ routes, modules, ...searchSettings, ...(last ? { last } : {}) });
  const searchSunk = fileSink && searched?.built && sinkWhenBuilt(searched.built, fileSink, options.lastPages);
  const lastLocale = source.localization.locales.at(-1)?.code === source.localization.locale.code;
  // A deferred search (dev) reads the pages' sections later, and dev passes no `released`.
  if (!reuse?.deferSearch) options.released?.("sections", lastLocale);

  const pages = [...routes, notFound];
  const bundles = await reporter.stage("bundle", () =>
    bundleSite({
      ...bundleTargetOf(source),
      features: featuresOf(source, site),
      routes: pages,
      modules,
      sidebars: source.plan.sidebars,
      contentIds: content.posts.map((p) => p.file),
      esbuild: reuse?.esbuild ?? options.esbuild,
      scratchDir: options.scratchDir,
      batches: options.batches,
      emit: fileSink,
    }),
  );
  const current = currentBuildFile(bundles.scripts.buildUrl, { manifest: bundles.manifestUrl, search: searchFileNames(searchSettings).urls });
  if (options.releaseEsbuild) await stopEsbuild();
  options.released?.("code", lastLocale);
  // Final once bundled: a sink writes them while the pages render, when the writer has a core's idle time.
  const bundledFiles = [...bundles.files, current, ...siteDataFiles];
  const bundledPaths = [...bundledFiles.map((file) => file.path), ...bundles.emitted];
  const writingBundled = fileSink && writeAndLetGo(fileSink, bundledFiles, bundles.files);
  const emit = fileSink && ((page: RenderedPage) => fileSink(pageFiles([page], base)));
  const { lastPages } = options;
  let kept = 0;
  const before = lastPages && {
    pages: lastPages.pages,
    keep: async (page: RenderedPage) => {
      kept++;
      lastPages.keep(pagePaths(page.route, base).map((file) => file.path));
    },
  };
  const { pages: rendered, workers } = await reporter.stage("render", () => renderPages({ routes: pages, bundle: bundles.server, site, cssHref: bundles.cssHref, scripts: bundles.scripts, htmlTags: content.plugins?.htmlTags, emit, sources: { siteRoot: paths.root, withSourceMaps: compiled.withSourceMaps }, before }));
  const count = (n: number, noun: string) => `${n} ${noun}${n === 1 ? "" : "s"}`;
  if (workers > 0) reporter.info?.(`render: ${count(pages.length - kept, "page")} on ${count(workers, "worker thread")}`);
  if (before) reporter.info?.(`render: ${pages.length - kept} rendered, ${kept} kept from the last build`);
  const { posts, tags, feedStylesheets, findings } = content;
  return {
    config,
    paths,
    localization: source.localization,
    configFindings: source.configFindings,
    ...(source.plugins ? { plugins: source.plugins } : {}),
    content: { posts, tags, feedStylesheets, ...(findings ? { findings } : {}) },
    routes,
    modules,
    site,
    redirects,
    routeFindings,
    searchSettings,
    ...(searched ? { searched } : {}),
    ...(searchSunk ? { searchSunk } : {}),
    renderContent: bundles.server.renderContent,
    ...(writingBundled ? { writingBundled } : {}),
    bundledFiles,
    bundledPaths,
    rendered,
  };
}
