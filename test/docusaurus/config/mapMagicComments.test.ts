import { describe, expect, it } from "vitest";
import { mapMagicComments } from "../../../src/docusaurus/config/mapMagicComments.js";
import { optionReaderFor } from "./optionReaderFor.js";

const DOCUSAURUS_DEFAULT = { className: "theme-code-block-highlighted-line", line: "highlight-next-line", block: { start: "highlight-start", end: "highlight-end" } };

/** The mapped list and the report for a prism config written as `source`. */
function mapPrism(prism: Record<string, unknown>, source = `prism: ${JSON.stringify(prism, null, 2)}`) {
  const { reader, report } = optionReaderFor(prism, source, "themeConfig.prism");
  return { magicComments: mapMagicComments(reader), report };
}

describe("themeConfig.prism.magicComments", () => {
  it("replaces the default list with the site's, each entry keeping its class", () => {
    const list = [DOCUSAURUS_DEFAULT, { className: "code-block-error-line", line: "This will error" }, { className: "added", block: { start: "add-start", end: "add-end" } }];
    const { magicComments, report } = mapPrism({ magicComments: list });
    expect(magicComments).toEqual(list);
    expect(report.findings).toEqual([]);
    expect(report.errors).toEqual([]);
  });

  it("leaves edsite's default when unset, and takes an empty list as no magic comments", () => {
    expect(mapPrism({}).magicComments).toBeUndefined();
    expect(mapPrism({ magicComments: [] }).magicComments).toEqual([]);
  });

  it("stops on entries Docusaurus would reject, saying which entry and how to write one, at the option's line", () => {
    const source = 'prism: {\n  magicComments: [\n    { line: "x" },\n  ],\n}';
    const { report } = mapPrism({ magicComments: [{ line: "x" }, { className: "a" }, { className: "b", block: { start: "s" } }, "c", { className: "d", line: "e", lines: "f" }] }, source);
    expect(report.errors.map((e) => [e.message, e.line])).toEqual([
      ["themeConfig.prism.magicComments[0] has no className: the class the lines it marks get", 2],
      ["themeConfig.prism.magicComments[1] has neither a line comment nor a block of them, so it marks nothing", 2],
      ["themeConfig.prism.magicComments[2] has a block without its start and end comments", 2],
      ['themeConfig.prism.magicComments[3] is "c", not an object', 2],
      ["themeConfig.prism.magicComments[4].lines is not an option Docusaurus knows", undefined],
    ]);
    expect(report.errors[0]!.hint).toBe('Write each as { className: "my-line", line: "my-next-line" }, or with block: { start: "my-start", end: "my-end" }.');
    expect(report.errors[4]!.hint).toBe('Did you mean "line"?');
    expect(mapPrism({ magicComments: "highlight" }).report.errors.map((e) => e.message)).toEqual(['themeConfig.prism.magicComments must be a list of magic comments, not "highlight"']);
  });
});
