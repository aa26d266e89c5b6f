import type { EsbuildRunner } from "./esbuildRunner.js";
import type { ModuleRoots, ThemeOverrides } from "./moduleRoots.js";
import type { SiteFeatures } from "./siteFeatures.js";

/** What every bundle of a build is made for: the site, how its imports resolve, and where it is served. */
export interface BundleTarget {
  siteRoot: string;
  /** How `@theme/` and the other rooted prefixes resolve (see ModuleRoots). */
  moduleRoots: ModuleRoots;
  /** The site's replacements for parts of the theme (see ThemeOverrides). */
  themeOverrides?: ThemeOverrides;
  baseUrl: string;
  /**
   * Where code's import of a path starting with `/` is looked for, in order, before the path on disk (webpack's
   * resolve.roots in Docusaurus: the static folder, the site's folder, the working folder).
   */
  importRoots?: string[];
  /** Compile the site's Sass files (the config's `sass`: docusaurus-plugin-sass); without it they are errors. */
  sass?: boolean;
  /** Modules (absolute paths, or packages) the browser's entry imports before the site renders: the config's clientModules. */
  clientModules?: string[];
  /** Runs the builds (default: esbuild as it is, see oneShotEsbuild). */
  esbuild?: EsbuildRunner;
  /** What of the theme the site can show; code for the rest is left out (see SiteFeatures). */
  features?: SiteFeatures;
  /** How many routes a bundle holds on a site too big for one (see BundleBatches). */
  batches?: BundleBatches;
}

/**
 * Routes per server bundle and per browser build on a big site (by default SERVER_BATCH_ROUTES and
 * CLIENT_BATCH_ROUTES). Tests set them small, to batch a site of a hundred pages as a big site is batched.
 */
export interface BundleBatches {
  server: number;
  client: number;
}

/** What the server bundle adds: the site's stylesheets and code colours, and the contents feeds render. */
export interface ServerStyles {
  /**
   * Stylesheets (absolute paths) every page loads after the theme's: the config's customCss, then its
   * clientModules (which the server imports here too, as they may be stylesheets).
   */
  customCss: string[];
  /** CSS for highlighted code from the config's code themes (see codeThemeCss), "" for the theme's own colours. */
  codeThemeCss: string;
  /** Compiled modules the server bundle can render alone (the blog posts, for feeds). */
  contentIds: string[];
}

/**
 * How the bundles read a site's files: images and fonts become files of their own under `assets/` (their URL
 * in the code), and `.js` files may hold JSX, as Docusaurus lets a site's components do.
 */
export const ASSET_LOADERS = { ".js": "jsx", ".svg": "file", ".png": "file", ".jpg": "file", ".jpeg": "file", ".gif": "file", ".webp": "file", ".woff2": "file" } as const;
