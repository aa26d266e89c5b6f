import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["test/**/*.test.{ts,tsx}"],
    globalSetup: ["test/globalSetup.ts"],
    exclude: ["test/.tmp/**", "test/fixtures/**", "node_modules/**"],
    // Builds and browsers are slow on a 2-core CI machine; no test asserts on time.
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
