// `require(\`!!raw-loader!./examples/${name}\`)`: a webpack "require context", where the path is computed when
// the code runs. webpack bundles every file the path could name, each through the loaders; esbuild cannot
// follow such a require and left it to Node, which failed at render time. Each one is rewritten into a lookup
// among static requires of the files that match (then bundled as any loader import, see loaderImports).
import { readdirSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import type { Loader, PluginBuild } from "esbuild";

/**
 * A require of a template literal that names loaders (`!!raw-loader!`, options allowed), then a relative folder,
 * one `${expression}` and an optional fixed ending (`.json`).
 */
const CONTEXT_REQUIRE = /require\(\s*`((?:-!|!!|!)?(?:[^`$!]+!)+)(\.{1,2}\/[^`$]*)\$\{([^{}`]+)\}([^`$]*)`\s*\)/g;

/** How esbuild reads a site's script by its extension (JSX is allowed in `.js`, as webpack's Babel allows it). */
const SCRIPT_LOADERS: Record<string, Loader> = { ".js": "jsx", ".jsx": "jsx", ".mjs": "jsx", ".cjs": "jsx", ".ts": "ts", ".mts": "ts", ".cts": "ts", ".tsx": "tsx" };

/** Every file under `dir` (not node_modules or hidden folders), as `/`-separated paths from it. */
function filesUnder(dir: string, prefix = ""): string[] {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return [];
  }
  return entries.flatMap((entry) => {
    if (entry.name.startsWith(".") || entry.name === "node_modules") return [];
    const relative = `${prefix}${entry.name}`;
    return entry.isDirectory() ? filesUnder(path.join(dir, entry.name), `${relative}/`) : entry.isFile() ? [relative] : [];
  });
}

/**
 * The script with each loader require context replaced by a call to a function that requires the file the
 * value names among those that exist, or undefined when it has none.
 */
export function rewriteRequireContexts(source: string, file: string): string | undefined {
  const functions: string[] = [];
  const rewritten = source.replace(CONTEXT_REQUIRE, (_, loaders: string, folder: string, expression: string, ending: string) => {
    const name = `__edsiteRequireContext${functions.length}`;
    const dir = path.resolve(path.dirname(file), folder);
    const cases = filesUnder(dir)
      .filter((relative) => relative.endsWith(ending))
      .map((relative) => `    case ${JSON.stringify(relative.slice(0, relative.length - ending.length))}: return require(${JSON.stringify(`${loaders}${folder}${relative}`)});`);
    const shown = JSON.stringify(`${loaders}${folder}`);
    functions.push(
      `function ${name}(key) {\n  switch (key) {\n${cases.join("\n")}\n    default: throw new Error("Cannot find module " + JSON.stringify(${shown} + key + ${JSON.stringify(ending)}) + ": no such file in ${folder.replace(/["\\]/g, "")}");\n  }\n}`,
    );
    return `${name}(${expression})`;
  });
  return functions.length === 0 ? undefined : `${rewritten}\n${functions.join("\n")}\n`;
}

/**
 * Rewrites the loader require contexts of the site's own scripts (see rewriteRequireContexts). Packages and
 * edsite's theme are not read twice for it: webpack loaders are the site's.
 */
export function loaderRequireContexts(build: PluginBuild, siteRoot: string): void {
  build.onLoad({ filter: /\.[cm]?[jt]sx?$/, namespace: "file" }, async (args) => {
    if (!args.path.startsWith(siteRoot + path.sep) || args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
    const source = await readFile(args.path, "utf8");
    if (!source.includes("require(")) return undefined;
    const contents = rewriteRequireContexts(source, args.path);
    const loader = SCRIPT_LOADERS[path.extname(args.path)];
    return contents === undefined || loader === undefined ? undefined : { contents, loader, resolveDir: path.dirname(args.path) };
  });
}
