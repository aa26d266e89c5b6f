import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { buildSite, type SiteOutput } from "../build/buildSite.js";
import { edsiteRoot } from "../build/edsitePaths.js";
import { silentReporter } from "../build/reporter.js";
import { CompileCache } from "./compileCache.js";
import { incrementalEsbuild } from "./incrementalEsbuild.js";

/** One dev build: the site, or what stopped it, with the numbers the terminal shows. */
export type DevBuildOutcome =
  | { ok: true; site: SiteOutput; ms: number; timings: Record<string, number>; compiled: number; rendered: number }
  | { ok: false; error: unknown; ms: number };

export interface DevBuilder {
  /** Builds the whole site in memory, redoing only what changed since the last build. */
  build(): Promise<DevBuildOutcome>;
  /** Identifies edsite's own code (see codeVersion). */
  readonly codeVersion: string;
  /** Files outside node_modules the last build's bundles read. */
  inputFiles(): string[];
  dispose(): Promise<void>;
}

/** Where dev keeps compiled pages between runs: gitignored, next to the site. */
export function devCacheDir(root: string): string {
  return path.join(root, ".edsite-cache");
}

/** The same pipeline as `edsite build`, with a compile cache (persisted) and incremental bundling. */
export async function createDevBuilder(options: { root: string; outDir?: string }): Promise<DevBuilder> {
  const cacheDir = devCacheDir(options.root);
  const version = codeVersion();
  const compileCache = await CompileCache.open({
    file: path.join(cacheDir, "dev-compile.json"),
    highlightFile: path.join(cacheDir, "highlight.json"),
    version,
  });
  const esbuild = incrementalEsbuild();
  // The search files' names carry the build's time so browsers never mix two builds' files from their cache.
  // The dev server tells browsers not to cache, and a name that never changes keeps pages (and the saved
  // snapshot of the last session) identical from build to build.
  const searchTimestamp = 0;
  let saving: Promise<void> = Promise.resolve();

  return {
    codeVersion: version,
    inputFiles: () => esbuild.inputFiles(),
    async build() {
      const start = performance.now();
      const timings: Record<string, number> = {};
      try {
        const site = await buildSite({ root: options.root, outDir: options.outDir, reporter: silentReporter(timings), reuse: { compile: compileCache.compile, esbuild, searchTimestamp } });
        const ms = performance.now() - start;
        const { compiled } = compileCache.endBuild(true);
        // Written in the background: the next start reads it, this build does not wait for it.
        saving = saving.then(() => compileCache.save()).catch(() => {});
        return { ok: true, site, ms, timings, compiled, rendered: esbuild.renders.rendered };
      } catch (error) {
        compileCache.endBuild(false);
        return { ok: false, error, ms: performance.now() - start };
      }
    },
    async dispose() {
      await saving;
      await esbuild.dispose();
    },
  };
}

/**
 * Identifies the compiler's code: every file of the folder this module was loaded from (lib/ once compiled,
 * src/ in tests) and the versions of the packages that decide the compiled output.
 */
function codeVersion(): string {
  const hash = createHash("sha1");
  const here = fileURLToPath(import.meta.url);
  const top = path.relative(edsiteRoot, here).split(path.sep)[0];
  const codeDir = top && top !== ".." ? path.join(edsiteRoot, top) : path.dirname(here);
  for (const file of codeFiles(codeDir)) hash.update(file).update(readFileSync(file));
  for (const name of ["@mdx-js/mdx", "shiki", "remark-gfm", "remark-directive"]) {
    try {
      hash.update(`${name}@${(JSON.parse(readFileSync(path.join(edsiteRoot, "node_modules", name, "package.json"), "utf8")) as { version: string }).version}`);
    } catch {
      hash.update(`${name}@?`);
    }
  }
  return hash.digest("base64url");
}

function codeFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((file) => /\.(js|ts|tsx)$/.test(file))
    .sort()
    .map((file) => path.join(dir, file));
}
