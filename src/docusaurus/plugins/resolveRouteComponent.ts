import { createRequire } from "node:module";
import path from "node:path";
import { resolveRooted, scriptFile, type ModuleRoots } from "../../bundle/moduleRoots.js";

/** The file a route's component names, or undefined when there is none. */
export type ComponentResolution = (component: string) => string | undefined;

/**
 * How a plugin's route components are found, as Docusaurus's bundler would import them: an absolute path
 * (usually `path.resolve(__dirname, ...)`), `@theme/X` and the other theme prefixes through the site's
 * module roots (so a site's own src/theme/X wins), `@site/...` in the site, or a package's module from
 * the plugin's folder, then the site's.
 */
export function routeComponentResolver(siteDir: string, moduleRoots: ModuleRoots, pluginFile: string | undefined): ComponentResolution {
  return (component) => {
    if (path.isAbsolute(component)) return scriptFile(component);
    if (component.startsWith("@site/")) return scriptFile(path.join(siteDir, component.slice("@site/".length)));
    const rooted = resolveRooted(component, moduleRoots);
    if (rooted) return rooted;
    for (const from of [pluginFile, path.join(siteDir, "package.json")]) {
      if (!from) continue;
      try {
        return createRequire(from).resolve(component);
      } catch {
        // Not installed where this one looks; the site's folder is tried next.
      }
    }
    return undefined;
  };
}
