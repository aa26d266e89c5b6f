import { describe, expect, it } from "vitest";
import { mapPresetClassic } from "../../../src/docusaurus/config/mapPresetClassic.js";
import { optionReaderFor } from "./optionReaderFor.js";

/** The blog's mapped config and what mapping reported, for a preset with these blog options. */
function mapBlog(blog: Record<string, unknown>) {
  const { reader, report } = optionReaderFor({ blog }, JSON.stringify({ blog }, null, 2), "presets[0][1]");
  const mapped = mapPresetClassic(reader, "/site");
  return { blog: mapped.blog === false ? undefined : mapped.blog.config, report };
}

describe("the classic preset's blog options", () => {
  it("hide every reading time with showReadingTime: false, reporting nothing", () => {
    const { blog, report } = mapBlog({ showReadingTime: false });
    expect(blog?.showReadingTime).toBe(false);
    expect(report.findings).toEqual([]);
    expect(report.errors).toEqual([]);
  });

  it("leave reading times to edsite's default when showReadingTime is not set", () => {
    expect(mapBlog({}).blog?.showReadingTime).toBeUndefined();
  });

  it("stop on a showReadingTime that is not a boolean, at its line", () => {
    const { report } = mapBlog({ showReadingTime: "no" });
    expect(report.errors).toEqual([
      { message: 'presets[0][1].blog.showReadingTime must be true or false, not "no"', hint: "Give false to hide each post's reading time, or remove it to show them.", line: 3, column: 5 },
    ]);
  });
});
