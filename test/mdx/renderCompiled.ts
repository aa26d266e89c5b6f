// Test helper: runs a compiled MDX module and renders its content component to static HTML, the way the
// page stage will, so tests assert on the markup a reader gets.
import { mkdir, writeFile } from "node:fs/promises";
import { createHash } from "node:crypto";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { build, transform } from "esbuild";
import { createElement, type ComponentType } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { compileMdx, type CompileOptions } from "../../src/mdx/compileMdx.js";
import { createCodeHighlighter, type CodeHighlighter } from "../../src/mdx/createCodeHighlighter.js";
import type { CompiledModule } from "../../src/types.js";
import { MDX_COMPONENTS_SPECIFIER, mdxComponentsModuleSource } from "../../src/bundle/mdxComponentsModule.js";
import { defaultModuleRoots, moduleAliases } from "../../src/bundle/moduleRoots.js";
import { templatesDir } from "../../src/package/edsitePaths.js";

const tmpDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../.tmp/mdx");

/**
 * The components provider the bundler serves an edsite site's pages (see mdxComponentsModule), bundled with
 * the theme's map into a file Node can import (React left to Node, so pages and map share one), once a run.
 */
const providerFile = (async () => {
  const bundled = await build({
    stdin: { contents: mdxComponentsModuleSource(defaultModuleRoots()), loader: "js", resolveDir: templatesDir },
    bundle: true,
    write: false,
    format: "esm",
    platform: "node",
    jsx: "automatic",
    alias: moduleAliases(defaultModuleRoots()),
    external: ["react", "react/jsx-runtime", "react-dom"],
    loader: { ".css": "empty" },
  });
  await mkdir(tmpDir, { recursive: true });
  const file = path.join(tmpDir, `provider-${createHash("sha1").update(bundled.outputFiles[0]!.text).digest("hex").slice(0, 12)}.mjs`);
  await writeFile(file, bundled.outputFiles[0]!.text);
  // A path rather than a file: URL, which Node takes as one and esbuild (bundling a test page) can read.
  return file;
})();

/** Compiled MDX whose components provider is one Node and esbuild load without the bundler's plugin. */
export async function withTestProvider(code: string): Promise<string> {
  return code.replaceAll(JSON.stringify(MDX_COMPONENTS_SPECIFIER), JSON.stringify(await providerFile));
}

let highlighter: CodeHighlighter | undefined;

/** One highlighter for the whole test run, as in a build. */
export function testHighlighter(): CodeHighlighter {
  highlighter ??= createCodeHighlighter();
  return highlighter;
}

/** Compiles `body` as if it were the file `file`. */
export async function compile(
  body: string,
  options: Partial<CompileOptions> = {},
  file = "/site/docs/page.mdx",
): Promise<CompiledModule> {
  return compileMdx({ id: file, file, body }, { highlighter: testHighlighter(), ...options });
}

/**
 * Imports the compiled module from a temp file and renders its default export to HTML. Its JSX is compiled
 * by esbuild first, and it gets the components provider, as the bundle stage does.
 */
export async function renderModule(compiled: CompiledModule): Promise<string> {
  await mkdir(tmpDir, { recursive: true });
  const hash = createHash("sha1").update(compiled.code).digest("hex").slice(0, 16);
  const file = path.join(tmpDir, `${hash}.mjs`);
  const { code } = await transform(await withTestProvider(compiled.code), { loader: "jsx", jsx: "automatic", format: "esm" });
  await writeFile(file, code);
  const module = (await import(pathToFileURL(file).href)) as { default: ComponentType };
  return renderToStaticMarkup(createElement(module.default));
}

/** Compiles and renders in one step. */
export async function render(body: string, options: Partial<CompileOptions> = {}): Promise<string> {
  return renderModule(await compile(body, options));
}
