import { contentHash } from "../contentHash.js";
import { build, stop as stopEsbuild } from "esbuild";
import { loadConfig, type ConfigMemo } from "../config/loadConfig.js";
import type { FrontMatterMemo } from "../content/frontMatterMemo.js";
import { collectContent, editBase } from "../content/collectContent.js";
import { buildSidebars } from "../content/buildSidebars.js";
import { compileContent, describeCompile } from "./compileContent.js";
import type { CompileCache } from "./compileCache.js";
import type { CompilePool } from "./compilePool.js";
import { planRoutes } from "../routes/planRoutes.js";
import { createSiteData } from "./createSiteData.js";
import { bundleServer, SERVER_BATCH_ROUTES, type EsbuildRunner } from "./bundleServer.js";
import { bundleClient } from "./bundleClient.js";
import { planRuntime } from "./clientRuntime.js";
import { routeManifest } from "./routeManifest.js";
import { sidebarModules } from "./sidebarModules.js";
import { renderPages, type PageScripts } from "./renderPages.js";
import { checkLinks } from "../check/checkLinks.js";
import { buildFeeds } from "./feeds.js";
import { sitemapXml, robotsTxt } from "./sitemap.js";
import { listPublicFiles } from "./listPublicFiles.js";
import { pageFiles, pagePaths } from "./outputFiles.js";
import { sitePaths } from "./sitePaths.js";
import { routeKey } from "../routes/outFileFor.js";
import { buildSearchFiles, describeSearchFiles, searchFileNames, searchPaths, type SearchFiles } from "../search/buildSearchFiles.js";
import type { OutputFile } from "./emitSite.js";
import type { Finding, RenderedPage, ResolvedConfig, Route, SitePaths } from "../types.js";
import { loadCommonJs } from "./loadCommonJs.js";
import type { Reporter } from "./reporter.js";

/** A whole site, built in memory: what `build` writes and `dev` serves. */
export interface SiteOutput {
  config: ResolvedConfig;
  paths: SitePaths;
  /** Every page route (the not-found page excluded). */
  routes: Route[];
  /** Generated files, by path relative to the output folder (`ki-editor/docs/x/index.html`). */
  files: OutputFile[];
  /** Files of public/, relative to it, copied under the base folder as they are. */
  publicFiles: string[];
  findings: Finding[];
  /**
   * With BuildReuse.deferSearch: builds the search files, which `files` then lacks. Pages name the files the
   * same way whatever they hold, so `dev` serves the pages first and adds these after.
   */
  searchLater?: { paths: string[]; build: () => Promise<OutputFile[]> };
  /**
   * Set when the build made one page alone (see BuildReuse.firstPage): its route path. `files` then holds
   * that page and the assets it loads, and nothing was checked.
   */
  firstPage?: string;
}

/** What a long-running process (`dev`) keeps between builds to redo only what changed; `build` passes nothing. */
export interface BuildReuse {
  esbuild: EsbuildRunner;
  /** Kept for the whole dev session, so the search files' names (in every page) stay put between rebuilds. */
  searchTimestamp: number;
  /** Leave the search files to SiteOutput.searchLater (their names are fixed by searchTimestamp). */
  deferSearch?: boolean;
  /** The config and each page's front matter as last read, reused while their files stay the same. */
  config?: ConfigMemo;
  frontMatter?: FrontMatterMemo;
  /**
   * The output files (`ki-editor/docs/x/index.html`, ...) someone is waiting for, asked once the content is
   * read. When one is a route's page, that page alone is built, with only the sources it renders compiled
   * (see SiteOutput.firstPage): `dev`'s first build serves the page a tab asked for before the rest. When
   * none is, it is asked again before each page the build compiles (one at a time, letting requests in),
   * and once one is, the build stops with BuildInterrupted (what it compiled is in the cache).
   */
  firstPage?: () => string[];
}

export interface BuildSiteOptions {
  root: string;
  outDir?: string;
  reporter: Reporter;
  /** Compiled pages from earlier builds; what misses it is compiled and added. */
  compileCache: CompileCache;
  /** Compile workers started before the build (see startEarlyCompilePool): the pages that miss the cache go to them. */
  compileWorkers?: CompilePool;
  reuse?: BuildReuse;
  /** Runs the bundle stages' builds when nothing is reused (default: esbuild as it is, see oneShotEsbuild). */
  esbuild?: EsbuildRunner;
  /**
   * Takes each page's files as soon as the page is rendered (`build` writes them into its staging folder), so
   * a big site's pages are never all in memory, and before that the bundles' and search's files, written
   * while the pages render; SiteOutput.files then holds every other file. Without it every file is among
   * SiteOutput.files (`dev` serves them from memory).
   */
  fileSink?: (files: OutputFile[]) => Promise<void>;
  /**
   * Stop esbuild's service process once bundling is done. It keeps the memory of its biggest build until it
   * exits (900 MB at 3,000 generated pages), so a one-shot CLI build hands it back before rendering. Only for
   * a process that runs nothing else on esbuild: a stop ends every build and context in flight.
   */
  releaseEsbuild?: boolean;
}

/**
 * The story of a build: each stage takes the previous stage's data and returns its own, and the reporter
 * shows them one by one. Nothing here touches the output folder.
 */
export async function buildSite(options: BuildSiteOptions): Promise<SiteOutput> {
  const { reporter } = options;
  const paths = sitePaths(options.root, options.outDir);
  const config = await reporter.stage("config", () => loadConfig(paths.configFile, options.reuse?.config));
  const content = await reporter.stage("collect", () => collectContent(paths, config, options.reuse?.frontMatter?.split));
  const plan = buildSidebars(content.docs, new Map(content.categories.map((c) => [c.dir, c])), config.docs.sidebars, `${config.baseUrl}docs`);
  const routeInput = { config, content, plan, docsDir: paths.docs, editBase: editBase(config) };
  // Routes need compiled pages only for their outline and headings; which sources a route renders does not.
  let planned: Route[] | undefined;
  const wanted = options.reuse?.firstPage;
  const routeAskedFor = () => firstPageRoute(wanted?.(), () => (planned ??= planRoutes({ ...routeInput, modules: new Map() }).routes), config.baseUrl);
  const first = routeAskedFor();
  const interrupt = wanted && !first ? () => routeAskedFor() !== undefined : undefined;
  const compiled = await reporter.stage("compile", () => compileContent(content, config, options.compileCache, { started: options.compileWorkers, only: first && new Set(first.contentModules), interrupt }));
  reporter.info?.(describeCompile(compiled));
  const modules = compiled.modules;
  const { site, files: siteDataFiles } = createSiteData(config, content, plan, paths.configFile);
  const routePlan = planRoutes({ ...routeInput, modules });
  // A later route on a taken URL is reported, not rendered: its file would overwrite the first one's.
  const taken = new Set<string>();
  const routes = routePlan.routes.filter((r) => {
    const key = routeKey(r.path);
    if (taken.has(key)) return false;
    taken.add(key);
    return true;
  });
  const allRoutes = first ? routes.filter((r) => r.outFile === first.outFile) : [...routes, routePlan.notFound];
  const searchSettings = { baseUrl: config.baseUrl, timestamp: options.reuse?.searchTimestamp ?? Date.now() };
  const buildSearch = () => buildSearchFiles({ routes, modules, ...searchSettings });
  let search: SearchFiles | undefined;
  // A page built first gets the search files' names only: the whole site's build makes them.
  if (options.reuse?.deferSearch || first) site.globalData.search = searchFileNames(searchSettings).globalData;
  else {
    search = await reporter.stage("search", buildSearch);
    site.globalData.search = search.globalData;
    reporter.info?.(describeSearchFiles(search));
  }

  const sidebars = sidebarModules(allRoutes, plan.sidebars, config.baseUrl);
  // What route chunks share with the entry, planned once for both sides' bundles.
  const runtime = planRuntime({ routes: allRoutes, modules, sidebarViews: sidebars.views.keys(), siteRoot: paths.root });
  const bundleInput = { routes: allRoutes, modules, sidebars, runtime, siteRoot: paths.root, baseUrl: config.baseUrl, esbuild: first ? onceEsbuild : (options.reuse?.esbuild ?? options.esbuild) };
  const [server, client] = await reporter.stage("bundle", () =>
    bundleBoth(() => bundleServer({ ...bundleInput, contentIds: first ? [] : content.posts.map((p) => p.file) }), () => bundleClient(bundleInput), allRoutes.length > SERVER_BATCH_ROUTES),
  );
  if (options.releaseEsbuild) await stopEsbuild();
  const assetsUrl = `${config.baseUrl}assets/`;
  const manifest = routeManifest(allRoutes, client.routeChunks, config.baseUrl);
  // Named by its contents, except in `dev`: it serves nothing from a browser's cache, and a name that stays
  // the same keeps the HTML of every page but the one edited the same from save to save. A page built first
  // keeps its own: a tab still running its runtime must never load the whole site's chunks, and with no
  // other route in it, a link leaves the page by a full load.
  const manifestName = options.reuse && !first ? "routes.json" : `routes-${contentHash(manifest)}.json`;
  const cssName = `style-${contentHash(server.css)}.css`;
  const scripts: PageScripts = {
    assetsUrl,
    manifestUrl: assetsUrl + manifestName,
    entryUrl: assetsUrl + client.entry,
    chunkUrl: (i) => assetsUrl + client.routeChunks[i],
    preloads: (i) => [...new Set([...client.staticImports(client.entry), ...client.staticImports(client.routeChunks[i]!)])].map((f) => assetsUrl + f),
  };
  const base = config.baseUrl.replace(/^\//, "");
  // Final once bundled: a sink writes them while the pages render, when the writer has a core's idle time.
  const bundledFiles: OutputFile[] = [
    { path: `${base}assets/${cssName}`, contents: server.css },
    ...[...server.assets, ...client.files].map(([name, data]) => ({ path: `${base}assets/${name}`, contents: data })),
    { path: `${base}assets/${manifestName}`, contents: manifest },
    ...(search?.files ?? []),
    ...siteDataFiles,
    ...sidebars.files,
  ];
  const { fileSink } = options;
  const writingBundled = fileSink?.(bundledFiles);
  // Awaited once the pages are rendered; a render that fails first must not leave its failure unhandled.
  writingBundled?.catch(() => {});
  const emit = fileSink && ((page: RenderedPage) => fileSink(pageFiles([page], base)));
  const { pages: rendered, workers } = await reporter.stage("render", () => renderPages({ routes: allRoutes, bundle: server, site, cssHref: assetsUrl + cssName, scripts, emit }));
  if (workers > 0) reporter.info?.(`render: ${allRoutes.length} pages on ${workers} worker threads`);
  if (first) return { config, paths, routes: allRoutes, files: [...pageFiles(rendered, base), ...bundledFiles], publicFiles: [], findings: [], firstPage: first.path };
  const feeds = await reporter.stage("feeds", async () =>
    content.posts.length === 0
      ? undefined
      : buildFeeds({
          site: { title: config.title, url: config.url, baseUrl: config.baseUrl, tagline: config.tagline, copyright: config.footer.copyright, favicon: site.favicon },
          posts: content.posts,
          htmlByPost: new Map(content.posts.map((p) => [p.file, server.renderContent(p.file)])),
        }),
  );

  await writingBundled;
  const files: OutputFile[] = [
    ...(emit ? [] : pageFiles(rendered, base)),
    ...(writingBundled ? [] : bundledFiles),
    { path: `${base}sitemap.xml`, contents: sitemapXml(routes, config.url) },
    { path: `${base}robots.txt`, contents: robotsTxt(config.url, config.baseUrl) },
    ...(feeds ? [{ path: `${base}blog/rss.xml`, contents: feeds.rss }, { path: `${base}blog/atom.xml`, contents: feeds.atom }] : []),
  ];

  const publicFiles = await listPublicFiles(paths.public);
  const findings = await reporter.stage("check", async () => {
    const pageOfSource = new Map<string, string>();
    for (const route of routes) for (const source of route.sources) if (!pageOfSource.has(source)) pageOfSource.set(source, route.path);
    // Files a sink took are no longer among `files`, but are just as generated.
    const generated = new Set([
      ...files.map((f) => f.path),
      ...(writingBundled ? bundledFiles.map((f) => f.path) : []),
      ...rendered.flatMap((p) => pagePaths(p.route, base).map((f) => f.path)),
    ]);
    const staticFiles = new Set([...[...generated].map((f) => `/${f}`), ...publicFiles.map((f) => `${config.baseUrl}${f}`)]);
    return dedupeFindings([
      ...routePlan.findings,
      ...publicFiles
        .filter((f) => generated.has(base + f))
        .map((f): Finding => ({
          kind: "duplicate-route",
          page: `${config.baseUrl}${f}`,
          message: `public/${f} and a generated file both want ${config.baseUrl}${f}; the generated one is kept. Rename or remove public/${f}.`,
          source: { file: `${paths.public}/${f}` },
        })),
      ...[...modules.values()].flatMap((m) => m.findings.map((f) => ({ ...f, page: f.page ?? pageOfSource.get(m.file) }))),
      ...checkLinks({ pages: rendered.filter((p) => p.route.kind !== "notFound"), modules, baseUrl: config.baseUrl, staticFiles }),
    ]);
  });
  return { config, paths, routes, files, publicFiles, findings, searchLater: search ? undefined : { paths: searchPaths(searchSettings), build: async () => (await buildSearch()).files } };
}

/**
 * A one-page build's bundles run on esbuild as it is: the long-lived contexts `dev` keeps are made for the
 * whole site's routes, and the next build is the whole site's.
 */
const onceEsbuild: EsbuildRunner = { build: (options) => build(options), loadCommonJs };

/** The route whose page is among `wanted` (output paths), if any: the first of its URL, as the build keeps it. */
function firstPageRoute(wanted: string[] | undefined, planned: () => Route[], baseUrl: string): Route | undefined {
  if (!wanted || wanted.length === 0) return undefined;
  const base = baseUrl.replace(/^\//, "");
  const pages = new Set(wanted);
  return planned().find((route) => pages.has(base + route.outFile));
}

/**
 * Both bundles at once on a small site, where they overlap well; one after the other on a big one, where
 * esbuild's process would otherwise hold both builds' memory at once (1.2 GB against 0.94 GB at 3,000
 * generated pages, for the same time).
 */
async function bundleBoth<S, C>(server: () => Promise<S>, client: () => Promise<C>, big: boolean): Promise<[S, C]> {
  if (!big) return Promise.all([server(), client()]);
  const clientBundle = await client();
  return [await server(), clientBundle];
}

/** A post's excerpt repeats its post's links; one finding per place is enough. */
function dedupeFindings(findings: Finding[]): Finding[] {
  const seen = new Set<string>();
  return findings.filter((f) => {
    const key = `${f.kind}|${f.page}|${f.url}|${f.source?.file}:${f.source?.line}:${f.source?.column}|${f.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
