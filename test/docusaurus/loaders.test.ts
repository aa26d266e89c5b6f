// What a Docusaurus site imports through webpack loaders (raw-loader, yaml-loader), its data files and its Sass
// (docusaurus-plugin-sass), built with edsite's bundler: the pages have what the files hold, the stylesheets
// what Sass compiled, and a file that cannot be read that way fails the build naming it.
import { mkdir, readdir, readFile, rm, symlink, writeFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { watchConsole } from "../browser/chromium.js";
import { buildInProcess, scenario } from "../cli.js";
import { servedStrictBuild, type ServedStrictBuild } from "./servedStrictBuild.js";

/**
 * The fixture's copy, with the `sass` package installed as a site installs it: in its own node_modules (a link
 * to edsite's devDependency), which is where the build looks for it.
 */
async function siteWithSass(): Promise<string> {
  const root = await scenario("docusaurus-loaders");
  await mkdir(path.join(root, "node_modules"), { recursive: true });
  await symlink(path.resolve("node_modules/sass"), path.join(root, "node_modules/sass"), "dir");
  return root;
}

/** Builds a copy of the fixture changed by `change`, and says how it ended, both outputs together. */
async function failedBuild(change: (root: string) => Promise<void>): Promise<{ code: number; output: string }> {
  const root = await siteWithSass();
  await change(root);
  const { code, stdout, stderr } = await buildInProcess(root, "--strict");
  return { code, output: stdout + stderr };
}

let built: ServedStrictBuild;

beforeAll(async () => {
  built = await servedStrictBuild(await siteWithSass(), "/");
}, 120_000);

afterAll(() => built?.close());

/** A page's HTML as the server wrote it, without the markers React puts between adjacent texts. */
const pageHtml = async (file: string) => (await readFile(path.join(built.dist, file), "utf8")).replaceAll("<!-- -->", "");

describe("webpack loader imports and Sass in a Docusaurus site", () => {
  it("builds with --strict", () => {
    expect(built.build.code, built.build.stdout + built.build.stderr).toBe(0);
  });

  it("gives MDX a file's text through raw-loader, and YAML's data through yaml-loader and plain imports", async () => {
    const html = await pageHtml("docs/intro/index.html");
    // The source as it is in the file: its own `<`, `&` and quotes are text, escaped once.
    expect(html).toContain(
      '<pre class="greet-source"><code>// Greets someone &lt;by name&gt; &amp; says &quot;hello&quot;.\nexport function greet(name: string): string {\n  return `Hello, ${name}!`;\n}\n</code></pre>',
    );
    // `raw-loader!` without the `!!`, and a path from the site's root.
    expect(html).toContain('<pre class="hello-source">def hello():\n    print(&quot;hi from python&quot;)\n</pre>');
    expect(html).toContain('<ul class="team"><li>Ada (parser)</li><li>Grace (compiler)</li></ul>');
    // A plain `.yml` import: its data as the default export, a top-level key as a named one.
    expect(html).toContain('<p class="settings">ocean / 3 / a+b+c</p>');
  });

  it("gives a page's code JSON (default and named), text files, raw source by an extensionless path, and a Sass module's classes", async () => {
    const html = await pageHtml("styled/index.html");
    expect(html).toContain('<p class="numbers">Small primes: 2, 3, 5, 7</p>');
    expect(html).toContain('<pre class="notes">A note kept as plain text.\nSecond line.\n</pre>');
    expect(html).toContain('<p class="view-source-length">has its source</p>');
    expect(html).toMatch(/<div class="card_[\w-]+"><h1 class="title_[\w-]+">Styled with Sass<\/h1>/);
  });

  it("puts the compiled Sass in the stylesheets: customCss in the site's, the module in its page's own", async () => {
    const assets = path.join(built.dist, "assets");
    const siteCss = await readFile(path.join(assets, (await readdir(assets)).find((name) => /^style-.*\.css$/.test(name))!), "utf8");
    // Variables, nesting and a partial's values (`@use "colors"`), compiled; nothing of Sass's own syntax left.
    expect(siteCss).toMatch(/--ifm-color-primary: ?rgb\(46, ?133, ?85\)/);
    expect(siteCss).toContain(".loaders-banner{font-size:1.5rem}");
    expect(siteCss).toContain(".loaders-banner strong{letter-spacing:.1em}");
    expect(siteCss).not.toMatch(/\$size|@use/);
    const sheets = await readdir(path.join(assets, "css"));
    const moduleSheet = sheets.find((name) => /^styled-[0-9a-f]+\.css$/.test(name));
    expect(moduleSheet, sheets.join(", ")).toBeDefined();
    const moduleCss = await readFile(path.join(assets, "css", moduleSheet!), "utf8");
    expect(moduleCss).toMatch(/\.card_[\w-]+\{border:3px solid #2e8555;padding:24px\}/);
    expect(moduleCss).toMatch(/\.card_[\w-]+ \.title_[\w-]+\{color:#639\}/);
    // Only the page that imports the module loads it.
    expect(await pageHtml("styled/index.html")).toContain(`/assets/css/${moduleSheet}`);
    expect(await pageHtml("docs/intro/index.html")).not.toContain(`/assets/css/${moduleSheet}`);
  });

  it("hydrates the Sass module's page without a console error, styled by the compiled rules", async () => {
    const page = await built.browser.newPage();
    const problems = watchConsole(page);
    await page.goto(new URL("/styled/", built.server.url).href, { waitUntil: "networkidle" });
    await page.waitForSelector("html[data-hydrated=true]");
    const card = page.locator("[class^=card_]");
    expect(await card.evaluate((element) => getComputedStyle(element).paddingTop)).toBe("24px");
    expect(await card.evaluate((element) => getComputedStyle(element).borderTopColor)).toBe("rgb(46, 133, 85)");
    expect(await page.locator("[class^=title_]").evaluate((element) => getComputedStyle(element).color)).toBe("rgb(102, 51, 153)");
    expect(await page.locator(".loaders-banner").evaluate((element) => getComputedStyle(element).fontSize)).toBe("24px");
    // The page runs: its state changes on a click.
    await page.locator("button.count").click();
    await expect.poll(() => page.locator("button.count").textContent()).toBe("Clicked 1");
    expect(problems).toEqual([]);
    await page.close();
  });
});

describe("imports edsite cannot read that way fail the build, naming the file", () => {

  it("a YAML file that does not parse: the file, its line and column, and who imported it", async () => {
    const { code, output } = await failedBuild((root) => writeFile(path.join(root, "docs/data/team.yaml"), "members:\n  - name: Ada\n    role: [parser\n  - name: Grace\n"));
    expect(code).not.toBe(0);
    expect(output).toContain("The YAML file docs/data/team.yaml (imported by docs/intro.mdx) does not parse");
    expect(output).toMatch(/docs\/data\/team\.yaml:4:3/);
  }, 60_000);

  it("a loader edsite does not run: the import, where it is, and the prefixes it reads", async () => {
    const { code, output } = await failedBuild(async (root) => {
      const file = path.join(root, "docs/intro.mdx");
      await writeFile(file, (await readFile(file, "utf8")).replace("import SourceView", "import data from '!!json5-loader!./data/x.json5';\nimport SourceView"));
    });
    expect(code).not.toBe(0);
    expect(output).toContain('The import "!!json5-loader!./data/x.json5" in docs/intro.mdx names the webpack loader "json5-loader", which edsite does not run');
    expect(output).toContain('"!!raw-loader!"');
    expect(output).toContain('"!!yaml-loader!"');
    expect(output).toMatch(/docs\/intro\.mdx:8:18/);
  }, 60_000);

  it("a Sass file without docusaurus-plugin-sass in the config: the file, and the plugin to add", async () => {
    const { code, output } = await failedBuild(async (root) => {
      const file = path.join(root, "docusaurus.config.js");
      await writeFile(file, (await readFile(file, "utf8")).replace(/^\s*plugins:.*$/m, ""));
    });
    expect(code).not.toBe(0);
    expect(output).toContain("src/css/custom.scss is a Sass stylesheet, and the site's config does not add docusaurus-plugin-sass");
    expect(output).toContain('Add "docusaurus-plugin-sass" to `plugins`');
  }, 60_000);

  it("a site without the sass package: the file, and what to install", async () => {
    const { code, output } = await failedBuild((root) => rm(path.join(root, "node_modules"), { recursive: true }));
    expect(code).not.toBe(0);
    expect(output).toContain("src/css/custom.scss is Sass, which is compiled with the site's own `sass` package");
    expect(output).toContain("npm install --save-dev sass");
  }, 60_000);

  it("Sass that does not compile: Sass's message at the file, line and column, in a partial too", async () => {
    const { code, output } = await failedBuild(async (root) => {
      const file = path.join(root, "src/pages/styled.module.scss");
      await writeFile(file, (await readFile(file, "utf8")).replace("$gap * 2", "$gapp * 2"));
    });
    expect(code).not.toBe(0);
    expect(output).toContain("Sass could not compile src/pages/styled.module.scss: Undefined variable.");
    expect(output).toMatch(/src\/pages\/styled\.module\.scss:6:12/);
    const partial = await failedBuild((root) => writeFile(path.join(root, "src/css/_colors.scss"), "$brand: rgb(46, 133, 85);\n$accent: ;\n"));
    expect(partial.code).not.toBe(0);
    expect(partial.output).toMatch(/src\/css\/_colors\.scss:2:\d+/);
    expect(partial.output).toMatch(/which (custom|styled\.module)\.scss uses/);
  }, 60_000);
});
