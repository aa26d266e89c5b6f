import { mkdir, readFile, readdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { buildInProcess, edsite, scenario } from "../cli.js";
import { validateHtml } from "../quality/validateHtml.js";

// A Docusaurus site in three locales (en, fr, fa right to left), laid out as Docusaurus lays out translations.
let root: string;
let build: { code: number; stdout: string; stderr: string };
const page = (file: string) => readFile(path.join(root, "dist", file), "utf8");
/** The text of a page's `<main>` (or its whole body without one), tags and scripts left out. */
const mainText = async (file: string) => {
  const html = await page(file);
  const main = /<main[\s\S]*<\/main>/.exec(html)?.[0] ?? html;
  return main.replace(/<script[\s\S]*?<\/script>/g, "").replace(/<[^>]+>/g, " ");
};

beforeAll(async () => {
  root = await scenario("docusaurus-i18n");
  build = await buildInProcess(root, "--strict");
}, 120_000);

describe("a Docusaurus site with translations", () => {
  it("builds every locale with --strict, and says how many pages each has", () => {
    expect(build.code, build.stderr).toBe(0);
    expect(build.stderr).toMatch(/locales: en 11 pages, fr 11 pages, fa 11 pages/);
  });

  it("compiles a file the locales share once where its links resolve alike in them", () => {
    const lines = [...build.stderr.matchAll(/compile: (\d+) compiled.*?, (\d+) from the cache/g)].map((m) => ({ compiled: Number(m[1]), reused: Number(m[2]) }));
    expect(lines).toHaveLength(3);
    // fa translates only the intro: the post, its excerpt and the about page, which link nowhere, are en's
    // modules; the docs that link to each other resolve under /fa/ and compile again.
    expect(lines[2]).toEqual({ compiled: 4, reused: 3 });
  });

  it("serves the default locale at the base URL and each other one under its path, each with its own 404 page", async () => {
    for (const file of ["docs/intro/index.html", "fr/docs/intro/index.html", "fa/docs/intro/index.html", "404.html", "fr/404.html", "fa/404.html", "fr/blog/welcome/index.html", "fr/about/index.html"]) {
      await expect(page(file), file).resolves.toContain("<html");
    }
    expect(await mainText("fr/docs/intro/index.html")).toContain("Bienvenue");
    expect(await mainText("fa/docs/intro/index.html")).toContain("معرفی");
    expect(await mainText("docs/intro/index.html")).toContain("Introduction");
  });

  it("sets each locale's language and direction on <html>", async () => {
    expect(await page("docs/intro/index.html")).toMatch(/<html lang="en" dir="ltr"/);
    expect(await page("fr/docs/intro/index.html")).toMatch(/<html lang="fr" dir="ltr"/);
    expect(await page("fa/docs/intro/index.html")).toMatch(/<html lang="fa-IR" dir="rtl"/);
  });

  it("reads translated docs, posts and pages in place of the originals, and falls back to the originals with a notice", async () => {
    expect(await mainText("fr/blog/welcome/index.html")).toContain("Le premier billet");
    // The locale's own authors file, where it has one.
    expect(await mainText("fr/blog/welcome/index.html")).toContain("Autrice");
    expect(await mainText("fa/blog/welcome/index.html")).toContain("Writer");
    expect(await mainText("fr/about/index.html")).toContain("Qui nous sommes");
    const fallback = await mainText("fr/docs/basics/deploy/index.html");
    expect(fallback).toContain("Back to the");
    expect(fallback).toContain("Cette page n&#x27;est pas encore traduite.");
    // A locale whose strings do not translate the notice says it in English.
    expect(await mainText("fa/docs/basics/deploy/index.html")).toContain("This page has not been translated yet");
    // Posts and Markdown pages as docs; generated pages (lists) never.
    expect(await page("fa/blog/welcome/index.html")).toContain("untranslated-notice");
    expect(await page("fa/about/index.html")).toContain("untranslated-notice");
    expect(await page("fr/blog/welcome/index.html")).not.toContain("untranslated-notice");
    expect(await page("fa/blog/index.html")).not.toContain("untranslated-notice");
    // Translated pages, and every page of the default locale, say nothing.
    expect(await page("fr/docs/intro/index.html")).not.toContain("untranslated-notice");
    expect(await page("docs/basics/deploy/index.html")).not.toContain("untranslated-notice");
  });

  it("spells dates in the locale's language", async () => {
    expect(await mainText("blog/welcome/index.html")).toContain("January 1, 2024");
    expect(await mainText("fr/blog/welcome/index.html")).toContain("1 janvier 2024");
    expect(await mainText("fr/blog/archive/index.html")).toContain("1 janvier 2024");
    // In the Gregorian calendar unless localeConfigs names another, as in Docusaurus.
    const persian = new Intl.DateTimeFormat("fa-IR", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC", calendar: "gregory" }).format(new Date("2024-01-01T00:00:00Z"));
    expect(await mainText("fa/blog/index.html")).toContain(persian);
  });

  it("resolves Markdown links within the locale, from translated files to untranslated ones and back", async () => {
    expect(await page("fr/docs/intro/index.html")).toContain('href="/fr/docs/basics/create-page"');
    expect(await page("fa/docs/basics/deploy/index.html")).toContain('href="/fa/docs/intro"');
  });

  it("translates the sidebar's category, the navbar, the footer, the docs version, the blog title and the UI strings", async () => {
    const html = await page("fr/docs/intro/index.html");
    expect(html).toContain("Tutoriel - Bases");
    expect(html).toMatch(/class="navbar-link[^"]*"[^>]*>Tutoriel</);
    expect(html).toContain("Polyglotte");
    expect(html).toContain("Les auteurs de Polyglot");
    expect(html).toContain('"title":"Documentation"');
    expect(html).toContain('"label":"Suivante"');
    expect(html).toContain('"title":"Le blog"');
    expect(html).toMatch(/pagination-nav[\s\S]*Suivant/);
    // The default locale keeps the config's own words.
    const english = await page("docs/intro/index.html");
    expect(english).toMatch(/class="navbar-link[^"]*"[^>]*>Tutorial</);
    expect(english).toContain("Tutorial - Basics");
  });

  it("tells the site's code the locale it renders in, and translates its <Translate> strings", async () => {
    const text = (html: string, id: string) => new RegExp(`<p id="${id}">([\\s\\S]*?)</p>`).exec(html)?.[1]?.replace(/<!-- -->/g, "").replace(/\\s+/g, " ").trim();
    const french = await page("fr/context/index.html");
    expect(text(french, "locale")).toBe("fr of en,fr,fa, default en, fa rtl at fa, base /fr/");
    expect(text(french, "greeting")).toBe("Bonjour");
    expect(text(await page("context/index.html"), "greeting")).toBe("Hello");
  });

  it("loads the site's plugins for each locale, with that locale and its base URL", async () => {
    const text = async (file: string) => /<p id="built">([\s\S]*?)<\/p>/.exec(await page(file))?.[1]?.replace(/<!-- -->/g, "").trim();
    expect(await text("plugin-page/index.html")).toBe("en at /");
    expect(await text("fr/plugin-page/index.html")).toBe("fr at /fr/");
    expect(await text("fa/plugin-page/index.html")).toBe("fa at /fa/");
  });

  it("links every locale's version of the page from the locale dropdown", async () => {
    const html = await page("fr/docs/basics/deploy/index.html");
    const links = [...html.matchAll(/<a href="([^"]*)" class="[^"]*navbar-locale-link[^"]*"[^>]*>([^<]*)</g)].map((m) => [m[1], m[2]]);
    // The navbar's dropdown, then the mobile menu's copy of it.
    expect(links).toHaveLength(6);
    expect(links.slice(0, 3)).toEqual([
      ["/docs/basics/deploy", "English"],
      ["/fr/docs/basics/deploy", "Français"],
      ["/fa/docs/basics/deploy", "فارسی"],
    ]);
  });

  it("names each locale's URL of the page in the head and in the sitemap, with the default as x-default", async () => {
    const alternates = [...(await page("fa/docs/intro/index.html")).matchAll(/<link rel="alternate" href="([^"]*)" hreflang="([^"]*)">/g)].map((m) => `${m[2]} ${m[1]}`);
    expect(alternates).toEqual([
      "en https://polyglot.example.com/docs/intro",
      "fr https://polyglot.example.com/fr/docs/intro",
      "fa-IR https://polyglot.example.com/fa/docs/intro",
      "x-default https://polyglot.example.com/docs/intro",
    ]);
    const sitemap = await page("fr/sitemap.xml");
    expect(sitemap).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const entry = /<url><loc>https:\/\/polyglot\.example\.com\/fr\/docs\/intro<\/loc>.*?<\/url>/.exec(sitemap)?.[0];
    expect(entry).toContain('<xhtml:link rel="alternate" hreflang="en" href="https://polyglot.example.com/docs/intro"/>');
    expect(entry).toContain('<xhtml:link rel="alternate" hreflang="x-default" href="https://polyglot.example.com/docs/intro"/>');
    await expect(page("sitemap.xml")).resolves.toContain("<loc>https://polyglot.example.com/docs/intro</loc>");
    // One robots.txt, at the root, where crawlers look.
    await expect(page("robots.txt")).resolves.toContain("User-agent");
    await expect(page("fr/robots.txt")).rejects.toThrow(/ENOENT/);
  });

  it("copies the static files under each locale's base URL, where its pages name them, and no link of any locale is broken once served", async () => {
    await expect(page("img/favicon.svg")).resolves.toContain("<svg");
    await expect(page("fr/img/favicon.svg")).resolves.toContain("<svg");
    expect(await page("fr/docs/intro/index.html")).toContain('<link rel="icon" href="/fr/img/favicon.svg">');
    const checked = await edsite(root, "check-links");
    expect(checked.code, checked.stderr + checked.stdout).toBe(0);
    expect(checked.stderr + checked.stdout).toMatch(/No broken links/);
  }, 60_000);

  it("writes valid HTML in every locale, right to left included", async () => {
    const files = ["docs/intro/index.html", "fr/docs/basics/deploy/index.html", "fa/docs/intro/index.html", "fa/blog/welcome/index.html"].map((file) => path.join(root, "dist", file));
    expect(await validateHtml(files)).toEqual([]);
  }, 60_000);

  it("writes one search index per locale under that locale's base, holding that locale's words", async () => {
    for (const base of ["", "fr/", "fa/"]) {
      const files = (await readdir(path.join(root, "dist", base, "assets"))).filter((name) => /^(search-doc|lunr-index)-\d+\.json$/.test(name));
      expect(files, base).toHaveLength(2);
    }
    const frenchDocs = (await readdir(path.join(root, "dist", "fr", "assets"))).find((name) => name.startsWith("search-doc-"))!;
    const french = await readFile(path.join(root, "dist", "fr", "assets", frenchDocs), "utf8");
    expect(french).toContain("Bienvenue");
    expect(french).toContain("/fr/docs/intro");
  });
});

describe("strict checks across locales", () => {
  it("reports a broken link in a translated doc, at its line in the translated file", async () => {
    const site = await scenario("docusaurus-i18n");
    const file = path.join(site, "i18n/fr/docusaurus-plugin-content-docs/current/basics/deploy.md");
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, "# Déployer\n\nVoir [la page absente](/docs/absente).\n");
    const result = await buildInProcess(site, "--strict");
    expect(result.code).not.toBe(0);
    expect(result.stderr).toMatch(/Link to \/fr\/docs\/absente, which no page or file serves/);
    expect(result.stderr).toContain("i18n/fr/docusaurus-plugin-content-docs/current/basics/deploy.md:3");
  }, 120_000);

  it("reports a broken link of a page the locales share once, naming its file", async () => {
    const site = await scenario("docusaurus-i18n");
    await writeFile(path.join(site, "docs/basics/create-page.md"), "# Create a page\n\nSee [nothing](/docs/nothing).\n");
    const result = await buildInProcess(site, "--strict");
    expect(result.code).not.toBe(0);
    expect(result.stderr.match(/docs\/nothing, which no page or file serves/g)).toHaveLength(1);
    expect(result.stderr).toContain("docs/basics/create-page.md:3");
  }, 120_000);

  it("checks links into another locale: the dropdown's link to a page the locale moved elsewhere is broken", async () => {
    const site = await scenario("docusaurus-i18n");
    // The French translation takes another URL, so the other locales' dropdowns lead nowhere on that page.
    await mkdir(path.join(site, "i18n/fr/docusaurus-plugin-content-docs/current/basics"), { recursive: true });
    await writeFile(path.join(site, "i18n/fr/docusaurus-plugin-content-docs/current/basics/deploy.md"), "---\nslug: deployer\n---\n\n# Déployer\n");
    const result = await buildInProcess(site, "--strict");
    expect(result.code).not.toBe(0);
    expect(result.stderr).toMatch(/Link to \/fr\/docs\/basics\/deploy, which no page or file serves/);
    expect(result.stderr).not.toMatch(/Link to \/fr\/docs\/basics\/deployer,/);
  }, 120_000);
});
