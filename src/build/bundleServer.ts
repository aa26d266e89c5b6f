import { mkdtemp, readFile, readdir } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { build, type Message } from "esbuild";
import { EdsiteError } from "../errors.js";
import type { CompiledModule, Route } from "../types.js";
import type { PageMeta, Sidebar, SiteData } from "../shared/types.js";
import { edsitePlugin } from "./edsitePlugin.js";
import { mdxSpecifier } from "./routeModuleSource.js";
import { edsiteRoot, templatesDir } from "./edsitePaths.js";

/** What the server bundle offers the render stage. */
export interface ServerBundle {
  renderRoute(index: number, site: SiteData): { html: string; meta: PageMeta };
  /** Renders one compiled MDX module on its own, for feeds. */
  renderContent(moduleId: string): string;
  /** The site's stylesheet (theme and every CSS file pages import), minified. */
  css: string;
  /** Files the bundle emitted besides JS and CSS (images imported by pages), by name under `assets/`. */
  assets: Map<string, Uint8Array>;
}

/**
 * Bundles every route module with the theme into one Node module and loads it, so each page renders with
 * react-dom/server exactly as it will hydrate in the browser.
 */
export async function bundleServer(input: {
  routes: Route[];
  modules: Map<string, CompiledModule>;
  sidebars: Sidebar[];
  siteRoot: string;
  baseUrl: string;
  /** Compiled modules to expose through renderContent (the blog posts, for feeds). */
  contentIds: string[];
}): Promise<ServerBundle> {
  const outdir = await mkdtemp(path.join(os.tmpdir(), "edsite-server-"));
  const entry = [
    `import { renderToString, renderToStaticMarkup } from "react-dom/server";`,
    `import { jsx } from "react/jsx-runtime";`,
    `import { App } from "@theme/App";`,
    ...input.routes.map((_, i) => `import * as R${i} from "edsite-route:${i}";`),
    ...input.contentIds.map((id, i) => `import M${i} from ${JSON.stringify(mdxSpecifier(id))};`),
    `const routes = [${input.routes.map((_, i) => `R${i}`).join(", ")}];`,
    `const contents = new Map([${input.contentIds.map((id, i) => `[${JSON.stringify(id)}, M${i}]`).join(", ")}]);`,
    `export function renderRoute(index, site) {`,
    `  const route = routes[index];`,
    `  const meta = route.pageMeta ? { ...route.meta, ...route.pageMeta } : route.meta;`,
    `  const html = renderToString(jsx(App, { site, meta, sidebar: route.sidebar, children: jsx(route.default, {}) }));`,
    `  return { html, meta };`,
    `}`,
    `export function renderContent(id) { return renderToStaticMarkup(jsx(contents.get(id), {})); }`,
  ].join("\n");

  let result;
  try {
    result = await build({
      entryPoints: ["edsite-entry:server"],
      bundle: true,
      write: true,
      outdir,
      entryNames: "server",
      assetNames: "[name]-[hash]",
      publicPath: `${input.baseUrl}assets/`,
      platform: "node",
      format: "esm",
      target: "node20",
      jsx: "automatic",
      logLevel: "silent",
      metafile: false,
      define: { "process.env.NODE_ENV": '"production"' },
      // React's server build is CommonJS and requires Node built-ins; an ES module needs a `require` for that.
      banner: { js: `import { createRequire as __edsiteCreateRequire } from "node:module"; const require = __edsiteCreateRequire(import.meta.url);` },
      alias: { "@theme": templatesDir, "@site": input.siteRoot },
      nodePaths: [path.join(edsiteRoot, "node_modules")],
      loader: { ".svg": "file", ".png": "file", ".jpg": "file", ".jpeg": "file", ".gif": "file", ".webp": "file", ".woff2": "file" },
      plugins: [edsitePlugin({ routes: input.routes, modules: input.modules, sidebars: input.sidebars, entry, entryDir: input.siteRoot })],
    });
  } catch (error) {
    throw bundleError(error);
  }
  void result;
  const files = await readdir(outdir);
  const module = (await import(pathToFileURL(path.join(outdir, "server.js")).href)) as Pick<ServerBundle, "renderRoute" | "renderContent">;
  const cssFile = files.find((f) => f.endsWith(".css"));
  const rawCss = cssFile ? await readFile(path.join(outdir, cssFile), "utf8") : "";
  const { transform } = await import("esbuild");
  const css = rawCss ? (await transform(rawCss, { loader: "css", minify: true })).code : "";
  const assets = new Map<string, Uint8Array>();
  for (const f of files) {
    if (f.endsWith(".js") || f.endsWith(".css") || f.endsWith(".map")) continue;
    assets.set(f, await readFile(path.join(outdir, f)));
  }
  return { renderRoute: module.renderRoute, renderContent: module.renderContent, css, assets };
}

/** esbuild's first error, as a message that names the file and position (a missing import, most often). */
export function bundleError(error: unknown): Error {
  const errors = (error as { errors?: Message[] }).errors;
  const first = errors?.[0];
  if (!first) return error as Error;
  const loc = first.location;
  const file = loc?.file?.replace(/^edsite-mdx:/, "");
  return new EdsiteError(`Bundling failed: ${first.text}`, {
    file,
    line: loc?.line,
    column: loc ? loc.column + 1 : undefined,
    hint: /Could not resolve/.test(first.text)
      ? "Check the import path: relative paths start with ./ or ../, `@site/` is the site root, `@theme/` the theme."
      : "Fix the code at that position.",
    cause: error,
  });
}
