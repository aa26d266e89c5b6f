import { expect, test } from "vitest";
import { createCodeHighlighter } from "../../src/mdx/createCodeHighlighter.js";
import { testHighlighter } from "./renderCompiled.js";

test("the languages the docs use are known, under their usual names", async () => {
  const highlighter = testHighlighter();
  const names = ["rust", "rs", "ts", "tsx", "js", "jsx", "json", "jsonc", "bash", "sh", "shell", "yaml", "yml", "toml", "markdown", "md", "python", "py", "html", "css", "diff", "nix", "go", "lisp", "scheme"];
  const unknown: string[] = [];
  for (const name of names) if ((await highlighter.resolveLanguage(name)) === "text") unknown.push(name);
  expect(unknown).toEqual([]);
  expect(await highlighter.resolveLanguage("TS")).toBe("typescript");
  expect(await highlighter.resolveLanguage("TEXT")).toBe("text");
  expect(await highlighter.resolveLanguage("plaintext")).toBe("text");
  expect(await highlighter.resolveLanguage("no-such-language")).toBe("text");
  expect(await highlighter.resolveLanguage("../../package")).toBe("text");
});

test("an alias only a grammar's own file declares is found too", async () => {
  // `elisp` is declared by refractor's lisp grammar and is in no table of ours.
  expect(await createCodeHighlighter().resolveLanguage("elisp")).toBe("lisp");
});

test("a language is loaded on first use and its tokens get Prism's classes", async () => {
  const result = await testHighlighter().highlight("(define x 1)", "scheme");
  expect(result.language).toBe("scheme");
  expect(result.properties.className).toEqual(["prism-code", "language-scheme"]);
  expect(result.html).toMatch(/^<code><span class="line">/);
  expect(result.html).toContain('<span class="token keyword">define</span>');
  expect(result.html).toContain('<span class="token number">1</span>');
});

test("a grammar that builds on another loads it (TypeScript on JavaScript)", async () => {
  const result = await createCodeHighlighter().highlight("const n: number = 1;", "ts");
  expect(result.language).toBe("typescript");
  expect(result.html).toContain('<span class="token keyword">const</span>');
  expect(result.html).toContain('<span class="token builtin">number</span>');
});

test("an unknown language is plain text, escaped, a span per line", async () => {
  const result = await testHighlighter().highlight("a < b\nc", "klingon");
  expect(result.language).toBe("text");
  expect(result.html).toBe('<code><span class="line">a &#x3C; b</span>\n<span class="line">c</span></code>');
});

test("a token across lines is cut at each newline and opened again on the next line", async () => {
  const result = await testHighlighter().highlight("/* one\n   two */\nlet x = `a\nb`;", "js");
  const lines = result.html.replace(/^<code>|<\/code>$/g, "").split("\n");
  expect(lines).toHaveLength(4);
  expect(lines[0]).toBe('<span class="line"><span class="token comment">/* one</span></span>');
  expect(lines[1]).toBe('<span class="line"><span class="token comment">   two */</span></span>');
  // The template string's inner string token and its outer token are both open on the second line.
  expect(lines[3]).toMatch(/^<span class="line"><span class="token template-string"><span class="token string">b<\/span>/);
});

test("marked lines get their classes; empty lines stay lines", async () => {
  const result = await testHighlighter().highlight("a\n\nb", "text", { lineClasses: new Map([[1, ["highlighted"]], [3, ["highlighted", "error-line"]]]) });
  expect(result.html).toBe('<code><span class="line highlighted">a</span>\n<span class="line"></span>\n<span class="line highlighted error-line">b</span></code>');
});
