// dev warms the compiler up after a start from its caches (CompileCache.warmUp): the sample page must
// compile, reach the highlighter and the Docusaurus syntax, and leave the cache as it was.
import { expect, test } from "vitest";
import { CompileCache } from "../../src/compile/compileCache.js";

test("the warm-up compiles its sample through every part a page uses and keeps nothing", async () => {
  const cache = CompileCache.inMemory();
  const sample = await cache.warmUp();
  expect(sample.toc.map((entry) => entry.id)).toEqual(["custom-id", "a-deeper-heading"]);
  // Highlighted (Prism's token classes), an admonition, a GFM table.
  expect(sample.code).toContain('class=\\"token keyword\\"');
  expect(sample.code).toMatch(/admonition/);
  expect(sample.code).toContain("<_components.table");
  // MDX's own syntax: an import, an export and JSX with an expression.
  expect(sample.code).toMatch(/import Key from "@site\/components\/Key"/);
  expect(sample.code).toContain("export const shortcut");
  expect(sample.code).toMatch(/<Key name="enter" repeat=\{2\}/);
  expect(cache.endBuild(true)).toEqual({ reused: 0, compiled: 0 });
});
