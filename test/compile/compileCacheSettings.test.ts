import { describe, expect, it } from "vitest";
import { CompileCache } from "../../src/compile/compileCache.js";

const source = { id: "/site/docs/a.md", file: "/site/docs/a.md", body: "```js\n// mark-next\nx();\n```\n" };
const settings = { tocMinLevel: 2, tocMaxLevel: 3, magicComments: [{ className: "marked", line: "mark-next" }] };

describe("the compile cache", () => {
  it("reuses a page only while the magic comments it was compiled with are the same", async () => {
    const cache = CompileCache.inMemory();
    const compiled = await cache.compile(source, settings);
    expect(compiled.code).toContain("marked");
    expect(cache.lookup(source, { ...settings, magicComments: [{ className: "marked", line: "mark-next" }] })).toBe(compiled);
    expect(cache.lookup(source, { ...settings, magicComments: [{ className: "other", line: "mark-next" }] })).toBeUndefined();
    expect(cache.lookup(source, { tocMinLevel: 2, tocMaxLevel: 3 })).toBeUndefined();
  });

  it("reuses a page only while its front matter is the same, which its module exports", async () => {
    const cache = CompileCache.inMemory();
    const withFrontMatter = { ...source, frontMatter: { title: "A" } };
    const compiled = await cache.compile(withFrontMatter, settings);
    expect(cache.lookup({ ...source, frontMatter: { title: "A" } }, settings)).toBe(compiled);
    expect(cache.lookup({ ...source, frontMatter: { title: "B" } }, settings)).toBeUndefined();
  });
});
