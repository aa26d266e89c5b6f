import { describe, expect, it } from "vitest";
import { mapThemeConfig } from "../../../src/docusaurus/config/mapThemeConfig.js";
import { optionReaderFor } from "./optionReaderFor.js";

/** The mapped theme config and what mapping it reported, for `themeConfig` as written. */
function mapTheme(themeConfig: Record<string, unknown>) {
  const source = `themeConfig: ${JSON.stringify(themeConfig, null, 2)}`;
  const { reader, report } = optionReaderFor(themeConfig, source, "themeConfig");
  const mapped = mapThemeConfig(reader, "Site");
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
});

describe("themeConfig names Docusaurus rejects", () => {
  it("stops on an unknown name inside an object Docusaurus checks strictly (navbar)", () => {
    const { errors } = mapTheme({ navbar: { titel: "x" } });
    expect(errors).toEqual(["themeConfig.navbar.titel is not an option Docusaurus knows"]);
  });
});
