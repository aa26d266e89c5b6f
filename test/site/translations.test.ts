import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { startDevServer } from "../../src/dev/startDevServer.js";
import { buildInProcess, edsite, scenario } from "../cli.js";
import { copyFixture, eventually } from "../dev/devSite.js";

// edsite's own layout (edsite.config.ts, content/) with translations in content/i18n/<locale>/, in the same
// folders Docusaurus uses under i18n/<locale>/: en, fr served under another path, and ar (right to left by
// its script, not by the config).
let root: string;
let build: { code: number; stdout: string; stderr: string };
const page = (file: string) => readFile(path.join(root, "dist/s", file), "utf8");

beforeAll(async () => {
  root = await scenario("edsite-i18n");
  build = await buildInProcess(root, "--strict");
}, 120_000);

describe("an edsite site with translations", () => {
  it("builds every locale under its path, the default at the base URL", async () => {
    expect(build.code, build.stderr).toBe(0);
    expect(build.stderr).toMatch(/locales: en 4 pages, fr 4 pages, ar 4 pages/);
    expect(await page("docs/intro/index.html")).toContain(">Introduction</h1>");
    expect(await page("francais/docs/intro/index.html")).toContain(">Introduction en français</h1>");
    expect(await page("ar/docs/intro/index.html")).toContain(">Introduction</h1>");
  });

  it("takes a locale's direction from its script when the config does not say it", async () => {
    expect(await page("ar/docs/intro/index.html")).toMatch(/<html lang="ar" dir="rtl"/);
    expect(await page("francais/docs/intro/index.html")).toMatch(/<html lang="fr" dir="ltr"/);
  });

  it("reads UI strings, navbar labels and translated docs from content/i18n/<locale>/", async () => {
    const french = await page("francais/docs/intro/index.html");
    expect(french).toMatch(/class="navbar-link[^"]*"[^>]*>Le guide</);
    expect(french).toMatch(/pagination-nav[\s\S]*Suivant/);
    expect(french).toContain('href="/s/francais/docs/other"');
    // The translation files are not UI strings.
    expect(french).not.toContain('"item.label.Guide"');
    expect(await page("ar/docs/other/index.html")).toContain("لم تُترجم هذه الصفحة بعد.");
  });

  it("puts the config's own links after the locales in the dropdown", async () => {
    const html = await page("ar/docs/other/index.html");
    const menu = /<ul class="navbar-dropdown-menu"[\s\S]*?<\/ul>/.exec(html)?.[0] ?? "";
    const labels = [...menu.matchAll(/<a [^>]*>([^<]*)</g)].map((m) => m[1]);
    expect(labels).toEqual(["English", "Français", "العربية", "Help translate"]);
    // With the config's query string.
    expect(menu).toContain('href="/s/francais/docs/other?persistLocale=true"');
  });

  it("reuses every compiled page on the next build, each locale its own where its links differ", async () => {
    const again = await buildInProcess(root, "--strict", "--out-dir", "dist-again");
    expect(again.code, again.stderr).toBe(0);
    const lines = [...again.stderr.matchAll(/compile: (\d+) compiled/g)].map((m) => Number(m[1]));
    expect(lines).toEqual([0, 0, 0]);
  });
});

describe("edsite dev --locale", () => {
  it("serves the locale asked for, under its path", async () => {
    const site = await copyFixture("edsite-i18n");
    const server = await startDevServer({ root: site, port: 0, log: () => {}, locale: "fr" });
    try {
      await server.idle();
      expect(server.siteUrl()).toMatch(/\/s\/francais\/$/);
      const response = await fetch(new URL("s/francais/docs/intro", server.url));
      expect(response.status).toBe(200);
      expect(await response.text()).toContain("Introduction en français");
      // A save of a translated file shows in the locale's page; a new translation replaces the original's.
      await writeFile(path.join(site, "content/i18n/fr/docusaurus-plugin-content-docs/current/other.md"), "# Autre page\n");
      await eventually(async () => expect(await (await fetch(new URL("s/francais/docs/other", server.url))).text()).toContain("Autre page"));
    } finally {
      await server.close();
    }
  }, 60_000);

  it("says which locales there are when asked for another", async () => {
    const site = await scenario("edsite-i18n");
    const result = await edsite(site, "dev", "--port", "0", "--locale", "de");
    expect(result.code).not.toBe(0);
    expect(result.stderr).toMatch(/The site has no locale "de"; its locales are en, fr, ar/);
  }, 60_000);
});
