import { beforeAll, describe, expect, it } from "vitest";
import { mkdir, mkdtemp, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { mapFeedOptions } from "../../../src/docusaurus/config/mapFeedOptions.js";
import type { UserConfig } from "../../../src/config/schema.js";
import { optionReaderFor } from "./optionReaderFor.js";

/** The blog config and the report for `feedOptions`, written in a config as `source` (default: as JSON). */
function mapFeeds(feedOptions: Record<string, unknown>, source?: string, blogDir = "/site/blog") {
  const { reader, report } = optionReaderFor(feedOptions, source ?? `feedOptions: ${JSON.stringify(feedOptions, null, 2)}`, "presets[0][1].blog.feedOptions");
  const blog: NonNullable<UserConfig["blog"]> = {};
  mapFeedOptions(reader, blog, blogDir);
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

describe("the blog's feedOptions.xslt", () => {
  let blogDir: string;
  beforeAll(async () => {
    blogDir = path.join(await mkdtemp(path.join(os.tmpdir(), "edsite-xslt-")), "blog");
    await mkdir(path.join(blogDir, "styles"), { recursive: true });
    await writeFile(path.join(blogDir, "styles", "mine.xsl"), "<xsl:stylesheet/>");
    await writeFile(path.join(blogDir, "styles", "mine.css"), "");
    await writeFile(path.join(blogDir, "lonely.xsl"), "<xsl:stylesheet/>");
  });

  it("gives both feeds edsite's stylesheets with true, and each feed what it names otherwise", () => {
    expect(mapFeeds({ xslt: true }, undefined, blogDir).blog.feedStylesheets).toBe(true);
    expect(mapFeeds({ xslt: false }, undefined, blogDir).blog.feedStylesheets).toBe(false);
    const own = mapFeeds({ xslt: { rss: "styles/mine.xsl", atom: true } }, undefined, blogDir);
    expect(own.blog.feedStylesheets).toEqual({ rss: "styles/mine.xsl", atom: true });
    expect(own.report.findings).toEqual([]);
    expect(own.report.errors).toEqual([]);
    expect(mapFeeds({ xslt: { atom: path.join(blogDir, "styles", "mine.xsl"), rss: null } }, undefined, blogDir).blog.feedStylesheets).toEqual({ atom: path.join(blogDir, "styles", "mine.xsl") });
  });

  it("stops on a stylesheet that is not in the blog folder, or lacks the CSS file Docusaurus copies with it, at its line", () => {
    const source = 'feedOptions: {\n  xslt: {\n    rss: "nowhere.xsl",\n    atom: "lonely.xsl",\n  },\n}';
    const { blog, report } = mapFeeds({ xslt: { rss: "nowhere.xsl", atom: "lonely.xsl" } }, source, blogDir);
    expect(blog.feedStylesheets).toEqual({});
    expect(report.errors).toEqual([
      {
        message: `presets[0][1].blog.feedOptions.xslt.rss: there is no file nowhere.xsl in the blog folder (${path.join(blogDir, "nowhere.xsl")})`,
        hint: "Give the path of the site's .xsl file relative to the blog folder, as Docusaurus resolves it, or an absolute path.",
        line: 3,
        column: 5,
      },
      {
        message: "presets[0][1].blog.feedOptions.xslt.atom: lonely.xsl has no lonely.css beside it, which Docusaurus copies with it (its build fails without one)",
        hint: `Add ${path.join(blogDir, "lonely.css")}, the stylesheet's CSS (it may be empty).`,
        line: 4,
        column: 5,
      },
    ]);
  });

  it("looks for no stylesheet of a feed that is not written, as Docusaurus reads none", () => {
    const { blog, report } = mapFeeds({ type: "rss", xslt: { atom: "nowhere.xsl" } }, undefined, blogDir);
    expect(blog.feedStylesheets).toEqual({ atom: "nowhere.xsl" });
    expect(report.errors).toEqual([]);
  });

  it("stops on values Docusaurus would reject, naming the option", () => {
    const errors = (xslt: unknown) => mapFeeds({ xslt }, undefined, blogDir).report.errors.map((e) => e.message);
    expect(errors("yes")).toEqual(['presets[0][1].blog.feedOptions.xslt must be true, false or { rss, atom }, not "yes"']);
    expect(errors({ rss: 3 })).toEqual(["presets[0][1].blog.feedOptions.xslt.rss must be true, false or the path of an .xsl file, not 3"]);
    expect(errors({ json: true })).toEqual(["presets[0][1].blog.feedOptions.xslt.json is not an option Docusaurus knows"]);
  });
});
