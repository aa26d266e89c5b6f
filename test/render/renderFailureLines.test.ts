// A page that throws while it renders is reported at the writer's line (the MDX page's, or the component's
// with the page's line that uses it), with a code frame and advice; the last good output stays as it was.
import { describe, expect, it } from "vitest";
import { breakableScenario } from "../failedRebuild.js";

const site = breakableScenario("site-basic");

const page = (body: string) => `---\ntitle: Broken\n---\n\n${body}`;

describe("a page that throws while rendering", () => {
  it("points at the MDX line of an expression that throws", async () => {
    await site.write("content/docs/broken.md", page("# Broken\n\nSome text.\n\nThe value is {undefined.x}.\n"));
    const result = await site.build();
    expect(result.code).toBe(1);
    expect(result.stderr).toContain("Rendering /fx/docs/broken failed: Cannot read properties of undefined (reading 'x')");
    expect(result.stderr).toContain("at content/docs/broken.md:9:");
    expect(result.stderr).toContain(">  9 | The value is {undefined.x}.");
    expect(result.stderr).toMatch(/→ Fix the code at that line/);
    expect(result.distUntouched).toBe(true);
  }, 60_000);

  it("points at the line of an imported component that throws, and names the page's line that uses it", async () => {
    await site.write("components/Boom.tsx", "export function Boom(props: { items?: string[] }) {\n  return <ul>{props.items!.map((item) => <li>{item}</li>)}</ul>;\n}\n");
    await site.write("content/docs/broken.mdx", page('import { Boom } from "@site/components/Boom";\n\n# Broken\n\n<Boom />\n'));
    const result = await site.build();
    expect(result.code).toBe(1);
    expect(result.stderr).toContain("Rendering /fx/docs/broken failed: Cannot read properties of undefined (reading 'map'), in a component the page uses at content/docs/broken.mdx:9");
    expect(result.stderr).toMatch(/at components\/Boom\.tsx:2:\d+/);
    expect(result.stderr).toContain("> 2 |   return <ul>{props.items!.map");
    expect(result.distUntouched).toBe(true);
  }, 60_000);

  it("points at the line of an imported Markdown file that throws, and the page's line that shows it", async () => {
    await site.write("content/docs/_shared-part.mdx", "A shared paragraph.\n\nIt says {undefined.y}.\n");
    await site.write("content/docs/broken.mdx", page('import Part from "./_shared-part.mdx";\n\n# Broken\n\n<Part />\n'));
    const result = await site.build();
    expect(result.code).toBe(1);
    expect(result.stderr).toContain("Cannot read properties of undefined (reading 'y'), in a component the page uses at content/docs/broken.mdx:9");
    expect(result.stderr).toContain("at content/docs/_shared-part.mdx:3:20");
    expect(result.distUntouched).toBe(true);
  }, 60_000);

  it("says a component the page neither imports nor is given is not defined, at its first use", async () => {
    await site.write("content/docs/broken.mdx", page("# Broken\n\nSome text.\n\n<Callout kind=\"tip\">Hello</Callout>\n"));
    const result = await site.build();
    expect(result.code).toBe(1);
    expect(result.stderr).toContain("`Callout` is not defined: the page uses <Callout /> but neither imports it nor gets it from MDXComponents.");
    expect(result.stderr).toContain("at content/docs/broken.mdx:9:1");
    expect(result.stderr).toMatch(/→ Import it at the top of the page .*MDXComponents/);
    expect(result.distUntouched).toBe(true);
  }, 60_000);

  it("calls a runaway recursion what it is, at the function's line, with the page's line that uses it", async () => {
    await site.write("components/Forever.tsx", "function depth(n: number): number {\n  return depth(n + 1) + 1;\n}\nexport function Forever() {\n  return <p>{depth(0)}</p>;\n}\n");
    await site.write("content/docs/broken.mdx", page('import { Forever } from "@site/components/Forever";\n\n# Broken\n\n<Forever />\n'));
    const result = await site.build();
    expect(result.code).toBe(1);
    expect(result.stderr).toContain("a component calls itself without end (Maximum call stack size exceeded), in a component the page uses at content/docs/broken.mdx:9");
    expect(result.stderr).toMatch(/at components\/Forever\.tsx:2:\d+/);
    expect(result.stderr).toMatch(/→ Find the component or function at that line that renders or calls itself/);
    expect(result.distUntouched).toBe(true);
  }, 60_000);
});
