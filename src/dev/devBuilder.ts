import type { SiteOutput } from "../site/buildSite.js";
import { compileCacheFile } from "../site/cacheFiles.js";
import { codeVersion } from "../package/codeVersion.js";
import { CompileCache } from "../compile/compileCache.js";
import { silentReporter } from "../site/reporter.js";
import { incrementalEsbuild } from "./incrementalEsbuild.js";
import { FrontMatterMemo } from "../content/frontMatterMemo.js";
import { tierUpAsUsual, tierUpLater } from "../v8Tiering.js";
import { collectBeforeGrowing } from "../v8HeapGrowth.js";

/** How long after a build the compile cache is written, unless another build comes first. */
const CACHE_SAVE_DELAY_MS = 1000;

/** How long after the first build the compiler warms up: after the first page is served. */
const WARM_UP_DELAY_MS = 200;

/**
 * Times the warm-up compiles its sample page. V8 optimizes the MDX parser only after a few dozen pages: in
 * a loop, the Ki site's introduction compiled in 20-37 ms on its first ten runs and in 10-14 ms after 40.
 * In dev, a writer's first eight saves of it spent a median 17-25 ms compiling with 40 rounds against
 * 21-29 ms with one (the first save 17-30 ms against 36-37). Each round is a few milliseconds, and a save
 * stops the rounds.
 */
const WARM_UP_ROUNDS = 40;


/** One dev build: the site, or what stopped it, with the numbers the terminal shows. */
export type DevBuildOutcome =
  | { ok: true; site: SiteOutput; ms: number; timings: Record<string, number>; compiled: number; rendered: number; /** The page built alone, see buildForDev. */ firstPage?: string }
  | { ok: false; error: unknown; ms: number };

export interface DevBuilder {
  /**
   * Builds the whole site in memory, redoing only what changed since the last build; or, when `firstPage`
   * names a page of the site, that page alone (see buildForDev).
   */
  build(firstPage?: () => string[]): Promise<DevBuildOutcome>;
  /** Identifies edsite's own code (see codeVersion). */
  readonly codeVersion: string;
  /** Files outside node_modules the last build's bundles read. */
  inputFiles(): string[];
  dispose(): Promise<void>;
}

/** The same pipeline as `edsite build`, with a compile cache (persisted) and incremental bundling. */
export async function createDevBuilder(options: {
  root: string;
  outDir?: string;
  /** Sites up to this many routes bundle route by route (default SEPARATE_ROUTE_BUILDS); tests lower it. */
  separateRouteBuilds?: number;
  /** The locale built, by its code (default: the site's default locale). */
  locale?: string;
}): Promise<DevBuilder> {
  const version = codeVersion();
  const compileCache = await CompileCache.open({ file: compileCacheFile(options.root), version });
  const esbuild = incrementalEsbuild({ separateRouteBuilds: options.separateRouteBuilds });
  // The search files' names carry the build's time so browsers never mix two builds' files from their cache.
  // The dev server tells browsers not to cache, and a name that never changes keeps pages (and the saved
  // snapshot of the last session) identical from build to build.
  const searchTimestamp = 0;
  const reuse = { esbuild, searchTimestamp, deferSearch: true, config: {}, frontMatter: new FrontMatterMemo() };
  let saving: Promise<void> = Promise.resolve();
  // Saving the cache serializes every compiled page on this thread: right after a build it held up the
  // request for the page just rebuilt by 20-40 ms. It waits for a pause in the writer's saves instead.
  let saveTimer: NodeJS.Timeout | undefined;
  let builds = 0;
  let warmTimer: NodeJS.Timeout | undefined;
  let warming: Promise<void> = Promise.resolve();
  /** Set while a build runs, and for good once disposed: the warm-up stops between rounds. */
  let busy = false;
  let siteSources: string[] = [];
  let disposed = false;
  const warmUp = async () => {
    for (let round = 0; round < WARM_UP_ROUNDS && !busy && !disposed; round++) {
      await compileCache.warmUp();
      // A save's build starts between two rounds, not after all of them.
      await new Promise((resolve) => setImmediate(resolve));
    }
  };
  const saveNow = () => {
    clearTimeout(saveTimer);
    saveTimer = undefined;
    saving = saving.then(() => compileCache.save()).catch(() => {});
  };

  return {
    codeVersion: version,
    // What the bundles read, and what the site was read from beyond the usual folders (a Docusaurus site's
    // sidebars file, the files its config imports, a docs folder the config moved).
    inputFiles: () => [...new Set([...esbuild.inputFiles(), ...siteSources])],
    async build(firstPage) {
      const start = performance.now();
      const timings: Record<string, number> = {};
      // The first build does a one-shot build's work (every page, on a cold compiler): V8 optimizes late for
      // it, as in `build` (see v8Tiering), and as usual again for the saves that follow. A first start
      // without caches went from 1.9-2.1 s to 1.7-1.9 s; saves were no slower.
      const first = builds === 0;
      if (first) tierUpLater();
      // Kept for the whole session, whose heap would otherwise grow far past what it holds (see
      // v8HeapGrowth); set with the first build's flags, which the compile worker's code cache was made under.
      if (first) collectBeforeGrowing();
      busy = true;
      try {
        // Loaded on the first build, not at start: a start on the last session's snapshot serves it while
        // the pipeline's modules (compiler, bundler, search, feeds) load for the checking build.
        const { buildForDev } = await import("./devBuild.js");
        const { site, firstPage: builtFirst } = await buildForDev({ root: options.root, outDir: options.outDir, reporter: silentReporter(timings), compileCache, reuse, locale: options.locale }, firstPage);
        const ms = performance.now() - start;
        siteSources = site.paths.sources;
        // The whole site's build follows at once: it counts this page among its own, and warms up after.
        if (builtFirst) return { ok: true, site, ms, timings, compiled: compileCache.compiledSoFar, rendered: site.routes.length, firstPage: builtFirst };
        const { compiled } = compileCache.endBuild(true);
        // The compiler warms up before the writer's first save: a start from the caches has not run it at all,
        // and a first build that compiled every page ran it with V8 optimizing late.
        if (builds++ === 0) {
          warmTimer = setTimeout(() => (warming = warmUp().catch(() => {})), WARM_UP_DELAY_MS);
          warmTimer.unref();
        }
        // Written in the background: the next start reads it, this build does not wait for it.
        clearTimeout(saveTimer);
        saveTimer = setTimeout(saveNow, CACHE_SAVE_DELAY_MS);
        saveTimer.unref();
        return { ok: true, site, ms, timings, compiled, rendered: esbuild.renders.rendered };
      } catch (error) {
        compileCache.endBuild(false);
        return { ok: false, error, ms: performance.now() - start };
      } finally {
        busy = false;
        if (first) tierUpAsUsual();
      }
    },
    async dispose() {
      disposed = true;
      clearTimeout(warmTimer);
      await warming;
      if (saveTimer) saveNow();
      await saving;
      await esbuild.dispose();
    },
  };
}

