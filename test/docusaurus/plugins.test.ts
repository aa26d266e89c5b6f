// A Docusaurus site's own plugins, run by edsite's build: the page a plugin adds (with its data, global data,
// HTML tags and client modules), a theme plugin's component the site wraps, postBuild, and the site's remark
// and rehype plugins; then what edsite cannot run, and plugins that fail.
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { watchConsole } from "../browser/chromium.js";
import { buildInProcess, scenario } from "../cli.js";
import { servedStrictBuild, type ServedStrictBuild } from "./servedStrictBuild.js";

let built: ServedStrictBuild;

beforeAll(async () => {
  built = await servedStrictBuild(await scenario("docusaurus-plugins"), "/site/");
}, 120_000);

afterAll(() => built?.close());

const page = (route: string) => readFile(path.join(built.dist, "site", route, "index.html"), "utf8").then((html) => html.replaceAll("<!-- -->", ""));

async function open(route: string): Promise<{ tab: Page; problems: string[] }> {
  const tab = await built.browser.newPage();
  const problems = watchConsole(tab);
  await tab.goto(new URL(route, built.server.url).href, { waitUntil: "networkidle" });
  await tab.waitForSelector("html[data-hydrated=true]");
  return { tab, problems };
}

/** The fixture with its config's plugins changed: `plugins` written in place of the fixture's list. */
async function variant(plugins: string): Promise<string> {
  const root = await scenario("docusaurus-plugins");
  const file = path.join(root, "docusaurus.config.js");
  const config = await readFile(file, "utf8");
  await writeFile(file, config.replace(/^ {2}plugins: .*$/m, `  plugins: ${plugins},`));
  return root;
}

describe("a Docusaurus site's plugins", () => {
  it("build with --strict", () => {
    expect(built.build.code, built.build.stderr + built.build.stdout).toBe(0);
  });

  it("add a page whose component gets the plugin's data as props, and reads its global data", async () => {
    const html = await page("recipes");
    // The title comes through the options validateOptions checked, the list through createData.
    expect(html).toContain("<h1>Things to cook</h1>");
    expect(html).toContain('<ul class="recipes-list"><li>Soup</li><li>Bread</li></ul>');
    expect(html).toContain('<p class="global-count">2 recipes</p>');
    // Set in allContentLoaded, which sees every plugin's content.
    expect(html).toContain('"recipes-plugin":{"default":{"count":2,"plugins":["docusaurus-bootstrap-plugin","recipes-plugin","hello-plugin","fancy-theme","sparkle-theme"]}}');
    expect(html).toContain('<p class="route-path">/site/recipes</p>');
    // A list of modules, and props given as they are.
    expect(html).toContain('<p class="notes">Keep warm, serves 4</p>');
    expect(html).toContain("<title>Things to cook | Plugins</title>");
  });

  it("run loadContent before the docs are read, so a doc a plugin generates is built", async () => {
    expect(await page("docs/generated-recipes")).toContain("<li>Soup</li>");
  });

  it("load from the site's node_modules by Docusaurus's short name, options checked by the module's schema", async () => {
    // `hello` is docusaurus-plugin-hello; its schema's default filled in, the instance's id set aside and
    // kept, and the theme config's default (`wave`) from its validateThemeConfig.
    expect(await page("")).toContain('<p class="hello">{&quot;greeting&quot;:&quot;Hi&quot;,&quot;loud&quot;:false,&quot;id&quot;:&quot;greeter&quot;,&quot;wave&quot;:&quot;o/&quot;}</p>');
  });

  it("offer theme components, which a later theme enhances through @theme-init and the site's src/theme wraps through @theme-original", async () => {
    expect(await page("recipes")).toContain('<div class="fancy-wrapper"><div class="sparkle"><div class="fancy">served hot</div></div></div>');
  });

  it("put their HTML tags in every page: the head, right after <body>, and at its end", async () => {
    for (const route of ["recipes", "docs/intro", ""]) {
      const html = await page(route);
      const head = html.slice(html.indexOf("<head>"), html.indexOf("</head>"));
      expect(head).toContain('<meta name="recipes-count" content="2">');
      expect(html).toContain('<body><div id="recipes-pre-body" hidden></div><div id="__edsite">');
      expect(html).toMatch(/<script>window\.recipesPostBody = true;<\/script><\/body>/);
    }
  });

  it("put the config's own headTags, stylesheets and scripts in every page's head, before the plugins' tags", async () => {
    const html = await page("docs/intro");
    const head = html.slice(html.indexOf("<head>"), html.indexOf("</head>"));
    expect(head).toContain('<meta name="site-tag" content="yes"><link rel="stylesheet" href="/site/extra.css"><script src="/site/extra.js" defer></script><meta name="recipes-count" content="2">');
  });

  it("run postBuild on the written output, with every route's path", async () => {
    const report = await readFile(path.join(built.dist, "site", "recipes-report.txt"), "utf8");
    expect(report).toBe("2 recipes; routes: /site/ /site/recipes /site/docs/generated-recipes /site/docs/intro /site/404.html\n");
  });

  it("run the docs' remark and rehype plugins, whose JSX and imports compile", async () => {
    const html = await page("docs/intro");
    expect(html).toContain('<p data-marked="yes">A paragraph the rehype plugin marks.</p>');
    expect(html).toContain('<div class="fancy-wrapper"><div class="sparkle"><div class="fancy"><p data-marked="yes"><code>npm install recipes</code></p></div></div></div>');
  });

  it("come alive in the browser: the client modules ran, the page hydrates without a warning", async () => {
    const { tab, problems } = await open("/site/recipes");
    expect(await tab.evaluate(() => document.documentElement.dataset.recipesClient)).toBe("loaded");
    // The config's own client modules first, then the plugins', as in Docusaurus.
    expect(await tab.evaluate(() => (window as unknown as { clientModulesRan?: string[] }).clientModulesRan)).toEqual(["site", "recipes"]);
    expect(await tab.evaluate(() => (window as unknown as { recipesPostBody?: boolean }).recipesPostBody)).toBe(true);
    // The plugin's stylesheet, a client module too, is in the site's.
    expect(await tab.locator(".recipes-list").evaluate((list) => getComputedStyle(list).borderLeftColor)).toBe("rgb(10, 20, 30)");
    expect(await tab.locator(".global-count").textContent()).toBe("2 recipes");
    // The config's own stylesheet and script.
    expect(await tab.locator(".route-path").evaluate((p) => getComputedStyle(p).color)).toBe("rgb(1, 2, 3)");
    expect(await tab.evaluate(() => (window as unknown as { extraScript?: boolean }).extraScript)).toBe(true);
    expect(problems).toEqual([]);
    await tab.close();
  });

  it("tell the client modules of each navigation, as Docusaurus does", async () => {
    const { tab, problems } = await open("/site/recipes");
    const lifecycle = () => tab.evaluate(() => (window as unknown as { routeLifecycle?: string[] }).routeLifecycle);
    expect(await lifecycle()).toEqual(["did update none -> /site/recipes"]);
    await tab.click("a.to-intro");
    await tab.waitForURL("**/site/docs/intro");
    await tab.waitForSelector(".fancy-wrapper");
    expect(await lifecycle()).toEqual(["did update none -> /site/recipes", "update /site/recipes -> /site/docs/intro", "loaded /site/docs/intro", "did update /site/recipes -> /site/docs/intro"]);
    expect(problems).toEqual([]);
    await tab.close();
  });

  it("hydrate a doc whose Markdown plugins made JSX without a warning", async () => {
    const { tab, problems } = await open("/site/docs/intro");
    expect(await tab.locator(".fancy-wrapper .fancy code").textContent()).toBe("npm install recipes");
    expect(problems).toEqual([]);
    await tab.close();
  });
});

describe("plugins edsite cannot run fully", () => {
  it("name a hook edsite does not run, as an error under --strict and a warning without it", async () => {
    const root = await variant('[["./src/plugins/recipes", { title: "x" }], ["hello", { greeting: "Hi", id: "greeter" }], "./src/plugins/webpack-user"]');
    const strict = await buildInProcess(root, "--strict");
    expect(strict.code).not.toBe(0);
    const said = strict.stdout + strict.stderr;
    expect(said).toContain('The plugin "webpack-user" (plugins[2]) has configureWebpack(), which edsite does not run');
    expect(said).toContain("edsite bundles with esbuild, not webpack");
    // At the plugin's entry in the config.
    expect(said).toMatch(/docusaurus\.config\.js:22:\d+/);
    const lenient = await buildInProcess(root);
    expect(lenient.code, lenient.stderr).toBe(0);
    expect(lenient.stdout + lenient.stderr).toContain('"webpack-user" (plugins[2]) has configureWebpack()');
  }, 60_000);

  it("fail the build with the plugin, the hook and the cause when a hook throws", async () => {
    const root = await variant('["./src/plugins/broken"]');
    const result = await buildInProcess(root);
    expect(result.code).not.toBe(0);
    expect(result.stdout + result.stderr).toContain('The plugin "broken-plugin" threw in loadContent(): the recipes database is unreachable');
  }, 60_000);

  it("fail the build when validateOptions rejects the options", async () => {
    const root = await variant('["./src/plugins/recipes"]');
    const result = await buildInProcess(root);
    expect(result.code).not.toBe(0);
    expect(result.stdout + result.stderr).toContain("threw in validateOptions(): the recipes plugin needs a `title`");
  }, 60_000);

  it("fail the build when two instances of a plugin share an id", async () => {
    const root = await variant('[["./src/plugins/recipes", { title: "a" }], ["./src/plugins/recipes", { title: "b" }]]');
    const result = await buildInProcess(root);
    expect(result.code).not.toBe(0);
    expect(result.stdout + result.stderr).toContain('plugins[0] and plugins[1] are both the plugin "recipes-plugin" with the id "default"');
  }, 60_000);

  it("say which plugin is not installed, and the names tried", async () => {
    const root = await variant('["shiny"]');
    const result = await buildInProcess(root);
    expect(result.code).not.toBe(0);
    expect(result.stdout + result.stderr).toContain('plugins[0]: the plugin "shiny" is not installed in the site (looked for shiny, @docusaurus/plugin-shiny, docusaurus-plugin-shiny');
  }, 60_000);
});
