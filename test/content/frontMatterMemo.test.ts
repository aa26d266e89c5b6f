import { describe, expect, it } from "vitest";
import { FrontMatterMemo } from "../../src/content/frontMatterMemo.js";
import { FrontMatterError } from "../../src/errors.js";

describe("FrontMatterMemo", () => {
  it("parses a file's front matter again only when its text changed", () => {
    const memo = new FrontMatterMemo();
    const text = "---\ntitle: One\n---\n# Body\n";
    const first = memo.split(text, "/d/a.md");
    expect(first.frontMatter).toEqual({ title: "One" });
    expect(first.body).toBe("\n\n\n# Body\n");
    expect(memo.split(`${text}`, "/d/a.md")).toBe(first);
    // The same text in another file is that file's own result.
    expect(memo.split(text, "/d/b.md")).not.toBe(first);
    expect(memo.split(text.replace("One", "Two"), "/d/a.md").frontMatter).toEqual({ title: "Two" });
  });

  it("keeps reporting a broken front matter until it is fixed", () => {
    const memo = new FrontMatterMemo();
    const broken = "---\ntitle: [unclosed\n---\n";
    expect(() => memo.split(broken, "/d/a.md")).toThrow(FrontMatterError);
    expect(() => memo.split(broken, "/d/a.md")).toThrow(FrontMatterError);
    expect(memo.split("---\ntitle: Fixed\n---\n", "/d/a.md").frontMatter).toEqual({ title: "Fixed" });
  });
});
