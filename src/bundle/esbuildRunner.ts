// How the bundle stages run esbuild: a build may be run fresh, kept on disk between builds (persistedEsbuild),
// or rebuilt incrementally in memory (dev's incrementalEsbuild); the stages ask for a build the same way.
import { build, type BuildOptions, type BuildResult } from "esbuild";
import type { ModuleRenderRoute, ServerModule } from "./bundleServer.js";

/** The bundle stages' builds ask for files in memory and a metafile. */
export type BundleBuildOptions = BuildOptions & { write: false; metafile: true };

/**
 * Runs esbuild for the bundle stages. `build` runs each build from scratch; `dev` passes one that rebuilds
 * incrementally and reuses a page's HTML while nothing the page imports has changed.
 */
export interface EsbuildRunner {
  build(options: BundleBuildOptions): Promise<BuildResult<BundleBuildOptions>>;
  memoizeRender?(result: BuildResult<BundleBuildOptions>, renderRoute: ModuleRenderRoute): ModuleRenderRoute;
  /**
   * Loads the server bundle as CommonJS instead of importing it as an ES module. Node never unloads an
   * imported module, so a process that bundles again and again (`dev`) evaluates each build in a closure
   * that is collected once the next build replaces it.
   */
  loadCommonJs?(code: string): ServerModule;
  /**
   * How many routes one client build bundles, for a site of `routes` routes, and whether those builds may run
   * at once. `dev` builds each route of a small site on its own (the server side too, see
   * bundleServerByRoute), so a save rebuilds the one route that changed.
   */
  routeBuilds?(routes: number): { routesPerBuild: number; concurrent: boolean };
  /** Pages rendered and reused by the last build, when the runner keeps pages from build to build. */
  readonly renders?: { reused: number; rendered: number };
  /**
   * What a build of this runner read, by metafile input, as hashes of its contents; undefined when the
   * runner does not know (then a server module's routes share the key of its whole code, see codeKey).
   */
  inputHashes?(result: BuildResult<BundleBuildOptions>): ReadonlyMap<string, string> | undefined;
  /**
   * `compute()`, kept with the build when the runner keeps builds: a kept build replayed gives back what was
   * kept with it under `name`. `compute` may depend on nothing but the build's result, its inputHashes and
   * what `name` says, and must give plain data.
   */
  keptWith?<T>(result: BuildResult<BundleBuildOptions>, name: string, compute: () => T): T;
  /**
   * The kept build of `options` nearest to what it would read now (see persistedEsbuild): its first module
   * (the entry), every resolved import and every file read as before, and `changed` the plugin modules whose
   * contents differ; undefined when there is none. Nothing is kept or counted until `use()`.
   */
  nearest?(options: BundleBuildOptions): Promise<NearBuild | undefined>;
}

/** A kept build that may stand in for a new one (see EsbuildRunner.nearest). */
export interface NearBuild {
  result: BuildResult<BundleBuildOptions>;
  /** The plugin modules, by metafile input, whose contents are not what the kept build loaded. */
  changed: ReadonlySet<string>;
  /**
   * Takes the kept build as this run's: it stays on disk and counts as replayed, as patched when `patched`
   * of its routes are bundled again beside it (see patchedServerBatch).
   */
  use(patched?: number): void;
}

/** esbuild as it is: a fresh build every time. */
export const oneShotEsbuild: EsbuildRunner = { build: (options) => build(options) };
