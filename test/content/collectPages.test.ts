import { describe, expect, it } from "vitest";
import path from "node:path";
import { collectPages, isPageFile } from "../../src/content/collectPages.js";

const pagesDir = path.resolve("test/fixtures/pages-folder/src/pages");

describe("the pages folder", () => {
  it("holds pages in every script and Markdown kind, but not private parts, tests or declarations", () => {
    expect(["index.js", "about.tsx", "a.ts", "b.jsx", "guide/index.mdx", "notes.md"].every(isPageFile)).toBe(true);
    expect(["_parts/part.js", "_draft.md", "about.test.js", "a.spec.tsx", "__tests__/home.js", "types.d.ts", "styles.module.css"].some(isPageFile)).toBe(false);
  });

  it("gives each page its URL, and the Markdown ones their front matter and body", async () => {
    const { pages, errors } = await collectPages(pagesDir, "/base/");
    expect(errors).toEqual([]);
    expect(pages.map((p) => [path.relative(pagesDir, p.file), p.permalink, p.markdown !== undefined])).toEqual([
      ["about.tsx", "/base/about", false],
      ["guide/index.mdx", "/base/guide", true],
      ["index.js", "/base/", false],
      ["notes.md", "/base/notes", true],
    ]);
    const guide = pages.find((p) => p.permalink === "/base/guide")!;
    expect(guide.markdown!.frontMatter).toEqual({ title: "A guide", description: "How to" });
    // Front matter lines stay as blank lines, so positions are the file's own.
    expect(guide.markdown!.body.split("\n")[5]).toBe("## Step one");
  });

  it("knows which React pages render a <main> of their own, in a component they import too", async () => {
    const { pages } = await collectPages(pagesDir, "/base/");
    expect(pages.filter((p) => p.rendersMain).map((p) => path.relative(pagesDir, p.file))).toEqual(["index.js"]);
  });
});
