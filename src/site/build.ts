import { displayPath } from "../displayPath.js";
import type { SearchSplitSettings } from "../search/buildSearchFiles.js";
import type { BundleBatches } from "../bundle/bundleTarget.js";
import { buildRecordFile } from "../output/buildRecord.js";
import type { BuildStart } from "./buildOutput.js";
import { codeVersion } from "../package/codeVersion.js";
import { sitePaths } from "./sitePaths.js";
import type { Finding } from "../types.js";
import { failingFindings } from "../check/findingLevels.js";
import type { Reporter } from "./reporter.js";
import type { ConfigMemo } from "../config/loadConfig.js";
import { lastBuildHolds } from "./lastBuildHolds.js";
import type { SourceStamps } from "../output/inputsFingerprint.js";

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
  /** See BuildSiteOptions.searchSplit. */
  searchSplit?: SearchSplitSettings;
  /** See BuildSiteOptions.batches. */
  batches?: BundleBatches;
}

export interface BuildResult {
  findings: Finding[];
  pages: number;
  files: number;
  bytes: number;
  outDir: string;
  /** False when findings stopped the build before writing (see failed). */
  written: boolean;
  /** The findings that stopped it: all of them under --strict, else those the config's checks throw on. */
  failed: Finding[];
}

/**
 * `edsite build`: the last build's outcome when nothing it read has changed (see lastBuildHolds), else a build
 * (see buildOutput).
 */
export async function build(options: BuildOptions): Promise<BuildResult> {
  const startedAt = Date.now();
  const useCache = options.cache === true;
  const version = useCache ? codeVersion() : "";
  const configMemo: ConfigMemo = {};
  let lastRecord: BuildStart["lastRecord"];
  let stamps: SourceStamps | undefined;
  if (useCache) {
    const paths = sitePaths(options.root, options.outDir);
    const last = await lastBuildHolds({ recordFile: buildRecordFile(options.root), paths, version, memo: configMemo });
    if (last.holds) {
      const { outcome } = last;
      options.reporter.info?.(`nothing changed since the last build: ${displayPath(options.root, paths.outDir)} is up to date`);
      const failed = failingFindings(outcome.findings, last.config.checks, options.strict === true);
      return { findings: outcome.findings, pages: outcome.pages, files: outcome.files, bytes: outcome.bytes, outDir: paths.outDir, written: failed.length === 0, failed };
    }
    if (last.damaged) options.reporter.info?.(".edsite-cache/last-build.json is damaged: building from scratch, and writing a new one");
    lastRecord = last.record && { record: last.record, check: last.outputCheck };
    stamps = last.stamps;
  }
  // The pipeline's modules load only once the record does not answer. Loaded up front, they were a sixth of a
  // build with nothing changed: the Ki site's took 204-232 ms this way, 250-310 ms before (6 alternating pairs).
  const { buildOutput } = await import("./buildOutput.js");
  return buildOutput(options, { startedAt, version, configMemo, lastRecord, stamps });
}
