// Compiles the CLI to lib/ so `bin/edsite.js` runs with plain Node right after `npm install`.
import { readFile } from "node:fs/promises";
import { execFileSync } from "node:child_process";
import { rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { build } from "esbuild";

/**
 * Packages that stay in node_modules; every other dependency is bundled into lib/. Node's ES module loader
 * pays for each file it resolves, reads and links: `import("@mdx-js/mdx")` took 190 ms from its ~150 files
 * and 42 ms as one bundled file, and a cold build of the Ki site went from 2.0 s to 1.8 s.
 * - esbuild runs its own binary from its package.
 * - React must be the one copy the site's bundles and dev's server modules load from node_modules.
 * - linkinator serves only `check-links`, whose time goes to HTTP.
 * - lightningcss loads a native binary of its own package.
 * Prism's grammars (refractor's) need no entry: they load by a computed name, which esbuild leaves alone.
 */
const external = ["esbuild", "react", "react/*", "react-dom", "react-dom/*", "linkinator", "lightningcss"];

/**
 * unist-util-visit-parents, which nearly every remark and rehype step walks trees with, renames each visitor
 * function it makes after the node it visits (Object.defineProperty on a new function, for every node of
 * every walk) so that stack traces read better. That was 8% of compiling a page, warm or cold. The copy
 * bundled here leaves the names out; what the walks do is unchanged.
 */
const unnamedVisitors = {
  name: "unnamed-visitors",
  setup(build) {
    build.onLoad({ filter: /[\\/]unist-util-visit-parents[\\/]lib[\\/]index\.js$/ }, async (args) => {
      const source = await readFile(args.path, "utf8");
      const naming = /\n\s*Object\.defineProperty\(visit, 'name', \{\n\s*value:\n[^\n]*\n\s*\}\)\n/;
      if (!naming.test(source)) throw new Error(`${args.path} no longer names its visitors the way scripts/build-cli.mjs removes: update unnamedVisitors there.`);
      return { contents: source.replace(naming, "\n"), loader: "js" };
    });
  },
};

// Chunk names carry a hash: without this, every change of src/ left its old chunks behind, and codeVersion
// hashed them all on each start.
rmSync("lib", { recursive: true, force: true });

/** What both builds into lib/ share: the ES modules of the CLI and its workers, and the compile worker's script. */
const libBuild = { outdir: "lib", bundle: true, platform: "node", target: "node20", external, sourcemap: true, plugins: [unnamedVisitors], logLevel: "warning" };

const cli = await build({
  // The workers are entries of their own: worker threads load them by file name (see workerEntry).
  entryPoints: {
    cli: "src/cli/main.ts",
    "compile-worker": "src/compile/compileWorkerEntry.ts",
    "compile-worker-code-cache": "src/compile/compileWorkerCodeCache.ts",
    "render-worker": "src/render/renderWorker.ts",
    "search-worker": "src/search/searchWorker.ts",
    "output-check-worker": "src/output/outputCheckWorker.ts",
    "code-version": "src/package/codeVersionEntry.ts",
  },
  ...libBuild,
  // Code reached only through import() (the MDX compiler, linkinator, the dev server) goes into chunks of
  // its own, so a command loads only what it uses: `edsite dev` on a warm cache never loads the compiler.
  splitting: true,
  chunkNames: "chunks/[name]-[hash]",
  format: "esm",
  // Bundled CommonJS packages (lunr, feed's XML writer) call `require` for Node's built-ins, which an ES
  // module does not have.
  banner: { js: `import { createRequire as __edsiteCreateRequire } from "node:module"; const require = __edsiteCreateRequire(import.meta.url);` },
  metafile: true,
});

// Every build loads the config's schemas, and with them zod. Imported as `import { z } from "zod"`, the `z`
// object holds all of zod, its 40 message languages too: the config's chunk was 854 KB and took 100-110 ms
// to load, where `import * as z` lets esbuild keep only what the schemas use (292 KB, 50-75 ms). Ki site, 6 alternating
// pairs, 27 November 2026: a build with nothing changed 0.195 s against 0.245 s, a cold one 1.71 s against
// 1.81 s (medians). Only English messages are ever shown, so another language bundled means that form is back.
const bundled = Object.values(cli.metafile.outputs).flatMap((output) => Object.keys(output.inputs));
const zodLanguages = bundled.filter((input) => /zod\/v4\/locales\/(?!en\.js|index\.js)/.test(input));
if (zodLanguages.length > 0) throw new Error(`lib/ bundles zod's message languages (${zodLanguages[0]}, …): a module imports zod as \`import { z } from "zod"\`; write \`import * as z from "zod"\` instead.`);

// The compile worker's code, as one CommonJS script: V8 takes a code cache for a script, and on Node 20 not for
// an ES module (see src/package/cachedScript.ts). Its `import.meta.url` is the script's own file's.
await build({
  entryPoints: { "compile-worker-core": "src/compile/compileWorker.ts" },
  ...libBuild,
  outExtension: { ".js": ".cjs" },
  format: "cjs",
  define: { "import.meta.url": "__edsiteImportMetaUrl" },
  banner: { js: `const __edsiteImportMetaUrl = require("node:url").pathToFileURL(__filename).href;` },
});

// Its code cache, made by running it over a sample page in a process of its own. A build without the cache
// is only slower, so an install whose cache could not be made goes on, saying so.
try {
  execFileSync(process.execPath, ["lib/compile-worker-code-cache.js"], { stdio: "inherit" });
} catch (error) {
  console.warn(`edsite: the compile worker's code cache was not made (${error.message}); builds will work, their compiles start slower.`);
}

// React's export names, which the browser bundle's React facades list (src/bundle/clientRuntime.ts). Read here,
// once per install, as a build would have to run React to read them: its development react-dom alone took
// ~40 ms of every cold build. A build ignores the file when the installed React is another version.
const require = createRequire(import.meta.url);
const reactModules = ["react", "react/jsx-runtime", "react-dom", "react-dom/client"];
writeFileSync(
  "lib/react-exports.json",
  JSON.stringify({
    versions: { react: require("react/package.json").version, "react-dom": require("react-dom/package.json").version },
    exports: Object.fromEntries(reactModules.map((name) => [name, Object.keys(require(name))])),
  }),
);

// Last, once lib/ holds every file it will: the code's version, which each build with the cache would
// otherwise hash lib/ for (see src/package/codeVersion.ts). Without the record a build hashes as before.
try {
  execFileSync(process.execPath, ["lib/code-version.js"], { stdio: "inherit" });
} catch (error) {
  console.warn(`edsite: the code's version was not recorded (${error.message}); builds will work, each hashing lib/ at its start.`);
}
