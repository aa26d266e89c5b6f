// The compile worker as `npm install` leaves it in lib/ (scripts/build-cli.mjs; the test setup runs it): its
// code cache is one V8 takes under the flags a build sets, and the worker, run from its script with the
// `import()` it is lent, loads Prism's grammars and compiles.
import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { expect, test } from "vitest";
import { startCompilePool } from "../../src/compile/compilePool.js";

test("install leaves a code cache that V8 takes in a build's process", async () => {
  const { stdout } = await promisify(execFile)(process.execPath, ["lib/compile-worker-code-cache.js", "--check"]);
  expect(stdout.trim()).toBe("compile worker code cache: accepted");
});

test("the worker compiles a page and highlights its code with a grammar it loads", async () => {
  const pool = startCompilePool({ workerFile: path.resolve("lib/compile-worker.js"), size: 1 });
  try {
    pool.useLinks({ permalinks: [], baseUrl: "/", folders: { content: [], site: "/site" } });
    const page = "# Shell\n\n```bash\nexport KI_HOME=/opt/ki\n```\n";
    const { module } = await pool.compile({ id: "/site/shell.md", file: "/site/shell.md", body: page }, { tocMinLevel: 2, tocMaxLevel: 3, magicComments: [] }, 20);
    expect(module.code).toMatch(/token builtin|token keyword/);
    expect(module.code).toContain("KI_HOME");
  } finally {
    await pool.close();
  }
}, 30_000);
