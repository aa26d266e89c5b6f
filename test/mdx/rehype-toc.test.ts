import { expect, test } from "vitest";
import { compile } from "./renderCompiled.js";

const doc = "# Page\n\n## Two\n\n### Three\n\n#### Four\n\n## Two `code` [link](https://x.dev)\n";

test("the TOC holds h2 and h3 by default, as plain text, and h1 is reported separately", async () => {
  const compiled = await compile(doc);
  expect(compiled.h1).toBe("Page");
  expect(compiled.toc).toEqual([
    { value: "Two", id: "two", level: 2 },
    { value: "Three", id: "three", level: 3 },
    { value: "Two code link", id: "two-code-link", level: 2 },
  ]);
});

test("TOC levels are configurable", async () => {
  const compiled = await compile(doc, { tocMinLevel: 3, tocMaxLevel: 4 });
  expect(compiled.toc.map((item) => item.level)).toEqual([3, 4]);
});

test("a document without h1 has no h1, and the first h1 is the one reported", async () => {
  expect((await compile("## Only two\n")).h1).toBeUndefined();
  expect((await compile("# First\n\n# Second\n")).h1).toBe("First");
});

test("the GFM footnotes heading is not part of the TOC", async () => {
  const compiled = await compile("## Real\n\nText.[^1]\n\n[^1]: Note.\n");
  expect(compiled.toc).toEqual([{ value: "Real", id: "real", level: 2 }]);
});
