import { buildSite, type SiteOutput } from "./buildSite.js";
import { buildEveryLocale } from "./buildEveryLocale.js";
import { buildRecordFile, saveBuildRecord, type BuildRecord } from "../output/buildRecord.js";
import type { BuildOptions, BuildResult } from "./build.js";
import { bundleCacheDir, compileCacheFile, frontMatterCacheFile, keptDocsFile, pagesCacheFile } from "./cacheFiles.js";
import { FrontMatterStore } from "../content/frontMatterStore.js";
import { KeptDocs } from "../content/keptDocs.js";
import { fileStamp } from "../fileStamp.js";
import { persistedEsbuild } from "../bundle/persistedEsbuild.js";
import { cacheDismissalNotice, CompileCache } from "../compile/compileCache.js";
import { startEarlyCompilePool } from "../compile/compilePool.js";
import { siteFingerprint, sourceStamps, type SourceStamps } from "../output/inputsFingerprint.js";
import { recordBundleInputs } from "../bundle/recordBundleInputs.js";
import { StagingFolder, writeAll } from "../output/emitSite.js";
import { OutputUpdate } from "../output/outputUpdate.js";
import { savePagesCache } from "../render/pagesCache.js";
import type { OutputCheck } from "../output/outputCheck.js";
import { forgetLastOutput, lastOutput } from "./lastOutput.js";
import { sitePaths } from "./sitePaths.js";
import { totalBytes } from "../output/outputFiles.js";
import { failingFindings } from "../check/findingLevels.js";
import type { ConfigMemo } from "../config/loadConfig.js";
import { configHash, recordedSideInputs, sourcesHoldLinks } from "./lastBuildHolds.js";
import { isDocusaurusConfig } from "../docusaurus/docusaurusConfigFile.js";

/** What `build` found before it: when it started, the code's version, the config as loaded, the last record. */
export interface BuildStart {
  startedAt: number;
  version: string;
  configMemo: ConfigMemo;
  /** The last build's record as the check read it, with the check of the output folder it started then. */
  lastRecord?: { record: BuildRecord; check?: OutputCheck };
  /** What the check of the last record read of the sources (see SourceStamps). */
  stamps?: SourceStamps;
}

/**
 * Builds the site into a staging folder beside the output folder (pages as they are rendered, the rest at the
 * end) and swaps it in whole; a failed build, or a strict one with findings, leaves the last good output.
 */
export async function buildOutput(options: BuildOptions, start: BuildStart): Promise<BuildResult> {
  const { startedAt, version, configMemo, lastRecord } = start;
  const stamps = start.stamps ?? sourceStamps();
  const useCache = options.cache === true;
  const compileCache = useCache ? await CompileCache.open({ file: compileCacheFile(options.root), version, writeCodesAsCompiled: true }) : CompileCache.inMemory();
  const frontMatter = useCache ? await FrontMatterStore.open(frontMatterCacheFile(options.root), version) : undefined;
  // The stamps the check of the last build took at the start, before any file was read.
  const keptDocs = useCache ? await KeptDocs.open(keptDocsFile(options.root), version, startedAt, (file) => stamps.files.get(file) ?? fileStamp(file)) : undefined;
  if (compileCache.dismissed) options.reporter.info?.(cacheDismissalNotice(compileCache.dismissed));
  const outDir = sitePaths(options.root, options.outDir).outDir;
  const last = useCache ? await lastOutput(options.root, outDir, version, lastRecord) : undefined;
  if (last?.unusable) options.reporter.info?.(`every page is rendered again: ${last.unusable}`);
  const update = last?.output ? await OutputUpdate.open(outDir, last.output, last.folders) : undefined;
  const staging = update ?? (await StagingFolder.open(outDir));
  const lastPages = update && last?.output && last.pages && { pages: last.pages, links: last.pagesFile?.links, files: last.output, keep: (paths: string[]) => paths.forEach((file) => update.keep(file)) };
  const compileWorkers = compileCache.size === 0 ? startEarlyCompilePool() : undefined;
  let saving: Promise<void> = Promise.resolve();
  // Saved once the last locale's search has its entries: the pages compiled fine whatever the later stages
  // find, so the cache is kept even when the build fails after. Parts of it are then let go as their last
  // reader is done (see CompileCache.release).
  let cacheSaved: Promise<void> | undefined;
  const saveCache = () => {
    if (!cacheSaved) {
      compileCache.endBuild(true);
      cacheSaved = useCache ? compileCache.save() : Promise.resolve();
      // Awaited once the build is over, whatever its outcome.
      cacheSaved.catch(() => {});
    }
    return cacheSaved;
  };
  const released = (part: "sections" | "code", lastLocale: boolean) => {
    if (!lastLocale) return;
    saveCache().then(() => {
      compileCache.release(part);
      if (part === "sections") compileCache.codeFromStore();
    }, () => {});
  };
  const bundleInputs = new Set<string>();
  const keptBundles = useCache ? persistedEsbuild(bundleCacheDir(options.root), version) : undefined;
  try {
    const esbuild = recordBundleInputs(bundleInputs, options.root, keptBundles);
    const built = await buildEveryLocale(
      // The workers started early serve the first locale's compile, which closes them.
      (locale) => buildSite({ ...options, configMemo, frontMatter, keptDocs, compileCache, compileWorkers: locale === undefined ? compileWorkers : undefined, esbuild, fileSink: (files) => writeAll(staging, files), scratchDir: staging.scratch, released, lastPages, locale, checkLater: true }),
      options.reporter,
    );
    const { sites } = built;
    const site = sites[0]!;
    if (keptBundles) {
      const { ran, replayed, patched, patchedRoutes } = keptBundles.counts;
      options.reporter.info?.(`bundle: ${ran} esbuild builds run, ${replayed} from the cache`);
      if (patched > 0) options.reporter.info?.(`bundle: ${patched} ${patched === 1 ? "build" : "builds"} from the cache patched, ${patchedRoutes} ${patchedRoutes === 1 ? "route" : "routes"} bundled again`);
      // Every build of this run has been asked for: what none asked for is a deleted page's or an older config's.
      await keptBundles.prune();
    }
    // A build whose last locale was not the site's last saves its cache now.
    void saveCache();
    // The front matter is saved whatever the checks find, as the compile cache was (see `saveCache`).
    saving = useCache ? Promise.all([frontMatter?.save(), keptDocs?.save()]).then(() => {}, () => {}) : Promise.resolve();
    await staging.flush();
    const sum = (count: (one: SiteOutput) => number) => sites.reduce((total, one) => total + count(one), 0);
    const result = {
      findings: built.findings,
      pages: sum((one) => one.routes.length),
      files: staging.written.files + sum((one) => one.files.length + one.publicFiles.length),
      bytes: staging.written.bytes + sum((one) => totalBytes(one.files)),
      outDir: site.paths.outDir,
    };
    const failed = failingFindings(built.findings, site.config.checks, options.strict === true);
    if (failed.length > 0) {
      await staging.discard();
      return { ...result, written: false, failed };
    }
    await options.reporter.stage("write", async () => {
      // Each locale has its own copy of the public files, under its own base URL, as its pages name them.
      for (const one of sites) {
        await writeAll(staging, one.files);
        await staging.copyIn(one.paths.public, one.publicFiles, one.config.baseUrl.replace(/^\//, ""));
      }
      try {
        await staging.publish();
      } catch (error) {
        // An update stopped half-way leaves an output folder no record describes: the next build starts afresh.
        if (update) await forgetLastOutput(options.root);
        throw error;
      }
      // For `edsite dev`, which serves this output at once while it runs its own first build (see buildRecord).
      if (useCache) {
        const inputs = [...new Set([...bundleInputs, ...recordedSideInputs(site.paths, site.config, configMemo)])].sort();
        const fingerprint = siteFingerprint(site.paths, version, inputs, startedAt, stamps);
        // A site with plugins is always built: their postBuild runs each time, and their content is theirs.
        const answerable = !site.plugins && !isDocusaurusConfig(site.paths.configFile);
        const outcome = answerable ? { configHash: configHash(site.localization?.siteConfig ?? site.config), findings: built.findings, pages: result.pages, files: result.files, bytes: result.bytes, linked: sourcesHoldLinks(site.paths, stamps) } : undefined;
        // Without it only the next `dev` start, and the next build, are slower.
        await saveBuildRecord(buildRecordFile(options.root), { outDir: site.paths.outDir, baseUrl: site.config.baseUrl, inputs, fingerprint, outcome, hashes: staging.hashes, files: update?.files(), folders: update?.folders() }).catch(() => {});
        const rendered = new Map(sites.flatMap((one) => [...(one.renderedPages ?? [])]));
        await savePagesCache(pagesCacheFile(options.root), version, rendered, built.links, last?.pagesFile).catch(() => {});
      }
    });
    // Docusaurus runs it on the output as written, and only for a build: `dev` never does.
    for (const one of sites) {
      const plugins = one.plugins;
      if (plugins) await options.reporter.stage("postBuild", () => plugins.postBuild({ routes: one.routes }));
    }
    return { ...result, written: true, failed };
  } catch (error) {
    // A build that failed before its cache was saved (a broken page) still keeps the pages that compiled. A
    // save that fails too must not hide the build's own error.
    if (useCache && !cacheSaved) {
      compileCache.endFailedBuild();
      cacheSaved = compileCache.save().catch(() => {});
    }
    await staging.discard();
    throw error;
  } finally {
    // Compiling closes it without waiting; a build that failed before compiling still has it running.
    await compileWorkers?.close();
    await cacheSaved;
    await saving;
  }
}
