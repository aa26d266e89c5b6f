// The site every Docusaurus user started from, create-docusaurus's classic template, built by edsite with no
// file of it edited: the same routes Docusaurus builds for it, and pages that render and hydrate.
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningServer } from "../../src/serve/serveSite.js";
import { watchConsole } from "../browser/chromium.js";
import { servedStrictBuild, type ServedStrictBuild } from "./servedStrictBuild.js";
import { classicTemplate } from "./classicTemplate.js";

interface Recorded {
  generator: { docusaurusVersion: string };
  routes: { route: string; file: string }[];
}

/** A 1×1 transparent GIF. */
const BLANK_GIF = Buffer.from("R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7", "base64");

let built: ServedStrictBuild;
let dist: string;
let build: ServedStrictBuild["build"];
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  built = await servedStrictBuild(await classicTemplate(), "/");
  ({ dist, build, server, browser } = built);
}, 180_000);

afterAll(() => built?.close());

/** Every page the build wrote, as Docusaurus's route list names them (`x/index.html` is `/x/`). */
async function builtRoutes(): Promise<string[]> {
  const files = await readdir(dist, { recursive: true, encoding: "utf8" });
  return files
    .map((file) => file.split(path.sep).join("/"))
    .filter((file) => file.endsWith("/index.html") || file === "index.html" || file === "404.html")
    .map((file) => (file === "404.html" ? "/404" : `/${file.replace(/index\.html$/, "")}`))
    .sort();
}

describe("the classic template, built by edsite as it is", () => {
  it("builds with --strict: nothing it uses is unsupported, and no link is broken", () => {
    expect(build.stderr).not.toMatch(/warning|problem/);
    expect(build.code, build.stderr).toBe(0);
  });

  it("has exactly the routes Docusaurus builds for it", async () => {
    const recorded = JSON.parse(await readFile(path.resolve("test/fixtures/docusaurus-classic/docusaurus-routes.json"), "utf8")) as Recorded;
    expect(await builtRoutes()).toEqual(recorded.routes.map((r) => r.route).sort());
  });

  it("shows the hero, the three features with their drawings, and its CSS modules' rules, with no console error", async () => {
    const page = await browser.newPage();
    const problems = watchConsole(page);
    await page.goto(`${server.url}`, { waitUntil: "networkidle" });
    await page.waitForSelector("html[data-hydrated=true]");
    expect(await page.title()).toContain("Hello from My Site");
    const hero = page.locator("header.hero.hero--primary");
    expect(await hero.locator("h1").textContent()).toBe("My Site");
    // The page's own <main>, and no other around it.
    expect(await page.locator("main").count()).toBe(1);
    expect(await page.locator("#__main").evaluate((el) => el.tagName)).toBe("DIV");
    expect(await hero.locator(".hero__subtitle").textContent()).toBe("Dinosaurs are cool");
    // index.module.css: .heroBanner pads the hero and centres it; .buttons lays the button out.
    const heroStyle = await hero.evaluate((el) => ({ padding: getComputedStyle(el).paddingTop, align: getComputedStyle(el).textAlign, className: el.className }));
    expect(heroStyle.className).toMatch(/\bheroBanner_[\w-]+\b/);
    expect(heroStyle.padding).toBe("64px");
    expect(heroStyle.align).toBe("center");
    expect(await page.locator("a.button.button--secondary.button--lg").getAttribute("href")).toBe("/docs/intro");
    const features = page.locator("section [class*='features_'] .col.col--4, section .col.col--4");
    expect(await features.count()).toBe(3);
    const drawings = page.locator("svg[class*='featureSvg_'][role=img]");
    expect(await drawings.count()).toBe(3);
    // styles.module.css gives each drawing 200px by 200px.
    expect(await drawings.first().evaluate((el) => [getComputedStyle(el).width, getComputedStyle(el).height])).toEqual(["200px", "200px"]);
    expect(await page.locator("h3").allTextContents()).toEqual(["Easy to Use", "Focus on What Matters", "Powered by React"]);
    expect(problems).toEqual([]);
    await page.close();
  });

  it("ships the CSS modules' rules with the home page alone, and loads them when a visitor navigates there", async () => {
    const html = (file: string) => readFile(path.join(dist, file), "utf8");
    const sheetsOf = (page: string) => [...page.matchAll(/<link rel="stylesheet" href="([^"]+)">/g)].map((m) => m[1]!);
    const home = sheetsOf(await html("index.html"));
    const doc = sheetsOf(await html("docs/intro/index.html"));
    // The site's stylesheet, then index.module.css's and HomepageFeatures' styles.module.css's.
    expect(home).toHaveLength(3);
    expect(home.slice(1).every((href) => /^\/assets\/css\/(index|styles)-[0-9a-f]{10}\.css$/.test(href))).toBe(true);
    expect(doc).toEqual(home.slice(0, 1));
    expect(await readFile(path.join(dist, home[0]!), "utf8")).not.toContain("heroBanner_");

    const page = await browser.newPage();
    const problems = watchConsole(page);
    await page.goto(`${server.url}docs/intro`, { waitUntil: "networkidle" });
    await page.waitForSelector("html[data-hydrated=true]");
    // Gone if the page were loaded anew: the router, not the server, brings the home page.
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page.locator(".navbar a.navbar-brand").first().click();
    const hero = page.locator("header.hero.hero--primary");
    await hero.waitFor();
    expect(page.url()).toBe(server.url);
    // Rules of index.module.css and of styles.module.css, which the theme's stylesheet lacks.
    expect(await hero.evaluate((el) => getComputedStyle(el).textAlign)).toBe("center");
    expect(await page.locator("svg[class*='featureSvg_']").first().evaluate((el) => getComputedStyle(el).height)).toBe("200px");
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    expect(problems).toEqual([]);
    await page.close();
  });

  it("renders a doc, a blog post and the Markdown page, each hydrating without a console error", async () => {
    const page = await browser.newPage();
    // The posts' authors have pictures on another site, which this machine cannot reach: a blank one stands in.
    await page.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.fulfill({ status: 200, contentType: "image/gif", body: BLANK_GIF }));
    const problems = watchConsole(page);
    for (const [route, heading] of [
      ["/docs/intro", "Tutorial Intro"],
      ["/docs/tutorial-basics/markdown-features", "Markdown Features"],
      ["/blog/welcome", "Welcome"],
      ["/markdown-page", "Markdown page example"],
    ] as const) {
      await page.goto(`${server.url}${route.slice(1)}`, { waitUntil: "networkidle" });
      await page.waitForSelector("html[data-hydrated=true]");
      expect(await page.locator("h1").first().textContent(), route).toContain(heading);
    }
    // An image beside a post, imported by the build, and a heading id given in an MDX comment.
    await page.goto(`${server.url}blog/welcome`, { waitUntil: "networkidle" });
    const banner = page.locator("img[alt='Docusaurus Plushie']");
    expect(await banner.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await page.goto(`${server.url}docs/tutorial-basics/markdown-features`, { waitUntil: "networkidle" });
    expect(await page.locator("h2#my-heading-id").count()).toBe(1);
    expect(problems).toEqual([]);
    await page.close();
  });

  it("takes custom.css's primary colour for the theme's, in both colour modes", async () => {
    const page = await browser.newPage();
    await page.goto(`${server.url}docs/intro`, { waitUntil: "networkidle" });
    const activeLink = page.locator(".navbar a[aria-current=page], .navbar .navbar-link--active").first();
    expect(await activeLink.evaluate((el) => getComputedStyle(el).color)).toBe("rgb(46, 133, 85)");
    await page.evaluate(() => document.documentElement.setAttribute("data-theme", "dark"));
    // The link's colour eases to the new one.
    await expect.poll(() => activeLink.evaluate((el) => getComputedStyle(el).color)).toBe("rgb(37, 194, 160)");
    await page.close();
  });
});
