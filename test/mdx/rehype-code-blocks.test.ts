import { expect, test } from "vitest";
import { compile, render } from "./renderCompiled.js";
import { MdxCompileError } from "../../src/errors.js";

const fence = "```";

/** Text content of rendered HTML, whatever character references the serializer chose. */
function textOf(html: string): string {
  const named: Record<string, string> = { lt: "<", gt: ">", quot: '"', amp: "&", apos: "'" };
  return html
    .replace(/<[^>]+>/g, "")
    .replace(/&(?:#x([0-9a-f]+)|#(\d+)|(\w+));/gi, (all, hex: string, dec: string, name: string) =>
      hex ? String.fromCodePoint(parseInt(hex, 16)) : dec ? String.fromCodePoint(Number(dec)) : (named[name] ?? all),
    );
}

test("a fenced block becomes a figure with its title, a highlighted pre and marked lines", async () => {
  const html = await render(`${fence}rust title="src/main.rs" {1,3}\nfn main() {\n    let x = 1;\n    println!("{x}");\n}\n${fence}\n`);
  expect(html.startsWith('<figure class="code-block"><figcaption class="code-block-title">src/main.rs</figcaption><pre ')).toBe(true);
  expect(html).toMatch(/<pre [^>]*class="prism-code language-rust"/);
  expect(html).toMatch(/<pre [^>]*tabindex="0"/);
  expect(html).toMatch(/<pre [^>]*data-language="rust"/);
  const lines = [...html.matchAll(/<span class="line( highlighted)?">/g)].map((match) => match[1] !== undefined);
  expect(lines).toEqual([true, false, true, false]);
});

test("tokens carry Prism's classes for the theme's CSS, and no inline colour", async () => {
  const html = await render(`${fence}ts\nconst answer: number = 42;\n${fence}\n`);
  expect(html).toContain('<span class="token keyword">const</span>');
  expect(html).toContain('<span class="token number">42</span>');
  expect(html).not.toContain("style=");
});

test("the code text survives highlighting exactly, with no extra last line", async () => {
  const code = 'if a < b && c > "d" {\n\treturn;\n}';
  const html = await render(`${fence}go\n${code}\n${fence}\n`);
  expect(textOf(html)).toBe(code);
});

test("an unknown or missing language renders as plain text in the same markup", async () => {
  for (const info of ["klingon", ""]) {
    const html = await render(`${fence}${info}\nplain <text>\n${fence}\n`);
    expect(html).toMatch(/<pre [^>]*data-language="text"/);
    expect(textOf(html)).toBe("plain <text>");
  }
});

test("showLineNumbers adds the line-numbers class and starts the counter at 1; no title means no figcaption", async () => {
  const html = await render(`${fence}bash showLineNumbers\necho hi\n${fence}\n`);
  expect(html).toMatch(/<pre [^>]*class="prism-code language-bash line-numbers"/);
  expect(html).toContain('<code style="counter-reset:line 0;--ed-line-digits:1">');
  expect(html).not.toContain("figcaption");
});

test("showLineNumbers=N numbers from N, with room for the widest number; a block without it has no counter", async () => {
  const code = Array.from({ length: 5 }, (_, i) => `line ${i}`).join("\n");
  const html = await render(`${fence}text showLineNumbers=98\n${code}\n${fence}\n`);
  expect(html).toContain('<code style="counter-reset:line 97;--ed-line-digits:3">');
  expect(await render(`${fence}text\n${code}\n${fence}\n`)).toContain("<code><span");
});

test("inline code is left alone", async () => {
  expect(await render("Use `let x = 1;` here.\n")).toBe("<p>Use <code>let x = 1;</code> here.</p>");
});

test("code blocks count as text for search", async () => {
  const compiled = await compile(`${fence}bash\ncargo install ki-editor\n${fence}\n`);
  expect(compiled.sections).toEqual([{ id: "", heading: "", level: 1, text: "cargo install ki-editor" }]);
});

test("the site's magic comments mark lines with their classes, and the fence's lines with the first one's", async () => {
  const magicComments = [
    { className: "theme-code-block-highlighted-line", line: "highlight-next-line" },
    { className: "code-block-error-line", line: "This will error" },
  ];
  const html = await render(`${fence}python {3}\n# This will error\nraise Oops()\n# highlight-next-line\nok = 1\nlast = 2\n${fence}\n`, { magicComments });
  const lines = [...html.matchAll(/<span class="(line[^"]*)">/g)].map((match) => match[1]);
  expect(lines).toEqual(["line code-block-error-line", "line theme-code-block-highlighted-line", "line theme-code-block-highlighted-line"]);
  expect(textOf(html)).toBe("raise Oops()\nok = 1\nlast = 2");
});

test("a fence that names lines when the config has no magic comments stops the build at the block, as Docusaurus does", async () => {
  const error = await compile(`Intro.\n\n${fence}js {1}\nx();\n${fence}\n`, { magicComments: [] }).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(MdxCompileError);
  expect((error as MdxCompileError).message).toBe("A code block marks lines in its fence ({…}), but the config has no magic comments to take their class from.");
  expect((error as MdxCompileError).line).toBe(3);
  expect((error as MdxCompileError).hint).toMatch(/list at least one magic comment in the config/);
});
