import path from "node:path";
import type { ModuleRoots } from "../bundle/moduleRoots.js";
import { edsiteRoot, templatesDir } from "../package/edsitePaths.js";
import type { SitePaths } from "../types.js";
import { DOCUSAURUS_THEME_NAMES } from "./swizzle/themeComponentNames.js";

/**
 * The modules a Docusaurus site's code imports by name. They are browser code (rendered on the server too),
 * kept in the runtime folder beside this file, which bundles read as source (lib/ holds none of it).
 */
export const runtimeDir = path.join(edsiteRoot, "src", "docusaurus", "runtime");

/**
 * Where `@theme/X`, `@theme-original/X` and `@docusaurus/X` are found for a Docusaurus site; `themeDirs` are
 * its plugins' theme folders (see loadSitePlugins), the one that wins first.
 */
export function docusaurusModuleRoots(root: string, themeDirs: string[] = []): ModuleRoots {
  const own = [path.join(runtimeDir, "theme"), templatesDir];
  const theme = [...themeDirs, ...own];
  return {
    // A site's own src/theme/X (a swizzled component) comes before edsite's.
    "@theme/": [path.join(root, "src", "theme"), ...theme],
    "@theme-original/": theme,
    // The first theme's X, which a theme plugin that enhances X imports: edsite's own (Docusaurus's classic
    // theme comes first), then the plugins' in the order they were loaded.
    "@theme-init/": [...own, ...[...themeDirs].reverse()],
    "@docusaurus/": [path.join(runtimeDir, "docusaurus")],
  };
}

/** A Docusaurus site's folders, as Docusaurus lays them out (its config may move the docs and blog). */
export function docusaurusPaths(root: string, configFile: string, outDir: string): SitePaths {
  const src = path.join(root, "src");
  return {
    root,
    sources: [path.join(root, "docs"), path.join(root, "blog"), src, path.join(root, "static"), path.join(root, "i18n"), ...versionedSources(root)],
    docs: path.join(root, "docs"),
    blog: path.join(root, "blog"),
    pages: path.join(src, "pages"),
    i18n: path.join(root, "i18n"),
    versioned: root,
    public: path.join(root, "static"),
    outDir,
    configFile,
    moduleRoots: docusaurusModuleRoots(root),
    // A site's src/theme/Footer is the footer edsite's theme renders too, not only what `@theme/Footer` names.
    themeOverrides: { dir: path.join(src, "theme"), names: DOCUSAURUS_THEME_NAMES },
  };
}


/** The snapshots of older docs versions, which a Docusaurus site keeps beside its config. */
function versionedSources(root: string): string[] {
  return [path.join(root, "versioned_docs"), path.join(root, "versioned_sidebars"), path.join(root, "versions.json")];
}
