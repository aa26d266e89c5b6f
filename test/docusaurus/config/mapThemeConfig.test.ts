import { describe, expect, it } from "vitest";
import { mapThemeConfig } from "../../../src/docusaurus/config/mapThemeConfig.js";
import { optionReaderFor } from "./optionReaderFor.js";

/** The mapped theme config and what mapping it reported, for `themeConfig` as written, with the site's plugins' packages. */
function mapTheme(themeConfig: Record<string, unknown>, installed: string[] = []) {
  const source = `themeConfig: ${JSON.stringify(themeConfig, null, 2)}`;
  const { reader, report } = optionReaderFor(themeConfig, source, "themeConfig");
  const mapped = mapThemeConfig(reader, { title: "Site", baseUrl: "/", installed });
  return { mapped, warnings: report.findings.map((f) => `${f.source?.line}: ${f.message}`), errors: report.errors.map((e) => e.message) };
}

describe("themeConfig names Docusaurus lets through", () => {
  it("warns of a prism option the code blocks do not know, still taking the ones they do", () => {
    const theme = { plain: { color: "#fff" }, styles: [] };
    const { mapped, warnings, errors } = mapTheme({ prism: { theme, lang: "en" } });
    expect(errors).toEqual([]);
    expect(mapped.codeThemes).toEqual({ light: theme, dark: undefined });
    expect(warnings).toEqual([expect.stringMatching(/^9: themeConfig\.prism\.lang is not an option of Docusaurus's code blocks, so it is ignored: edsite does not read it/)]);
  });

  it("names the theme a key belongs to: one the site installs, or the search the classic preset brings", () => {
    const { warnings, errors } = mapTheme({ typesense: { typesenseCollectionName: "docs" }, algolia: { appId: "A", apiKey: "k", indexName: "i" } }, ["docusaurus-theme-search-typesense", "@docusaurus/plugin-ideal-image"]);
    expect(errors).toEqual([]);
    expect(warnings).toEqual([
      expect.stringMatching(/^2: themeConfig\.typesense is an option of docusaurus-theme-search-typesense and is not supported by edsite: /),
      expect.stringMatching(/^5: themeConfig\.algolia is an option of @docusaurus\/theme-search-algolia \(the classic preset's search\) and is not supported by edsite: /),
    ]);
  });

  it("finds the owner by package name for a theme edsite has never heard of", () => {
    const { warnings } = mapTheme({ fancyWidget: { on: true } }, ["docusaurus-theme-fancy-widget"]);
    expect(warnings).toEqual([expect.stringMatching(/^2: themeConfig\.fancyWidget is an option of docusaurus-theme-fancy-widget and is not supported/)]);
  });

  it("warns of a key no theme owns, suggesting the classic option it may be a typo of", () => {
    const { warnings, errors } = mapTheme({ navbr: { title: "x" } });
    expect(errors).toEqual([]);
    expect(warnings).toEqual([expect.stringMatching(/^2: themeConfig\.navbr is an option of no theme edsite knows of, so it is ignored: .*\(Did you mean "navbar"\?\)$/)]);
  });
});

describe("attributes Docusaurus puts on a navbar or footer link", () => {
  it("are warnings naming them, the link still mapped", () => {
    const { mapped, warnings, errors } = mapTheme({
      navbar: { items: [{ to: "/docs", label: "Docs", "data-event": "nav" }, { type: "doc", docId: "intro", lable: "Intro" }] },
      footer: { links: [{ label: "Blog", to: "/blog", "data-event": "footer" }] },
    });
    expect(errors).toEqual([]);
    expect(mapped.navbar.items).toEqual([expect.objectContaining({ type: "link", to: "/docs", label: "Docs" }), expect.objectContaining({ type: "doc", docId: "intro" })]);
    expect(warnings).toEqual([
      expect.stringMatching(/: themeConfig\.navbar\.items\[0\]\.data-event is not an option of the link; Docusaurus puts it on the link as an HTML attribute, which edsite does not\./),
      expect.stringMatching(/: themeConfig\.navbar\.items\[1\]\.lable is not an option of the link; .*\(Did you mean "label"\?\)$/),
      expect.stringMatching(/: themeConfig\.footer\.links\[0\]\.data-event is not an option of the link; /),
    ]);
  });

  it("but not on an html item, which Docusaurus checks strictly", () => {
    expect(mapTheme({ navbar: { items: [{ type: "html", value: "<b>x</b>", "data-event": "nav" }] } }).errors).toEqual(["themeConfig.navbar.items[0].data-event is not an option Docusaurus knows"]);
  });
});

describe("themeConfig names Docusaurus rejects", () => {
  it("stops on the classic theme's retired options, saying where the setting went", () => {
    const { errors } = mapTheme({ hideableSidebar: true });
    expect(errors).toEqual(["themeConfig.hideableSidebar is no longer an option of Docusaurus's classic theme"]);
  });

  it("stops on an unknown name inside an object Docusaurus checks strictly (navbar)", () => {
    const { errors } = mapTheme({ navbar: { titel: "x" } });
    expect(errors).toEqual(["themeConfig.navbar.titel is not an option Docusaurus knows"]);
  });
});
