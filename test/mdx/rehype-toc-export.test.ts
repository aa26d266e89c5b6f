// The `toc` a compiled page exports, as Docusaurus's MDX loader exports it: what `<TOCInline toc={toc} />`
// in the page (or a module importing the page) reads.
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { transform } from "esbuild";
import { expect, test } from "vitest";
import { compile, render, withTestProvider } from "./renderCompiled.js";

const tmpDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../.tmp/mdx-toc");

/** The module's exported `toc`, evaluated. */
async function exportedToc(body: string): Promise<unknown> {
  const compiled = await compile(body);
  await mkdir(tmpDir, { recursive: true });
  const file = path.join(tmpDir, `${Math.random().toString(36).slice(2)}.mjs`);
  await writeFile(file, (await transform(await withTestProvider(compiled.code), { loader: "jsx", jsx: "automatic", format: "esm" })).code);
  return ((await import(pathToFileURL(file).href)) as { toc: unknown }).toc;
}

test("every h2-h6 is exported flat, its value as HTML with inline code kept and the hash-link left out", async () => {
  const toc = await exportedToc("# Page\n\n## Two `code` & *more*\n\n### Three\n\n#### Four {#custom}\n\n## Back [link](https://x.dev)\n");
  expect(toc).toEqual([
    { value: "Two <code>code</code> &amp; <em>more</em>", id: "two-code--more", level: 2 },
    { value: "Three", id: "three", level: 3 },
    { value: "Four", id: "custom", level: 4 },
    { value: "Back link", id: "back-link", level: 2 },
  ]);
});

test("the content itself can read it, as `<TOCInline toc={toc} />` does", async () => {
  const html = await render("export const Count = ({ items }) => <p>{items.length} headings</p>;\n\n<Count items={toc} />\n\n## A\n\n## B\n");
  expect(html).toContain("<p>2 headings</p>");
});

test("a page that exports a toc of its own keeps it", async () => {
  expect(await exportedToc('export const toc = [{ value: "Mine", id: "mine", level: 2 }];\n\n## Real\n')).toEqual([{ value: "Mine", id: "mine", level: 2 }]);
});

test("a page without headings exports an empty list", async () => {
  expect(await exportedToc("Just text.\n")).toEqual([]);
});

test("an imported Markdown file shown in the page brings its headings in at its place, from its own module's toc", async () => {
  const partial = await compile("## From the partial\n", {}, "/site/docs/_partial.mdx");
  const page = await compile("import Partial from './_partial.mdx';\n\n## Before\n\n<Partial />\n\n## After\n");
  await mkdir(tmpDir, { recursive: true });
  const dir = path.join(tmpDir, Math.random().toString(36).slice(2));
  await mkdir(dir);
  for (const [name, compiled] of [["_partial.mdx", partial], ["page.mjs", page]] as const) {
    const code = (await transform(await withTestProvider(compiled.code), { loader: "jsx", jsx: "automatic", format: "esm" })).code.replace("./_partial.mdx", "./_partial.mjs");
    await writeFile(path.join(dir, name.replace(".mdx", ".mjs")), code);
  }
  const { toc } = (await import(pathToFileURL(path.join(dir, "page.mjs")).href)) as { toc: { id: string }[] };
  expect(toc.map((item) => item.id)).toEqual(["before", "from-the-partial", "after"]);
});
