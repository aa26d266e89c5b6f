import { describe, expect, test } from "vitest";
import { MdxCompileError } from "../../src/errors.js";
import { compile, render } from "./renderCompiled.js";

const defaults: [string, string, string][] = [
  ["note", "note", "Note"],
  ["tip", "tip", "Tip"],
  ["info", "info", "Info"],
  ["warning", "warning", "Warning"],
  ["danger", "danger", "Danger"],
  ["caution", "warning", "Caution"],
  // Docusaurus 2's names, still accepted by Docusaurus 3: another type's box, titled with their own name.
  ["secondary", "note", "Secondary"],
  ["important", "info", "Important"],
  ["success", "tip", "Success"],
];

describe("admonitions", () => {
  test.each(defaults)(":::%s without a title gets class admonition-%s and the title %s", async (name, kind, title) => {
    const html = await render(`:::${name}\nBody *text*.\n:::\n`);
    expect(html).toBe(
      `<aside class="admonition admonition-${kind}"><p class="admonition-title">${title}</p>` +
        `<div class="admonition-content"><p>Body <em>text</em>.</p></div></aside>`,
    );
  });

  test.each(defaults.map(([name]) => name))(":::%s[label] uses the label, with inline Markdown, as title", async (name) => {
    const html = await render(`:::${name}[Read **this**]\nBody.\n:::\n`);
    expect(html).toContain(`<p class="admonition-title">Read <strong>this</strong></p>`);
    expect(html).toContain(`<div class="admonition-content"><p>Body.</p></div>`);
  });

  test("the Docusaurus form `:::note Title` gives the same title", async () => {
    const html = await render(":::note Heads up\nBody.\n:::\n");
    expect(html).toContain(`<p class="admonition-title">Heads up</p>`);
  });

  test("a title attribute is used when there is no label", async () => {
    expect(await render(':::info{title="From attribute"}\nx\n:::\n')).toContain(">From attribute</p>");
  });

  test("admonitions nest, and their content keeps block Markdown", async () => {
    const html = await render("::::note\nOuter\n\n:::tip\n- inner item\n:::\n::::\n");
    expect(html).toContain(
      `<div class="admonition-content"><p>Outer</p><aside class="admonition admonition-tip"><p class="admonition-title">Tip</p>` +
        `<div class="admonition-content"><ul>\n<li>inner item</li>\n</ul></div></aside></div>`,
    );
  });

  test("an unknown container directive fails with its place and the known types", async () => {
    const error = await compile("# Doc\n\nText.\n\n  :::nope\n  Body.\n  :::\n", {}, "/site/docs/typo.md").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MdxCompileError);
    const mdxError = error as MdxCompileError;
    expect(mdxError.location).toBe("/site/docs/typo.md:5:3");
    expect(mdxError.message).toContain(":::nope");
    expect(mdxError.message).toContain("note, tip, info, warning, danger, caution");
    expect(mdxError.hint).toBeTruthy();
    expect(mdxError.codeFrame).toContain(">");
    expect(mdxError.codeFrame).toContain("5 |   :::nope");
  });
});
