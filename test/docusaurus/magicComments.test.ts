import { beforeAll, describe, expect, it } from "vitest";
import path from "node:path";
import { buildSite, type SiteOutput } from "../../src/site/buildSite.js";
import { silentReporter } from "../../src/site/reporter.js";
import { CompileCache } from "../../src/compile/compileCache.js";
import { scenario } from "../cli.js";

// A Docusaurus site that lists its own magic comments: Docusaurus's highlighting ones and an error line.
let site: SiteOutput;
/** The text of a line's HTML: its tokens' tags gone, its character references read. */
const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, "")
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&(quot|lt|gt|amp);/g, (_, name: string) => ({ quot: '"', lt: "<", gt: ">", amp: "&" })[name]!);
const file = (name: string) => String(site.files.find((f) => f.path === name)?.contents ?? "");

beforeAll(async () => {
  const root = await scenario("docusaurus-magic-comments");
  site = await buildSite({ root, outDir: path.join(root, "build"), reporter: silentReporter(), compileCache: CompileCache.inMemory() });
});

describe("a Docusaurus site's own magic comments", () => {
  it("are followed: nothing is reported", () => {
    expect(site.findings.filter((f) => f.kind === "unsupported")).toEqual([]);
  });

  it("mark each line with its comment's class, the fence's lines with the first comment's, and are not shown", () => {
    const html = file("docs/intro/index.html");
    const marked = [...html.matchAll(/<span class="line ([^"]+)">(.*?)<\/span>\n?(?=<span class="line|<\/code>)/g)].map((m) => [m[1], textOf(m[2]!)]);
    expect(marked).toEqual([
      ["theme-code-block-highlighted-line", "  return 42;"],
      ["code-block-error-line", 'raise ValueError("no")'],
      ["theme-code-block-highlighted-line", "<p>One</p>"],
      ["theme-code-block-highlighted-line", "<p>Three</p>"],
    ]);
    for (const comment of ["highlight-next-line", "This will error", "highlight-start", "highlight-end"]) expect(html).not.toContain(comment);
  });

  it("give Docusaurus's highlighted-line class edsite's highlight", () => {
    const css = site.files.filter((f) => f.path.endsWith(".css")).map((f) => String(f.contents)).join("\n");
    expect(css).toMatch(/\.line\.theme-code-block-highlighted-line\s*\{[^}]*background-color/);
  });
});
