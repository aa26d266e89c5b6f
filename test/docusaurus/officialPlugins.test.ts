// Docusaurus's official plugins on a site that uses them as real sites do (test/fixtures/docusaurus-official-
// plugins): the files and tags they make, and what the pages do with them in Chromium.
import { execFile } from "node:child_process";
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { watchConsole } from "../browser/chromium.js";
import { buildInProcess, scenario } from "../cli.js";
import { servedStrictBuild, type ServedStrictBuild } from "./servedStrictBuild.js";

const run = promisify(execFile);
let built: ServedStrictBuild;

/** The fixture as one commit of a git repository, dated, so the sitemap's lastmod has a history to read. */
async function committed(root: string): Promise<string> {
  const env = { ...process.env, GIT_AUTHOR_DATE: "2024-03-05T12:00:00Z", GIT_COMMITTER_DATE: "2024-03-05T12:00:00Z", GIT_AUTHOR_NAME: "Test", GIT_AUTHOR_EMAIL: "t@example.com", GIT_COMMITTER_NAME: "Test", GIT_COMMITTER_EMAIL: "t@example.com" };
  await run("git", ["init", "-q"], { cwd: root, env });
  await run("git", ["add", "."], { cwd: root, env });
  await run("git", ["-c", "commit.gpgsign=false", "commit", "-q", "-m", "fixture"], { cwd: root, env });
  return root;
}

beforeAll(async () => {
  built = await servedStrictBuild(await committed(await scenario("docusaurus-official-plugins")), "/plugins/");
}, 180_000);

afterAll(() => built?.close());

/** The scripts among a page's requests whose code is Mermaid's (its renderer registers itself under that name). */
async function mermaidScripts(requests: string[]): Promise<string[]> {
  const scripts = requests.filter((url) => url.endsWith(".js"));
  const texts = await Promise.all(scripts.map((url) => fetch(url).then((response) => response.text())));
  return scripts.filter((_, index) => /mermaidAPI/.test(texts[index]!));
}

const output = (file: string) => readFile(path.join(built.dist, "plugins", file), "utf8");

/** A page in Chromium, with Google's scripts answered by an empty script so nothing leaves the machine. */
async function open(route: string): Promise<{ page: Page; problems: string[]; requests: string[] }> {
  const page = await built.browser.newPage();
  const problems = watchConsole(page);
  const requests: string[] = [];
  page.on("request", (request) => requests.push(request.url()));
  await page.route(/googletagmanager\.com|google-analytics\.com/, (route) => route.fulfill({ contentType: "text/javascript", body: "" }));
  await page.goto(new URL(route, built.server.url).href, { waitUntil: "networkidle" });
  await page.waitForSelector("html[data-hydrated=true]");
  return { page, problems, requests };
}

describe("Docusaurus's official plugins", () => {
  it("builds with --strict", () => {
    expect(built.build.code, built.build.stderr).toBe(0);
  });

  it("writes a redirect page for each old path, as the client-redirects plugin does", async () => {
    const html = await output("old-intro/index.html");
    expect(html).toContain('<meta http-equiv="refresh" content="0; url=/plugins/docs/intro">');
    expect(html).toContain('<link rel="canonical" href="/plugins/docs/intro">');
    expect(html).toContain('window.location.href = "/plugins/docs/intro" + window.location.search + window.location.hash;');
    expect(await output("old-intro.html")).toBe(html);
    // A target with its own hash is taken as it is; createRedirects made one for each doc.
    expect(await output("legacy/flow-chart/index.html")).toContain('window.location.href = "/plugins/docs/diagrams#flow";');
    expect(await output("manual/intro/index.html")).toContain("url=/plugins/docs/intro");
    expect(await output("manual/diagrams/index.html")).toContain("url=/plugins/docs/diagrams");
  });

  it("lands on the target when a visitor follows a redirect, keeping the query and hash", async () => {
    const { page } = await open("/plugins/old-intro?from=mail#top");
    expect(new URL(page.url()).pathname).toBe("/plugins/docs/intro");
    expect(new URL(page.url()).search).toBe("?from=mail");
    expect(await page.locator("h1").textContent()).toBe("Introduction");
    await page.close();
  });

  it("puts gtag's and Tag Manager's tags in every page's head, and sends a page view on each navigation", async () => {
    const html = await output("docs/intro/index.html");
    const head = html.slice(html.indexOf("<head>"), html.indexOf("</head>"));
    expect(head).toContain('<link rel="preconnect" href="https://www.google-analytics.com">');
    expect(head).toContain('<script async src="https://www.googletagmanager.com/gtag/js?id=G-FIRST1"></script>');
    expect(head).toContain('["G-FIRST1","G-SECOND2"].forEach(function(id){gtag("config",id,{anonymize_ip:true})})');
    expect(head).toContain('(window,document,"GTM-ABC123")');
    expect(html).toContain('<body><noscript><iframe src="https://www.googletagmanager.com/ns.html?id=GTM-ABC123"');

    const { page, problems } = await open("/plugins/");
    await page.click('main a[href="/plugins/docs/intro"]');
    await page.waitForFunction(() => document.title.startsWith("Introduction"));
    const views = await page.evaluate(() => (window as unknown as { dataLayer: IArguments[] }).dataLayer.map((entry) => Array.from(entry as ArrayLike<unknown>)).filter((entry) => entry[0] === "event" || entry[0] === "set"));
    expect(views).toEqual([["set", "page_path", "/plugins/docs/intro"], ["event", "page_view"]]);
    expect(problems).toEqual([]);
    await page.close();
  });

  it("writes the sitemap under the plugin's file name with its changefreq, priority, lastmod and ignored pages", async () => {
    const xml = await output("site-map.xml");
    expect(xml).toContain("<url><loc>https://plugins.example.com/plugins/docs/intro</loc><lastmod>2024-03-05</lastmod><changefreq>daily</changefreq><priority>0.7</priority></url>");
    expect(xml).not.toContain("/hidden/");
    expect(xml).not.toContain("old-intro");
    expect(await output("robots.txt")).toContain("Sitemap: https://plugins.example.com/plugins/site-map.xml");
    await expect(output("sitemap.xml")).rejects.toThrow();
  });

  it("shows an IdealImage as a plain lazy image", async () => {
    const html = await output("docs/diagrams/index.html");
    expect(html).toMatch(/<img src="\/plugins\/assets\/square-[A-Z0-9]+\.png" alt="A square" width="8" height="8" loading="lazy"/);
    // A file of the static folder is not read: its size is not known to the page.
    expect(html).toContain('<img src="/plugins/img/banner.png" alt="A banner" loading="lazy"');
  });

  it("draws Mermaid diagrams as SVG in the page's colour mode, with the source as the page's text before", async () => {
    const html = await output("docs/diagrams/index.html");
    expect(html).toContain('<pre class="mermaid-source"><code>graph TD;\n  Start--&gt;Finish;</code></pre>');
    const { page, problems, requests } = await open("/plugins/docs/diagrams");
    await page.waitForSelector(".docusaurus-mermaid-container svg");
    await expect.poll(() => page.locator(".docusaurus-mermaid-container svg").count()).toBe(2);
    expect(await page.locator(".docusaurus-mermaid-container").first().textContent()).toContain("Finish");
    expect(await page.getAttribute(".docusaurus-mermaid-container[data-mermaid-mode]", "data-mermaid-mode")).toBe("light");
    expect(await mermaidScripts(requests)).not.toEqual([]);
    // Another colour mode draws the diagrams again, in the dark theme's colours.
    await page.click("button.color-mode-toggle, button[aria-label*='mode' i]");
    await expect.poll(() => page.locator(".docusaurus-mermaid-container[data-mermaid-mode=dark] svg").count()).toBe(2);
    expect(problems).toEqual([]);
    await page.close();
  });

  it("loads no Mermaid code on a page without diagrams, and loads it when the visitor moves to one", async () => {
    const { page, problems, requests } = await open("/plugins/docs/intro");
    expect(requests.filter((url) => url.endsWith(".js")).length).toBeGreaterThan(0);
    expect(await mermaidScripts(requests)).toEqual([]);
    await page.click('main a[href="/plugins/docs/diagrams"]');
    await expect.poll(() => page.locator(".docusaurus-mermaid-container svg").count()).toBe(2);
    expect(await mermaidScripts(requests)).not.toEqual([]);
    expect(problems).toEqual([]);
    await page.close();
  });
});

describe("a redirect from a path a page has", () => {
  it("fails the build, naming the redirect and the page", async () => {
    const root = await scenario("docusaurus-official-plugins");
    const file = path.join(root, "docusaurus.config.js");
    await writeFile(file, (await readFile(file, "utf8")).replace('{ from: "/old-intro", to: "/docs/intro" }', '{ from: "/docs/intro", to: "/docs/diagrams" }'));
    const result = await buildInProcess(root, "--strict");
    expect(result.code).not.toBe(0);
    expect(result.stderr + result.stdout).toContain("The redirect from /plugins/docs/intro to /plugins/docs/diagrams would replace the page /plugins/docs/intro");
    expect(result.stderr + result.stdout).toContain(path.join("docs", "intro.md"));
  });
});
