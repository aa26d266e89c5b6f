// The Markdown files compiled content imports (`import Intro from './_intro.md'`), read as sources of their own.
// Docusaurus runs every imported .md/.mdx file through its MDX loader; here each becomes one compiled module,
// however many pages import it, and the bundler serves the page's import from that module (see edsitePlugin).
import { existsSync, statSync } from "node:fs";
import path from "node:path";
import { EdsiteError } from "../errors.js";
import type { MdxSource } from "../mdx/compileMdx.js";
import type { MarkdownPlugins } from "../mdx/markdownPlugins.js";
import type { CompiledModule, MarkdownImport } from "../types.js";
import { splitFrontMatter } from "../content/readSource.js";
import { readText } from "../content/readText.js";

/** A source to compile, with its area's own Markdown plugins. */
export type AreaSource = MdxSource & { plugins?: MarkdownPlugins };

/** A compiled module, with the plugins of the area it belongs to (an imported file takes its importer's). */
export interface Importer {
  module: CompiledModule;
  plugins?: MarkdownPlugins;
}

/**
 * The file an import of a Markdown file names, as webpack finds it: beside the importer, from the site's
 * root (`@site/`), or an absolute path. Undefined for a package's file, which the bundler resolves.
 */
export function markdownImportFile(specifier: string, importer: string, siteRoot: string): string | undefined {
  if (specifier.startsWith("@site/")) return path.join(siteRoot, specifier.slice("@site/".length));
  if (/^\.\.?\//.test(specifier)) return path.resolve(path.dirname(importer), specifier);
  if (path.isAbsolute(specifier) && existsSync(specifier)) return specifier;
  return undefined;
}

const isFile = (file: string) => existsSync(file) && statSync(file).isFile();

/**
 * The sources of the Markdown files the importers import that are not among `known` (ids already compiled
 * or being compiled), each once; an import of a file that does not exist is an error at the import.
 */
export async function importedMarkdownSources(importers: Importer[], known: ReadonlySet<string>, siteRoot: string): Promise<{ sources: AreaSource[]; errors: EdsiteError[] }> {
  const sources: AreaSource[] = [];
  const errors: EdsiteError[] = [];
  const seen = new Set(known);
  for (const { module, plugins } of importers) {
    for (const imported of module.markdownImports ?? []) {
      const file = markdownImportFile(imported.specifier, module.file, siteRoot);
      if (file === undefined || seen.has(file)) continue;
      seen.add(file);
      if (!isFile(file)) {
        errors.push(missingImport(imported, module.file, file));
        continue;
      }
      try {
        const { body, frontMatter } = splitFrontMatter(await readText(file), file);
        sources.push({ id: file, file, body, frontMatter, ...(plugins ? { plugins } : {}) });
      } catch (error) {
        if (!(error instanceof EdsiteError)) throw error;
        errors.push(error);
      }
    }
  }
  return { sources, errors };
}

function missingImport(imported: MarkdownImport, importer: string, file: string): EdsiteError {
  return new EdsiteError(`The imported Markdown file "${imported.specifier}" does not exist (looked for ${file}).`, {
    file: importer,
    ...(imported.line === undefined ? {} : { line: imported.line }),
    ...(imported.column === undefined ? {} : { column: imported.column }),
    hint: "Fix the path: a relative import starts from the importing file's folder, `@site/` from the site's root.",
  });
}
