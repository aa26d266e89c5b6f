import path from "node:path";
import { build, type Plugin } from "esbuild";
import { describe, expect, it } from "vitest";
import { loaderImports, parseLoaderImport } from "../../src/bundle/loaderImports.js";
import { svgComponents } from "../../src/bundle/svgComponent.js";
import { yamlFiles } from "../../src/bundle/yamlModule.js";
import { loadCommonJs } from "../../src/bundle/loadCommonJs.js";

const site = path.resolve("test/fixtures/docusaurus-loaders");

/** What a module of these imports exports, bundled as the edsite plugin bundles a site's code. */
async function exportsOf(source: string): Promise<Record<string, unknown>> {
  const plugin: Plugin = {
    name: "loaders",
    setup(b) {
      loaderImports(b, { siteRoot: site, moduleRoots: {} });
      svgComponents(b, site);
      yamlFiles(b, { siteRoot: site, moduleRoots: {} });
    },
  };
  const result = await build({ stdin: { contents: source, resolveDir: path.join(site, "docs"), sourcefile: "page.js" }, bundle: true, write: false, format: "cjs", platform: "node", logLevel: "silent", plugins: [plugin] });
  return loadCommonJs<Record<string, unknown>>(result.outputFiles[0]!.text);
}

describe("webpack's inline loader syntax", () => {
  it("reads the loaders and the file, whichever prefix the list has", () => {
    expect(parseLoaderImport("!!raw-loader!./a.ts")).toEqual({ loaders: ["raw-loader"], resource: "./a.ts" });
    expect(parseLoaderImport("raw-loader!@site/a.ts")).toEqual({ loaders: ["raw-loader"], resource: "@site/a.ts" });
    expect(parseLoaderImport("-!yaml-loader!./a.yaml")).toEqual({ loaders: ["yaml-loader"], resource: "./a.yaml" });
    expect(parseLoaderImport("!style-loader!css-loader!./a.css")).toEqual({ loaders: ["style-loader", "css-loader"], resource: "./a.css" });
    expect(parseLoaderImport("./a.ts")).toBeUndefined();
  });
});

describe("loader imports in a bundle", () => {
  it("give a file's text, an SVG's too (not its component), found without its extension", async () => {
    const module = await exportsOf(
      `export { default as ts } from "!!raw-loader!./examples/greet.ts";\nexport { default as bare } from "raw-loader!./examples/greet";\nexport { default as py } from "!!raw-loader!@site/src/snippets/hello.py";\nexport { default as svg } from "!!raw-loader!@site/static/img/mark.svg";`,
    );
    expect(module.ts).toBe('// Greets someone <by name> & says "hello".\nexport function greet(name: string): string {\n  return `Hello, ${name}!`;\n}\n');
    expect(module.bare).toBe(module.ts);
    expect(module.py).toBe('def hello():\n    print("hi from python")\n');
    expect(module.svg).toBe('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 4"><rect width="4" height="4"/></svg>\n');
  });

  it("give a YAML file's data through yaml-loader and as a plain import, with its top-level keys named", async () => {
    const module = await exportsOf(`export { default as team } from "!!yaml-loader!./data/team.yaml";\nexport { default as settings, retries } from "./data/settings.yml";`);
    expect(module.team).toEqual({ members: [{ name: "Ada", role: "parser" }, { name: "Grace", role: "compiler" }] });
    expect(module.settings).toEqual({ theme: "ocean", retries: 3, nested: { deep: ["a", "b", "c"] } });
    expect(module.retries).toBe(3);
  });

  it("fail on another loader, naming the import and the prefixes there are", async () => {
    await expect(exportsOf(`import x from "!!file-loader!./data/team.yaml";`)).rejects.toThrow(/The import "!!file-loader!\.\/data\/team\.yaml" in docs\/page\.js names the webpack loader "file-loader", which edsite does not run: it reads only "!!raw-loader!"/);
  });

  it("give raw-loader's esModule=false what webpack gives for it: the text itself", async () => {
    const module = await exportsOf(`export { default as text } from "!!raw-loader?esModule=false!./examples/greet.ts";`);
    expect(module.text).toContain("export function greet");
  });

  it("fail on a supported loader given other options, which edsite would not honour", async () => {
    await expect(exportsOf(`import x from "!!raw-loader?esModule=true!./examples/greet.ts";`)).rejects.toThrow(/gives raw-loader options \("\?esModule=true"\), which edsite does not read/);
  });
});
