import { readFile } from "node:fs/promises";
import path from "node:path";
import type { OnLoadResult, PluginBuild } from "esbuild";
import { parseDocument } from "yaml";
import { importedFile, sitePath, type ImportSite } from "./importedFile.js";

/** Who imported a data file, handed from its resolving to its loading, for the error that names both. */
export interface ImportedBy {
  importer: string;
}

/**
 * A YAML file as a module: its data as the default export (and each top-level key as a named one, as a JSON
 * file's are), or an error at the file's line and column that names the file that imported it.
 */
export async function yamlModule(file: string, site: ImportSite, importedBy?: ImportedBy): Promise<OnLoadResult> {
  let text: string;
  try {
    text = await readFile(file, "utf8");
  } catch {
    return { errors: [{ text: `Could not read the YAML file ${sitePath(file, site.siteRoot)}` }] };
  }
  // One document, as yaml-loader reads a file by default; a second `---` is an error at its place.
  const document = parseDocument(text, { prettyErrors: true });
  const problem = document.errors[0];
  if (problem) {
    const at = problem.linePos?.[0];
    const by = importedBy ? ` (imported by ${sitePath(importedBy.importer, site.siteRoot)})` : "";
    // The message's own "at line N, column M" and code frame are said by the location instead.
    const message = problem.message.split("\n")[0]!.replace(/ at line \d+, column \d+:?$/, "");
    return {
      errors: [
        {
          text: `The YAML file ${sitePath(file, site.siteRoot)}${by} does not parse: ${message}`,
          location: at ? { file, line: at.line, column: at.col - 1, lineText: text.split(/\r?\n/)[at.line - 1] ?? "" } : { file },
          detail: { hint: "Fix the YAML at that position." },
        },
      ],
      watchFiles: [file],
    };
  }
  let data: unknown;
  try {
    data = document.toJS();
  } catch (error) {
    // An alias that expands past the parser's bound, say: the file parsed, its data cannot be made.
    return { errors: [{ text: `The YAML file ${sitePath(file, site.siteRoot)} has no data to give: ${(error as Error).message}`, location: { file } }], watchFiles: [file] };
  }
  return { contents: JSON.stringify(data ?? null), loader: "json", resolveDir: path.dirname(file), watchFiles: [file] };
}

/**
 * `import data from "./data.yaml"` (or `.yml`) in both bundles: the parsed data. Resolved here to know the
 * importer, which the error of a file that does not parse names; a file this cannot find is esbuild's to find.
 */
export function yamlFiles(build: PluginBuild, site: ImportSite): void {
  build.onResolve({ filter: /\.ya?ml$/ }, (args) => {
    const file = importedFile(args.path, args.resolveDir, site);
    return file === undefined ? undefined : { path: file, namespace: "file", pluginData: { importer: args.importer } satisfies ImportedBy };
  });
  build.onLoad({ filter: /\.ya?ml$/, namespace: "file" }, (args) => yamlModule(args.path, site, args.pluginData as ImportedBy | undefined));
}
