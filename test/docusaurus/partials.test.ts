// Markdown partials: a doc imports a Markdown/MDX file (`import Setup from './_setup.md'`) and shows it as a
// component, with props. The file compiles once through the MDX pipeline however many pages show it, its
// links resolve from its own folder, its headings join the page's table of contents, it is no page itself,
// its errors name its own lines, and a dev rebuild after editing it compiles it alone.
import { readFile, writeFile } from "node:fs/promises";
import { existsSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { watchConsole } from "../browser/chromium.js";
import { buildInProcess, scenario } from "../cli.js";
import { servedStrictBuild, type ServedStrictBuild } from "./servedStrictBuild.js";
import { createDevBuilder } from "../../src/dev/devBuilder.js";

let built: ServedStrictBuild;

beforeAll(async () => {
  built = await servedStrictBuild(await scenario("docusaurus-partials"), "/");
}, 120_000);

afterAll(() => built?.close());

const pageHtml = async (file: string) => (await readFile(path.join(built.dist, file), "utf8")).replaceAll("<!-- -->", "");
/** The texts of the links of the page's table of contents (the one beside the content), in order. */
const tocTexts = (html: string) => [...html.slice(html.indexOf('<div class="doc-toc-container">')).matchAll(/class="toc-link"[^>]*>([^<]*)</g)].map((m) => m[1]);

/** Builds a copy of the fixture changed by `change`, and says how it ended, both outputs together. */
async function changedBuild(change: (root: string) => Promise<void>): Promise<{ code: number; output: string }> {
  const root = await scenario("docusaurus-partials");
  await change(root);
  const { code, stdout, stderr } = await buildInProcess(root, "--strict");
  return { code, output: stdout + stderr };
}

describe("Markdown partials in a Docusaurus site", () => {
  it("builds with --strict, compiling each imported file once", () => {
    expect(built.build.code, built.build.stdout + built.build.stderr).toBe(0);
    // Three pages (intro, usage, the home page) and two partials, each partial once for all its pages.
    expect(built.build.stdout + built.build.stderr).toMatch(/compile: 5 compiled/);
  });

  it("shows the partial in place with the props each page gives it, and a partial inside a partial", async () => {
    const intro = await pageHtml("docs/intro/index.html");
    expect(intro).toContain('<code class="partial-tool">pnpm</code>');
    // The note shows twice on the intro: once through the setup partial, once directly.
    expect(intro.match(/class="partial-note"/g)).toHaveLength(2);
    expect(intro.indexOf("Before you start")).toBeLessThan(intro.indexOf('id="install-the-tool"'));
    const usage = await pageHtml("docs/guide/usage/index.html");
    expect(usage).toContain('<code class="partial-tool">npm</code>');
    // Front matter of a partial is read and left out, as Docusaurus does.
    expect(intro).not.toContain("front matter of a partial");
  });

  it("resolves the partial's links from its own folder", async () => {
    expect(await pageHtml("docs/intro/index.html")).toContain('<a href="/docs/guide/usage">usage page</a>');
  });

  it("puts the partial's headings in the page's table of contents where it shows", async () => {
    expect(tocTexts(await pageHtml("docs/intro/index.html"))).toEqual(["Before you start", "Install the tool", "Check the install", "After setup"]);
    expect(tocTexts(await pageHtml("docs/guide/usage/index.html"))).toEqual(["Install the tool", "Check the install"]);
  });

  it("makes no page of a file whose name starts with _", () => {
    expect(existsSync(path.join(built.dist, "docs/_setup"))).toBe(false);
    expect(existsSync(path.join(built.dist, "docs/_snippets"))).toBe(false);
  });

  it("hydrates the page without a console error", async () => {
    const page = await built.browser.newPage();
    const problems = watchConsole(page);
    await page.goto(new URL("/docs/intro", built.server.url).href, { waitUntil: "networkidle" });
    await page.waitForSelector("html[data-hydrated=true]");
    expect(await page.locator(".partial-tool").first().textContent()).toBe("pnpm");
    expect(problems).toEqual([]);
    await page.close();
  });

  it("names the partial's own file, line and column for an error in it", async () => {
    const { code, output } = await changedBuild((root) => writeFile(path.join(root, "docs/_snippets/_note.mdx"), "A note.\n\n<strong>not closed\n"));
    expect(code).not.toBe(0);
    expect(output).toMatch(/docs\/_snippets\/_note\.mdx:3:\d+/);
  });

  it("fails at the import for a partial that does not exist", async () => {
    const { code, output } = await changedBuild(async (root) => {
      const file = path.join(root, "docs/intro.mdx");
      await writeFile(file, (await readFile(file, "utf8")).replace("./_setup.md", "./_missing.md"));
    });
    expect(code).not.toBe(0);
    expect(output).toContain('The imported Markdown file "./_missing.md" does not exist');
    expect(output).toMatch(/docs\/intro\.mdx:5:1/);
  });

  it("rebuilds the pages that show a partial in dev when it changes, compiling only the partial", async () => {
    const root = await scenario("docusaurus-partials");
    const builder = await createDevBuilder({ root });
    try {
      const first = await builder.build();
      if (!first.ok) throw first.error;
      await writeFile(path.join(root, "docs/_snippets/_note.mdx"), 'An <em className="edited-note">edited note</em>.\n');
      const edited = await builder.build();
      if (!edited.ok) throw edited.error;
      expect(edited.compiled).toBe(1);
      const page = edited.site.files.find((f) => f.path === "docs/intro/index.html");
      expect(String(page?.contents).match(/class="edited-note"/g)).toHaveLength(2);
    } finally {
      await builder.dispose();
    }
  });
});
