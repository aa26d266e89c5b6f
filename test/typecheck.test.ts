import { describe, expect, it } from "vitest";
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import path from "node:path";

const run = promisify(execFile);
const tsc = path.resolve("node_modules/typescript/bin/tsc");

// Each root has its own tsconfig: the browser runtime and the templates get DOM types and no Node types, so
// an import of Node code from browser code fails here rather than in a visitor's browser. Node code gets no
// DOM types; the tests get both, since browser tests run functions inside the page.
describe("typecheck", () => {
  for (const project of ["tsconfig.json", "templates/tsconfig.json", "src/client/tsconfig.json", "src/dev/client/tsconfig.json", "src/docusaurus/runtime/tsconfig.json", "test/tsconfig.json", "content/tsconfig.json"]) {
    it(`${project} has no type errors`, async () => {
      const result = await run(process.execPath, [tsc, "-p", project]).then(
        (r) => ({ code: 0, out: r.stdout + r.stderr }),
        (e: { code: number; stdout: string; stderr: string }) => ({ code: e.code, out: e.stdout + e.stderr }),
      );
      expect(result.out).toBe("");
      expect(result.code).toBe(0);
    });
  }
});
