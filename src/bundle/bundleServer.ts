import { contentHash } from "../contentHash.js";
import path from "node:path";
import { transform, type BuildResult } from "esbuild";
import type { CompiledModule, Route } from "../types.js";
import type { PageMeta, Sidebar, SiteData } from "../shared/types.js";
import { sidebarOf, type SidebarModules } from "./sidebarModules.js";
import { bundleServerByRoute } from "./bundleServerByRoute.js";
import type { RuntimeEntry } from "./clientRuntime.js";
import { loadCommonJs } from "./loadCommonJs.js";
import type { BundleTarget, ServerStyles } from "./bundleTarget.js";
import { traceRouteFailure, type RouteFailureTrace } from "./traceRouteFailure.js";
import { routeCodeKeys } from "./routeCodeKeys.js";
import { batchCode, batchFolder, codeBytes, patchRenders, spillBatch, type ModuleCode, type ServerBatch } from "./serverBatch.js";
import { oneShotEsbuild, type BundleBuildOptions, type EsbuildRunner } from "./esbuildRunner.js";
import { buildServerModule, SERVER_ENTRY_INPUT } from "./serverModule.js";
import { buildServerBatch, type BuiltServerBatch } from "./patchedServerBatch.js";

/** What the server bundle offers the render stage. */
export interface ServerBundle {
  renderRoute(index: number, site: SiteData): { html: string; meta: PageMeta };
  /**
   * Renders one compiled MDX module on its own, for feeds: within the site's data and the page's meta, so a
   * component a post uses (a link, a translated string) reads what it would on the post's page.
   */
  renderContent(moduleId: string, site: SiteData, meta: PageMeta): string;
  /** The site's stylesheet (theme and every CSS file pages import), minified. */
  css: string;
  /** Files the bundle emitted besides JS and CSS (images imported by pages), by name under `assets/`. */
  assets: Map<string, Uint8Array>;
  /** A batched build's modules (see SERVER_BATCH_ROUTES), for rendering them on other threads. */
  batches?: readonly ServerBatch[];
  /**
   * The sidebar view route `index` is rendered with: for the threads that render `batches`, and for a page's
   * key, since no module the code keys reach holds it (see routeModuleSource).
   */
  sidebarOf?(index: number): Sidebar | undefined;
  /**
   * A hash of the code that renders route `index` (the module's shell and what the route's module reaches,
   * see routeCodeKeys), for a `build` to tell a page whose code is what the last build rendered; absent in
   * `dev`, which keeps pages its own way.
   */
  codeKey?(index: number): string;
  /** Renders a route that failed again, traceable to its sources (see traceRouteFailure). */
  traceFailure(index: number, site: SiteData, sourceMapped: Map<string, string>): Promise<RouteFailureTrace | undefined>;
}

/** A route's renderer, as the server bundle offers it. */
export type RenderRoute = ServerBundle["renderRoute"];

/**
 * A route's renderer as a server module exports it: the sidebar view the route shows is handed in, as it is
 * no module of the bundle (see routeModuleSource).
 */
export type ModuleRenderRoute = (index: number, site: SiteData, sidebar?: Sidebar) => { html: string; meta: PageMeta };

/** What a server module exports. */
export interface ServerModule {
  renderRoute: ModuleRenderRoute;
  renderContent: ServerBundle["renderContent"];
}


/**
 * Routes a server bundle holds when a site is built in batches. One bundle of every page made esbuild's
 * memory and time grow faster than the page count (730 MB for the server bundle of 3,000 generated pages)
 * and kept every page's code alive in Node for the whole render; batches bound both.
 */
export const SERVER_BATCH_ROUTES = 1000;

/** Routes per server bundle for this build: the target's batch size, else SERVER_BATCH_ROUTES. */
export const serverRoutesPerBatch = (target: Pick<BundleTarget, "batches">) => target.batches?.server ?? SERVER_BATCH_ROUTES;

export interface ServerBundleInput extends BundleTarget, ServerStyles {
  routes: Route[];
  modules: Map<string, CompiledModule>;
  sidebars: Pick<SidebarModules, "views" | "viewOfRoute">;
  /** The modules pages share (see planRuntime); the route-by-route bundles of `dev` require them by key. */
  runtime: RuntimeEntry[];
  /** Where a batched bundle's code waits to be rendered (see spillBatch); without it, in memory. */
  scratchDir?: string;
}

/**
 * Bundles the route modules with the theme into Node modules and loads them, so each page renders with
 * react-dom/server exactly as it will hydrate in the browser. A site of up to SERVER_BATCH_ROUTES pages
 * (and `dev`, which rebuilds incrementally) is one module; a bigger one is several, built one after another
 * and evaluated one at a time as the render stage reaches their routes.
 */
export async function bundleServer(input: ServerBundleInput): Promise<ServerBundle> {
  const runner = input.esbuild ?? oneShotEsbuild;
  const traceFailure: ServerBundle["traceFailure"] = (index, site, sourceMapped) => traceRouteFailure(input, index, site, sourceMapped);
  if (runner.loadCommonJs && runner.routeBuilds?.(input.routes.length).routesPerBuild === 1) return bundleServerByRoute(input, runner);
  const indexes = input.routes.map((_, i) => i);
  const sidebarOfRoute = (index: number) => sidebarOf(input.sidebars, input.routes[index]!);
  const perBatch = serverRoutesPerBatch(input);
  if (runner.loadCommonJs || indexes.length <= perBatch) {
    const { result, code: kept, css, assets } = await buildServerModule(input, runner, indexes, input.contentIds, Boolean(runner.loadCommonJs));
    const code = codeBytes(kept);
    // CommonJS evaluated without registering it, as the batches are: an ES module imported from a file stayed in
    // Node's module map for the process's life, some 13 MB a build of a small site in a process that builds
    // many (the test workers); the Ki site's cold build took the same time either way (6 alternating pairs).
    const module = (runner.loadCommonJs ?? loadCommonJs)(new TextDecoder().decode(code));
    const render = runner.memoizeRender?.(result, module.renderRoute) ?? module.renderRoute;
    const codeKey = runner.loadCommonJs ? undefined : routeKeysOf(runner, result, indexes, code);
    return { renderRoute: (index, site) => render(index, site, sidebarOfRoute(index)), sidebarOf: sidebarOfRoute, renderContent: module.renderContent, css: await minifyCss([css]), assets, traceFailure, ...(codeKey ? { codeKey } : {}) };
  }

  const batches: ServerBatch[] = [];
  const cssParts: string[] = [];
  const assets = new Map<string, Uint8Array>();
  const batchKeys: ((index: number) => string)[] = [];
  const folder = await batchFolder(input.scratchDir);
  for (let first = 0; first < indexes.length; first += perBatch) {
    const routes = indexes.slice(first, first + perBatch);
    const built = await buildServerBatch(input, runner, routes, first === 0 ? input.contentIds : []);
    const patch = built.patch && { routes: built.patch.routes, code: built.patch.code };
    batches.push(await spillBatch({ first, count: routes.length, code: built.code, keepCode: first === 0, ...(patch ? { patch } : {}) }, folder));
    batchKeys.push(batchKeysOf(runner, built, routes));
    cssParts.push(built.css);
    for (const [name, data] of built.assets) assets.set(name, data);
  }
  // One module evaluated at a time: the previous one's code and React copy are collected once replaced.
  let loaded: { batch: number; patch: boolean; module: ServerModule } | undefined;
  const moduleOf = (batch: number, patch = false) => {
    if (loaded?.batch !== batch || loaded.patch !== patch) {
      const { patch: patched } = batches[batch]!;
      loaded = { batch, patch, module: loadCommonJs(batchCode(patch && patched ? patched : batches[batch]!)) };
    }
    return loaded.module;
  };
  return {
    renderRoute: (index, site) => {
      const batch = Math.floor(index / perBatch);
      return moduleOf(batch, patchRenders(batches[batch]!, index)).renderRoute(index % perBatch, site, sidebarOfRoute(index));
    },
    renderContent: contentRenderer(batches[0]!),
    css: await minifyCss(cssParts),
    assets,
    batches,
    sidebarOf: sidebarOfRoute,
    codeKey: (index) => batchKeys[Math.floor(index / perBatch)]!(index),
    traceFailure,
  };
}

/**
 * Renders a post's content (for the feeds) by the first batch, which holds the contents, loaded only when
 * asked, since render workers may render every batch. Made apart from bundleServer, whose closures
 * hold the sidebars and every batch's keys: the feeds run after the render, and the bundles' other parts
 * are let go by then (7 MB at 10,000 generated pages).
 */
function contentRenderer(first: ServerBatch): ServerBundle["renderContent"] {
  let contents: ServerModule | undefined;
  return (id, site, meta) => (contents ??= loadCommonJs<ServerModule>(batchCode(first))).renderContent(id, site, meta);
}

/**
 * The key of the code that renders each route of a server module built from `routes` (see codeKey): its own
 * when the runner knows what the build read (see routeCodeKeys), else the module's code and the route's
 * place in it.
 */
function routeKeysOf(runner: EsbuildRunner, result: BuildResult<BundleBuildOptions>, routes: number[], code: ModuleCode): (index: number) => string {
  const compute = () => {
    const hashes = runner.inputHashes?.(result);
    const keys = hashes && routeCodeKeys(result.metafile, hashes, SERVER_ENTRY_INPUT, routes);
    return keys ? routes.map((index) => keys.get(index)!) : undefined;
  };
  // Kept with the build: a rebuild replays most batches as they were, and their keys are then as they were.
  // Making them again was about 0.3 s of a one-page rebuild at 10,000 pages: that rebuild took 6.12-6.48 s
  // with them kept against 6.32-7.05 s (6 alternating pairs, 27 November 2026; bundle stage 2.88-3.10 s
  // against 3.05-3.40 s).
  const keys = runner.keptWith ? runner.keptWith(result, `route-keys:${contentHash(routes.join(","))}`, compute) : compute();
  return keys ? keysByIndex(routes, keys) : wholeModuleKeys(code, routes[0]!);
}

/**
 * The lookup of routeKeysOf's keys, made apart from it for the reason wholeModuleKeys is: made there, it shared
 * a context with `compute`, so it kept the esbuild result `compute` reads, and with it the batch's output code,
 * for the rest of the build. At 10,000 pages that was 88 MB of the main thread's array buffers from the
 * server batches on (8 MB a batch), through the render; at 100,000 pages, the 0.84 GB the main process grew
 * by while the server batches were built.
 */
function keysByIndex(routes: number[], keys: string[]): (index: number) => string {
  const byIndex = new Map(routes.map((index, i) => [index, keys[i]!]));
  return (index) => byIndex.get(index)!;
}

/** The keys of a batch's routes: a patched route's from its patch (see patchedServerBatch). */
function batchKeysOf(runner: EsbuildRunner, built: BuiltServerBatch, routes: number[]): (index: number) => string {
  const keys = routeKeysOf(runner, built.result, routes, built.code);
  if (!built.patch) return keys;
  const patched = new Set(built.patch.routes);
  const patchKeys = routeKeysOf(runner, built.patch.result, built.patch.routes, built.patch.code);
  return (index) => (patched.has(index) ? patchKeys : keys)(index);
}

/**
 * Keys from the module's code as a whole. Apart from routeKeysOf because V8 gives the closures of one call a
 * single context: one there that read `code` kept every batch's code alive until the build ended, even when
 * the keys came from routeCodeKeys and the render workers had their copies (95 MB at 10,000 pages).
 */
function wholeModuleKeys(code: ModuleCode, first: number): (index: number) => string {
  let whole: string | undefined;
  return (index) => `${(whole ??= contentHash(codeBytes(code)))}@${index - first}`;
}

/**
 * The batches' stylesheets hold the same theme and differ only where a page imports CSS of its own, which is
 * rare: identical ones are kept once, others appended (the theme's rules then repeat, which changes nothing).
 */
export async function minifyCss(parts: string[]): Promise<string> {
  const raw = [...new Set(parts.filter((part) => part !== ""))].join("\n");
  return raw ? (await transform(raw, { loader: "css", minify: true })).code : "";
}
