import { describe, expect, test } from "vitest";
import { preprocessMarkdown } from "../../src/mdx/preprocess.js";

describe("preprocessMarkdown", () => {
  test("escapes a trailing {#id} on a heading so MDX keeps it as text", () => {
    expect(preprocessMarkdown("## Title {#custom-id}")).toBe("## Title \\{#custom-id}");
    expect(preprocessMarkdown("> ### Quoted {#q}")).toBe("> ### Quoted \\{#q}");
  });

  test("leaves {#id} alone when it is not at the end of a heading or sits in inline code", () => {
    expect(preprocessMarkdown("Text {#x}")).toBe("Text {#x}");
    expect(preprocessMarkdown("## Use `a {#b}`")).toBe("## Use `a {#b}`");
  });

  test("turns HTML comments into MDX comments of the same width", () => {
    const input = "before <!-- truncate --> after";
    const output = preprocessMarkdown(input);
    expect(output).toBe("before {/*  truncate */} after");
    expect(output.length).toBe(input.length);
  });

  test("carries a comment across lines and keeps every line in place", () => {
    const input = "a\n<!--\nx */ y\n-->\nb";
    const output = preprocessMarkdown(input);
    expect(output.split("\n")).toEqual(["a", "{/* ", "x * / y", "*/}", "b"]);
  });

  test("rewrites legacy admonition titles into directive labels", () => {
    expect(preprocessMarkdown(":::note Some *title*")).toBe(":::note[Some *title*]");
    expect(preprocessMarkdown("::::warning  Spaced  ")).toBe("::::warning[Spaced]");
    expect(preprocessMarkdown(":::tip[Already]")).toBe(":::tip[Already]");
    expect(preprocessMarkdown(":::tip")).toBe(":::tip");
  });

  test("skips fenced code blocks and inline code", () => {
    const input = [
      "```html",
      "<!-- inside a fence -->",
      "## Heading {#in-fence}",
      ":::note Title in fence",
      "```",
      "~~~",
      "<!-- tilde fence -->",
      "~~~",
      "Inline `<!-- code -->` and ``<!-- double `tick` -->``.",
    ].join("\n");
    expect(preprocessMarkdown(input)).toBe(input);
  });

  test("a fence inside a list item is still a fence", () => {
    const input = "- item\n  ```\n  <!-- kept -->\n  ```\n<!-- x -->";
    expect(preprocessMarkdown(input)).toBe("- item\n  ```\n  <!-- kept -->\n  ```\n{/*  x */}");
  });
});
