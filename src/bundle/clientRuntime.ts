// The browser side is built in two parts. The runtime (the entry, React, the theme modules routes use, the
// site components pages import and the sidebar views) is one splitting build; route chunks are built after
// it, in batches, with every import of a runtime module left as an import of that module's file. Route
// chunks then share one React, one theme and one copy of each component with the entry, while esbuild never
// has to hold every page of a big site in one build.
import { readFileSync } from "node:fs";
import { localScriptsReached, SPECIFIERS } from "../content/localScripts.js";
import { createRequire } from "node:module";
import path from "node:path";
import type { CompiledModule, Route } from "../types.js";
import { edsiteRoot, reactExportsFile } from "../package/edsitePaths.js";
import { resolveRooted, rootedPrefix, scriptFile, type ModuleRoots } from "./moduleRoots.js";
import type { SiteReact } from "./siteReact.js";
import { importsOf } from "../mdx/codeImports.js";
import { hasMdxComponents, THEME_MDX_COMPONENTS } from "./mdxComponentsModule.js";

/** One module of the runtime build that route chunks import by URL. */
export interface RuntimeEntry {
  /** What routes' imports are matched by (see runtimeKey). */
  key: string;
  /** The entry point esbuild is given: a file, or a virtual module of the edsite plugins. */
  in: string;
  /** Its output name under `assets/`, before the hash. */
  out: string;
}

/** React's modules that route code may import; each gets a facade with React's own export names. */
const REACT_MODULES = ["react", "react/jsx-runtime", "react-dom", "react-dom/client"];

/** Imports that are data or styles, never shared code: they stay in the chunk (or become files) as now. */
const NOT_CODE = /\.(css|json|svg|png|jpe?g|gif|webp|avif|woff2?|ttf|md|mdx)$/i;

/** What decides how a site's imports resolve: its folder, and the rooted prefixes (`@theme/`, see ModuleRoots). */
export interface SiteModules {
  siteRoot: string;
  moduleRoots: ModuleRoots;
}

/**
 * The runtime key of an import as written in route code, or undefined when the import is bundled into the
 * route's chunk. Relative and `@site/` imports are keyed by the file they name, so two pages that import a
 * component by different paths share it; packages other than React stay in the chunk, since a CommonJS
 * package's export names are only known by running it.
 */
export function runtimeKey(specifier: string, importerDir: string, site: SiteModules): string | undefined {
  const { siteRoot } = site;
  if (REACT_MODULES.includes(specifier)) return `react:${specifier}`;
  if (rootedPrefix(specifier, site.moduleRoots) !== undefined) return `mod:${specifier}`;
  if (NOT_CODE.test(specifier)) return undefined;
  // A component beside the page (`./Widget`) too: bundled into the chunk, the theme modules it reaches would
  // be copies there, and a copy of a context is another context (the page then crashes outside <App>).
  if (specifier.startsWith("./") || specifier.startsWith("../")) return `file:${path.resolve(importerDir, specifier)}`;
  if (specifier.startsWith("@site/")) return `file:${path.join(siteRoot, specifier.slice("@site/".length))}`;
  // esbuild may hand plugins an `@site/` import with the alias already applied.
  if (path.isAbsolute(specifier)) return `file:${specifier}`;
  return undefined;
}

/**
 * Every module route chunks may import from the runtime: React's facades, the theme modules routes render,
 * the script files compiled pages import (and the theme modules they name). Sidebar views are not among them:
 * no module imports one (see sidebarViewFiles).
 */
export function planRuntime(input: SiteModules & { routes: Route[]; modules: Map<string, CompiledModule> }): RuntimeEntry[] {
  const entries = new Map<string, RuntimeEntry>();
  // Keys seen, with or without an entry: every route asks for its template, and finding a module's file is a
  // search of the disk (0.25 s at 10,000 pages when each route searched again).
  const seen = new Set<string>();
  const add = (key: string, entryIn: () => string | undefined, out: () => string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const found = entryIn();
    if (found !== undefined) entries.set(key, { key, in: found, out: out() });
  };
  for (const name of REACT_MODULES) add(`react:${name}`, () => `edsite-facade:${name}`, () => `rt/${name.replace(/\W/g, "-")}`);
  const addRooted = (specifier: string) => add(`mod:${specifier}`, () => resolveRooted(specifier, input.moduleRoots), () => `rt/${specifier.replace(/^@/, "").replace(/\W/g, "-")}`);
  let files = 0;
  const addImport = (specifier: string, importerDir: string) => {
    const key = runtimeKey(specifier, importerDir, input);
    if (key?.startsWith("mod:")) addRooted(key.slice("mod:".length));
    else if (key?.startsWith("file:")) add(key, () => scriptFile(key.slice("file:".length)), () => `s/${files++}-${path.basename(key).replace(/\.\w+$/, "").replace(/\W/g, "-")}`);
  };
  for (const route of input.routes) {
    if (!route.pageFile) addRooted(`@theme/${route.template}`);
    // A page component is bundled into its route's chunk, but the theme modules and the site's own files it
    // reaches are the runtime's: they may hold contexts that the site's theme components (its Root, a
    // wrapped footer) provide or read too, and two copies of a module are two different contexts.
    else for (const { file, code } of localScriptsReached(route.pageFile, input.siteRoot)) for (const match of code.matchAll(SPECIFIERS)) addImport(match[1]!, path.dirname(file));
  }
  // Every compiled page takes its components from the theme's map (see mdxComponentsModule): one shared copy.
  if (input.modules.size > 0 && hasMdxComponents(input.moduleRoots)) addRooted(THEME_MDX_COMPONENTS);
  for (const module of input.modules.values()) for (const specifier of module.imports ?? importsOf(module.code)) addImport(specifier, path.dirname(module.file));
  return [...entries.values()];
}

/** Each React's export names, by the folder of its react package. */
const reactNames = new Map<string, Map<string, string[]>>();

/**
 * React's export names as `npm install` read them (scripts/build-cli.mjs), if they are the installed React's.
 * Reading them here means running React, and its development build of react-dom took ~40 ms of each cold
 * build's bundling to load.
 */
function recordedReactExports(require: NodeJS.Require): { exports: Record<string, string[] | undefined> } | undefined {
  try {
    const recorded = JSON.parse(readFileSync(reactExportsFile, "utf8")) as { versions: Record<string, string>; exports: Record<string, string[]> };
    const installed = (name: string) => (require(`${name}/package.json`) as { version: string }).version;
    return recorded.versions.react === installed("react") && recorded.versions["react-dom"] === installed("react-dom") ? recorded : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The source of a React module's facade. React is CommonJS, and `export *` of a CommonJS module gives an ES
 * module nothing but its default, so the facade names every export React has (read from the installed copy).
 */
export function reactFacadeSource(name: string, react: SiteReact): string {
  let namesOf = reactNames.get(react.react);
  if (!namesOf) {
    const require = createRequire(path.join(edsiteRoot, "package.json"));
    const recorded = react.own ? recordedReactExports(require) : undefined;
    // Each module from the copy the bundles use: `react-dom/client` is the client.js of that react-dom.
    const fileOf = (m: string) => (m.startsWith("react-dom") ? react.reactDom + m.slice("react-dom".length) : react.react + m.slice("react".length));
    const exportsOf = (m: string) => recorded?.exports[m] ?? Object.keys(require(fileOf(m)) as object);
    namesOf = new Map(REACT_MODULES.map((m) => [m, exportsOf(m).filter((key) => key !== "default" && /^[A-Za-z_$][\w$]*$/.test(key))]));
    reactNames.set(react.react, namesOf);
  }
  const names = namesOf.get(name);
  if (!names) throw new Error(`No React facade for ${name}`);
  return [
    `import * as M from ${JSON.stringify(name)};`,
    `const R = M.default ?? M;`,
    `export default R;`,
    names.length > 0 ? `export const { ${names.join(", ")} } = R;` : "",
  ].join("\n");
}
