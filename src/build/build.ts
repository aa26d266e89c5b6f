import { buildSite } from "./buildSite.js";
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
  const site = await buildSite(options);
  const base = site.config.baseUrl.replace(/^\//, "");
  const result = {
    findings: site.findings,
    pages: site.routes.length,
    files: site.files.length + site.publicFiles.length,
    bytes: totalBytes(site.files),
    outDir: site.paths.outDir,
  };
  if (options.strict && site.findings.length > 0) return { ...result, written: false };
  await options.reporter.stage("write", () =>
    emitSite({ outDir: site.paths.outDir, files: site.files, copyDirs: [{ from: site.paths.public, to: base }] }),
  );
  return { ...result, written: true };
}
