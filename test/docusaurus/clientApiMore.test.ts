// The rest of Docusaurus's client API a site's code uses: <Head>, the router's hooks, the docs and blog
// hooks, DocCardList on a category's page and TOCInline over a page's exported toc. What the server writes,
// and what the page does once it runs (hydrating without a warning, navigating client-side).
import path from "node:path";
import { readFile } from "node:fs/promises";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { servedStrictBuild, type ServedStrictBuild } from "./servedStrictBuild.js";
import { scenario } from "../cli.js";

let built: ServedStrictBuild;
let dist: string;
let build: ServedStrictBuild["build"];

beforeAll(async () => {
  built = await servedStrictBuild(await scenario("docusaurus-client-api-more"), "/more/");
  ({ dist, build } = built);
}, 120_000);

afterAll(() => built?.close());

/** A route of the built site, opened once it has hydrated (see ServedStrictBuild). */
const open = (route: string, page?: Page) => built.open(route, page);

/** A built page's HTML, without the markers React puts between adjacent texts. */
const builtPage = async (file: string) => (await readFile(path.join(dist, file), "utf8")).replaceAll("<!-- -->", "");
const headOf = (html: string) => html.slice(0, html.indexOf("</head>"));
const text = (page: Page, selector: string) => page.locator(selector).first().textContent();
/** TOCInline's wrapper names its CSS module's class, scoped with a hash as Docusaurus's is. */
const withInlineClass = (html: string) => html.replace(/<div class="tableOfContentsInline_\w+">/g, '<div class="toc-inline">');

const INTRO_IMAGE = "https://more.example.com/intro.png";
const SITE_IMAGE = "https://more.example.com/more/img/card.png";

/** What the document's head says now, as a test compares it. */
function headState(page: Page) {
  return page.evaluate(() => ({
    title: document.title,
    descriptions: [...document.querySelectorAll('meta[name="description"]')].map((m) => m.getAttribute("content")),
    keywords: document.querySelector('meta[name="keywords"]')?.getAttribute("content") ?? null,
    images: [...document.querySelectorAll('meta[property="og:image"]')].map((m) => m.getAttribute("content")),
    twitterSites: [...document.querySelectorAll('meta[name="twitter:site"]')].map((m) => m.getAttribute("content")),
    jsonLd: document.querySelectorAll('script[type="application/ld+json"]').length,
    // The theme's own class (has-js, from the head script) aside: what the pages' Head gave.
    htmlClass: [...document.documentElement.classList].filter((name) => name !== "has-js").join(" "),
    lang: document.documentElement.lang,
  }));
}

describe("the rest of Docusaurus's client API", () => {
  it("builds with --strict", () => {
    expect(build.code, build.stderr).toBe(0);
  });

  it("writes <Head>'s tags into the server's <head>, the page's replacing the theme's and a later one winning", async () => {
    const html = await builtPage("more/docs/intro/index.html");
    const head = headOf(html);
    expect(head).toContain('<html lang="en" dir="ltr" data-theme="light" class="intro-page">');
    expect(head).toContain('<title data-rh="true">Custom intro title</title>');
    expect(head.match(/<title/g)).toHaveLength(1);
    expect(head.match(/name="description"/g)).toHaveLength(1);
    expect(head).toContain('<meta data-rh="true" name="description" content="Told by the page&#39;s later Head line">');
    // The site's picture and metadata make way for the page's.
    expect(head).toContain('<meta data-rh="true" name="twitter:site" content="@intro">');
    expect(head).not.toContain("@more");
    expect(head.match(/og:image/g)).toHaveLength(1);
    expect(head).toContain('<link data-rh="true" rel="alternate" hreflang="fr" href="https://more.example.com/fr/docs/intro">');
    // The JSON's own "</script>" cannot end the element.
    expect(head).toContain('<script data-rh="true" type="application/ld+json">{"@context":"https://schema.org","@type":"TechArticle","headline":"Intro <\\/script> tag"}</script>');
    // The theme's tags that the page did not replace stay.
    expect(head).toContain('<link rel="canonical" href="https://more.example.com/more/docs/intro">');
    expect(headOf(await builtPage("more/index.html"))).toContain('<meta data-rh="true" name="home-only" content="yes">');
  });

  it("renders the router's, docs' and blog's answers on the server", async () => {
    const intro = await builtPage("more/docs/intro/index.html");
    expect(intro).toContain('<p class="location">/more/docs/intro||</p>');
    expect(intro).toContain('<li class="active-doc">intro /more/docs/intro current current</li>');
    expect(intro).toContain('<li class="docs-version">current Next true default</li>');
    expect(intro).toContain('<li class="docs-sidebar">defaultSidebar 3</li>');
    expect(intro).toContain('<li class="all-docs">default default</li>');
    expect(intro).toContain('<li class="route-context">docusaurus-plugin-content-docs default</li>');
    expect(intro).toContain('<li class="doc-by-id">First guide</li>');
    expect(intro).toContain('<li class="match-path">guides/first true</li>');
    expect(intro).toContain('<li class="doc">intro &quot;Introduction&quot; The theme&#x27;s description of the introduction current /more/docs/guides/ 4</li>');
    const post = await builtPage("more/blog/hello/index.html");
    expect(post).toContain('<p class="post-info">Hello /more/blog/hello 2024-01-02 true docusaurus-plugin-content-blog</p>');
    expect(post).toContain('<p class="blog-metadata">Blog /more/blog /more/blog/authors /more/blog</p>');
    // In the list of posts, the excerpt's component knows its post too, not as the post's own page.
    expect(await builtPage("more/blog/index.html")).toContain('<p class="post-info">Hello /more/blog/hello 2024-01-02 false docusaurus-plugin-content-blog</p>');
  });

  it("lists the page's headings with TOCInline, nested, between the levels asked or else the config's", async () => {
    const intro = withInlineClass(await builtPage("more/docs/intro/index.html"));
    expect(intro).toContain(
      '<div class="toc-inline"><ul class="table-of-contents"><li><a href="#first-part-with-code">First part with <code>code</code></a><ul><li><a href="#a-detail">A detail</a><ul><li><a href="#a-finer-detail">A finer detail</a></li></ul></li></ul></li><li><a href="#second-part">Second part</a></li></ul></div>',
    );
    expect(intro).toContain('<div class="deep-toc"><div class="toc-inline"><ul class="table-of-contents"><li><a href="#a-detail">A detail</a><ul><li><a href="#a-finer-detail">A finer detail</a></li></ul></li></ul></div></div>');
    // TOCItems with its own defaults: the bordered list of links, none marked on the server.
    expect(intro).toContain(
      '<div class="toc-items"><ul class="table-of-contents table-of-contents__left-border"><li><a class="table-of-contents__link" href="#first-part-with-code">First part with <code>code</code></a><ul><li><a class="table-of-contents__link" href="#a-detail">A detail</a><ul><li><a class="table-of-contents__link" href="#a-finer-detail">A finer detail</a></li></ul></li></ul></li><li><a class="table-of-contents__link" href="#second-part">Second part</a></li></ul></div>',
    );
  });

  it("TOCItems marks the heading being read as the page scrolls", async () => {
    const { page, problems } = await open("/more/docs/intro");
    await page.evaluate(() => document.getElementById("second-part")!.scrollIntoView());
    await expect.poll(() => page.locator(".toc-items a.toc-active").getAttribute("href")).toBe("#second-part");
    expect(await page.locator(".toc-items a.toc-active").count()).toBe(1);
    expect(problems).toEqual([]);
    await page.close();
  });

  it("lists a category's items with DocCardList on its index doc: docs with their descriptions, categories with their size", async () => {
    const guides = await builtPage("more/docs/guides/index.html");
    const cards = [...guides.matchAll(/<article class="[^"]*col col--6"><a class="card padding--lg [^"]*" href="([^"]+)"><h2 class="text--truncate [^"]*" title="[^"]*">(.+?)<\/h2>(?:<p class="text--truncate [^"]*" title="[^"]*">(.+?)<\/p>)?<\/a><\/article>/g)].map((m) => [m[1], m[2], m[3]]);
    expect(cards).toEqual([
      ["/more/docs/guides/first", "📄️ First guide", "How to start"],
      ["/more/docs/guides/second", "📄️ Second guide", undefined],
      ["/more/docs/guides/more/deep", "🗃️ More guides", "2 items"],
    ]);
    expect(guides).toContain('<section class="row">');
  });

  it("hydrates every page without a warning and keeps the page's head", async () => {
    for (const route of ["/more/", "/more/docs/intro", "/more/docs/guides/", "/more/blog/hello", "/more/blog"]) {
      const { page, problems } = await open(route);
      expect(problems, route).toEqual([]);
      await page.close();
    }
    const { page } = await open("/more/docs/intro");
    expect(await headState(page)).toEqual({ title: "Custom intro title", descriptions: ["Told by the page's later Head line"], keywords: null, images: [INTRO_IMAGE], twitterSites: ["@intro"], jsonLd: 1, htmlClass: "intro-page", lang: "en" });
    await page.close();
  });

  it("useHistory().push navigates client-side; the new page's Head replaces the old one's, and back brings it again", async () => {
    const { page, problems } = await open("/more/docs/intro");
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    await page.locator(".push-first").click();
    await page.waitForURL(/\/more\/docs\/guides\/first$/);
    await expect.poll(() => text(page, ".location")).toBe("/more/docs/guides/first||");
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
    expect(await headState(page)).toEqual({ title: "First guide title", descriptions: ["How to start"], keywords: "first, guide", images: [SITE_IMAGE], twitterSites: ["@more"], jsonLd: 0, htmlClass: "", lang: "en" });
    await page.goBack();
    await page.waitForURL(/\/more\/docs\/intro$/);
    await expect.poll(() => page.evaluate(() => document.title)).toBe("Custom intro title");
    expect(await headState(page)).toEqual({ title: "Custom intro title", descriptions: ["Told by the page's later Head line"], keywords: null, images: [INTRO_IMAGE], twitterSites: ["@intro"], jsonLd: 1, htmlClass: "intro-page", lang: "en" });
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
    expect(problems).toEqual([]);
    await page.close();
  });

  it("useLocation follows a new hash, a pushed query and a link followed from another page", async () => {
    const { page, problems } = await open("/more/");
    expect(await page.locator('meta[name="home-only"]').count()).toBe(1);
    await page.getByRole("link", { name: "Read the introduction" }).click();
    await page.waitForURL(/\/more\/docs\/intro$/);
    await expect.poll(() => page.evaluate(() => document.title)).toBe("Custom intro title");
    expect(await page.locator('meta[name="home-only"]').count()).toBe(0);
    expect(await text(page, ".location")).toBe("/more/docs/intro||");
    await page.getByRole("link", { name: "Jump to the second part" }).click();
    await expect.poll(() => text(page, ".location")).toBe("/more/docs/intro||#second-part");
    await page.locator(".push-query").click();
    await expect.poll(() => text(page, ".location")).toBe("/more/docs/intro|?tab=two|#second-part");
    expect(page.url()).toMatch(/\/more\/docs\/intro\?tab=two#second-part$/);
    expect(problems).toEqual([]);
    await page.close();
  });

  it("<Redirect> goes to its target client-side once the page has hydrated, in place of the page", async () => {
    const { page, problems } = await open("/more/docs/old");
    await page.waitForURL(/\/more\/docs\/guides\/second$/);
    await expect.poll(() => page.evaluate(() => document.title)).toBe("Second guide | More API");
    // Still the document first loaded, and the old page is no entry of the history.
    expect(await page.evaluate(() => performance.getEntriesByType("navigation").map((entry) => new URL(entry.name).pathname))).toEqual(["/more/docs/old"]);
    expect(await page.evaluate(() => history.length)).toBe(2);
    expect(problems).toEqual([]);
    await page.close();
  });

  it("a card of DocCardList navigates client-side, as any link of the site", async () => {
    const { page, problems } = await open("/more/docs/guides/");
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    await page.locator("a.card", { hasText: "More guides" }).click();
    await page.waitForURL(/\/more\/docs\/guides\/more\/deep$/);
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
    expect(problems).toEqual([]);
    await page.close();
  });
});
