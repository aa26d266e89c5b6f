import { describe, expect, it } from "vitest";
import path from "node:path";
import { buildSite } from "../../src/site/buildSite.js";
import { silentReporter } from "../../src/site/reporter.js";
import { CompileCache } from "../../src/compile/compileCache.js";
import { scenario } from "../cli.js";

// Docusaurus loads a plugin's package through jiti, which resolves `from "../index"` in an ES module and a
// named import of a CommonJS package's exports; Node does neither. Such a package must load, and run.
describe("an installed ES module plugin whose imports have no file extension", () => {
  it("loads and runs: its tag is in the page's head", async () => {
    const root = await scenario("docusaurus-extensionless-plugin");
    const site = await buildSite({ root, outDir: path.join(root, "build"), reporter: silentReporter(), compileCache: CompileCache.inMemory() });
    expect(site.findings).toEqual([]);
    const home = String(site.files.find((f) => f.path === "index.html")?.contents);
    expect(home).toMatch(/<head>[\s\S]*<meta name="meta-tag-plugin" content="loaded"\/?>[\s\S]*<\/head>/);
  });
});
