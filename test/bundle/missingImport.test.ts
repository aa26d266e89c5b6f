// esbuild reports a missing import at its place in the compiled MDX, which the writer never sees; the error
// must point at the import in the MDX file instead.
import { describe, expect, it } from "vitest";
import path from "node:path";
import { buildSite } from "../../src/site/buildSite.js";
import { silentReporter } from "../../src/site/reporter.js";
import { EdsiteError } from "../../src/errors.js";
import { CompileCache } from "../../src/compile/compileCache.js";

describe("a missing import in MDX", () => {
  it("is reported at the import's line and column in the source file, with a code frame", async () => {
    const root = path.resolve("test/fixtures/mdx-missing-import");
    const error = await buildSite({ root, outDir: path.join(root, "dist-never-written"), reporter: silentReporter(), compileCache: CompileCache.inMemory() }).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(EdsiteError);
    const e = error as EdsiteError;
    expect(e.message).toContain(`Could not resolve "./nope"`);
    expect(e.location).toBe(`${path.join(root, "content/docs/intro.mdx")}:7:19`);
    expect(e.codeFrame).toContain("> 7 | import Thing from './nope';");
    expect(e.hint).toMatch(/import path/);
  });
});
