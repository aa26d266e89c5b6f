// The `frontMatter` and `contentTitle` a compiled file exports, as Docusaurus's MDX loader exports them: content
// reads `{frontMatter.title}` or hands `frontMatter={frontMatter}` to a component, other modules import them.
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { transform } from "esbuild";
import { expect, test } from "vitest";
import { compileMdx } from "../../src/mdx/compileMdx.js";
import type { CompiledModule } from "../../src/types.js";
import { renderModule, testHighlighter, withTestProvider } from "./renderCompiled.js";

const tmpDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../.tmp/mdx-front-matter");
const file = "/site/docs/page.mdx";

const compileWith = (body: string, frontMatter?: Record<string, unknown>): Promise<CompiledModule> =>
  compileMdx({ id: file, file, body, ...(frontMatter ? { frontMatter } : {}) }, { highlighter: testHighlighter() });

/** The compiled module's exports, evaluated. */
async function exportsOf(compiled: CompiledModule): Promise<Record<string, unknown>> {
  await mkdir(tmpDir, { recursive: true });
  const out = path.join(tmpDir, `${Math.random().toString(36).slice(2)}.mjs`);
  await writeFile(out, (await transform(await withTestProvider(compiled.code), { loader: "jsx", jsx: "automatic", format: "esm" })).code);
  return (await import(pathToFileURL(out).href)) as Record<string, unknown>;
}

test("exports the front matter as YAML gave it, dates as dates, and the first h1's text", async () => {
  const frontMatter = { title: "Setup", date: new Date("2024-02-03T00:00:00Z"), tags: ["a", 1, null, true], nested: { "a-b": { deep: "yes" } } };
  const module = await exportsOf(await compileWith("\n# Hello *there*\n\nText.\n", frontMatter));
  expect(module.frontMatter).toEqual(frontMatter);
  expect(module.frontMatter && (module.frontMatter as { date: unknown }).date).toBeInstanceOf(Date);
  expect(module.contentTitle).toBe("Hello there");
});

test("content reads it: an expression and a component's prop", async () => {
  const html = await renderModule(await compileWith('export function Show(props) { return <span className="fm">{props.frontMatter.owner}</span>; }\n\nBy {frontMatter.owner}. <Show frontMatter={frontMatter} />\n', { owner: "Ada" }));
  expect(html).toBe('<p>By Ada. <span class="fm">Ada</span></p>');
});

test("a file without front matter exports an empty one and no title; one that exports or imports its own keeps it", async () => {
  const bare = await exportsOf(await compileWith("Just text.\n"));
  expect(bare.frontMatter).toEqual({});
  expect(bare.contentTitle).toBeUndefined();
  const own = await exportsOf(await compileWith("export const frontMatter = { mine: 1 };\n\nText.\n", { given: 2 }));
  expect(own.frontMatter).toEqual({ mine: 1 });
});
