import { defineConfig } from "vitest/config";

// Lighthouse scores performance from the page's own timings, which another test file's build would slow.
const ALONE = ["test/quality/lighthouse.test.ts"];
const EXCLUDE = ["test/.tmp/**", "test/fixtures/**", "node_modules/**"];

export default defineConfig({
  // The theme's constants a bundle puts in (src/bundle/siteFeatures.ts): tests that render it unbundled get every feature.
  define: { __EDSITE_DOCS_VERSIONS__: "true", __EDSITE_LOCALES__: "true" },
  test: {
    globalSetup: ["test/globalSetup.ts"],
    // Builds and browsers are slow on a 2-core CI machine; no test asserts on time.
    testTimeout: 60_000,
    // A browser navigation took over vitest's default second while the suite loaded both cores (the sidebar
    // test in test/browser/docs.test.ts): polls wait for behaviour, so let them wait as long as a loaded CI may need.
    expect: { poll: { timeout: 5_000 } },
    hookTimeout: 120_000,
    projects: [
      // vitest runs one file at a time on 2 cores (one worker fewer than the cores), but much of a file's time
      // is waiting on a browser, a child process or the disk: two at a time, the suite took 616 s against 876 s.
      // Files share their worker's modules (isolate: false) rather than each importing edsite, React and the
      // MDX compiler again: 60 unit-test files took 34 s against 55 s (import 4 s against 21 s).
      { extends: true, test: { name: "suite", include: ["test/**/*.test.{ts,tsx}"], exclude: [...EXCLUDE, ...ALONE], maxWorkers: 2, isolate: false, sequence: { groupOrder: 0 } } },
      { extends: true, test: { name: "alone", include: ALONE, maxWorkers: 1, sequence: { groupOrder: 1 } } },
    ],
  },
});
