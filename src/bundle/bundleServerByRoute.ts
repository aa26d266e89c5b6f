import path from "node:path";
import type { BuildResult, Plugin } from "esbuild";
import type { PageMeta, Sidebar, SiteData } from "../shared/types.js";
import { sidebarOf, viewHash } from "./sidebarModules.js";
import { runtimeKey } from "./clientRuntime.js";
import { edsitePlugin } from "./edsitePlugin.js";
import { loadCommonJs } from "./loadCommonJs.js";
import { prefixesPattern } from "./moduleRoots.js";
import { mdxSpecifier } from "./routeModuleSource.js";
import { siteDataHash } from "../render/siteDataHash.js";
import { traceRouteFailure } from "./traceRouteFailure.js";
import { minifyCss, type ServerBundle, type ServerBundleInput } from "./bundleServer.js";
import type { BundleBuildOptions, EsbuildRunner } from "./esbuildRunner.js";
import { renderShellSource, serverOptions } from "./serverModule.js";
import { bundleError } from "./bundleError.js";

/** The theme and the modules pages share, as one module, with the two ways pages are rendered. */
interface RuntimeModule {
  shared: Record<string, unknown>;
  renderModule(route: RouteModule, site: SiteData, sidebar?: Sidebar): { html: string; meta: PageMeta };
  renderStatic(content: unknown, site: SiteData, meta: PageMeta): string;
}

/** One route's module (see routeModuleSource). */
interface RouteModule {
  default: unknown;
}

type Rendered = ReturnType<ServerBundle["renderRoute"]>;

/** How a route's module asks for a module of the runtime: `require("edsite-shared:<runtime key>")`. */
const SHARED = "edsite-shared:";

/**
 * Each runner's modules by build (runtime, r-<route>, c-<content>) with the code they were evaluated from: a
 * build whose code is what it was (skipped, or rebuilt to the same output) is not evaluated again.
 */
const evaluatedOf = new WeakMap<EsbuildRunner, Map<string, { code: string; runtime: RuntimeModule | undefined; module: unknown }>>();
/** Each runner's pages from its last build, with the module and site data each was rendered from. */
const pagesOf = new WeakMap<EsbuildRunner, Map<number, { module: unknown; site: string; view: string; rendered: Rendered }>>();

/**
 * The server side built the way `dev` builds the browser side: the theme and the modules pages share as one
 * CommonJS module, and every route as a module of its own that requires the shared ones by key. After a save
 * only the route that changed is bundled and evaluated again, and every page whose module and site data are
 * the ones of its last render keeps its HTML. React stays outside, loaded once by Node for all of them.
 */
export async function bundleServerByRoute(input: ServerBundleInput, runner: EsbuildRunner): Promise<ServerBundle> {
  // React stays with Node, and sidebar views are data each route may carry: the theme and files are shared.
  const planned = input.runtime.filter((entry) => entry.key.startsWith("mod:") || entry.key.startsWith("file:"));
  const sharedKeys = new Set(planned.map((entry) => entry.key));
  const build = (name: string, entry: string, source = "", plugins: Plugin[] = []) =>
    runner
      .build({
        ...serverOptions(input, path.join(input.siteRoot, ".edsite-server", name), true),
        entryPoints: [{ in: entry, out: "module" }],
        plugins: [...plugins, edsitePlugin({ routes: input.routes, modules: input.modules, entry: source, siteRoot: input.siteRoot, importRoots: input.importRoots, moduleRoots: input.moduleRoots, themeOverrides: input.themeOverrides, sass: input.sass, codeThemeCss: input.codeThemeCss })],
      })
      .catch((error: unknown) => {
        throw bundleError(error, input);
      });
  const shareImports: Plugin = {
    name: "edsite-server-shared",
    setup(build) {
      build.onResolve({ filter: new RegExp(`^(${prefixesPattern(input.moduleRoots)}|@site/|\\.\\.?/|/)`) }, (args) => {
        const key = runtimeKey(args.path, args.resolveDir, input);
        return key !== undefined && sharedKeys.has(key) ? { path: SHARED + key, external: true } : undefined;
      });
    },
  };
  const [runtimeBuild, routeBuilds, contentBuilds] = await Promise.all([
    build("runtime", "edsite-entry:server-runtime", runtimeSource(planned, input.customCss, input.codeThemeCss !== "")),
    Promise.all(input.routes.map((_, i) => build(`r-${i}`, `edsite-route:${i}`, "", [shareImports]))),
    Promise.all(input.contentIds.map((id, i) => build(`c-${i}`, mdxSpecifier(id), "", [shareImports]))),
  ]);

  let evaluated = evaluatedOf.get(runner);
  if (!evaluated) evaluatedOf.set(runner, (evaluated = new Map()));
  const cache = evaluated;
  const runtime = evaluate(cache, "runtime", runtimeBuild, undefined, (code) => loadCommonJs<RuntimeModule>(code)) as RuntimeModule;
  const provide = (id: string) => (id.startsWith(SHARED) ? runtime.shared[id.slice(SHARED.length)] : undefined);
  const moduleOf = (name: string, result: BuildResult<BundleBuildOptions>) => evaluate(cache, name, result, runtime, (code) => loadCommonJs(code, provide)) as RouteModule;

  let pages = pagesOf.get(runner);
  if (!pages) pagesOf.set(runner, (pages = new Map()));
  const stats = runner.renders;
  if (stats) stats.reused = stats.rendered = 0;
  const kept = pages;
  const assets = new Map<string, Uint8Array>();
  const css: string[] = [];
  for (const result of [runtimeBuild, ...routeBuilds, ...contentBuilds]) {
    for (const file of result.outputFiles) {
      const name = path.basename(file.path);
      if (name.endsWith(".css")) css.push(file.text);
      else if (!name.endsWith(".js") && !name.endsWith(".map")) assets.set(name, file.contents);
    }
  }
  return {
    renderRoute(index, site) {
      const module = moduleOf(`r-${index}`, routeBuilds[index]!);
      const siteHash = siteDataHash(site);
      const sidebar = sidebarOf(input.sidebars, input.routes[index]!);
      const view = sidebar === undefined ? "" : viewHash(sidebar);
      const last = kept.get(index);
      if (last && last.module === module && last.site === siteHash && last.view === view) {
        if (stats) stats.reused++;
        return last.rendered;
      }
      const rendered = runtime.renderModule(module, site, sidebar);
      kept.set(index, { module, site: siteHash, view, rendered });
      if (stats) stats.rendered++;
      return rendered;
    },
    renderContent(id, site, meta) {
      const at = input.contentIds.indexOf(id);
      if (at === -1) throw new Error(`The content ${id} was not bundled for rendering on its own.`);
      return runtime.renderStatic(moduleOf(`c-${at}`, contentBuilds[at]!).default, site, meta);
    },
    css: await minifyCss(css),
    assets,
    traceFailure: (index, site, sourceMapped) => traceRouteFailure(input, index, site, sourceMapped),
  };
}

/** The module a build made, evaluated once for its code and the runtime it runs against. */
function evaluate(
  evaluated: Map<string, { code: string; runtime: RuntimeModule | undefined; module: unknown }>,
  name: string,
  result: BuildResult<BundleBuildOptions>,
  runtime: RuntimeModule | undefined,
  load: (code: string) => unknown,
): unknown {
  const code = result.outputFiles.find((file) => path.basename(file.path) === "module.js")!.text;
  const cached = evaluated.get(name);
  if (cached && cached.runtime === runtime && cached.code === code) return cached.module;
  const module = load(code);
  evaluated.set(name, { code, runtime, module });
  return module;
}

/** The runtime module's source: the theme's shell and its render functions, and the shared modules by key. */
function runtimeSource(planned: { key: string; in: string }[], customCss: string[], codeTheme: boolean): string {
  return [
    ...renderShellSource(customCss, codeTheme),
    ...planned.map((entry, i) => `import * as S${i} from ${JSON.stringify(entry.in)};`),
    // Marked as ES modules: a route's bundled code then reads their default export as such, not the whole object.
    `export const shared = { ${planned.map((entry, i) => `${JSON.stringify(entry.key)}: { ...S${i}, __esModule: true }`).join(", ")} };`,
  ].join("\n");
}
