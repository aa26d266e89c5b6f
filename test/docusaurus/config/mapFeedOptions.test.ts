import { describe, expect, it } from "vitest";
import { mapFeedOptions } from "../../../src/docusaurus/config/mapFeedOptions.js";
import type { UserConfig } from "../../../src/config/schema.js";
import { optionReaderFor } from "./optionReaderFor.js";

/** The blog config and the report for `feedOptions`, written in a config as `source` (default: as JSON). */
function mapFeeds(feedOptions: Record<string, unknown>, source?: string) {
  const { reader, report } = optionReaderFor(feedOptions, source ?? `feedOptions: ${JSON.stringify(feedOptions, null, 2)}`, "presets[0][1].blog.feedOptions");
  const blog: NonNullable<UserConfig["blog"]> = {};
  mapFeedOptions(reader, blog);
  return { blog, report };
}

describe("the blog's feedOptions.type", () => {
  it("names the feeds to write, as Docusaurus reads it", () => {
    const cases: [unknown, string[] | undefined][] = [
      [undefined, undefined],
      ["rss", ["rss"]],
      ["json", ["json"]],
      ["all", ["rss", "atom", "json"]],
      [null, []],
      [["atom", "json", "atom"], ["atom", "json"]],
      [[], []],
    ];
    for (const [type, types] of cases) {
      const { blog, report } = mapFeeds(type === undefined ? {} : { type });
      expect(blog.feed?.types, JSON.stringify(type)).toEqual(types);
      expect(report.findings).toEqual([]);
      expect(report.errors).toEqual([]);
    }
  });

  it("stops on a type that is no feed, saying which and what the types are, at its line", () => {
    const single = mapFeeds({ type: "xml" }, 'feedOptions: {\n  type: "xml",\n}').report.errors;
    expect(single).toEqual([expect.objectContaining({ message: 'presets[0][1].blog.feedOptions.type is "xml", which is not a feed type', line: 2 })]);
    expect(single[0]!.hint).toBe('Use "rss", "atom", "json", "all" (all three), a list of "rss", "atom" and "json", or null for no feeds.');
    const listed = mapFeeds({ type: ["rss", "all"] }).report.errors;
    expect(listed.map((e) => e.message)).toEqual(['presets[0][1].blog.feedOptions.type lists "all", which is not a feed type']);
  });
});
