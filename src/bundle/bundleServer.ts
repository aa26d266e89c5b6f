import { contentHash } from "../contentHash.js";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { build, transform, type BuildOptions, type BuildResult } from "esbuild";
import { bundleError } from "./bundleError.js";
import type { CompiledModule, Route } from "../types.js";
import type { PageMeta, Sidebar, SiteData } from "../shared/types.js";
import { edsitePlugin } from "./edsitePlugin.js";
import { sidebarOf, type SidebarModules } from "./sidebarModules.js";
import { bundleServerByRoute } from "./bundleServerByRoute.js";
import type { RuntimeEntry } from "./clientRuntime.js";
import { loadCommonJs } from "./loadCommonJs.js";
import { externalReact, reactAliases, siteReact } from "./siteReact.js";
import { mdxSpecifier } from "./routeModuleSource.js";
import { edsiteRoot } from "../package/edsitePaths.js";
import { moduleAliases, type ModuleRoots } from "./moduleRoots.js";
import { featureDefines, type SiteFeatures } from "./siteFeatures.js";
import type { BundleTarget, ServerStyles } from "./bundleTarget.js";
import { traceRouteFailure, type RouteFailureTrace } from "./traceRouteFailure.js";
import { routeCodeKeys } from "./routeCodeKeys.js";
import { batchCode, batchFolder, codeBytes, moduleCodeOf, patchRenders, spillBatch, type ModuleCode, type ServerBatch } from "./serverBatch.js";
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

/**
 * Routes a server bundle holds when a site is built in batches. One bundle of every page made esbuild's
 * memory and time grow faster than the page count (730 MB for the server bundle of 3,000 generated pages)
 * and kept every page's code alive in Node for the whole render; batches bound both.
 */
export const SERVER_BATCH_ROUTES = 1000;

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
  if (runner.loadCommonJs || indexes.length <= SERVER_BATCH_ROUTES) {
    const { result, code: kept, css, assets } = await buildServerModule(input, runner, indexes, input.contentIds, runner.loadCommonJs ? "cjs" : "esm", Boolean(runner.loadCommonJs));
    const code = codeBytes(kept);
    const module = runner.loadCommonJs ? runner.loadCommonJs(new TextDecoder().decode(code)) : await importModule(code);
    const render = runner.memoizeRender?.(result, module.renderRoute) ?? module.renderRoute;
    const codeKey = runner.loadCommonJs ? undefined : routeKeysOf(runner, result, indexes, code);
    return { renderRoute: (index, site) => render(index, site, sidebarOfRoute(index)), sidebarOf: sidebarOfRoute, renderContent: module.renderContent, css: await minifyCss([css]), assets, traceFailure, ...(codeKey ? { codeKey } : {}) };
  }

  const batches: ServerBatch[] = [];
  const cssParts: string[] = [];
  const assets = new Map<string, Uint8Array>();
  const batchKeys: ((index: number) => string)[] = [];
  const folder = await batchFolder(input.scratchDir);
  for (let first = 0; first < indexes.length; first += SERVER_BATCH_ROUTES) {
    const routes = indexes.slice(first, first + SERVER_BATCH_ROUTES);
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
  // The first batch holds the contents; loaded only when asked, since render workers may render every batch.
  let contents: ServerModule | undefined;
  return {
    renderRoute: (index, site) => {
      const batch = Math.floor(index / SERVER_BATCH_ROUTES);
      return moduleOf(batch, patchRenders(batches[batch]!, index)).renderRoute(index % SERVER_BATCH_ROUTES, site, sidebarOfRoute(index));
    },
    renderContent: (id, site, meta) => (contents ??= moduleOf(0)).renderContent(id, site, meta),
    css: await minifyCss(cssParts),
    assets,
    batches,
    sidebarOf: sidebarOfRoute,
    codeKey: (index) => batchKeys[Math.floor(index / SERVER_BATCH_ROUTES)]!(index),
    traceFailure,
  };
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
  if (keys) {
    const byIndex = new Map(routes.map((index, i) => [index, keys[i]!]));
    return (index) => byIndex.get(index)!;
  }
  return wholeModuleKeys(code, routes[0]!);
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

/**
 * The entry of a server module: the given routes and contents. A route renders by its place in `indexes`, or
 * by the place `places` gives it (a patch's routes keep their places in their batch, see patchedServerBatch).
 */
function serverEntry(indexes: number[], contentIds: string[], customCss: string[], codeThemeCss: string, places?: number[]): string {
  return [
    ...renderShellSource(customCss, codeThemeCss !== ""),
    ...indexes.map((route, i) => `import * as R${i} from "edsite-route:${route}";`),
    ...contentIds.map((id, i) => `import M${i} from ${JSON.stringify(mdxSpecifier(id))};`),
    places ? `const routes = { ${places.map((place, i) => `${place}: R${i}`).join(", ")} };` : `const routes = [${indexes.map((_, i) => `R${i}`).join(", ")}];`,
    `const contents = new Map([${contentIds.map((id, i) => `[${JSON.stringify(id)}, M${i}]`).join(", ")}]);`,
    `export function renderRoute(index, site, sidebar) { return renderModule(routes[index], site, sidebar); }`,
    `export function renderContent(id, site, meta) { return renderStatic(contents.get(id), site, meta); }`,
  ].join("\n");
}

/**
 * The part of a server entry that renders: `renderModule(route, site, sidebar)` puts a route module's page,
 * given the view of the sidebar it shows, in the theme's shell (its meta merged with what the page exports),
 * `renderStatic(Content)` renders content alone.
 */
export function renderShellSource(customCss: string[], codeTheme: boolean): string[] {
  return [
    `import { renderToString, renderToStaticMarkup } from "react-dom/server";`,
    `import { jsx } from "react/jsx-runtime";`,
    `import { App } from "@theme/App";`,
    codeTheme ? `import "edsite-css:code-theme";` : "",
    // After the theme (App imports its stylesheet), so a site's rules come later in the one stylesheet.
    ...customCss.map((file) => `import ${JSON.stringify(file)};`),
    `import { PageHeadCollector } from "@theme/PageHead";`,
    `import { SiteProvider } from "@theme/SiteContext";`,
    `import { setRenderedSite } from ${JSON.stringify(path.join(edsiteRoot, "src/shared/renderedSite.ts"))};`,
    `export function renderModule(route, site, sidebar) {`,
    `  setRenderedSite(site);`,
    `  const meta = route.pageMeta ? { ...route.meta, ...route.pageMeta } : route.meta;`,
    // What the page says of itself while rendering (usePageHead) goes into the <head>, made after it.
    `  const head = {};`,
    `  const page = jsx(App, { site, meta, sidebar, children: jsx(route.default, sidebar === undefined ? {} : { sidebar }) });`,
    `  const html = renderToString(jsx(PageHeadCollector.Provider, { value: head, children: page }));`,
    `  return { html, meta: { ...meta, ...head } };`,
    `}`,
    `export function renderStatic(Content, site, meta) {`,
    `  setRenderedSite(site);`,
    `  return renderToStaticMarkup(jsx(SiteProvider, { site, meta, children: jsx(Content, {}) }));`,
    `}`,
  ];
}

/**
 * React left out of the bundle, for `dev`: a save then relinks and evaluates only the theme and the pages
 * (about 60 ms less a save), and Node loads React once from edsite's node_modules. React then runs in the
 * mode NODE_ENV names, development by default, which renders the same HTML and warns in the terminal.
 */

/**
 * How the bundles read a site's files: images and fonts become files of their own under `assets/` (their URL
 * in the code), and `.js` files may hold JSX, as Docusaurus lets a site's components do.
 */
export const ASSET_LOADERS = { ".js": "jsx", ".svg": "file", ".png": "file", ".jpg": "file", ".jpeg": "file", ".gif": "file", ".webp": "file", ".woff2": "file" } as const;

/** The options every server build shares: Node, production React (or React left to Node), the site's aliases. */
export function serverOptions(input: { siteRoot: string; moduleRoots: ModuleRoots; baseUrl: string; features?: SiteFeatures }, outdir: string, format: "cjs" | "esm", leaveReactToNode: boolean) {
  const react = siteReact(input.siteRoot);
  return {
    bundle: true,
    // In memory: the module is loaded from memory (cjs) or a fresh folder (esm), so each build has its own copy.
    write: false,
    outdir,
    assetNames: "[name]-[hash]",
    publicPath: `${input.baseUrl}assets/`,
    platform: "node",
    format,
    external: leaveReactToNode ? externalReact(react) : undefined,
    // Every page's module shares the bundle's one top-level scope, and esbuild's readable renaming of
    // clashing names there grows faster than the page count (a 3,000-page server build: 9.8 s readable,
    // 5.2 s minified). Render errors are reported by page and message, which minifying keeps.
    minifyIdentifiers: true,
    target: "node20",
    jsx: "automatic",
    logLevel: "silent",
    metafile: true,
    define: { "process.env.NODE_ENV": '"production"', ...featureDefines(input.features) },
    // React's server build is CommonJS and requires Node built-ins; an ES module needs a `require` for that.
    banner: (format === "esm" ? { js: `import { createRequire as __edsiteCreateRequire } from "node:module"; const require = __edsiteCreateRequire(import.meta.url);` } : {}) as Record<string, string>,
    alias: { ...moduleAliases(input.moduleRoots), "@site": input.siteRoot, ...reactAliases(react) },
    nodePaths: [path.join(edsiteRoot, "node_modules")],
    loader: ASSET_LOADERS,
  } satisfies BuildOptions;
}

/** The entry module of a server module, as esbuild names it in the metafile too. */
export const SERVER_ENTRY_INPUT = "edsite-entry:server";

/** Where a server module is built to (in memory): its code is `server.js` there. */
export const serverOutdir = (siteRoot: string) => path.join(siteRoot, ".edsite-server");

/**
 * The build of one server module holding the routes at `indexes` and the contents `contentIds`, from
 * `modules`; `places`, when given, are the routes' places in the module (see serverEntry).
 */
export function serverModuleOptions(input: ServerBundleInput, modules: ServerBundleInput["modules"], indexes: number[], contentIds: string[], format: "cjs" | "esm", externalReact = false, places?: number[]) {
  return {
    ...serverOptions(input, serverOutdir(input.siteRoot), format, externalReact),
    entryPoints: [SERVER_ENTRY_INPUT],
    entryNames: "server",
    plugins: [edsitePlugin({ routes: input.routes, modules, entry: serverEntry(indexes, contentIds, input.customCss, input.codeThemeCss, places), codeThemeCss: input.codeThemeCss, siteRoot: input.siteRoot, importRoots: input.importRoots, moduleRoots: input.moduleRoots, themeOverrides: input.themeOverrides, sass: input.sass })],
  } satisfies BuildOptions;
}

async function buildServerModule(input: ServerBundleInput, runner: EsbuildRunner, indexes: number[], contentIds: string[], format: "cjs" | "esm", externalReact = false) {
  let result;
  try {
    result = await runner.build(serverModuleOptions(input, input.modules, indexes, contentIds, format, externalReact));
  } catch (error) {
    throw bundleError(error, input);
  }
  return serverModuleOutputs(result);
}

/** A server module's code (`server.js`), stylesheet and other files, from its build's result. */
export function serverModuleOutputs(result: BuildResult<BundleBuildOptions>) {
  const outputs = result.outputFiles.map((file) => ({ name: path.basename(file.path), file }));
  const code = moduleCodeOf(outputs.find((o) => o.name === "server.js")!.file);
  const css = outputs.find((o) => o.name.endsWith(".css"))?.file.text ?? "";
  const assets = new Map<string, Uint8Array>();
  for (const { name, file } of outputs) {
    if (name.endsWith(".js") || name.endsWith(".css") || name.endsWith(".map")) continue;
    assets.set(name, file.contents);
  }
  return { result, code, css, assets };
}

/** Imports the bundle from a file of its own; the module stays in memory, so the file goes right away. */
async function importModule(code: Uint8Array): Promise<ServerModule> {
  const moduleDir = await mkdtemp(path.join(os.tmpdir(), "edsite-server-"));
  try {
    await writeFile(path.join(moduleDir, "server.js"), code);
    return (await import(pathToFileURL(path.join(moduleDir, "server.js")).href)) as ServerModule;
  } finally {
    await rm(moduleDir, { recursive: true, force: true });
  }
}
