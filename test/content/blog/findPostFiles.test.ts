import path from "node:path";
import { describe, expect, it } from "vitest";
import { findPostFiles } from "../../../src/content/blog/findPostFiles.js";

describe("findPostFiles", () => {
  it("finds posts at any depth and gives each the URL and date Docusaurus gives it when its front matter names none", async () => {
    const posts = await findPostFiles(path.resolve("test/fixtures/blog-paths"));
    expect(posts.map((p) => [p.relativePath, p.nameDate ?? null, p.nameSlug])).toEqual([
      ["2024-01-02-hello.md", "2024-01-02", "2024/01/02/hello"],
      ["2024-05-06-folder/index.md", "2024-05-06", "2024/05/06/folder"],
      ["2024-7-8-short.mdx", "2024-07-08", "2024/7/8/short"],
      ["2024/03/04/nested.md", "2024-03-04", "2024/03/04/nested"],
      ["releases/2024-02-03-rel.md", "2024-02-03", "2024/02/03/releases/rel"],
      ["undated/notes.md", null, "undated/notes"],
    ]);
  });
});
