import { describe, expect, it } from "vitest";
import { applyMagicComments, type MagicComment } from "../../src/shared/magicComments.js";
import { render } from "../mdx/renderCompiled.js";

/** Each (1-based) line's classes, as a plain object for reading. */
const classesOf = (lineClasses: Map<number, string[]>) => Object.fromEntries(lineClasses);

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
    expect(classesOf(result.lineClasses)).toEqual({ 2: ["highlighted"], 4: ["highlighted"], 5: ["highlighted"], 6: ["highlighted"] });
  });

  it("follow the site's own list instead of the default, each marking lines with its class", () => {
    const comments: MagicComment[] = [
      { className: "theme-code-block-highlighted-line", line: "highlight-next-line", block: { start: "highlight-start", end: "highlight-end" } },
      { className: "code-block-error-line", line: "This will error" },
      { className: "code-block-added", block: { start: "added-start", end: "added-end" } },
    ];
    const code = ["-- added-start", "a", "/* This will error */", "b", "%  added-end", ";; highlight-next-line", "c", "# This will error", "d"].join("\n");
    const result = applyMagicComments(code, comments);
    expect(result.code).toBe("a\nb\nc\nd");
    expect(classesOf(result.lineClasses)).toEqual({ 1: ["code-block-added"], 2: ["code-block-error-line", "code-block-added"], 3: ["theme-code-block-highlighted-line"], 4: ["code-block-error-line"] });
  });

  it("leave every comment in place once the site's list has none of them", () => {
    const code = "// highlight-next-line\nx\n// highlight-start";
    expect(applyMagicComments(code, [{ className: "error", line: "error-next-line" }])).toEqual({ code, lineClasses: new Map() });
    expect(applyMagicComments(code, [])).toEqual({ code, lineClasses: new Map() });
  });

  it("add to the lines the fence names, in the rendered block", async () => {
    const html = await render("```js {1}\nconst a = 1;\n// highlight-next-line\nconst b = 2;\nconst c = 3;\n```\n");
    const lines = [...html.matchAll(/<span class="line( highlighted)?"/g)].map((m) => m[1] !== undefined);
    expect(lines).toEqual([true, true, false]);
    expect(html).not.toContain("highlight-next-line");
  });
});
