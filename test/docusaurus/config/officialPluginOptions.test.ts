// The official plugins' options as the config mapping reads them: what each becomes in edsite's config, and
// the errors (options Docusaurus would reject) and warnings (options edsite has no counterpart for) it reports.
import { describe, expect, it } from "vitest";
import { mapDocusaurusConfig } from "../../../src/docusaurus/config/mapDocusaurusConfig.js";
import type { MappingReport } from "../../../src/docusaurus/config/optionReader.js";

/** The mapped config and the report for a config of a title, a URL and these fields. */
function map(fields: Record<string, unknown>) {
  const raw = { title: "T", url: "https://t.example.com", ...fields };
  const report: MappingReport = { file: "/site/docusaurus.config.js", source: JSON.stringify(raw, null, 2), findings: [], errors: [] };
  const { config } = mapDocusaurusConfig(raw, report);
  return { config, errors: report.errors.map((e) => e.message), warnings: report.findings.map((f) => f.message) };
}

const classic = (options: Record<string, unknown>) => ({ presets: [["classic", options]] });

describe("the official plugins' options", () => {
  it("give a classic site Docusaurus's sitemap by default, and none with sitemap: false or without the preset", () => {
    expect(map(classic({})).config.sitemap).toEqual({ filename: "sitemap.xml", changefreq: "weekly", priority: 0.5, ignorePatterns: [], lastmod: null });
    expect(map(classic({ sitemap: false })).config.sitemap).toBe(false);
    expect(map({}).config.sitemap).toBe(false);
    expect(map({ plugins: [["@docusaurus/plugin-sitemap", { changefreq: null, priority: null, lastmod: "datetime" }]] }).config.sitemap).toMatchObject({ changefreq: null, priority: null, lastmod: "datetime" });
  });

  it("stop on sitemap options Docusaurus rejects, and report the one edsite does not honour", () => {
    const { errors, warnings } = map(classic({ sitemap: { changefreq: "sometimes", priority: 2, cacheTime: 600, filename: "maps/site.xml", createSitemapItems: () => [] } }));
    expect(errors).toEqual([
      "presets[0][1].sitemap.changefreq must be one of always, hourly, daily, weekly, monthly, yearly, never, or null",
      "presets[0][1].sitemap.priority must be a number from 0 to 1, or null",
      'presets[0][1].sitemap.filename must be a file name without folders, not "maps/site.xml"',
      "presets[0][1].sitemap.cacheTime is no longer an option of the sitemap plugin",
    ]);
    expect(warnings).toEqual([expect.stringMatching(/^presets\[0\]\[1\]\.sitemap\.createSitemapItems is not supported by edsite: /)]);
  });

  it("take gtag's one id or several, and Tag Manager's container, from the preset or the plugins", () => {
    expect(map(classic({ gtag: { trackingID: "G-ONE" } })).config.analytics).toEqual({ gtag: { trackingIds: ["G-ONE"], anonymizeIp: false } });
    const both = map({ plugins: [["@docusaurus/plugin-google-gtag", { trackingID: ["G-A", "G-B"], anonymizeIP: true }], ["@docusaurus/plugin-google-tag-manager", { containerId: "GTM-X" }]] });
    expect(both.config.analytics).toEqual({ gtag: { trackingIds: ["G-A", "G-B"], anonymizeIp: true }, googleTagManager: { containerId: "GTM-X" } });
    expect(both.warnings).toEqual([]);
  });

  it("stop on a missing or misspelt tag option", () => {
    expect(map(classic({ gtag: {} })).errors).toEqual(["presets[0][1].gtag.trackingID must be a Google tag id or a list of them, not undefined"]);
    const misspelt = map({ plugins: [["@docusaurus/plugin-google-tag-manager", { containerID: "GTM-X" }]] });
    expect(misspelt.errors).toEqual(["plugins[0][1].containerId must be the container's id, not undefined", "plugins[0][1].containerID is not an option Docusaurus knows"]);
  });

  it("read the redirects plugin's list, function and extensions; a misspelt option is an error", () => {
    const createRedirects = (path: string) => `/old${path}`;
    const { config, errors } = map({ plugins: [["@docusaurus/plugin-client-redirects", { redirects: [{ from: ["/a", "/b"], to: "/c" }], createRedirects, fromExtensions: ["php"], toExtension: ["html"] }]] });
    expect(config.redirects).toEqual({ list: [{ from: ["/a", "/b"], to: "/c" }], create: createRedirects, fromExtensions: ["php"], toExtensions: [] });
    expect(errors).toEqual(["plugins[0][1].toExtension is not an option Docusaurus knows"]);
    expect(map({ plugins: [["@docusaurus/plugin-client-redirects", { redirects: [{ to: "/c" }], fromExtensions: [".html"] }]] }).errors).toEqual([
      "plugins[0][1].redirects[0] must have `from` (a path or a list of paths) and `to` (a path or a URL)",
      "plugins[0][1].fromExtensions must be a list of extensions without their dot",
    ]);
  });

  it("accept svgr, reporting each SVGR setting edsite's SVG components have no counterpart for", () => {
    const { warnings, errors } = map(classic({ svgr: { svgrConfig: { svgo: false, titleProp: true } } }));
    expect(errors).toEqual([]);
    expect(warnings).toEqual([expect.stringMatching(/^presets\[0\]\[1\]\.svgr\.svgrConfig\.titleProp is not supported by edsite: /)]);
  });

  it("draw Mermaid blocks only with both the theme and markdown.mermaid, themed by themeConfig.mermaid", () => {
    const themed = map({ markdown: { mermaid: true }, themes: ["@docusaurus/theme-mermaid"], themeConfig: { mermaid: { theme: { light: "neutral" }, options: { fontFamily: "serif" } } } });
    expect(themed.config.mermaid).toEqual({ theme: { light: "neutral", dark: "dark" }, options: { fontFamily: "serif" } });
    expect(themed.warnings).toEqual([]);
    const without = map({ themes: ["@docusaurus/theme-mermaid"] });
    expect(without.config.mermaid).toBeUndefined();
    expect(without.warnings).toEqual([expect.stringMatching(/only with `markdown: \{ mermaid: true \}`/)]);
    const themeless = map({ markdown: { mermaid: true } });
    expect(themeless.config.mermaid).toBeUndefined();
    expect(themeless.warnings).toEqual([expect.stringMatching(/^markdown\.mermaid needs @docusaurus\/theme-mermaid in `themes`/)]);
  });

  it("know the plugins by their short names too, as Docusaurus does", () => {
    const short = map({ markdown: { mermaid: true }, themes: ["mermaid"], plugins: [["google-tag-manager", { containerId: "GTM-S" }]] });
    expect(short.config.mermaid).toBeDefined();
    expect(short.config.analytics).toEqual({ googleTagManager: { containerId: "GTM-S" } });
    expect(short.warnings).toEqual([]);
  });

  it("still report a plugin edsite does not implement", () => {
    expect(map({ plugins: ["@docusaurus/plugin-pwa"] }).warnings).toEqual([expect.stringMatching(/^plugins: "@docusaurus\/plugin-pwa" is not supported by edsite yet/)]);
  });
});
