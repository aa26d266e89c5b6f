import { buildSite } from "./buildSite.js";
import { compileCacheFile, highlightCacheFile } from "./cacheFiles.js";
import { codeVersion } from "./codeVersion.js";
import { CompileCache } from "./compileCache.js";
import { emitSite } from "./emitSite.js";
import { totalBytes } from "./outputFiles.js";
import type { Finding } from "../types.js";
import type { Reporter } from "./reporter.js";

export interface BuildOptions {
  root: string;
  outDir?: string;
  /** With findings, write nothing: a strict build that fails leaves the last good output in place. */
  strict?: boolean;
  reporter: Reporter;
  /**
   * Reuse and keep compiled pages in `.edsite-cache/` next to the site. The CLI turns it on (`--no-cache`
   * turns it off); callers that build fixtures in place leave it off so nothing is written beside them.
   */
  cache?: boolean;
  /** This process runs nothing else on esbuild (the CLI): see BuildSiteOptions.releaseEsbuild. */
  releaseEsbuild?: boolean;
}

export interface BuildResult {
  findings: Finding[];
  pages: number;
  files: number;
  bytes: number;
  outDir: string;
  /** False when a strict build stopped before writing. */
  written: boolean;
}

/** Builds the site in memory, then swaps it into the output folder in one go (unless strict checks failed). */
export async function build(options: BuildOptions): Promise<BuildResult> {
  const useCache = options.cache === true;
  const compileCache = useCache
    ? await CompileCache.open({ file: compileCacheFile(options.root), highlightFile: highlightCacheFile(options.root), version: codeVersion() })
    : CompileCache.inMemory();
  const site = await buildSite({ ...options, compileCache });
  compileCache.endBuild(true);
  // The pages compiled fine whatever the checks find, so the cache is kept even when nothing is written.
  const saving = useCache ? compileCache.save() : Promise.resolve();
  const base = site.config.baseUrl.replace(/^\//, "");
  const result = {
    findings: site.findings,
    pages: site.routes.length,
    files: site.files.length + site.publicFiles.length,
    bytes: totalBytes(site.files),
    outDir: site.paths.outDir,
  };
  if (options.strict && site.findings.length > 0) {
    await saving;
    return { ...result, written: false };
  }
  await options.reporter.stage("write", () =>
    emitSite({ outDir: site.paths.outDir, files: site.files, copyDirs: [{ from: site.paths.public, to: base }] }),
  );
  await saving;
  return { ...result, written: true };
}
