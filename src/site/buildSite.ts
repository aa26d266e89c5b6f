import { readFileSync } from "node:fs";
import type { ConfigMemo } from "../config/loadConfig.js";
import type { FrontMatterMemo, SplitFrontMatter } from "../content/frontMatterMemo.js";
import type { KeptDocs } from "../content/keptDocs.js";
import type { CompileCache } from "../compile/compileCache.js";
import type { CompilePool } from "../compile/compilePool.js";
import { buildSearchFiles, describeSearchFiles, searchPaths, type SearchSplitSettings } from "../search/buildSearchFiles.js";
import type { RecordedOutput } from "../output/outputUpdate.js";
import type { EsbuildRunner } from "../bundle/esbuildRunner.js";
import type { BundleBatches } from "../bundle/bundleTarget.js";
import { pagePlace } from "../render/renderPages.js";
import type { RenderedBefore } from "../render/pageReuse.js";
import { discoveryFiles } from "../output/discoveryFiles.js";
import { redirectFiles } from "../output/redirectFiles.js";
import { sitemapLastmods } from "../output/sitemapLastmods.js";
import { checkBlogPosts } from "../check/checkBlogPosts.js";
import { checkSite, type SiteCheckInput } from "../check/checkSite.js";
import type { LinkCheckRecord } from "../check/linkCheckRecord.js";
import { placeFindings } from "../check/placeFindings.js";
import { listPublicFiles } from "../output/listPublicFiles.js";
import { LinkGuard } from "../content/linkGuard.js";
import { pageFiles, pagePaths } from "../output/outputFiles.js";
import type { OutputFile } from "../output/emitSite.js";
import type { Finding, RenderedPage, ResolvedConfig, Route, SitePaths, SitePlugins } from "../types.js";
import type { SiteSource } from "./readSite.js";
import { renderSite, sinkSearch } from "./renderSite.js";
import type { Reporter } from "./reporter.js";
import type { SiteLocalization } from "../i18n/localizeSite.js";
import { uncheckedLocales, type OtherLocalePages } from "../i18n/otherLocalePages.js";

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
  /** The site's plugins, whose postBuild a build runs once the output is written. */
  plugins?: SitePlugins;
  /**
   * With BuildReuse.deferSearch: builds the search files, which `files` then lacks. Pages name the files the
   * same way whatever they hold, so `dev` serves the pages first and adds these after.
   */
  searchLater?: { paths: string[]; build: () => Promise<OutputFile[]> };
  /** The locale built, among the site's (absent for one page built alone, see buildFirstPage). */
  localization?: SiteLocalization;
  /**
   * With BuildSiteOptions.checkLater: runs the check stage, links into other locales looked up by `elsewhere`
   * (`findings` is empty until then); `pages` are the pages as rendered, for other locales' checks.
   */
  pendingCheck?: { pages: RenderedPage[]; check: (elsewhere: OtherLocalePages) => Promise<CheckedLocale> };
  /** What was rendered of each page, by place (see pagePlace), for the next build's pages cache. */
  renderedPages?: Map<string, RenderedBefore>;
  /** What the link check found (once it ran), for the next build's pages cache. */
  links?: LinkCheckRecord;
}

/** A locale's check: what it found, and what its link check leaves for the next build's (see LinkCheckRecord). */
export interface CheckedLocale {
  findings: Finding[];
  links: LinkCheckRecord;
}

/** What a long-running process (`dev`) keeps between builds to redo only what changed; `build` passes nothing. */
export interface BuildReuse {
  esbuild: EsbuildRunner;
  /** Kept for the whole dev session, so the search files' names are known before they are built (deferSearch). */
  searchTimestamp: number;
  /** Leave the search files to SiteOutput.searchLater (their names are fixed by searchTimestamp). */
  deferSearch?: boolean;
  /** The config and each page's front matter as last read, reused while their files stay the same. */
  config?: ConfigMemo;
  frontMatter?: FrontMatterMemo;
  /** The site as already read for this build (dev reads it first to choose a page to build first). */
  source?: SiteSource;
  /** Called before each page compiled; what it throws stops the build (see CompileContentOptions.interrupt). */
  interruptCompile?: () => void;
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
  /** Front matter parsed by earlier builds (see FrontMatterStore); `dev` keeps its own (BuildReuse.frontMatter). */
  frontMatter?: { split: SplitFrontMatter };
  /** What earlier builds read of each doc, by its file's stamp (see KeptDocs). */
  keptDocs?: KeptDocs;
  /** Keeps the config as loaded (`build` checked the last build against it): loaded again only if its files changed. */
  configMemo?: ConfigMemo;
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
   * Called once the search has its entries, then once the routes are bundled, each time with whether this is
   * the last of the site's locales to be built: what only they read of the pages can go (see CompileCache.release).
   */
  released?: (part: "sections" | "code", lastLocale: boolean) => void;
  /** A folder for what waits between stages on disk rather than in memory (see spillBatch); gone after the build. */
  scratchDir?: string;
  /**
   * Stop esbuild's service process once bundling is done. It keeps the memory of its biggest build until it
   * exits (900 MB at 3,000 generated pages), so a one-shot CLI build hands it back before rendering. Only for
   * a process that runs nothing else on esbuild: a stop ends every build and context in flight.
   */
  releaseEsbuild?: boolean;
  /** When and how the search files are split; by default as buildSearchFiles says (tests split small sites). */
  searchSplit?: SearchSplitSettings;
  /** Routes per bundle on a big site; by default as bundleServer and bundleClient say (tests batch small sites). */
  batches?: BundleBatches;
  /** The locale to build, by its code (default: the site's default locale). */
  locale?: string;
  /**
   * The pages the last build rendered into the output folder now being updated (see OutputUpdate): a page
   * whose key is the one recorded is not rendered again, and `keep` is given the paths of its files. `links`
   * is the last link check of each locale, by base URL: the links of a page kept need not be checked again.
   */
  lastPages?: { pages: ReadonlyMap<string, RenderedBefore>; links?: ReadonlyMap<string, LinkCheckRecord>; files: RecordedOutput; keep(paths: string[]): void };
  /**
   * Leave the check stage to SiteOutput.pendingCheck, for a build of every locale, whose links into each other
   * are checked once all are rendered. Without it, links into other locales are not checked (`dev`).
   */
  checkLater?: boolean;
}

/**
 * The story of a build: each stage takes the previous stage's data and returns its own, and the reporter
 * shows them one by one. Nothing here touches the output folder. The stages up to the render are
 * renderSite's, so that what only they read is gone before the search, feeds and check (see RenderedSite).
 */
export async function buildSite(options: BuildSiteOptions): Promise<SiteOutput> {
  const { reporter, fileSink, lastPages } = options;
  const made = await renderSite(options);
  const { config, paths, routes, modules, site, content, rendered, searchSettings, searched } = made;
  const base = config.baseUrl.replace(/^\//, "");
  const search = searched && (await reporter.stage("search", searched));
  if (search) reporter.info?.(describeSearchFiles(search));
  const writingSearch = search && fileSink && (made.searchSunk ?? sinkSearch(search, fileSink, lastPages));
  writingSearch?.catch(() => {});
  const renderedPages = new Map<string, RenderedBefore>();
  for (const page of rendered) if (page.key !== undefined) renderedPages.set(pagePlace(site, page.route), page.kept ?? { key: page.key, ids: [...page.ids], links: page.links });

  const lastmods = config.sitemap && config.sitemap.lastmod ? await sitemapLastmods(routes, paths.root) : undefined;
  const publicLinks = new LinkGuard(paths.root);
  const publicFiles = await listPublicFiles(paths.public, publicLinks);
  // Crawlers read robots.txt at the host's root only: one under another locale's path would never be read.
  const robotsTxtElsewhere = publicFiles.includes("robots.txt") || !made.localization.locale.isDefault;
  const discovery = await reporter.stage("feeds", async () => [
    ...discoveryFiles({ config, site, routes, posts: content.posts, feedStylesheets: content.feedStylesheets, renderContent: made.renderContent, lastmods, ownRobotsTxt: robotsTxtElsewhere }),
    ...redirectFiles(made.redirects.redirects, config),
  ]);
  await made.writingBundled;
  const searchFilePaths = (await writingSearch) ?? [];
  const emitted = fileSink !== undefined;
  const files = [...(emitted ? [] : pageFiles(rendered, base)), ...(made.writingBundled ? [] : made.bundledFiles), ...(writingSearch ? [] : (search?.files ?? [])), ...discovery];
  const checkPages = rendered.filter((p) => p.route.kind !== "notFound");
  const lastLinks = lastPages?.links?.get(config.baseUrl);
  const check = siteCheck(reporter, {
    pages: checkPages,
    modules,
    baseUrl: config.baseUrl,
    // Files a sink took are no longer among `files`, but are just as generated.
    generated: new Set(files.map((f) => f.path).concat(searchFilePaths, made.bundledPaths, rendered.flatMap((p) => pagePaths(p.route, base).map((f) => f.path)))),
    publicFiles,
    publicDir: paths.public,
    root: paths.root,
    earlier: [...made.configFindings, ...(content.findings ?? []), ...publicLinks.findings, ...made.routeFindings, ...made.redirects.findings, ...checkBlogPosts(content.posts.filter((post) => !post.draft), content.tags)],
    checks: config.checks,
    redirects: { list: made.redirects.redirects, configFile: paths.configFile },
    lastLinks: lastLinks && lastPages && { record: lastLinks, pages: lastPages.pages, placeOf: (page) => pagePlace(site, page.route) },
  });
  const checked = options.checkLater ? undefined : await check(uncheckedLocales(made.localization));
  const findings = checked?.findings ?? [];
  const searchLater = search ? undefined : { paths: searchPaths(searchSettings), build: async () => (await buildSearchFiles({ routes, modules, ...searchSettings })).files };
  const pendingCheck = options.checkLater ? { pages: checkPages, check } : undefined;
  return { config, paths, routes, files, publicFiles, findings, searchLater, localization: made.localization, renderedPages, ...(checked ? { links: checked.links } : {}), ...(pendingCheck ? { pendingCheck } : {}), ...(made.plugins ? { plugins: made.plugins } : {}) };
}

/**
 * The site's check, to run now or once every locale is built (BuildSiteOptions.checkLater). Made here, apart
 * from buildSite, so that it holds what it reads and nothing else: a closure made in buildSite kept every
 * variable any of buildSite's closures read, the bundles' and search's files and the server modules among
 * them, alive until the check ran at the end of the build.
 */
function siteCheck(reporter: Reporter, input: Omit<SiteCheckInput, "elsewhere">): (elsewhere: OtherLocalePages) => Promise<CheckedLocale> {
  return async (elsewhere) => {
    const checked = await reporter.stage("check", async () => {
      const { findings, links, linksChecked } = checkSite({ ...input, elsewhere });
      return { findings: placeFindings(findings, readSourceText), links, linksChecked };
    });
    const { length } = input.pages;
    if (checked.linksChecked < length) reporter.info?.(`check: links of ${checked.linksChecked} of ${length} pages checked, the others' as the last build found them`);
    return { findings: checked.findings, links: checked.links };
  };
}

/** A source file's text for placeFindings: read only for the few findings that lack a line. */
function readSourceText(file: string): string | undefined {
  try {
    return readFileSync(file, "utf8");
  } catch {
    return undefined;
  }
}
