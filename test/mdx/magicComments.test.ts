import { describe, expect, it } from "vitest";
import { applyMagicComments } from "../../src/mdx/magicComments.js";
import { render } from "./renderCompiled.js";

describe("magic comments in code blocks", () => {
  it("highlight the next line or a range, in any common comment style, and are not shown", () => {
    const code = [
      "function demo() {",
      "  // highlight-next-line",
      "  return 'Nice highlighted line!';",
      "}",
      "# highlight-start",
      "one",
      "two",
      "<!-- highlight-end -->",
      "{/* highlight-next-line */}",
      "<p>jsx</p>",
      "// highlight-nextline is not one of them",
    ].join("\n");
    const result = applyMagicComments(code);
    expect(result.code.split("\n")).toEqual(["function demo() {", "  return 'Nice highlighted line!';", "}", "one", "two", "<p>jsx</p>", "// highlight-nextline is not one of them"]);
    expect([...result.highlightLines]).toEqual([2, 4, 5, 6]);
  });

  it("add to the lines the fence names, in the rendered block", async () => {
    const html = await render("```js {1}\nconst a = 1;\n// highlight-next-line\nconst b = 2;\nconst c = 3;\n```\n");
    const lines = [...html.matchAll(/<span class="line( highlighted)?"/g)].map((m) => m[1] !== undefined);
    expect(lines).toEqual([true, true, false]);
    expect(html).not.toContain("highlight-next-line");
  });
});
