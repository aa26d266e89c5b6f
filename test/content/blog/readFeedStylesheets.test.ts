import { beforeAll, describe, expect, it } from "vitest";
import { mkdir, mkdtemp, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { readFeedStylesheets } from "../../../src/content/blog/readFeedStylesheets.js";
import { configSchema, type UserConfig } from "../../../src/config/schema.js";
import { AggregateEdsiteError, ConfigError } from "../../../src/errors.js";

let blogDir: string;
beforeAll(async () => {
  blogDir = path.join(await mkdtemp(path.join(os.tmpdir(), "edsite-feed-styles-")), "blog");
  await mkdir(path.join(blogDir, "styles"), { recursive: true });
  await writeFile(path.join(blogDir, "styles", "news.xsl"), "<xsl:stylesheet/>");
  await writeFile(path.join(blogDir, "styles", "news.css"), "body {}");
  await writeFile(path.join(blogDir, "bare.xsl"), "<xsl:stylesheet/>");
  await writeFile(path.join(blogDir, "atom.xsl"), "<xsl:stylesheet/>");
});

/** The blog config as the build resolves it from these blog settings. */
const blogOf = (blog: UserConfig["blog"]) => configSchema.parse({ title: "T", url: "https://t.example.com", baseUrl: "/", navbar: { items: [] }, blog }).blog;
const read = (blog: UserConfig["blog"]) => readFeedStylesheets(blogOf(blog), blogDir, "/site/edsite.config.ts");

describe("readFeedStylesheets", () => {
  it("reads the site's stylesheet from the blog folder, with the CSS file of its name when there is one", async () => {
    const stylesheets = await read({ feedStylesheets: { rss: "styles/news.xsl", atom: "bare.xsl" } });
    expect(stylesheets.rss?.xsl.name).toBe("news.xsl");
    expect(Buffer.from(stylesheets.rss!.xsl.contents).toString()).toBe("<xsl:stylesheet/>");
    expect(stylesheets.rss?.css?.name).toBe("news.css");
    expect(stylesheets.atom?.xsl.name).toBe("bare.xsl");
    expect(stylesheets.atom?.css).toBeUndefined();
  });

  it("reads nothing for edsite's stylesheets, or for a feed the blog does not write", async () => {
    expect(await read({ feedStylesheets: true })).toEqual({});
    expect(await read({ feedStylesheets: { atom: "no-such.xsl" }, feed: { types: ["rss"] } })).toEqual({});
  });

  it("says which feed's stylesheet is missing, where it was looked for and how to name it", async () => {
    const error = (await read({ feedStylesheets: { rss: "no-such.xsl" } }).catch((e: unknown) => e)) as ConfigError;
    expect(error).toBeInstanceOf(ConfigError);
    expect(error.message).toBe(`The RSS feed's stylesheet "no-such.xsl" is not at ${path.join(blogDir, "no-such.xsl")}.`);
    expect(error.file).toBe("/site/edsite.config.ts");
    expect(error.hint).toMatch(/^Fix blog\.feedStylesheets\.rss: the path of the site's \.xsl file, relative to the blog folder/);
  });

  it("stops when two stylesheets would be written under one name, but lets both feeds share one file", async () => {
    const clash = (await read({ feedStylesheets: { rss: "atom.xsl", atom: true } }).catch((e: unknown) => e)) as ConfigError;
    expect(clash.message).toBe(`Two files would be written beside the blog's feeds as atom.xsl: the site's stylesheet ${path.join(blogDir, "atom.xsl")} and edsite's Atom stylesheet.`);
    const both = await read({ feedStylesheets: { rss: "styles/news.xsl", atom: "./styles/../styles/news.xsl" } });
    expect([both.rss?.xsl.name, both.atom?.xsl.name]).toEqual(["news.xsl", "news.xsl"]);
  });

  it("reports every missing stylesheet at once", async () => {
    const error = await read({ feedStylesheets: { rss: "a.xsl", atom: "b.xsl" } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AggregateEdsiteError);
    expect((error as AggregateEdsiteError).errors).toHaveLength(2);
  });
});
