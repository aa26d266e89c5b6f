import { defineConfig } from "vitest/config";

export default defineConfig({
  // The theme's constants a bundle puts in (src/bundle/siteFeatures.ts): tests that render it unbundled get every feature.
  define: { __EDSITE_DOCS_VERSIONS__: "true", __EDSITE_LOCALES__: "true" },
  test: {
    include: ["test/**/*.test.{ts,tsx}"],
    globalSetup: ["test/globalSetup.ts"],
    exclude: ["test/.tmp/**", "test/fixtures/**", "node_modules/**"],
    // Builds and browsers are slow on a 2-core CI machine; no test asserts on time.
    testTimeout: 60_000,
    // A browser navigation took over vitest's default second while the suite loaded both cores (the sidebar
    // test in test/browser/docs.test.ts): polls wait for behaviour, so let them wait as long as a loaded CI may need.
    expect: { poll: { timeout: 5_000 } },
    hookTimeout: 120_000,
  },
});
