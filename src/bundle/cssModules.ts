import { readFile } from "node:fs/promises";
import path from "node:path";
import type { PluginBuild } from "esbuild";
import type { CSSModuleExports } from "lightningcss";
import { contentHash } from "../contentHash.js";
import { compileSass, SASS_FILE, SassError } from "./sassStylesheets.js";

/** The browsers the bundles target (see browserOptions): CSS stays in syntax they all read. */
const TARGETS = { chrome: 100 << 16, firefox: 100 << 16, safari: 15 << 16 };

/** A CSS module, of CSS or of Sass (`card.module.scss`, with docusaurus-plugin-sass). */
const CSS_MODULE = /\.module\.(css|scss|sass)$/;

/**
 * Scopes a CSS module's class names: `heroBanner` becomes `heroBanner_<hash of the file's path in the
 * site>`. Named by lightningcss, never by the bundler, so the server's HTML and the browser's script (two
 * builds, minified apart) agree on every name, and a build names them the same on any machine. A Sass
 * module is compiled first (see compileSass), and is scoped as the CSS it compiles to.
 */
export async function scopeCssModule(file: string, siteRoot: string, minify = false): Promise<{ css: string; classes: Record<string, string>; files: string[] }> {
  const relative = path.relative(siteRoot, file).split(path.sep).join("/");
  const sass = SASS_FILE.test(file) ? compileSass(file, siteRoot) : undefined;
  // Loaded by the first CSS module a build meets: its native binary costs every other build nothing.
  const { transform } = await import("lightningcss");
  const code = sass ? Buffer.from(sass.css) : await readFile(file);
  const result = transform({ filename: relative, code, cssModules: { pattern: "[local]_[hash]" }, targets: TARGETS, minify });
  return { css: result.code.toString(), classes: classNames(result.exports ?? {}), files: sass?.files ?? [file] };
}

/**
 * Each exported class as the names an element gets for it: its own, then those it `composes`. In the order of
 * their names: lightningcss lists them in a new order on every call, which would change the bundle, and so its
 * file's hash, from one build of the same site to the next.
 */
function classNames(exports: CSSModuleExports): Record<string, string> {
  return Object.fromEntries(
    Object.entries(exports)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([local, entry]) => [local, [entry.name, ...entry.composes.map((c) => c.name)].join(" ")]),
  );
}

/**
 * `import styles from "./x.module.css"` in both bundles: the scoped class names. The rules are not the
 * bundles' business: each module becomes a stylesheet of its own (see cssModuleSheets), loaded by the pages
 * whose code imports it, as Docusaurus ships a page's CSS with the page.
 */
export function cssModules(build: PluginBuild, siteRoot: string): void {
  build.onLoad({ filter: CSS_MODULE, namespace: "file" }, async (args) => {
    let scoped;
    try {
      scoped = await scopeCssModule(args.path, siteRoot);
    } catch (error) {
      if (error instanceof SassError) return { errors: [error.esbuildMessage], watchFiles: [args.path] };
      const { message, loc } = error as { message: string; loc?: { line: number; column: number } };
      return { errors: [{ text: `${path.basename(args.path)}: ${message}`, location: loc ? { file: args.path, line: loc.line, column: loc.column - 1 } : undefined }] };
    }
    return { contents: `export default ${JSON.stringify(scoped.classes)};`, loader: "js", resolveDir: path.dirname(args.path), watchFiles: scoped.files };
  });
}

/** Whether a bundle's input (a metafile path) is a CSS module. */
export const isCssModule = (input: string): boolean => CSS_MODULE.test(input);

/**
 * One minified stylesheet for each CSS module, named `css/<module>-<hash of its rules>.css` under `assets/`,
 * by the module's absolute path. The bundles already scoped each one without error, so none fails here.
 */
export async function cssModuleSheets(files: Iterable<string>, siteRoot: string): Promise<Map<string, { name: string; css: string }>> {
  const sheets = new Map<string, { name: string; css: string }>();
  await Promise.all(
    [...new Set(files)].map(async (file) => {
      const { css } = await scopeCssModule(file, siteRoot, true);
      sheets.set(file, { name: `css/${path.basename(file).replace(CSS_MODULE, "")}-${contentHash(css)}.css`, css });
    }),
  );
  return sheets;
}
