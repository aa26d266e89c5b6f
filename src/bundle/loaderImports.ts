import path from "node:path";
import { readFile } from "node:fs/promises";
import type { PluginBuild } from "esbuild";
import { importedFile, sitePath, type ImportSite } from "./importedFile.js";
import { yamlModule, type ImportedBy } from "./yamlModule.js";

/** The webpack loaders a Docusaurus site's imports may name, and the namespace of the modules each makes. */
const LOADERS: Record<string, string> = { "raw-loader": "edsite-raw", "yaml-loader": "edsite-yaml" };

/** The prefixes webpack lets an inline loader list start with: which configured loaders still run (none, here). */
const LIST_PREFIX = /^(-!|!!|!)/;

/** What an error lists as the prefixes edsite reads. */
const SUPPORTED = '"!!raw-loader!" (the file\'s text) and "!!yaml-loader!" (its data), or either without the "!!"';

/** An import that fails, at the import (esbuild places a resolve error there), with how to fix it. */
const failure = (text: string, hint: string) => ({ errors: [{ text, detail: { hint } }] });

/** An import that names webpack loaders, `!!raw-loader!./file.ts`: the loaders and the file they are given. */
export interface LoaderImport {
  loaders: string[];
  resource: string;
}

/** The loaders and file of an import in webpack's inline syntax; undefined for an import that names no loader. */
export function parseLoaderImport(specifier: string): LoaderImport | undefined {
  const parts = specifier.replace(LIST_PREFIX, "").split("!");
  if (parts.length < 2) return undefined;
  return { loaders: parts.slice(0, -1), resource: parts.at(-1)! };
}

/**
 * Imports that name a webpack loader, as Docusaurus sites write them in MDX and in their code:
 * `import Source from "!!raw-loader!./example.ts"` gives the file's text, `"!!yaml-loader!./data.yaml"` its
 * data. edsite runs no webpack loaders; it does what these two do, and any other is an error naming the
 * import. Registered before the other plugins' hooks, which would take `...!./logo.svg` for an SVG import.
 */
export function loaderImports(build: PluginBuild, site: ImportSite): void {
  build.onResolve({ filter: /^(-!|!!|!)?[^!]+!/ }, (args) => {
    const parsed = parseLoaderImport(args.path);
    if (!parsed) return undefined;
    const importer = sitePath(args.importer, site.siteRoot);
    const [name, options] = parsed.loaders.length === 1 ? parsed.loaders[0]!.split("?") : [];
    const namespace = name === undefined ? undefined : LOADERS[name];
    if (namespace === undefined) {
      const named = parsed.loaders.map((loader) => JSON.stringify(loader)).join(", ");
      return failure(
        `The import "${args.path}" in ${importer} names the webpack loader${parsed.loaders.length > 1 ? "s" : ""} ${named}, which edsite does not run: it reads only ${SUPPORTED}.`,
        "Use one of those prefixes, or import the file without a loader (a component, JSON, or a stylesheet).",
      );
    }
    // raw-loader's `esModule=false` makes `require()` give the text itself, which is what edsite's raw module
    // gives (an import's default is the text either way).
    if (options !== undefined && !(name === "raw-loader" && options === "esModule=false")) {
      const gives = name === "raw-loader" ? "the file's text" : "the file's data";
      return failure(`The import "${args.path}" in ${importer} gives ${name} options ("?${options}"), which edsite does not read: it gives ${gives} as the default export, whatever they say.`, `Remove "?${options}" from the import.`);
    }
    const file = importedFile(parsed.resource, args.resolveDir, site);
    if (file === undefined) {
      return failure(
        `Could not resolve "${parsed.resource}" (the file of the import "${args.path}" in ${importer}).`,
        "Check the path: relative paths start with ./ or ../ from the importing file, `@site/` is the site root.",
      );
    }
    // Named by its place in the site, as edsitePlugin names compiled MDX: esbuild hashes the names of a chunk's inputs.
    return { path: path.relative(site.siteRoot, file), namespace, pluginData: { importer: args.importer } satisfies ImportedBy };
  });
  build.onLoad({ filter: /.*/, namespace: "edsite-raw" }, async (args) => {
    const file = path.resolve(site.siteRoot, args.path);
    try {
      return { contents: await readFile(file, "utf8"), loader: "text", watchFiles: [file] };
    } catch {
      return { errors: [{ text: `Could not read ${sitePath(file, site.siteRoot)}, which raw-loader is asked for.` }] };
    }
  });
  build.onLoad({ filter: /.*/, namespace: "edsite-yaml" }, (args) => yamlModule(path.resolve(site.siteRoot, args.path), site, args.pluginData as ImportedBy | undefined));
}
