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

/** The docs' mapped config and what mapping reported, for a preset with these docs options. */
function mapDocs(docs: Record<string, unknown>) {
  const { reader, report } = optionReaderFor({ docs }, JSON.stringify({ docs }, null, 2), "presets[0][1]");
  const mapped = mapPresetClassic(reader, "/site");
  return { docs: mapped.docs === false ? undefined : mapped.docs.config, report };
}

describe("the classic preset's docs options", () => {
  it("start sidebar categories open with sidebarCollapsed: false, reporting nothing", () => {
    const { docs, report } = mapDocs({ sidebarCollapsed: false });
    expect(docs?.sidebarCollapsed).toBe(false);
    expect(report.findings).toEqual([]);
    expect(report.errors).toEqual([]);
  });

  it("leave categories to edsite's default (collapsed, as Docusaurus's) when sidebarCollapsed is not set", () => {
    expect(mapDocs({}).docs?.sidebarCollapsed).toBeUndefined();
  });

  it("stop on a sidebarCollapsed that is not a boolean, at its line", () => {
    const { report } = mapDocs({ sidebarCollapsed: "yes" });
    expect(report.errors).toEqual([
      { message: 'presets[0][1].docs.sidebarCollapsed must be true or false, not "yes"', hint: "Give false to start every sidebar category open, or remove it to start them collapsed.", line: 3, column: 5 },
    ]);
  });
});
