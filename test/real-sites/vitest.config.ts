import { defineConfig } from "vitest/config";

// The checks of real Docusaurus sites built by scripts/docusaurus/real-sites.mjs, which runs them with this
// config; `npm test` never does (the sites are third-party and fetched by hand, see that script).
export default defineConfig({
  test: {
    include: ["test/real-sites/**/*.real.ts"],
    testTimeout: 300_000,
    hookTimeout: 120_000,
  },
});
