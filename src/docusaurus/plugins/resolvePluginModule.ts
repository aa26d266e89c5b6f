import { existsSync, statSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { PluginError } from "./pluginFailure.js";
import { isModulePath, packageCandidates } from "./pluginEntries.js";

/** The extensions a plugin written in the site may have, tried in this order for a path without one. */
const EXTENSIONS = [".js", ".mjs", ".cjs", ".ts", ".mts", ".cts", ".tsx", ".jsx"];

/** A plugin's module file, and whether it is the site's own (a path) rather than an installed package. */
export interface ResolvedPluginModule {
  file: string;
  own: boolean;
}

/**
 * Finds the file a config's plugin entry names, as Docusaurus does from the site's folder: a path is the
 * file or folder (its index) relative to the site; a name is a package of the site's node_modules, tried
 * as written and as Docusaurus's short names (see packageCandidates).
 */
export function resolvePluginModule(module: string, siteDir: string, theme: boolean, at: string): ResolvedPluginModule {
  if (isModulePath(module)) {
    const base = path.resolve(siteDir, module);
    const file = fileOf(base) ?? indexOf(base) ?? packageMainOf(base);
    if (!file) throw new PluginError(`${at}: no plugin module at ${module} (looked for ${base} with the extensions ${EXTENSIONS.join(", ")}, and its index)`, { file: base, hint: "Check the path: it is relative to the site's folder." });
    return { file, own: !file.split(path.sep).includes("node_modules") };
  }
  const require = createRequire(path.join(siteDir, "package.json"));
  const candidates = packageCandidates(module, theme);
  for (const name of candidates) {
    try {
      return { file: require.resolve(name), own: false };
    } catch {
      // The next name Docusaurus would try.
    }
  }
  throw new PluginError(`${at}: the plugin "${module}" is not installed in the site (looked for ${candidates.join(", ")} from ${siteDir})`, { hint: `Install it in the site's folder (npm install ${candidates[0]}).` });
}

function fileOf(base: string): string | undefined {
  return [base, ...EXTENSIONS.map((ext) => base + ext)].find(isFile);
}

function indexOf(dir: string): string | undefined {
  return EXTENSIONS.map((ext) => path.join(dir, `index${ext}`)).find(isFile);
}

/** A folder with a package.json of its own: the file its `main` (or `exports`) names. */
function packageMainOf(dir: string): string | undefined {
  if (!isFile(path.join(dir, "package.json"))) return undefined;
  try {
    return createRequire(path.join(dir, "package.json")).resolve(dir);
  } catch {
    return undefined;
  }
}

function isFile(file: string): boolean {
  return existsSync(file) && statSync(file).isFile();
}
