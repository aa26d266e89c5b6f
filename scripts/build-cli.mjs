// Compiles the CLI to lib/ so `bin/edsite.js` runs with plain Node right after `npm install`.
import { build } from "esbuild";

await build({
  entryPoints: ["src/cli.ts"],
  outfile: "lib/cli.js",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  sourcemap: true,
  logLevel: "warning",
});
