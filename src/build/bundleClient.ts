import path from "node:path";
import type { Metafile } from "esbuild";
import type { CompiledModule, Route } from "../types.js";
import { edsitePlugin, type VirtualModules } from "./edsitePlugin.js";
import { bundleError, oneShotEsbuild, type EsbuildRunner } from "./bundleServer.js";
import { edsiteRoot, templatesDir } from "./edsitePaths.js";

/** The browser's files: the entry, one chunk per route, and the chunks they share. */
export interface ClientBundle {
  /** Output files by path under `assets/`. */
  files: Map<string, Uint8Array>;
  /** `assets/`-relative path of the entry module. */
  entry: string;
  /** `assets/`-relative path of each route's chunk, by route index. */
  routeChunks: string[];
  /** Every module a file imports statically (transitively), for <link rel="modulepreload">. */
  staticImports(file: string): string[];
}

/**
 * Bundles the browser runtime and every route as its own entry, with shared code split into chunks and
 * content-hashed names. The entry holds no route data, so its hash changes only when the runtime does.
 */
export async function bundleClient(input: {
  routes: Route[];
  modules: Map<string, CompiledModule>;
  sidebars: VirtualModules["sidebars"];
  siteRoot: string;
  baseUrl: string;
  esbuild?: EsbuildRunner;
}): Promise<ClientBundle> {
  const outdir = path.join(input.siteRoot, ".edsite-client");
  let result;
  try {
    result = await (input.esbuild ?? oneShotEsbuild).build({
      entryPoints: [
        { in: path.join(edsiteRoot, "src/client/main.tsx"), out: "main" },
        ...input.routes.map((_, i) => ({ in: `edsite-route:${i}`, out: `r/${i}` })),
      ],
      absWorkingDir: input.siteRoot,
      bundle: true,
      splitting: true,
      write: false,
      outdir,
      entryNames: "[dir]/[name]-[hash]",
      chunkNames: "c/[hash]",
      assetNames: "[name]-[hash]",
      publicPath: `${input.baseUrl}assets/`,
      format: "esm",
      platform: "browser",
      target: ["es2022", "chrome100", "firefox100", "safari15"],
      minify: true,
      jsx: "automatic",
      metafile: true,
      logLevel: "silent",
      legalComments: "none",
      define: { "process.env.NODE_ENV": '"production"' },
      alias: { "@theme": templatesDir, "@site": input.siteRoot },
      nodePaths: [path.join(edsiteRoot, "node_modules")],
      // The stylesheet comes from the server bundle, once for the whole site.
      loader: { ".css": "empty", ".svg": "file", ".png": "file", ".jpg": "file", ".jpeg": "file", ".gif": "file", ".webp": "file", ".woff2": "file" },
      plugins: [edsitePlugin({ routes: input.routes, modules: input.modules, sidebars: input.sidebars, entry: "", entryDir: input.siteRoot })],
    });
  } catch (error) {
    throw bundleError(error);
  }
  const files = new Map<string, Uint8Array>();
  for (const file of result.outputFiles) files.set(path.relative(outdir, file.path).split(path.sep).join("/"), file.contents);
  const metafile = result.metafile!;
  const outputs = Object.entries(metafile.outputs).map(([file, info]) => [path.relative(outdir, path.resolve(input.siteRoot, file)).split(path.sep).join("/"), info] as const);
  let entry = "";
  const routeChunks: string[] = [];
  for (const [file, info] of outputs) {
    const point = info.entryPoint;
    if (!point) continue;
    if (point.startsWith("edsite-route:")) routeChunks[Number(point.slice("edsite-route:".length))] = file;
    else if (point.endsWith("main.tsx")) entry = file;
  }
  return { files, entry, routeChunks, staticImports: importsOf(outputs, outdir, input.siteRoot) };
}

function importsOf(outputs: (readonly [string, Metafile["outputs"][string]])[], outdir: string, root: string) {
  const byFile = new Map(outputs);
  const cache = new Map<string, string[]>();
  return function staticImports(file: string): string[] {
    const cached = cache.get(file);
    if (cached) return cached;
    const seen = new Set<string>();
    const visit = (f: string) => {
      for (const imp of byFile.get(f)?.imports ?? []) {
        if (imp.kind !== "import-statement" || imp.external) continue;
        const rel = path.relative(outdir, path.resolve(root, imp.path)).split(path.sep).join("/");
        if (seen.has(rel)) continue;
        seen.add(rel);
        visit(rel);
      }
    };
    visit(file);
    const list = [...seen];
    cache.set(file, list);
    return list;
  };
}
