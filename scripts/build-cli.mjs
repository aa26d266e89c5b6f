// Compiles the CLI to lib/ so `bin/edsite.js` runs with plain Node right after `npm install`.
import { build } from "esbuild";

await build({
  // The workers are entries of their own: worker threads load them by file name (see workerEntry).
  entryPoints: { cli: "src/cli.ts", "compile-worker": "src/mdx/compileWorker.ts", "highlight-worker": "src/mdx/highlightWorker.ts", "dev-worker": "src/dev/devWorker.ts", "render-worker": "src/build/renderWorker.ts" },
  outdir: "lib",
  // Code reached only through import() (the MDX compiler, linkinator, the dev server) goes into chunks of
  // its own, so a command loads only what it uses: `edsite dev` on a warm cache never loads the compiler.
  splitting: true,
  chunkNames: "chunks/[name]-[hash]",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  sourcemap: true,
  logLevel: "warning",
});
