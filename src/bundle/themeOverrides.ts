import path from "node:path";
import type { PluginBuild } from "esbuild";
import { templatesDir } from "../package/edsitePaths.js";
import { scriptFile, type ThemeOverrides } from "./moduleRoots.js";

const NAMESPACE = "edsite-theme-override";

/**
 * Makes the theme render a site's own version of its parts: an import between theme files of a part the site
 * replaces becomes a module that is the theme file's exports with the part's own export taken from the
 * site's component. The site's component may wrap the theme's part (`@theme-original/X`), which that module
 * does not touch: only imports made inside the theme folder are redirected, so the wrapped part is the theme's.
 */
export function themeOverrides(build: PluginBuild, overrides: ThemeOverrides | undefined): void {
  if (!overrides) return;
  // Looked up on every build, never remembered: dev's bundler contexts live across saves, and a component
  // the writer adds to src/theme must take over at the next one (a handful of imports, a stat each).
  const replacementOf = (name: string): string | undefined => {
    const siteName = overrides.names[name];
    return siteName === undefined ? undefined : scriptFile(path.join(overrides.dir, siteName));
  };
  build.onResolve({ filter: /^\.\/[A-Za-z]+\.js$/ }, (args) => {
    if (args.namespace !== "file" || path.dirname(args.importer) !== templatesDir) return undefined;
    const name = args.path.slice(2, -3);
    const replacement = replacementOf(name);
    const original = replacement && scriptFile(path.join(templatesDir, name));
    return original ? { path: name, namespace: NAMESPACE, pluginData: { replacement, original } } : undefined;
  });
  build.onLoad({ filter: /.*/, namespace: NAMESPACE }, (args) => {
    const { replacement, original } = args.pluginData as { replacement: string; original: string };
    // A module's own export wins over the same name from `export *`, so the theme's other exports stay.
    return {
      contents: `export * from ${JSON.stringify(original)};\nexport { default as ${args.path} } from ${JSON.stringify(replacement)};`,
      loader: "js",
      resolveDir: templatesDir,
    };
  });
}
