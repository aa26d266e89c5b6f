import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import type { PartialMessage, PluginBuild } from "esbuild";
import { sitePath } from "./importedFile.js";

/** A Sass stylesheet, plain or a CSS module: `custom.scss`, `card.module.sass`. */
export const SASS_FILE = /\.s[ac]ss$/;

/** What edsite asks of the `sass` package a site installs (its modern API, since Sass 1.45). */
interface SassPackage {
  info?: string;
  compile(file: string, options: { style: "expanded"; loadPaths: string[]; importers: { findFileUrl(url: string): URL | null }[] }): { css: string; loadedUrls: URL[] };
}

/** The shape of a Sass compile error: where it is, and what is wrong there. */
interface SassException {
  sassMessage?: string;
  span?: { url?: URL; start: { line: number; column: number }; context?: string; text?: string };
}

/** A Sass stylesheet that did not compile, as an esbuild message: what, where (file:line:column) and how to fix it. */
export class SassError extends Error {
  constructor(readonly esbuildMessage: PartialMessage) {
    super(esbuildMessage.text);
  }
}

/** Each site's `sass` package, by the site's folder: loaded once, by the build's first Sass file. */
const packages = new Map<string, SassPackage>();

/**
 * The `sass` package of the site, as docusaurus-plugin-sass uses it (its peer dependency): Node's resolution
 * from the site's folder finds the site's node_modules (or a parent folder's), never edsite's own copy, so a
 * site compiles with the Sass it installed and a site without one is told to install it.
 */
function siteSass(siteRoot: string, file: string): SassPackage {
  const known = packages.get(siteRoot);
  if (known) return known;
  let sass: SassPackage;
  try {
    sass = createRequire(path.join(siteRoot, "package.json"))("sass") as SassPackage;
  } catch (error) {
    if ((error as { code?: string }).code !== "MODULE_NOT_FOUND") throw error;
    throw new SassError({
      text: `${sitePath(file, siteRoot)} is Sass, which is compiled with the site's own \`sass\` package (docusaurus-plugin-sass's peer dependency), and the site has none installed.`,
      location: { file },
      detail: { hint: "Install it in the site's folder: npm install --save-dev sass" },
    });
  }
  if (typeof sass.compile !== "function") {
    throw new SassError({
      text: `The site's \`sass\` package (${sass.info?.split("\n")[0] ?? "an old version"}) is older than Sass 1.45, whose compile() edsite uses.`,
      location: { file },
      detail: { hint: "Update it in the site's folder: npm install --save-dev sass@latest" },
    });
  }
  packages.set(siteRoot, sass);
  return sass;
}

/**
 * Compiles a Sass file as sass-loader does for docusaurus-plugin-sass: `@use` and `@import` find partials next
 * to the file and packages in the site's node_modules, `~package/...` included. Throws a SassError at the
 * place of the first error, which may be in a partial the file uses.
 */
export function compileSass(file: string, siteRoot: string): { css: string; files: string[] } {
  const sass = siteSass(siteRoot, file);
  const nodeModules = path.join(siteRoot, "node_modules");
  // webpack's `~` before a package's name, which sass-loader still reads.
  const tilde = { findFileUrl: (url: string) => (url.startsWith("~") ? pathToFileURL(path.join(nodeModules, url.slice(1))) : null) };
  try {
    const result = sass.compile(file, { style: "expanded", loadPaths: [nodeModules], importers: [tilde] });
    return { css: result.css, files: result.loadedUrls.filter((url) => url.protocol === "file:").map((url) => fileURLToPath(url)) };
  } catch (error) {
    const { sassMessage, span } = error as SassException;
    if (sassMessage === undefined) throw error;
    const at = span?.url?.protocol === "file:" ? fileURLToPath(span.url) : file;
    const line = span ? span.start.line + 1 : undefined;
    throw new SassError({
      text: `Sass could not compile ${sitePath(file, siteRoot)}: ${sassMessage}`,
      location: { file: at, line, column: span?.start.column, lineText: span?.context?.split("\n")[0] ?? "" },
      detail: { hint: `Fix the Sass at that position${at === file ? "" : ` (in ${sitePath(at, siteRoot)}, which ${path.basename(file)} uses)`}; the message is Sass's.` },
    });
  }
}

/** Whether a bundle was told to compile Sass, said in the error of a Sass file when it was not. */
export interface SassSupport {
  enabled: boolean;
  siteRoot: string;
}

/**
 * `.scss` and `.sass` stylesheets in both bundles, the config's customCss too: compiled to CSS that the build
 * then treats as any stylesheet (the server bundle's stylesheet has it, the browser's bundle leaves it out).
 * CSS modules of Sass are cssModules' to scope once compiled. Without docusaurus-plugin-sass a Sass file is
 * an error, as it is for Docusaurus, which has no loader for it then.
 */
export function sassStylesheets(build: PluginBuild, sass: SassSupport): void {
  build.onLoad({ filter: SASS_FILE, namespace: "file" }, (args) => {
    if (!sass.enabled) {
      return {
        errors: [
          {
            text: `${sitePath(args.path, sass.siteRoot)} is a Sass stylesheet, and the site's config does not add docusaurus-plugin-sass, without which Docusaurus does not build it either.`,
            location: { file: args.path },
            detail: { hint: "Add \"docusaurus-plugin-sass\" to `plugins` in docusaurus.config.js (in edsite.config.ts: `sass: true`), and install it with sass: npm install --save-dev docusaurus-plugin-sass sass" },
          },
        ],
      };
    }
    if (/\.module\.s[ac]ss$/.test(args.path)) return undefined;
    // The browser bundle drops stylesheets: no need to compile what it would throw away.
    if (build.initialOptions.loader?.[".css"] === "empty") return { contents: "", loader: "empty" };
    try {
      const { css, files } = compileSass(args.path, sass.siteRoot);
      return { contents: css, loader: "css", resolveDir: path.dirname(args.path), watchFiles: files };
    } catch (error) {
      if (!(error instanceof SassError)) throw error;
      return { errors: [error.esbuildMessage], watchFiles: [args.path] };
    }
  });
}
