import { mkdir, rm, rmdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { createRequire } from "node:module";
import { pathToFileURL } from "node:url";
import { build, type BuildOptions } from "esbuild";
import { placeOfThrow, type ThrowPlace } from "../config/placeOfThrow.js";
import { contentHash } from "../contentHash.js";
import { compileFailure } from "../config/loadConfig.js";
import { ConfigError } from "../errors.js";

/** A module of the site's (its config, its sidebars), evaluated: what it exports and the files it was made from. */
export interface EvaluatedModule {
  exports: Record<string, unknown>;
  /** The site's own files the module imports, itself included (not installed packages). */
  inputs: string[];
  /** Where in the site's files an error thrown by the module's code (a config function's) was thrown. */
  placeOfThrow(error: unknown): Promise<ThrowPlace | undefined>;
}

/**
 * Evaluates a file of a Docusaurus site as Docusaurus does, whatever it is written in: TypeScript or
 * JavaScript, ES module or CommonJS with `require()`, `__dirname` and `import.meta.url` naming the file
 * itself. The site's own imports are bundled; packages stay imports, so they resolve from the site's
 * node_modules, which is why the bundle is written (briefly) into the site's `.edsite-cache/`. As CommonJS
 * (`format: "cjs"`), the packages it imports are required, so a CommonJS package's named exports are there
 * even where Node's ES module loader cannot find them (`import { Joi } from "@docusaurus/utils-validation"`).
 */
export async function evaluateSiteModule(file: string, cacheDir: string, format: "esm" | "cjs" = "esm"): Promise<EvaluatedModule> {
  let code: string;
  let inputs: string[];
  const options = {
    entryPoints: [file],
    bundle: true,
    packages: "external",
    write: false,
    platform: "node",
    format,
    target: "node20",
    logLevel: "silent",
    metafile: true,
    define: { "import.meta.url": JSON.stringify(pathToFileURL(file).href), __dirname: JSON.stringify(path.dirname(file)), __filename: JSON.stringify(file) },
    // An ES module has no require(); CommonJS has its own, which resolves from the bundle's folder, as the imports do.
    ...(format === "esm" ? { banner: { js: `import { createRequire as __edsiteRequire } from "node:module"; const require = __edsiteRequire(${JSON.stringify(file)});` } } : {}),
  } satisfies BuildOptions;
  try {
    const result = await build(options);
    code = result.outputFiles[0]!.text;
    inputs = Object.keys(result.metafile.inputs).map((input) => path.resolve(input));
  } catch (error) {
    const failure = compileFailure(error, file);
    throw new ConfigError(`${path.basename(file)} does not compile: ${failure.text}`, {
      ...failure.place,
      hint: failure.unresolved
        ? "Check the import's path (relative to the file that imports it)."
        : "Fix the syntax at that position; Docusaurus would reject it too.",
      cause: error,
    });
  }
  // Named by its contents: Node keeps every module it imported, so the same code is imported once.
  const bundled = path.join(cacheDir, `site-module-${contentHash(code)}.${format === "esm" ? "mjs" : "cjs"}`);
  // Made here, the folder is removed again if nothing else is in it, so a build that keeps no cache
  // (`--no-cache`, `check-links`) leaves no empty `.edsite-cache/` in the site.
  const made = (await mkdir(cacheDir, { recursive: true })) !== undefined;
  await writeFile(bundled, code);
  try {
    const exports = format === "esm" ? await import(pathToFileURL(bundled).href) : createRequire(bundled)(bundled);
    return { exports: exports as Record<string, unknown>, inputs, placeOfThrow: (thrown) => placeOfThrow(options, thrown, (frame) => frame.includes(bundled)) };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const missing = (error as { code?: string }).code === "ERR_MODULE_NOT_FOUND";
    const place = missing ? undefined : await placeOfThrow(options, error, (frame) => frame.includes(bundled));
    const thrown = new ConfigError(`${path.basename(file)} threw while loading: ${message}`, {
      ...(place ?? { file }),
      hint: missing ? "Install the package it names in the site's folder (npm install)." : "It runs as code; fix what it throws at that line, as Docusaurus would have to.",
      cause: error,
    });
    thrown.codeFrame = place?.codeFrame;
    throw thrown;
  } finally {
    await rm(bundled, { force: true });
    // Not empty when a build's caches were written there meanwhile: then it stays.
    if (made) await rmdir(cacheDir).catch(() => undefined);
  }
}
