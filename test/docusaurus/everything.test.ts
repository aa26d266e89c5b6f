// Every part of the Docusaurus layer in one site (test/fixtures/docusaurus-everything): swizzled theme
// components, a plugin and a theme plugin of the site's, a remark plugin, official plugins, Sass, loader imports
// and the theme's MDX components. Each part has its own suite; this one shows they work together: the site
// builds with --strict, every route hydrates in Chromium without a console error, and each part shows up.
import { mkdir, readdir, readFile, symlink } from "node:fs/promises";
import path from "node:path";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { watchConsole } from "../browser/chromium.js";
import { category, openedAndSettled } from "../browser/sidebarCategory.js";
import { buildInProcess, scenario } from "../cli.js";
import { servedStrictBuild, type ServedStrictBuild } from "./servedStrictBuild.js";

let built: ServedStrictBuild;

/** A copy of the fixture, with `sass` where a site installs it for docusaurus-plugin-sass: its own node_modules. */
async function siteCopy(): Promise<string> {
  const root = await scenario("docusaurus-everything");
  await mkdir(path.join(root, "node_modules"), { recursive: true });
  await symlink(path.resolve("node_modules/sass"), path.join(root, "node_modules/sass"), "dir");
  return root;
}

beforeAll(async () => {
  built = await servedStrictBuild(await siteCopy(), "/all/");
}, 180_000);

/** The files of a build's output, but the search index's, which are named by the time of the build. */
async function outputFiles(dist: string): Promise<string[]> {
  return (await readdir(dist, { recursive: true })).filter((file) => !/lunr-index-|search-doc-/.test(file)).sort();
}

afterAll(() => built?.close());

/** A page's HTML as the server wrote it, without the markers React puts between adjacent texts. */
const pageHtml = async (route: string) =>
  (await readFile(path.join(built.dist, "all", route, "index.html"), "utf8")).replaceAll("<!-- -->", "");

/** The site's routes as its sitemap lists them, as paths under the server. */
async function sitemapRoutes(): Promise<string[]> {
  const xml = await readFile(path.join(built.dist, "all", "sitemap.xml"), "utf8");
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
}

/** The routes the build wrote a page for (each `x/index.html`), leaving out client-redirects' pages. */
async function pageRoutes(): Promise<string[]> {
  const site = path.join(built.dist, "all");
  const files = (await readdir(site, { recursive: true })).filter((file) => file === "index.html" || file.endsWith(`${path.sep}index.html`));
  const routes: string[] = [];
  for (const file of files) {
    if ((await readFile(path.join(site, file), "utf8")).includes('http-equiv="refresh"')) continue;
    const folder = path.dirname(file);
    routes.push(folder === "." ? "/all/" : `/all/${folder.split(path.sep).join("/")}`);
  }
  return routes;
}

/** A route opened in Chromium and hydrated, with its console watched from the start. */
async function open(route: string): Promise<{ page: Page; problems: string[] }> {
  const page = await built.browser.newPage();
  const problems = watchConsole(page);
  await page.goto(new URL(route, built.server.url).href, { waitUntil: "networkidle" });
  await page.waitForSelector("html[data-hydrated=true]", { timeout: 10_000 });
  return { page, problems };
}

const text = (page: Page, selector: string) => page.locator(selector).first().textContent();

describe("a Docusaurus site using every part of the layer together", () => {
  it("builds with --strict and no warning", () => {
    expect(built.build.code, built.build.stdout + built.build.stderr).toBe(0);
    expect(built.build.stdout + built.build.stderr).not.toMatch(/warning/i);
  });

  it("loads and hydrates every route of its sitemap, and its 404 page, with no console error", async () => {
    const routes = await sitemapRoutes();
    // Docs in categories, the blog and its archive, React and Markdown pages, and the plugin's page.
    expect(routes.sort()).toEqual(
      ["/all/", "/all/about", "/all/blog", "/all/blog/archive", "/all/blog/authors", "/all/blog/hello", "/all/docs/guides/", "/all/docs/guides/advanced/deep", "/all/docs/guides/first", "/all/docs/intro", "/all/docs/reference/data", "/all/shelf"].sort(),
    );
    // The sitemap leaves out no page the build wrote (a category index's route ends with a slash).
    const bare = (list: string[]) => list.map((route) => route.replace(/\/$/, "")).sort();
    expect(bare(await pageRoutes())).toEqual(bare(routes));
    for (const route of [...routes, "/all/404.html"]) {
      const { page, problems } = await open(route);
      expect(problems, route).toEqual([]);
      await page.close();
    }
  }, 120_000);

  it("renders the swizzled theme: the replaced logo, the wrapped footer, Root's context and a global MDX component", async () => {
    const home = await pageHtml("");
    expect(home).toContain('<a class="navbar__brand everything-brand" href="/all/">All of it</a>');
    expect(home).toMatch(/<p class="above-footer">Above the footer<\/p><footer/);
    expect(await pageHtml("docs/guides/first")).toContain('<p class="root-mood">cheerful, from Root</p>');
    expect(await pageHtml("docs/intro")).toContain('<strong class="shout">said everywhere</strong>');
  });

  it("runs the site's plugin and theme plugin, and its remark plugin in the docs", async () => {
    const shelf = await pageHtml("shelf");
    expect(shelf).toContain('<h1>The shelf</h1><ul class="books"><li>Dune</li><li>Emma</li></ul><p class="book-count">2 books</p>');
    expect(shelf).toContain('<meta name="shelf-size" content="2">');
    expect(await pageHtml("docs/guides/first")).toContain('<div class="fancy-frame"><p><code>framed();</code></p></div>');
  });

  it("gives docs their categories, collapsed as configured, and a category index its cards", async () => {
    const intro = await pageHtml("docs/intro");
    expect(intro.match(/sidebar-category--level-1 is-collapsed/g)).toHaveLength(2);
    const guides = await pageHtml("docs/guides");
    expect([...guides.matchAll(/<a class="card[^"]*" href="([^"]+)"/g)].map((match) => match[1])).toEqual(["/all/docs/guides/first", "/all/docs/guides/advanced/deep"]);
    expect(await pageHtml("docs/guides/advanced/deep")).toContain('<p class="docs-peek">defaultSidebar has 3; first is &quot;First guide&quot;</p>');
  });

  it("gives MDX loader imports and the official plugins' output, and styles a page with a Sass module", async () => {
    const data = await pageHtml("docs/reference/data");
    expect(data).toContain("// Makes text loud &lt;really&gt;.");
    expect(data).toContain('<ul class="crew"><li>Lin</li><li>Ola</li></ul>');
    expect(data).toMatch(/<img src="\/all\/assets\/dot-[\w-]+\.png" alt="A dot" width="8" height="8"/);
    expect(await pageHtml("")).toMatch(/<header class="hero_[\w-]+"><h1 class="headline_[\w-]+">All the parts in one site<\/h1>/);
    expect(await readFile(path.join(built.dist, "all", "start", "index.html"), "utf8")).toContain('<meta http-equiv="refresh" content="0; url=/all/docs/intro">');
    // customCss in Sass, compiled into the site's stylesheet.
    const assets = path.join(built.dist, "all", "assets");
    const siteCss = await readFile(path.join(assets, (await readdir(assets)).find((name) => /^style-.*\.css$/.test(name))!), "utf8");
    expect(siteCss).toMatch(/--ifm-color-primary: ?#2e8555/);
  });

  it("lands on the redirect's target, hydrated", async () => {
    const { page, problems } = await open("/all/start");
    await page.waitForURL(/\/all\/docs\/intro$/);
    await page.waitForSelector("html[data-hydrated=true]");
    expect(await page.locator("h1").textContent()).toBe("Introduction");
    expect(problems).toEqual([]);
    await page.close();
  });

  it("hydrates the intro doc's components: client API, synced tabs, Head and TOCInline", async () => {
    const intro = await pageHtml("docs/intro");
    expect(intro).toMatch(/<head>.*<meta [^>]*name="everything-intro" content="yes">.*<\/head>/s);
    expect(intro).toContain('<a href="#installing">Installing</a>');
    expect(intro).toContain('<p class="facts-path">/all/docs/intro</p><p class="facts-shelf">2</p>');
    const { page, problems } = await open("/all/docs/intro");
    expect(await text(page, ".facts-browser")).toBe("browser");
    await page.getByRole("tab", { name: "Yarn" }).first().click();
    // groupId: choosing Yarn in the first tabs chooses it in the second.
    await expect.poll(() => page.getByRole("tab", { selected: true }).allTextContents()).toEqual(["Yarn", "Yarn"]);
    await page.locator("summary", { hasText: "More details" }).click();
    await expect.poll(() => page.getByText("Hidden until opened.").isVisible()).toBe(true);
    expect(problems).toEqual([]);
    await page.close();
  });

  it("draws the Mermaid diagram in the browser", async () => {
    const { page, problems } = await open("/all/docs/reference/data");
    await page.waitForSelector(".docusaurus-mermaid-container svg, .mermaid-container svg", { timeout: 15_000 });
    expect(problems).toEqual([]);
    await page.close();
  });

  it("navigates client-side from page to page, through links, the sidebar, a pushed route and the navbar", async () => {
    const { page, problems } = await open("/all/");
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    const updates = await page.evaluate(() => (window as unknown as { shelfRouteUpdates: number }).shelfRouteUpdates);
    await page.locator(".home-docs").click();
    await page.waitForURL(/\/all\/docs\/intro$/);
    await page.locator(".facts-link").click();
    await page.waitForURL(/\/all\/docs\/guides\/first$/);
    expect(await text(page, ".root-mood")).toBe("cheerful, from Root");
    await page.getByRole("link", { name: "Deep guide" }).first().click();
    await page.waitForURL(/\/all\/docs\/guides\/advanced\/deep$/);
    expect(await text(page, ".docs-peek")).toBe('defaultSidebar has 3; first is "First guide"');
    await page.goBack();
    await page.waitForURL(/\/all\/docs\/guides\/first$/);
    await page.goBack();
    await page.waitForURL(/\/all\/docs\/intro$/);
    await page.locator(".facts-push").click();
    await page.waitForURL(/\/all\/blog$/);
    await page.getByRole("link", { name: "Shelf" }).first().click();
    await page.waitForURL(/\/all\/shelf$/);
    expect(await text(page, ".book-count")).toBe("2 books");
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
    // The plugin's client module heard each route change.
    expect(await page.evaluate(() => (window as unknown as { shelfRouteUpdates: number }).shelfRouteUpdates)).toBe(updates + 7);
    expect(problems).toEqual([]);
    await page.close();
  });

  it("keeps a groupId's choice across pages, and draws Mermaid and ideal images on a page reached client-side", async () => {
    const { page, problems } = await open("/all/docs/intro");
    await page.getByRole("tab", { name: "Yarn" }).first().click();
    await page.locator(".facts-link").click();
    await page.waitForURL(/\/all\/docs\/guides\/first$/);
    await page.goBack();
    await page.waitForURL(/\/all\/docs\/intro$/);
    await expect.poll(() => page.getByRole("tab", { selected: true }).allTextContents()).toEqual(["Yarn", "Yarn"]);
    await page.reload({ waitUntil: "networkidle" });
    await page.waitForSelector("html[data-hydrated=true]");
    await expect.poll(() => page.getByRole("tab", { selected: true }).allTextContents()).toEqual(["Yarn", "Yarn"]);
    await page.getByRole("button", { name: "Reference" }).first().click();
    await openedAndSettled(category(page, "Reference"));
    await page.getByRole("link", { name: "Data" }).first().click();
    await page.waitForURL(/\/all\/docs\/reference\/data$/);
    await page.waitForSelector(".docusaurus-mermaid-container svg, .mermaid-container svg", { timeout: 15_000 });
    await expect.poll(() => page.locator('img[alt="A dot"]').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(8);
    expect(problems).toEqual([]);
    await page.close();
  });

  it("builds to the same files again: no part makes a bundle's hash change from one build to the next", async () => {
    const root = await siteCopy();
    const again = await buildInProcess(root, "--strict");
    expect(again.code, again.stderr).toBe(0);
    expect(await outputFiles(path.join(root, "dist"))).toEqual(await outputFiles(built.dist));
  }, 60_000);
});
