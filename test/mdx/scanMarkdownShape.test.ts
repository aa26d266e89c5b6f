import { describe, expect, test } from "vitest";
import { scanMarkdownShape } from "../../src/mdx/scanMarkdownShape.js";

describe("scanMarkdownShape", () => {
  test("measures nesting of blockquotes and list items, by markers and by indentation", () => {
    const shape = scanMarkdownShape(["- a", "  - b", "    > - c", "", "> > > d"].join("\n"));
    expect(shape.deepestContainer).toEqual({ line: 3, column: 7, depth: 4 });
    expect(shape.pastNestingLimit).toBeUndefined();
  });

  test("a list item indented less than an open one's content has left it", () => {
    const shape = scanMarkdownShape(["- a", "  - b", "- c", "  - d"].join("\n"));
    expect(shape.deepestContainer.depth).toBe(2);
  });

  test("marks where nesting first goes past the limit, at the marker that does", () => {
    const shape = scanMarkdownShape(["text", `${"> ".repeat(150)}deep`].join("\n"));
    expect(shape.pastNestingLimit).toEqual({ line: 2, column: 201 });
    expect(shape.deepestContainer.depth).toBe(150);
  });

  test("looks into no fenced code, and takes no thematic break for lists", () => {
    const code = ["```", `${"> ".repeat(500)}quoted in code`, "*a".repeat(20_000), "```", "~~~md", "[a](".repeat(9000), "~~~"];
    const shape = scanMarkdownShape([...code, "", "- - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - -", "", "* * *"].join("\n"));
    expect(shape.deepestContainer.depth).toBe(0);
    // Only the `* * *` break's three stars, outside the code.
    expect(shape.mostEmphasis).toEqual({ line: 11, count: 3 });
    expect(shape.mostLinks.count).toBe(0);
    expect(shape.longestLine).toEqual({ line: 3, length: 40_000 });
  });

  test("leaves MDX's import and export blocks, which are JavaScript, out of the counts", () => {
    const rows = Array.from({ length: 6000 }, (_, i) => `  [${i}, "*${i}*"],`).join("\n");
    const shape = scanMarkdownShape([`export const rows = [`, rows, `];`, "", "After [it](x)."].join("\n"));
    expect(shape.mostLinks).toEqual({ line: 6004, count: 1 });
    expect(shape.mostEmphasis.count).toBe(0);
  });

  test("counts emphasis runs and link openings per paragraph: a list item, table row or heading starts another", () => {
    const shape = scanMarkdownShape(["*a* **b** _c_", "more *d*", "", "- *e* [x](y)", "- [z]", "| *f* | [g] |", "| [h] | [i] |"].join("\n"));
    expect(shape.mostEmphasis).toEqual({ line: 1, count: 8 });
    expect(shape.mostLinks).toEqual({ line: 7, count: 2 });
  });

  test("measures the longest line and paragraph, and how deep elements nest", () => {
    const shape = scanMarkdownShape(["short", "a much longer line", "", "<Tabs>", "<TabItem>", "<img src='x' />", "`Array<T>` text", "</TabItem>", "</Tabs>"].join("\n"));
    expect(shape.longestLine).toEqual({ line: 2, length: 18 });
    expect(shape.longestParagraph).toEqual({ line: 4, length: 68 });
    expect(shape.deepestElement).toEqual({ line: 7, column: 7, depth: 3 });
  });
});
