import { describe, expect, it } from "vitest";
import { resolveConfig } from "../../src/config/loadConfig.js";
import { siteLocales } from "../../src/i18n/siteLocales.js";
import { configForLocale } from "../../src/i18n/configForLocale.js";
import { translateSidebars } from "../../src/i18n/translateSidebars.js";
import { mergeLocaleFindings } from "../../src/i18n/mergeLocaleFindings.js";
import { isOtherLocalePath, localeAlternates, pathInLocale } from "../../src/shared/localeUrls.js";
import type { LocaleTranslations } from "../../src/i18n/localeTranslations.js";
import type { SidebarPlan } from "../../src/content/buildSidebars.js";
import type { Finding } from "../../src/types.js";

const config = (i18n: unknown, more: Record<string, unknown> = {}) => resolveConfig({ title: "T", url: "https://t.example", baseUrl: "/t/", navbar: { items: [] }, i18n, ...more }, "edsite.config.ts");

describe("the site's locales", () => {
  it("takes Docusaurus's defaults: the language's own name, its script's direction, its code as lang and path", () => {
    const locales = siteLocales(config({ defaultLocale: "en", locales: ["en", "fr", "he"] }).i18n, "/t/");
    expect(locales.map(({ code, label, direction, htmlLang, baseUrl, isDefault }) => ({ code, label, direction, htmlLang, baseUrl, isDefault }))).toEqual([
      { code: "en", label: "English", direction: "ltr", htmlLang: "en", baseUrl: "/t/", isDefault: true },
      { code: "fr", label: "Français", direction: "ltr", htmlLang: "fr", baseUrl: "/t/fr/", isDefault: false },
      { code: "he", label: "עברית", direction: "rtl", htmlLang: "he", baseUrl: "/t/he/", isDefault: false },
    ]);
  });

  it("follows localeConfigs, and lists the default first whatever the order of locales", () => {
    const locales = siteLocales(config({ defaultLocale: "fr", locales: ["en", "fr"], localeConfigs: { en: { label: "EN", path: "/english/", htmlLang: "en-GB", direction: "rtl" } } }).i18n, "/");
    expect(locales.map((l) => [l.code, l.label, l.htmlLang, l.direction, l.baseUrl])).toEqual([
      ["fr", "Français", "fr", "ltr", "/"],
      ["en", "EN", "en-GB", "rtl", "/english/"],
    ]);
  });

  it("spells dates in the Gregorian calendar unless a locale names another", () => {
    const locales = siteLocales(config({ defaultLocale: "en", locales: ["en", "fa"], localeConfigs: { fa: { calendar: "persian" } } }).i18n, "/");
    expect(locales.map((l) => l.calendar)).toEqual(["gregory", "persian"]);
  });

  it("rejects a default locale that locales does not list, and two locales in one folder", () => {
    expect(() => config({ defaultLocale: "de", locales: ["en"] })).toThrow(/`locales` must list the default locale/);
    expect(() => config({ defaultLocale: "en", locales: ["en", "fr", "de"], localeConfigs: { de: { path: "/fr/" } } })).toThrow(/two locales are served from the same folder/);
    expect(() => config({ defaultLocale: "en", locales: ["en", "fr"], localeConfigs: { fr: { path: "/" } } })).toThrow(/needs a folder of its own/);
  });
});

describe("a page's URLs in other locales", () => {
  const site = { url: "https://t.example", baseUrl: "/t/fr/", locales: siteLocales(config({ defaultLocale: "en", locales: ["en", "fr"] }).i18n, "/t/") };

  it("keeps the path under each locale's base URL", () => {
    expect(pathInLocale("/t/fr/docs/x", "/t/fr/", site.locales[0]!)).toBe("/t/docs/x");
    expect(pathInLocale("/t/docs/x", "/t/", site.locales[1]!)).toBe("/t/fr/docs/x");
    expect(localeAlternates("/t/fr/", site)).toEqual([
      { hreflang: "en", href: "https://t.example/t/" },
      { hreflang: "fr", href: "https://t.example/t/fr/" },
      { hreflang: "x-default", href: "https://t.example/t/" },
    ]);
    expect(localeAlternates("/t/docs/x", { ...site, locales: undefined })).toEqual([]);
  });

  it("tells another locale's page from the page's own, though the default locale's base holds them all", () => {
    const english = { baseUrl: "/t/", locales: site.locales };
    expect(isOtherLocalePath("/t/fr/docs/x", english)).toBe(true);
    expect(isOtherLocalePath("/t/fr", english)).toBe(true);
    expect(isOtherLocalePath("/t/french-fries", english)).toBe(false);
    expect(isOtherLocalePath("/t/docs/x", english)).toBe(false);
    expect(isOtherLocalePath("/t/docs/x", { baseUrl: "/t/fr/", locales: site.locales })).toBe(true);
  });
});

describe("a locale's labels", () => {
  const translations = (messages: Partial<Pick<LocaleTranslations, "navbar" | "footer" | "docsLabels" | "blogOptions">>, code = "fr"): LocaleTranslations => {
    const locale = siteLocales(config({ defaultLocale: "en", locales: ["en", "fr"] }).i18n, "/t/").find((l) => l.code === code)!;
    return { locale, root: "", docs: "", blog: "", pages: "", navbar: {}, footer: {}, docsLabels: {}, versionLabels: {}, blogOptions: {}, ...messages };
  };
  const site = config(
    { defaultLocale: "en", locales: ["en", "fr"] },
    {
      navbar: { title: "Site", items: [{ type: "link", label: "Guide", to: "/guide" }, { type: "dropdown", label: "More", items: [{ type: "link", label: "Guide", to: "/guide" }] }] },
      footer: { links: [{ title: "Docs", items: [{ label: "Guide", to: "/guide" }] }], copyright: "Us" },
    },
  );

  it("translates the navbar, footer, docs version and blog by Docusaurus's keys, under the locale's base URL", () => {
    const french = configForLocale(
      site,
      translations({
        navbar: { title: "Le site", "item.label.Guide": "Le guide", "item.label.More": "Plus" },
        footer: { "link.title.Docs": "Documentation", "link.item.label.Guide": "Guide FR", copyright: "Nous" },
        docsLabels: { "version.label": "Prochaine" },
        blogOptions: { title: "Le blog", "sidebar.title": "Récents" },
      }),
    );
    expect(french.baseUrl).toBe("/t/fr/");
    expect(french.navbar.title).toBe("Le site");
    expect(french.navbar.items).toMatchObject([{ label: "Le guide" }, { label: "Plus", items: [{ label: "Le guide" }] }]);
    expect(french.footer).toMatchObject({ links: [{ title: "Documentation", items: [{ label: "Guide FR" }] }], copyright: "Nous" });
    expect(french.docs.versionLabel).toBe("Prochaine");
    expect(french.blog).toMatchObject({ title: "Le blog", sidebarTitle: "Récents", description: "Blog" });
  });

  it("leaves the default locale's config as it is when it has no translations", () => {
    expect(configForLocale(site, translations({}, "en"))).toBe(site);
  });

  it("translates the sidebars' categories, links and generated pages, leaving docs to their files", () => {
    const plan: SidebarPlan = {
      sidebars: [
        {
          name: "main",
          items: [
            { type: "category", label: "Basics", collapsed: true, collapsible: true, href: "/t/docs/category/basics", items: [{ type: "link", label: "Intro", href: "/t/docs/intro", docId: "intro" }] },
            { type: "link", label: "Changelog", href: "/t/changelog" },
          ],
        },
      ],
      categoryPages: [{ sidebarName: "main", dir: "", permalink: "/t/docs/category/basics", title: "Basics", trail: [], items: [] }],
      sidebarOfDoc: new Map([["intro", "main"]]),
    };
    const translated = translateSidebars(plan, {
      "sidebar.main.category.Basics": "Les bases",
      "sidebar.main.category.Basics.link.generated-index.description": "Tout commence ici",
      "sidebar.main.link.Changelog": "Nouveautés",
    });
    expect(translated.sidebars[0]!.items).toMatchObject([{ label: "Les bases", items: [{ label: "Intro" }] }, { label: "Nouveautés" }]);
    expect(translated.categoryPages[0]).toMatchObject({ title: "Les bases", description: "Tout commence ici" });
    expect(translateSidebars(plan, { "version.label": "x" })).toBe(plan);
  });
});

describe("findings of every locale", () => {
  const [en, fr] = siteLocales(config({ defaultLocale: "en", locales: ["en", "fr"] }).i18n, "/t/");
  const broken = (page: string, url: string, line?: number): Finding => ({ kind: "broken-link", page, url, message: `Link to ${url}`, source: { file: "/site/docs/a.md", ...(line ? { line, column: 3 } : {}) } });

  it("says each problem once: at a place in a file, or on a page and link whatever the locale's base", () => {
    const merged = mergeLocaleFindings([
      { locale: en!, findings: [broken("/t/docs/a", "/t/docs/gone", 4), broken("/t/docs/a", "/t/img/x.png")] },
      { locale: fr!, findings: [broken("/t/fr/docs/a", "/t/fr/docs/gone", 4), broken("/t/fr/docs/a", "/t/fr/img/x.png"), broken("/t/fr/docs/a", "/t/fr/only-here")] },
    ]);
    expect(merged.map((f) => f.url)).toEqual(["/t/docs/gone", "/t/img/x.png", "/t/fr/only-here"]);
  });
});
