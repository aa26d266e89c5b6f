import { readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { expect, test } from "vitest";
import type { CompileOptions } from "../../src/mdx/compileMdx.js";
import { compile, renderModule } from "./renderCompiled.js";

const fixture = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../fixtures/mdx-links/guide.md");
const existing = new Map([
  ["./install.md", "/ki-editor/docs/install"],
  ["../reference/keymap.mdx", "/ki-editor/docs/reference/keymap"],
]);

/** A stand-in for the build's resolver: knows two Markdown files, reports others as missing. */
const resolveLink: NonNullable<CompileOptions["resolveLink"]> = (url) => {
  const [file, hash] = url.split("#") as [string, string | undefined];
  if (!/\.mdx?$/.test(file) || /^[a-z]+:/.test(file)) return undefined;
  const route = existing.get(file);
  if (!route) return { missing: true };
  return hash === undefined ? route : `${route}#${hash}`;
};

async function compileGuide() {
  return compile(await readFile(fixture, "utf8"), { resolveLink }, fixture);
}

test("relative .md/.mdx links, definitions and JSX hrefs are rewritten to routes", async () => {
  const html = await renderModule(await compileGuide());
  expect(html).toContain('<a href="/ki-editor/docs/install">installation notes</a>');
  expect(html).toContain('<a href="/ki-editor/docs/reference/keymap#normal-mode">keymap section</a>');
  expect(html).toContain('<a href="/ki-editor/docs/install#setup">the setup</a>');
  expect(html).toContain('<a href="/ki-editor/docs/install">JSX link</a>');
  expect(html).toContain('<img src="/img/logo.svg" alt="Logo"/>');
});

test("a link to a missing Markdown file is a finding at its place and stays as written", async () => {
  const compiled = await compileGuide();
  expect(compiled.findings).toEqual([
    {
      kind: "missing-md-file",
      message: expect.stringContaining("./removed.md"),
      source: { file: fixture, line: 6, column: 32 },
      url: "./removed.md",
    },
  ]);
  expect(await renderModule(compiled)).toContain('<a href="./removed.md">old page</a>');
});

test("every link is listed after rewriting, with line and column", async () => {
  const compiled = await compileGuide();
  expect(compiled.links).toEqual([
    { url: "/ki-editor/docs/install", line: 3, column: 10 },
    { url: "/ki-editor/docs/reference/keymap#normal-mode", line: 4, column: 10 },
    { url: "./removed.md", line: 6, column: 32 },
    { url: "/img/logo.svg", line: 8, column: 1 },
    { url: "https://example.com", line: 8, column: 28 },
    { url: "/ki-editor/docs/install#setup", line: 12, column: 1 },
    { url: "/ki-editor/docs/install", line: 14, column: 4 },
  ]);
});

test("without a resolver links are kept and still listed", async () => {
  const compiled = await compile("[a](./x.md) [b](#frag)\n");
  expect(compiled.links.map((link) => link.url)).toEqual(["./x.md", "#frag"]);
  expect(compiled.findings).toEqual([]);
});
