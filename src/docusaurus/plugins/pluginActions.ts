import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Finding, PageSource, PropModule, PropModules } from "../../types.js";
import type { PluginActions, PluginRouteConfig } from "./docusaurusPlugin.js";
import { PluginError, describePlugin } from "./pluginFailure.js";
import type { LoadedPlugin } from "./loadPlugins.js";
import type { ComponentResolution } from "./resolveRouteComponent.js";

/** What a plugin's actions made: its pages, its global data (if it set some) and findings about its routes. */
export interface ActionsOutput {
  pages: PageSource[];
  globalData?: { data: unknown };
  findings: Finding[];
}

/**
 * The `actions` of a plugin's `contentLoaded`, onto edsite's model: a route is a page whose file is the
 * route's component, given its modules as props; `createData` writes a file under the generated folder
 * (`<plugin>/<id>/<name>`) and gives its path, which a route's modules may name; `setGlobalData` is the
 * plugin's entry of the global data every page reads.
 */
export function pluginActions(loaded: LoadedPlugin, site: { generatedDir: string; baseUrl: string }, components: ComponentResolution, output: ActionsOutput): PluginActions {
  const dataDir = path.join(site.generatedDir, loaded.name.replace(/[^\w@.-]/g, "-"), loaded.id);
  return {
    addRoute(route: PluginRouteConfig) {
      const page = pageOf(route, loaded, site.baseUrl, components, output.findings);
      if (page) output.pages.push(page);
    },
    async createData(name: string, data: unknown) {
      if (typeof name !== "string" || name === "" || path.isAbsolute(name) || name.split(/[\\/]/).includes("..")) {
        throw new PluginError(`The plugin ${describePlugin(loaded)} called createData with the name ${JSON.stringify(name)}`, { file: loaded.file, hint: "Give createData a file name such as \"data.json\" (inside the plugin's own folder)." });
      }
      const file = path.join(dataDir, name);
      const contents = typeof data === "string" ? data : JSON.stringify(data, null, 2);
      // Rewritten only when it changes: the bundles read it, and dev rebuilds when a file they read is written.
      if ((await readFile(file, "utf8").catch(() => undefined)) !== contents) {
        await mkdir(path.dirname(file), { recursive: true });
        await writeFile(file, contents);
      }
      return file;
    },
    setGlobalData(data: unknown) {
      output.globalData = { data };
    },
  };
}

/** A route as a page of the site, or undefined (with a finding) for a route edsite cannot make a page of. */
function pageOf(route: PluginRouteConfig, loaded: LoadedPlugin, baseUrl: string, components: ComponentResolution, findings: Finding[]): PageSource | undefined {
  const who = `The plugin ${describePlugin(loaded)}`;
  if (typeof route?.path !== "string" || typeof route.component !== "string") {
    throw new PluginError(`${who} added a route without a path and a component: ${JSON.stringify(route)}`, { file: loaded.file, hint: "Give addRoute({ path, component }) at least those two strings." });
  }
  const unsupported = (what: string) => findings.push({ kind: "unsupported", message: `${who} added the route ${route.path}, ${what}; it is left out of the build.`, page: route.path, source: loaded.place });
  if (/[:*?()]/.test(route.path)) return void unsupported("a path with parameters, which only a client-side router can serve: edsite writes each page's HTML; give each page a path of its own");
  // Docusaurus writes every page under the base URL too: a plugin names its routes with it.
  if (!`${route.path}/`.startsWith(baseUrl)) return void unsupported(`outside the site's base URL ${baseUrl}, where edsite writes no page; begin the path with the base URL (context.baseUrl)`);
  if (route.routes && route.routes.length > 0) return void unsupported("with routes nested in it, whose component renders them inside its own: edsite renders one component a page; add each nested route as a route of its own");
  const file = components(route.component);
  if (!file) {
    throw new PluginError(`${who} added the route ${route.path} with the component ${JSON.stringify(route.component)}, which is not found`, { file: loaded.file, hint: "Give the component's absolute path (path.resolve(__dirname, ...)), `@theme/X` or `@site/...`." });
  }
  const permalink = route.path.length > 1 ? route.path.replace(/\/+$/, "") : route.path;
  return {
    file,
    permalink,
    props: { modules: propModulesOf(route.modules ?? {}, who, route.path), values: { ...(route.props ?? {}), route: { path: permalink, exact: route.exact ?? false } } },
    ...(loaded.file ? { madeBy: loaded.file } : {}),
  };
}

/** A route's `modules`, checked: each a module's path (or `{ __import: true, path }`), or a list or an object of them. */
function propModulesOf(modules: Record<string, unknown>, who: string, routePath: string): PropModules {
  const moduleOf = (value: unknown, prop: string): PropModule => {
    if (typeof value === "string") return value;
    if (Array.isArray(value)) return value.map((item, i) => moduleOf(item, `${prop}.${i}`));
    if (value && typeof value === "object") {
      const { __import, path: file } = value as { __import?: unknown; path?: unknown };
      if (__import && typeof file === "string") return file;
      return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, moduleOf(inner, `${prop}.${key}`)]));
    }
    throw new PluginError(`${who} gave the route ${routePath} the module ${JSON.stringify(value)} for the prop "${prop}"`, { hint: "Give each of a route's modules as a path (what createData returns), or a list or an object of them." });
  };
  return Object.fromEntries(Object.entries(modules).map(([prop, value]) => [prop, moduleOf(value, prop)]));
}
