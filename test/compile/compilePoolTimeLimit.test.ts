// The compile pool's time limit, on the real compiled worker: a page that runs over has its worker ended and
// fails with its file named; the page that worker held besides compiles on the worker started in its place.
import { expect, test } from "vitest";
import path from "node:path";
import { startCompilePool } from "../../src/compile/compilePool.js";
import { MdxCompileError } from "../../src/errors.js";

const settings = { tocMinLevel: 2, tocMaxLevel: 3, magicComments: [] };

test("a page over the limit fails alone: the other page its worker held compiles on the next worker", async () => {
  const pool = startCompilePool({ workerFile: path.resolve("lib/compile-worker.js"), size: 1 });
  try {
    pool.useLinks({ permalinks: [], baseUrl: "/", folders: { content: [], site: "/site" } });
    // Two pages at once: one worker holds both, the slow one first. Half a million code spans take seconds.
    const slow = pool.compile({ id: "/site/slow.md", file: "/site/slow.md", body: `# Slow\n\n${"`a".repeat(500_000)}\n` }, settings, 0.5);
    const quick = pool.compile({ id: "/site/quick.md", file: "/site/quick.md", body: "# Quick\n\nDone in a moment.\n" }, settings, 20);
    const error = await slow.then(
      () => undefined,
      (thrown: unknown) => thrown,
    );
    expect(error).toBeInstanceOf(MdxCompileError);
    expect(error).toMatchObject({ file: "/site/slow.md", line: 3, message: "Compiling took over 0.5 s — the longest line is 1,000,000 characters, at line 3" });
    expect((await quick).module.sections[0]!.text).toBe("Done in a moment.");
    expect(pool.size).toBe(1);
    // And the pool goes on compiling.
    const after = await pool.compile({ id: "/site/after.md", file: "/site/after.md", body: "After.\n" }, settings, 20);
    expect(after.module.sections[0]!.text).toBe("After.");
  } finally {
    await pool.close();
  }
}, 40_000);
