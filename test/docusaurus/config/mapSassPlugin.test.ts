import { describe, expect, it } from "vitest";
import { mapDocusaurusConfig } from "../../../src/docusaurus/config/mapDocusaurusConfig.js";
import type { MappingReport } from "../../../src/docusaurus/config/optionReader.js";

/** edsite's config for a site with these plugins, and what mapping reported. */
function mapWithPlugins(plugins: unknown[]) {
  const raw = { title: "Sass", url: "https://sass.example.com", baseUrl: "/", plugins };
  const report: MappingReport = { file: "/site/docusaurus.config.js", source: JSON.stringify(raw, null, 2), findings: [], errors: [] };
  return { config: mapDocusaurusConfig(raw, report).config, report };
}

describe("docusaurus-plugin-sass in a Docusaurus config", () => {
  it("turns on edsite's Sass, reporting nothing", () => {
    const { config, report } = mapWithPlugins(["docusaurus-plugin-sass"]);
    expect(config.sass).toBe(true);
    expect(report.findings).toEqual([]);
    expect(report.errors).toEqual([]);
  });

  it("names each of its options as not honoured: they are sass-loader's, which edsite does not run", () => {
    const { config, report } = mapWithPlugins([["docusaurus-plugin-sass", { sassOptions: { includePaths: ["src/styles"] } }]]);
    expect(config.sass).toBe(true);
    expect(report.findings.map((finding) => finding.message)).toEqual([expect.stringMatching(/plugins\[0\]\[1\]\.sassOptions.*not through sass-loader/)]);
  });

  it("leaves Sass off for a site without it", () => {
    expect(mapWithPlugins([]).config.sass).toBeUndefined();
  });
});
