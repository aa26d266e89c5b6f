import { build } from "esbuild";
import { mkdir, mkdtemp, writeFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { importsOf } from "../../src/mdx/codeImports.js";
import { loadCommonJs } from "../../src/bundle/loadCommonJs.js";
import { createElement, type ComponentType } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { compile, withTestProvider } from "./renderCompiled.js";
import { MDX_COMPONENTS_SPECIFIER } from "../../src/bundle/mdxComponentsModule.js";

const page = [
  "# Screens",
  "",
  "![The dropdown](./img/dropdown.png)",
  "",
  "The same again: ![The dropdown](./img/dropdown.png 'Versions') and a folder's own: ![Banner](banner%20wide.jpeg)",
  "",
  "A file of the static folder ![Logo](/img/logo.svg) and another site's ![Badge](https://example.org/b.png).",
].join("\n");

describe("images written in Markdown", () => {
  it("become imports when they name a file beside the page, one import per file", async () => {
    const compiled = await compile(page);
    expect(importsOf(compiled.code).filter((s) => !s.startsWith("react") && s !== MDX_COMPONENTS_SPECIFIER)).toEqual(["./img/dropdown.png", "./banner wide.jpeg"]);
    // Read once where the page is compiled, and kept with its code for the bundle stage.
    expect(compiled.imports).toEqual(importsOf(compiled.code));
    // Imports are no links to check; the site path and the URL still are.
    expect(compiled.links.map((l) => l.url)).toEqual(["/img/logo.svg", "https://example.org/b.png"]);
  });

  it("show the file the bundler emits, with their alt text and title", async () => {
    const site = await mkdtemp(path.resolve("test/.tmp/images-"));
    await mkdir(path.join(site, "img"));
    await writeFile(path.join(site, "img/dropdown.png"), "png bytes");
    await writeFile(path.join(site, "banner wide.jpeg"), "jpeg bytes");
    const compiled = await compile(page, {}, path.join(site, "page.mdx"));
    const bundled = await build({
      stdin: { contents: await withTestProvider(compiled.code), loader: "jsx", resolveDir: site },
      bundle: true,
      write: false,
      outdir: path.join(site, "out"),
      format: "cjs",
      platform: "node",
      jsx: "automatic",
      external: ["react", "react/*"],
      loader: { ".png": "file", ".jpeg": "file" },
      assetNames: "[name]-[hash]",
      publicPath: "/assets/",
    });
    const Content = loadCommonJs<{ default: ComponentType }>(bundled.outputFiles.find((f) => f.path.endsWith(".js"))!.text).default;
    const html = renderToStaticMarkup(createElement(Content));
    expect(html).toMatch(/<img src="\/assets\/dropdown-\w+\.png" alt="The dropdown"\/>/);
    expect(html).toMatch(/<img src="\/assets\/dropdown-\w+\.png" alt="The dropdown" title="Versions"\/>/);
    expect(html).toMatch(/<img src="\/assets\/banner wide-\w+\.jpeg" alt="Banner"\/>/);
    expect(html).toContain('<img src="/img/logo.svg" alt="Logo"/>');
  });
});
