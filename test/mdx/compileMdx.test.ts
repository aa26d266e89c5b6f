import { readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { transform } from "esbuild";
import { describe, expect, test } from "vitest";
import { MdxCompileError } from "../../src/errors.js";
import { compile, render, renderModule } from "./renderCompiled.js";

const fixtures = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../fixtures");

async function compileFixture(name: string) {
  const file = path.join(fixtures, name);
  return compile(await readFile(file, "utf8"), {}, file);
}

describe("GFM", () => {
  test("tables", async () => {
    const html = await render("| Key | Action |\n| :-- | --: |\n| `s` | Select |\n");
    expect(html).toBe(
      '<table tabindex="0"><thead><tr><th style="text-align:left">Key</th><th style="text-align:right">Action</th></tr></thead>' +
        '<tbody><tr><td style="text-align:left"><code>s</code></td><td style="text-align:right">Select</td></tr></tbody></table>',
    );
  });

  test("task lists, strikethrough and literal autolinks", async () => {
    const html = await render("- [x] done ~~old~~\n- [ ] todo www.example.com\n");
    expect(html).toContain('<li class="task-list-item"><input type="checkbox" disabled="" checked=""/> done <del>old</del></li>');
    expect(html).toContain('<a href="http://www.example.com">www.example.com</a>');
  });

  test("footnotes render, and their ids are reported", async () => {
    const compiled = await compile("Claim.[^src]\n\n[^src]: The source.\n");
    const html = await renderModule(compiled);
    expect(html).toContain('<a href="#user-content-fn-src" id="user-content-fnref-src" data-footnote-ref="true"');
    expect(html).toContain('<li id="user-content-fn-src">');
    expect(compiled.ids).toEqual(expect.arrayContaining(["user-content-fn-src", "user-content-fnref-src", "footnote-label"]));
  });
});

describe("the compiled module", () => {
  test("is an ES module with the content as default export, imports kept as written", async () => {
    const compiled = await compile("import {Keymap} from '@site/src/components/Keymap';\n\n# Hi\n\n<Keymap name=\"x\" />\n");
    expect(compiled.code).toContain("import {Keymap} from '@site/src/components/Keymap';");
    expect(compiled.code).toMatch(/export default function MDXContent/);
    // JSX stays for the bundler, marked for React's automatic runtime in production form.
    expect(compiled.code).toContain("/*@jsxRuntime automatic*/");
    expect(compiled.code).toContain("<Keymap name=\"x\" />");
    const bundled = await transform(compiled.code, { loader: "jsx", jsx: "automatic", format: "esm" });
    expect(bundled.code).toContain('from "react/jsx-runtime"');
    expect(bundled.code).not.toContain("jsxDEV");
  });

  test("passes id and file through and reports explicit JSX ids", async () => {
    const compiled = await compile('<section id="custom-box">Hi</section>\n', {}, "/site/blog/post.md");
    expect(compiled.id).toBe("/site/blog/post.md");
    expect(compiled.file).toBe("/site/blog/post.md");
    expect(compiled.ids).toContain("custom-box");
  });
});

describe("Docusaurus-style Markdown", () => {
  test("truncate marker, heading ids, legacy admonition titles and comments all compile", async () => {
    const compiled = await compileFixture("mdx-docusaurus-markdown/post.md");
    const html = await renderModule(compiled);
    expect(html).not.toContain("truncate");
    expect(html).not.toContain("several lines");
    expect(compiled.toc).toEqual([
      { value: "What changed", id: "changes", level: 2 },
      { value: "Heading with code", id: "with-code", level: 2 },
    ]);
    expect(html).toContain('<p class="admonition-title">Upgrade first</p>');
    expect(html).toContain("Meeting moved to 12:30, see the a:b ratio and <code>&lt;!-- kept in code --&gt;</code>.");
    const text = compiled.sections.map((section) => section.text).join(" ");
    expect(text).toContain("<!-- a comment inside a code block stays as written -->");
    expect(text).toContain("<p>{not an expression}</p>");
  });
});

describe("syntax errors", () => {
  test("a bad expression reports file, line, column, reason, hint and a code frame", async () => {
    const error = (await compileFixture("mdx-syntax-error/unclosed-brace.mdx").catch((e: unknown) => e)) as MdxCompileError;
    expect(error).toBeInstanceOf(MdxCompileError);
    expect(error.file).toBe(path.join(fixtures, "mdx-syntax-error/unclosed-brace.mdx"));
    expect(error.line).toBe(5);
    expect(error.column).toBe(13);
    expect(error.message).toMatch(/expression|brace/i);
    expect(error.hint).toContain("\\{");
    expect(error.codeFrame).toBe(
      [
        "  3 | The option takes a map.",
        "  4 |",
        "> 5 | Write it as {key: value pairs in your config.",
        `    | ${" ".repeat(error.column! - 1)}^`,
        "  6 |",
        "  7 | More text after the mistake.",
      ].join("\n"),
    );
  });

  test("an unclosed tag points at the tag that needs closing", async () => {
    const error = (await compileFixture("mdx-syntax-error/unclosed-tag.mdx").catch((e: unknown) => e)) as MdxCompileError;
    expect(error).toBeInstanceOf(MdxCompileError);
    expect([error.line, error.column]).toEqual([5, 1]);
    expect(error.message).toContain("<div>");
    expect(error.hint).toMatch(/close/i);
    expect(error.codeFrame).toContain('> 5 | <div className="grid">');
  });

  test("line numbers are the file's when front matter was blanked out", async () => {
    const body = "\n\n\n\n# Title\n\nText <br> more\n";
    const error = (await compile(body).catch((e: unknown) => e)) as MdxCompileError;
    expect([error.line, error.column]).toEqual([7, 6]);
  });
});
