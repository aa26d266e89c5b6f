import { beforeAll, describe, expect, it } from "vitest";
import path from "node:path";
import { buildSite, type SiteOutput } from "../../src/site/buildSite.js";
import { silentReporter } from "../../src/site/reporter.js";
import { CompileCache } from "../../src/compile/compileCache.js";
import { scenario } from "../cli.js";

// A doc's front matter `id` is its id's last part and its URL's, as in Docusaurus; the file still names it
// for links between docs.
describe("a doc whose front matter id differs from its file name", () => {
  let site: SiteOutput;
  beforeAll(async () => {
    const root = await scenario("docusaurus-front-matter-id");
    site = await buildSite({ root, outDir: path.join(root, "build"), reporter: silentReporter(), compileCache: CompileCache.inMemory() });
  });
  const page = (file: string) => String(site.files.find((f) => f.path === file)?.contents ?? `no ${file} among ${site.files.map((f) => f.path).join(", ")}`);

  it("is served at its id, found in the sidebar by it, and reached by links to its file", () => {
    expect(site.findings).toEqual([]);
    const paths = site.routes.map((route) => route.path);
    expect(paths).toContain("/docs/dev-guide/dev-guide-iframe");
    expect(paths).not.toContain("/docs/dev-guide/iframe");
    const start = page("docs/dev-guide/start.html");
    expect(start).toContain('<a href="/docs/dev-guide/dev-guide-iframe">the iframe guide</a>');
    expect(start).toMatch(/<a [^>]*href="\/docs\/dev-guide\/dev-guide-iframe"[^>]*>The iframe API/);
    expect(page("docs/dev-guide/dev-guide-iframe.html")).toContain('<a href="/docs/dev-guide/start">the start</a>');
  });
});
