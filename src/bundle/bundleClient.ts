import path from "node:path";
import type { BuildOptions, Metafile, OutputFile, Plugin } from "esbuild";
import type { CompiledModule, Route } from "../types.js";
import { edsitePlugin } from "./edsitePlugin.js";
import type { SidebarModules } from "./sidebarModules.js";
import { sidebarViewFiles } from "./sidebarViewFiles.js";
import { oneShotEsbuild, type EsbuildRunner } from "./esbuildRunner.js";
import { bundleError } from "./bundleError.js";
import { buildRouteChunks } from "./patchedRouteBatch.js";
import { edsiteRoot } from "../package/edsitePaths.js";
import { moduleAliases, prefixesPattern } from "./moduleRoots.js";
import { featureDefines } from "./siteFeatures.js";
import { ASSET_LOADERS, type BundleTarget } from "./bundleTarget.js";
import { hintEagerCompile } from "./compileHints.js";
import { reactAliases, siteReact } from "./siteReact.js";
import { isCssModule } from "./cssModules.js";
import { reactFacadeSource, runtimeKey, type RuntimeEntry } from "./clientRuntime.js";
import type { BundledFile } from "./keptOutputFile.js";
import { answersFromArgs } from "../dev/swappablePlugins.js";

/** The browser's files: the entry, one chunk per route, and the chunks they share. */
export interface ClientBundle {
  /** Output files by path under `assets/`. */
  files: Map<string, BundledFile>;
  /** `assets/`-relative path of the entry module. */
  entry: string;
  /** `assets/`-relative path of each route's chunk, by route index. */
  routeChunks: string[];
  /** `assets/`-relative path of the sidebar view each route shows, by route index (see routeModuleSource). */
  routeViews: (string | undefined)[];
  /** Every module a file imports statically (transitively), for <link rel="modulepreload">. */
  staticImports(file: string): string[];
  /** The CSS modules each route's code imports, with the entry's, as absolute paths, by route index. */
  routeCssModules: string[][];
  /** Paths under `assets/` of the files given to ClientInput.emit, which `files` lacks. */
  emitted: string[];
}

/**
 * Routes bundled by one esbuild build. One build of every route of a 10,000-page site held 3.4 GB in
 * esbuild's process; route chunks need nothing from each other, so batches bound that. esbuild's time per
 * route also grows with the routes of a build: the 10,000-page set's route chunks took 22 s in batches of
 * 1,000 and 11-15 s in batches of 250 (100 and 50 were no faster).
 */
export const CLIENT_BATCH_ROUTES = 250;

interface ClientInput extends BundleTarget {
  routes: Route[];
  modules: Map<string, CompiledModule>;
  sidebars: Pick<SidebarModules, "views" | "viewOfRoute">;
  /** The runtime's modules (see planRuntime). */
  runtime: RuntimeEntry[];
  /**
   * Takes each batch of route chunks as soon as it is built, by path under `assets/` (a build writes them), so
   * they are not all held until the bundle stage ends: 127 MB at 10,000 generated pages. Without it they are
   * among ClientBundle.files.
   */
  emit?: (files: [name: string, file: BundledFile][]) => Promise<void>;
}

/**
 * Bundles the browser side: first the runtime (the entry and every module route chunks share, split into
 * content-hashed chunks), then the routes in batches, each route one chunk that imports the runtime's modules
 * by URL. The entry holds no route data, so its hash changes only when the runtime does.
 */
export async function bundleClient(input: ClientInput): Promise<ClientBundle> {
  const runner = input.esbuild ?? oneShotEsbuild;
  const assetsUrl = `${input.baseUrl}assets/`;
  const runtime = await buildRuntime(input, runner, input.runtime);

  const files = new Map(runtime.files);
  const direct = new Map(runtime.direct);
  const cssOf = new Map(runtime.cssOf);
  const routeChunks: string[] = [];
  const urls = new Map([...runtime.fileOf].map(([key, file]) => [key, assetsUrl + file]));
  const { routesPerBuild, concurrent } = runner.routeBuilds?.(input.routes.length) ?? { routesPerBuild: input.batches?.client ?? CLIENT_BATCH_ROUTES, concurrent: false };
  const batches: number[][] = [];
  for (let first = 0; first < input.routes.length; first += routesPerBuild) {
    batches.push(input.routes.slice(first, first + routesPerBuild).map((_, i) => first + i));
  }
  const emitted = new Set<string>();
  const build = async (indexes: number[], n: number) => {
    const batch = await buildRoutes(input, runner, indexes, urls, n);
    if (!input.emit) return batch;
    // An asset two batches import has one name and the same bytes in both: written once.
    const fresh = [...batch.files].filter(([name]) => !files.has(name) && !emitted.has(name));
    for (const [name] of fresh) emitted.add(name);
    await input.emit(fresh);
    return { ...batch, files: new Map<string, BundledFile>() };
  };
  const built = concurrent ? await Promise.all(batches.map(build)) : [];
  if (!concurrent) for (const [n, indexes] of batches.entries()) built.push(await build(indexes, n));
  for (const batch of built) {
    for (const [name, data] of batch.files) files.set(name, data);
    for (const [file, imports] of batch.direct) direct.set(file, imports.filter((url) => url.startsWith(assetsUrl)).map((url) => url.slice(assetsUrl.length)));
    for (const [index, file] of batch.chunks) routeChunks[index] = file;
    for (const [file, css] of batch.cssOf) cssOf.set(file, css);
  }
  const staticImports = transitive(direct);
  const cssOfFiles = (files: string[]) => [...new Set(files.flatMap((file) => cssOf.get(file) ?? []))];
  const everyPage = [runtime.entry, ...staticImports(runtime.entry)];
  const routeCssModules = routeChunks.map((chunk) => cssOfFiles([...everyPage, chunk, ...staticImports(chunk)]));
  const routeViews = input.routes.map((route) => {
    const view = input.sidebars.viewOfRoute.get(route);
    return view === undefined ? undefined : runtime.viewFiles.get(view);
  });
  return { files, entry: runtime.entry, routeChunks, routeViews, staticImports, routeCssModules, emitted: [...emitted] };
}

/** What both kinds of build share: browser targets, production React, the site's aliases and asset files. */
function browserOptions(input: ClientInput, outdir: string) {
  return {
    absWorkingDir: input.siteRoot,
    bundle: true,
    write: false,
    outdir,
    assetNames: "[name]-[hash]",
    publicPath: `${input.baseUrl}assets/`,
    format: "esm",
    platform: "browser",
    // Written out, these make esbuild pick a package's `module` for a require() too, as webpack (and so every
    // Docusaurus site) does; by default a require() takes `main`, which is often a UMD file whose inner
    // require()s no bundler can follow (jsonc-parser's, which docusaurus-json-schema-plugin's viewer reaches).
    mainFields: ["browser", "module", "main"],
    target: ["es2022", "chrome100", "firefox100", "safari15"],
    minify: true,
    jsx: "automatic",
    metafile: true,
    logLevel: "silent",
    legalComments: "none",
    define: { "process.env.NODE_ENV": '"production"', ...featureDefines(input.features) },
    nodePaths: [path.join(edsiteRoot, "node_modules")],
    // The stylesheet comes from the server bundle, once for the whole site; CSS modules come apart (see cssModules).
    loader: { ".css": "empty", ...ASSET_LOADERS },
  } satisfies BuildOptions;
}

async function buildRuntime(input: ClientInput, runner: EsbuildRunner, planned: RuntimeEntry[]) {
  const mainFile = path.join(edsiteRoot, "src/client/main.tsx");
  const clientModules = input.clientModules ?? [];
  const outdir = path.join(input.siteRoot, ".edsite-client");
  const facades: Plugin = {
    name: "edsite-react-facades",
    setup(build) {
      build.onResolve({ filter: /^edsite-facade:/ }, answersFromArgs((args) => ({ path: args.path.slice("edsite-facade:".length), namespace: "edsite-facade" })));
      build.onLoad({ filter: /.*/, namespace: "edsite-facade" }, (args) => ({ contents: reactFacadeSource(args.path, siteReact(input.siteRoot)), loader: "js", resolveDir: edsiteRoot }));
    },
  };
  let result;
  try {
    result = await runner.build({
      ...browserOptions(input, outdir),
      entryPoints: [{ in: clientModules.length > 0 ? "edsite-entry:client" : mainFile, out: "main" }, ...planned.map((entry) => ({ in: entry.in, out: entry.out }))],
      splitting: true,
      entryNames: "[dir]/[name]-[hash]",
      chunkNames: "c/[hash]",
      alias: { ...moduleAliases(input.moduleRoots), "@site": input.siteRoot, ...reactAliases(siteReact(input.siteRoot)) },
      plugins: [facades, edsitePlugin({ routes: input.routes, modules: input.modules, entry: clientEntrySource(clientModules, mainFile), siteRoot: input.siteRoot, importRoots: input.importRoots, moduleRoots: input.moduleRoots, themeOverrides: input.themeOverrides, sass: input.sass })],
    });
  } catch (error) {
    throw bundleError(error, input, input.siteRoot);
  }
  const outputs = outputsOf(result.metafile, outdir, input.siteRoot);
  // Entries are told apart by their output names, which are `out` plus a hash.
  const byOut = new Map(planned.map((entry) => [entry.out, entry.key]));
  const fileOf = new Map<string, string>();
  let entry = "";
  for (const [file, info] of outputs) {
    if (!info.entryPoint) continue;
    const out = file.replace(/-[A-Z0-9]+\.js$/, "");
    if (out === "main") entry = file;
    const key = byOut.get(out);
    if (key !== undefined) fileOf.set(key, file);
  }
  const direct = new Map<string, string[]>();
  for (const [file, info] of outputs) {
    direct.set(file, info.imports.filter((imp) => imp.kind === "import-statement" && !imp.external).map((imp) => relativeOutput(imp.path, outdir, input.siteRoot)));
  }
  const files = filesOf(result.outputFiles, outdir);
  hintEagerCompile(files, outputs);
  const viewFiles = new Map<string, string>();
  for (const view of sidebarViewFiles(input.sidebars.views)) {
    files.set(view.file, { contents: view.contents });
    viewFiles.set(view.key, view.file);
    direct.set(view.file, []);
  }
  return { files, entry, fileOf, viewFiles, direct, cssOf: cssModulesOf(outputs, input.siteRoot) };
}

async function buildRoutes(input: ClientInput, runner: EsbuildRunner, indexes: number[], urls: Map<string, string>, batch: number) {
  const outdir = path.join(input.siteRoot, ".edsite-client", `routes-${batch}`);
  // Before the edsite plugin, so the modules the runtime holds are taken from it instead.
  const shared: Plugin = {
    name: "edsite-runtime-imports",
    setup(build) {
      build.onResolve({ filter: new RegExp(`^(react(-dom)?(/.*)?$|${prefixesPattern(input.moduleRoots)}|@site/|\\.\\.?/|/)`) }, (args) => {
        const key = runtimeKey(args.path, args.resolveDir, input);
        const url = key === undefined ? undefined : urls.get(key);
        if (url === undefined || key === undefined) return undefined;
        if (args.kind !== "require-call") return { path: url, external: true };
        // A CommonJS package (bundled into the chunk) requiring React: a browser cannot `require` a URL, so
        // the chunk imports React's module and the package gets it from there. Nothing else is required.
        return key.startsWith("react:") ? { path: url, namespace: "edsite-required" } : undefined;
      });
      build.onResolve({ filter: /^edsite-runtime-url:/ }, answersFromArgs((args) => ({ path: args.path.slice("edsite-runtime-url:".length), external: true })));
      build.onLoad({ filter: /.*/, namespace: "edsite-required" }, (args) => {
        const from = JSON.stringify(`edsite-runtime-url:${args.path}`);
        return { contents: `export * from ${from};\nexport { default } from ${from};`, loader: "js" };
      });
    },
  };
  let result;
  try {
    result = await buildRouteChunks(runner, indexes, (routes) => ({
      ...browserOptions(input, outdir),
      entryPoints: routes.map((i) => ({ in: `edsite-route:${i}`, out: `r/${i}` })),
      entryNames: "[dir]/[name]-[hash]",
      // Theme modules outside the runtime (none that a page names) would be bundled as a copy.
      alias: { ...moduleAliases(input.moduleRoots), "@site": input.siteRoot, ...reactAliases(siteReact(input.siteRoot)) },
      plugins: [shared, edsitePlugin({ routes: input.routes, modules: input.modules, entry: "", siteRoot: input.siteRoot, importRoots: input.importRoots, moduleRoots: input.moduleRoots, themeOverrides: input.themeOverrides, sass: input.sass })],
    }));
  } catch (error) {
    throw bundleError(error, input, input.siteRoot);
  }
  // Kept with the build, so a replayed batch's metafile need not be read (see persistedEsbuild).
  const read = () => {
    const chunks: [index: number, file: string][] = [];
    const direct: [file: string, imports: string[]][] = [];
    const outputs = outputsOf(result.metafile, outdir, input.siteRoot);
    for (const [file, info] of outputs) {
      const point = info.entryPoint;
      if (point?.startsWith("edsite-route:")) chunks.push([Number(point.slice("edsite-route:".length)), file]);
      direct.push([file, info.imports.filter((imp) => imp.kind === "import-statement" && imp.external).map((imp) => imp.path)]);
    }
    return { chunks, direct, cssOf: [...cssModulesOf(outputs, input.siteRoot)] };
  };
  const { chunks, direct, cssOf } = runner.keptWith ? runner.keptWith(result, "route-batch", read) : read();
  return { files: filesOf(result.outputFiles, outdir), chunks: new Map(chunks), direct: new Map(direct), cssOf: new Map(cssOf) };
}

/** The CSS modules bundled into each output file (not those of the files it imports), as absolute paths. */
function cssModulesOf(outputs: ReturnType<typeof outputsOf>, root: string): Map<string, string[]> {
  const cssOf = new Map<string, string[]>();
  for (const [file, info] of outputs) {
    const css = Object.keys(info.inputs).filter(isCssModule).map((input) => path.resolve(root, input));
    if (css.length > 0) cssOf.set(file, css);
  }
  return cssOf;
}

function outputsOf(metafile: Metafile, outdir: string, root: string) {
  return Object.entries(metafile.outputs).map(([file, info]) => [relativeOutput(file, outdir, root), info] as const);
}

/** A metafile path (relative to the working folder) as a path under `assets/`. */
function relativeOutput(file: string, outdir: string, root: string): string {
  return path.relative(outdir, path.resolve(root, file)).split(path.sep).join("/");
}

/** The output files by path under `assets/`, as esbuild gave them: a kept build's are read when written (see keptOutputFile). */
function filesOf(outputFiles: OutputFile[], outdir: string): Map<string, BundledFile> {
  return new Map(outputFiles.map((file) => [path.relative(outdir, file.path).split(path.sep).join("/"), file]));
}

/** Every file each file imports statically, directly or through others, from the direct imports of each. */
function transitive(direct: Map<string, string[]>) {
  const cache = new Map<string, string[]>();
  return function staticImports(file: string): string[] {
    const cached = cache.get(file);
    if (cached) return cached;
    const seen = new Set<string>();
    const visit = (f: string) => {
      for (const imported of direct.get(f) ?? []) {
        if (seen.has(imported)) continue;
        seen.add(imported);
        visit(imported);
      }
    };
    visit(file);
    const list = [...seen];
    cache.set(file, list);
    return list;
  };
}

/** A client module that is a stylesheet: it exports nothing to keep. */
const STYLESHEET = /\.(css|scss|sass|less)$/;

/**
 * The browser's entry when the site has client modules: each imported, in order, before edsite's own entry
 * hydrates the page (an import's module runs before the importer's code), and kept for the navigation
 * lifecycles they may export (see clientModuleLifecycles).
 */
function clientEntrySource(clientModules: string[], mainFile: string): string {
  const lifecycles = path.join(edsiteRoot, "src/client/clientModuleLifecycles.ts");
  const scripts = clientModules.map((file, i) => (STYLESHEET.test(file) ? undefined : `C${i}`));
  return [
    ...clientModules.map((file, i) => (scripts[i] ? `import * as ${scripts[i]} from ${JSON.stringify(file)};` : `import ${JSON.stringify(file)};`)),
    `import { registerClientModules } from ${JSON.stringify(lifecycles)};`,
    `import ${JSON.stringify(mainFile)};`,
    `registerClientModules([${scripts.filter(Boolean).join(", ")}]);`,
  ].join("\n");
}
