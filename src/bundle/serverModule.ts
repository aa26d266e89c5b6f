// A server module: the entry that imports a batch of routes (or one route, in `dev`) and the theme's shell
// that renders them, and the esbuild options that bundle it for Node.
import path from "node:path";
import type { BuildOptions, BuildResult } from "esbuild";
import { bundleError } from "./bundleError.js";
import { edsitePlugin } from "./edsitePlugin.js";
import { externalReact, reactAliases, siteReact } from "./siteReact.js";
import { mdxSpecifier } from "./routeModuleSource.js";
import { edsiteRoot } from "../package/edsitePaths.js";
import { moduleAliases, type ModuleRoots } from "./moduleRoots.js";
import { featureDefines, type SiteFeatures } from "./siteFeatures.js";
import { ASSET_LOADERS } from "./bundleTarget.js";
import { moduleCodeOf } from "./serverBatch.js";
import type { BundleBuildOptions, EsbuildRunner } from "./esbuildRunner.js";
import type { ServerBundleInput } from "./bundleServer.js";

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
 * The options every server build shares: Node, production React (or React left to Node), the site's aliases.
 * React is left to Node for `dev`: a save then relinks and evaluates only the theme and the pages (about 60 ms
 * less a save), and Node loads React once from edsite's node_modules. React then runs in the mode NODE_ENV
 * names, development by default, which renders the same HTML and warns in the terminal.
 */
export function serverOptions(input: { siteRoot: string; moduleRoots: ModuleRoots; baseUrl: string; features?: SiteFeatures }, outdir: string, leaveReactToNode: boolean) {
  const react = siteReact(input.siteRoot);
  return {
    bundle: true,
    // In memory: the module is evaluated from memory (see loadCommonJs), so each build has its own copy.
    write: false,
    outdir,
    assetNames: "[name]-[hash]",
    publicPath: `${input.baseUrl}assets/`,
    platform: "node",
    // CommonJS, which loadCommonJs evaluates without registering it anywhere, so a build's code is collected once
    // its render is done.
    format: "cjs",
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
export function serverModuleOptions(input: ServerBundleInput, modules: ServerBundleInput["modules"], indexes: number[], contentIds: string[], externalReact = false, places?: number[]) {
  return {
    ...serverOptions(input, serverOutdir(input.siteRoot), externalReact),
    entryPoints: [SERVER_ENTRY_INPUT],
    entryNames: "server",
    plugins: [edsitePlugin({ routes: input.routes, modules, entry: serverEntry(indexes, contentIds, input.customCss, input.codeThemeCss, places), codeThemeCss: input.codeThemeCss, siteRoot: input.siteRoot, importRoots: input.importRoots, moduleRoots: input.moduleRoots, themeOverrides: input.themeOverrides, sass: input.sass })],
  } satisfies BuildOptions;
}

/** Builds one server module (see serverModuleOptions) and takes its outputs apart. */
export async function buildServerModule(input: ServerBundleInput, runner: EsbuildRunner, indexes: number[], contentIds: string[], externalReact = false) {
  let result;
  try {
    result = await runner.build(serverModuleOptions(input, input.modules, indexes, contentIds, externalReact));
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
