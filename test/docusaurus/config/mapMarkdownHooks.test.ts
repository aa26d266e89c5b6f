import { describe, expect, it } from "vitest";
import { mapDocusaurusConfig } from "../../../src/docusaurus/config/mapDocusaurusConfig.js";
import type { MappingReport } from "../../../src/docusaurus/config/optionReader.js";

/** edsite's config for a site with this `markdown` option, and what mapping reported. */
function mapWithMarkdown(markdown: Record<string, unknown>, top: Record<string, unknown> = {}) {
  const raw = { title: "Hooks", url: "https://hooks.example.com", baseUrl: "/", markdown, ...top };
  const report: MappingReport = { file: "/site/docusaurus.config.js", source: JSON.stringify(raw, null, 2), findings: [], errors: [] };
  return { config: mapDocusaurusConfig(raw, report).config, report };
}

describe("markdown.hooks in a Docusaurus config", () => {
  it("takes onBrokenMarkdownLinks there as the level of broken Markdown links, over the older top-level option", () => {
    const { config, report } = mapWithMarkdown({ hooks: { onBrokenMarkdownLinks: "throw", onBrokenMarkdownImages: "throw" } }, { onBrokenMarkdownLinks: "ignore" });
    expect(config.checks?.brokenMarkdownLinks).toBe("throw");
    expect(report.findings).toEqual([]);
    expect(report.errors).toEqual([]);
    expect(mapWithMarkdown({ hooks: { onBrokenMarkdownLinks: "log" } }).config.checks?.brokenMarkdownLinks).toBe("warn");
  });

  it("says what it does not follow: a function for links, a broken image that is not to stop the build", () => {
    const { config, report } = mapWithMarkdown({ hooks: { onBrokenMarkdownLinks: () => "/x", onBrokenMarkdownImages: "warn" } });
    expect(config.checks?.brokenMarkdownLinks).toBe("warn");
    expect(report.findings.map((f) => f.message)).toEqual([
      expect.stringContaining("markdown.hooks.onBrokenMarkdownLinks is not supported by edsite: a function to rewrite broken links is not called"),
      expect.stringContaining('markdown.hooks.onBrokenMarkdownImages is "warn", and edsite stops on every broken Markdown image'),
    ]);
  });

  it("rejects a hook Docusaurus does not know, with the name it may have meant", () => {
    const { report } = mapWithMarkdown({ hooks: { onBrokenMarkdownLink: "warn" } });
    expect(report.errors.map((e) => e.hint)).toEqual(['Did you mean "onBrokenMarkdownLinks"?']);
  });
});
