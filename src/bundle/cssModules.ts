import { readFile } from "node:fs/promises";
import path from "node:path";
import type { PluginBuild } from "esbuild";
import type { CSSModuleExports } from "lightningcss";

/** The browsers the bundles target (see browserOptions): CSS stays in syntax they all read. */
const TARGETS = { chrome: 100 << 16, firefox: 100 << 16, safari: 15 << 16 };

/**
 * Scopes a CSS module's class names: `heroBanner` becomes `heroBanner_<hash of the file's path in the
 * site>`. Named by lightningcss, never by the bundler, so the server's HTML and the browser's script (two
 * builds, minified apart) agree on every name, and a build names them the same on any machine.
 */
export async function scopeCssModule(file: string, siteRoot: string): Promise<{ css: string; classes: Record<string, string> }> {
  const relative = path.relative(siteRoot, file).split(path.sep).join("/");
  // Loaded by the first CSS module a build meets: its native binary costs every other build nothing.
  const { transform } = await import("lightningcss");
  const result = transform({ filename: relative, code: await readFile(file), cssModules: { pattern: "[local]_[hash]" }, targets: TARGETS });
  return { css: result.code.toString(), classes: classNames(result.exports ?? {}) };
}

/** Each exported class as the names an element gets for it: its own, then those it `composes`. */
function classNames(exports: CSSModuleExports): Record<string, string> {
  return Object.fromEntries(
    Object.entries(exports).map(([local, entry]) => [local, [entry.name, ...entry.composes.map((c) => c.name)].join(" ")]),
  );
}

/**
 * `import styles from "./x.module.css"` in both bundles: the script gets the scoped names; the server bundle,
 * which makes the site's stylesheet, also gets the scoped CSS, and the browser bundle (CSS left out) none.
 */
export function cssModules(build: PluginBuild, siteRoot: string): void {
  const withCss = build.initialOptions.loader?.[".css"] !== "empty";
  build.onLoad({ filter: /\.module\.css$/, namespace: "file" }, async (args) => {
    let scoped;
    try {
      scoped = await scopeCssModule(args.path, siteRoot);
    } catch (error) {
      const { message, loc } = error as { message: string; loc?: { line: number; column: number } };
      return { errors: [{ text: `${path.basename(args.path)}: ${message}`, location: loc ? { file: args.path, line: loc.line, column: loc.column - 1 } : undefined }] };
    }
    const lines = [`export default ${JSON.stringify(scoped.classes)};`];
    if (withCss) lines.unshift(`import ${JSON.stringify(`edsite-scoped-css:${args.path}`)};`);
    return { contents: lines.join("\n"), loader: "js", resolveDir: path.dirname(args.path), watchFiles: [args.path] };
  });
  build.onResolve({ filter: /^edsite-scoped-css:/ }, (args) => ({ path: args.path.slice("edsite-scoped-css:".length), namespace: "edsite-scoped-css" }));
  build.onLoad({ filter: /.*/, namespace: "edsite-scoped-css" }, async (args) => ({ contents: (await scopeCssModule(args.path, siteRoot)).css, loader: "css", resolveDir: path.dirname(args.path) }));
}
