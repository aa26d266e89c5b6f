import path from "node:path";
import { contentHash } from "../contentHash.js";
import type { SiteSource } from "../site/readSite.js";
import { codeThemeCss } from "./codeThemeCss.js";
import { cssModuleSheets } from "./cssModules.js";
import type { OutputFile } from "../output/emitSite.js";
import type { PageScripts } from "../render/renderPage.js";
import type { Sidebar } from "../shared/types.js";
import type { CompiledModule, Route } from "../types.js";
import { bundleClient } from "./bundleClient.js";
import { siteFileOf } from "./keptOutputFile.js";
import { bundleServer, serverRoutesPerBatch, type ServerBundle } from "./bundleServer.js";
import { planRuntime } from "./clientRuntime.js";
import type { BundleTarget, ServerStyles } from "./bundleTarget.js";
import { routeManifest } from "./routeManifest.js";
import { sidebarModules } from "./sidebarModules.js";
import { CURRENT_BUILD_FILE } from "../shared/currentBuild.js";

export interface SiteBundleInput extends BundleTarget, ServerStyles {
  /** The routes to bundle, the not-found page included when it is rendered. */
  routes: Route[];
  modules: Map<string, CompiledModule>;
  sidebars: Sidebar[];
  /**
   * The name of the current-build file the pages name, from the manifest's (default: CURRENT_BUILD_FILE, the
   * same for every build). `dev`'s first page names one of its own, so a tab running that page's runtime
   * never loads the whole site's chunks.
   */
  currentBuildName?: (manifestName: string) => string;
  /** Where a batched server bundle's code waits to be rendered (see spillBatch). */
  scratchDir?: string;
  /** Takes the route chunks as they are built (see ClientInput.emit); SiteBundles.files then lacks them. */
  emit?: (files: OutputFile[]) => Promise<void>;
}

/** What every bundle of a site's build is made for, and the stylesheets its pages load, from what was read. */
export function bundleTargetOf(source: SiteSource): BundleTarget & Omit<ServerStyles, "contentIds"> {
  const { config, paths } = source;
  // A path from the site's folder, or a package's module as it is.
  const clientModules = config.clientModules.map((module) => (module.startsWith(".") ? path.resolve(paths.root, module) : module));
  return {
    siteRoot: paths.root,
    moduleRoots: paths.moduleRoots,
    themeOverrides: paths.themeOverrides,
    baseUrl: config.baseUrl,
    importRoots: [...new Set([paths.public, paths.root, process.cwd()])],
    sass: config.sass,
    customCss: [...config.customCss.map((file) => path.resolve(paths.root, file)), ...clientModules],
    clientModules,
    codeThemeCss: codeThemeCss(config.codeThemes),
  };
}

/** The bundles of a build: how to render each route, what its page loads, and the files to write. */
export interface SiteBundles {
  server: ServerBundle;
  scripts: PageScripts;
  cssHref: string;
  /** URL of the route manifest, named by its contents, for the current-build file (see scripts.buildUrl). */
  manifestUrl: string;
  /** The stylesheet, chunks, assets, route manifest and sidebar pieces, by path under the output folder. */
  files: OutputFile[];
  /** Paths under the output folder of the files given to SiteBundleInput.emit, which `files` lacks. */
  emitted: string[];
}

/**
 * Bundles the routes for the server (to render them) and for the browser (to hydrate them), and names
 * what each page loads.
 */
export async function bundleSite(input: SiteBundleInput): Promise<SiteBundles> {
  const { routes, modules, baseUrl, emit } = input;
  const assets = `${baseUrl.replace(/^\//, "")}assets/`;
  const sidebars = sidebarModules(routes, input.sidebars, baseUrl);
  // What route chunks share with the entry, planned once for both sides' bundles.
  const target: BundleTarget = { siteRoot: input.siteRoot, importRoots: input.importRoots, moduleRoots: input.moduleRoots, themeOverrides: input.themeOverrides, sass: input.sass, baseUrl, esbuild: input.esbuild, clientModules: input.clientModules, features: input.features, batches: input.batches };
  const runtime = planRuntime({ routes, modules, ...target });
  const shared = { routes, modules, sidebars, runtime, ...target };
  const [server, client] = await bundleBoth(
    () => bundleServer({ ...shared, contentIds: input.contentIds, customCss: input.customCss, codeThemeCss: input.codeThemeCss, scratchDir: input.scratchDir }),
    () => bundleClient({ ...shared, emit: emit && ((chunks) => emit(chunks.map(([name, file]) => siteFileOf(assets + name, file)))) }),
    routes.length > serverRoutesPerBatch(input),
  );
  const assetsUrl = `${baseUrl}assets/`;
  const sheets = await cssModuleSheets(client.routeCssModules.flat(), input.siteRoot);
  const stylesOf = (i: number) => (client.routeCssModules[i] ?? []).map((file) => sheets.get(file)!.name);
  const manifest = routeManifest(routes, client.routeChunks, client.routeViews, stylesOf, baseUrl);
  const manifestName = `routes-${contentHash(manifest)}.json`;
  const cssName = `style-${contentHash(server.css)}.css`;
  const preloadsOf = (file: string) => client.staticImports(file);
  const scripts: PageScripts = {
    assetsUrl,
    buildUrl: assetsUrl + (input.currentBuildName?.(manifestName) ?? CURRENT_BUILD_FILE),
    entryUrl: assetsUrl + client.entry,
    chunkUrl: (i) => assetsUrl + client.routeChunks[i],
    sidebarUrl: (i) => (client.routeViews[i] === undefined ? undefined : assetsUrl + client.routeViews[i]),
    preloads: (i) => [...new Set([...preloadsOf(client.entry), ...preloadsOf(client.routeChunks[i]!), ...(client.routeViews[i] === undefined ? [] : [client.routeViews[i]!])])].map((f) => assetsUrl + f),
    styles: (i) => stylesOf(i).map((name) => assetsUrl + name),
  };
  const files: OutputFile[] = [
    { path: assets + cssName, contents: server.css },
    ...[...server.assets].map(([name, data]) => ({ path: assets + name, contents: data })),
    ...[...client.files].map(([name, file]) => siteFileOf(assets + name, file)),
    ...[...sheets.values()].map((sheet) => ({ path: assets + sheet.name, contents: sheet.css })),
    { path: assets + manifestName, contents: manifest },
    ...sidebars.files,
  ];
  // `files` holds them now, and lets them go once written (see buildSite). The closures in `scripts` keep
  // `client` and the render keeps `server` to the end: their maps would hold every chunk's bytes through the
  // render, 95 MB of the 10,000-page set's.
  client.files.clear();
  server.assets.clear();
  return { server, scripts, cssHref: assetsUrl + cssName, manifestUrl: assetsUrl + manifestName, files, emitted: client.emitted.map((name) => assets + name) };
}

/**
 * Both bundles at once on a small site, where they overlap well; one after the other on a big one, where
 * esbuild's process would otherwise hold both builds' memory at once (1.2 GB against 0.94 GB at 3,000
 * generated pages, for the same time).
 */
async function bundleBoth<S, C>(server: () => Promise<S>, client: () => Promise<C>, big: boolean): Promise<[S, C]> {
  if (!big) {
    const [serverBuilt, clientBuilt] = await Promise.allSettled([server(), client()]);
    // When both fail (a package each reads is missing), the error is the server's, not whichever failed first:
    // the same broken site must always say the same thing.
    if (serverBuilt.status === "rejected") throw serverBuilt.reason;
    if (clientBuilt.status === "rejected") throw clientBuilt.reason;
    return [serverBuilt.value, clientBuilt.value];
  }
  const clientBundle = await client();
  return [await server(), clientBundle];
}
