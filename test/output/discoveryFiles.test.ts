import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { discoveryFiles } from "../../src/output/discoveryFiles.js";
import { collectBlog } from "../../src/content/blog/collectBlog.js";
import { resolveConfig } from "../../src/config/loadConfig.js";
import type { UserConfig } from "../../src/config/schema.js";
import type { SiteData } from "../../src/shared/types.js";
import type { BlogPostSource } from "../../src/types.js";

const blogDir = path.resolve("test/fixtures/blog-basic");
let posts: BlogPostSource[];
beforeAll(async () => {
  posts = (await collectBlog({ blogDir, baseUrl: "/ki-editor/", postsPerPage: 10 })).posts;
});

/** The paths of the files written for a site whose blog config is `blog`. */
function written(blog: UserConfig["blog"]): Map<string, string> {
  const config = resolveConfig({ title: "Ki", url: "https://ki.example.com", baseUrl: "/ki-editor/", navbar: { items: [] }, blog }, "/site/edsite.config.ts");
  const files = discoveryFiles({ config, site: { favicon: "/ki-editor/img/favicon.svg" } as SiteData, routes: [], posts, feedStylesheets: {}, renderContent: () => "<p>Post</p>" });
  return new Map(files.map((file) => [file.path, String(file.contents)]));
}

describe("discoveryFiles", () => {
  it("writes the RSS and Atom feeds by default, and no JSON feed", () => {
    expect([...written(undefined).keys()]).toEqual(["ki-editor/sitemap.xml", "ki-editor/robots.txt", "ki-editor/blog/rss.xml", "ki-editor/blog/atom.xml"]);
  });

  it("writes exactly the feeds the config asks for, the JSON feed as feed.json", () => {
    const files = written({ feed: { types: ["json", "rss"] } });
    expect([...files.keys()].filter((file) => file.includes("/blog/"))).toEqual(["ki-editor/blog/rss.xml", "ki-editor/blog/feed.json"]);
    expect(JSON.parse(files.get("ki-editor/blog/feed.json")!).items).toHaveLength(3);
  });

  it("leaves robots.txt to the site when its public folder has one, as Docusaurus (which writes none) serves it", () => {
    const config = resolveConfig({ title: "Ki", url: "https://ki.example.com", baseUrl: "/ki-editor/", navbar: { items: [] }, blog: { feed: { types: [] } } }, "/site/edsite.config.ts");
    const files = discoveryFiles({ config, site: {} as SiteData, routes: [], posts: [], feedStylesheets: {}, renderContent: () => "", ownRobotsTxt: true });
    expect(files.map((file) => file.path)).toEqual(["ki-editor/sitemap.xml"]);
  });

  it("writes no feed when the config asks for none", () => {
    expect([...written({ feed: { types: [] } }).keys()]).toEqual(["ki-editor/sitemap.xml", "ki-editor/robots.txt"]);
  });

  it("gives only the XML feeds that are written edsite's stylesheets, and the JSON feed none", () => {
    const files = written({ feed: { types: ["atom", "json"] }, feedStylesheets: true });
    expect([...files.keys()].filter((file) => file.includes("/blog/"))).toEqual(["ki-editor/blog/atom.xml", "ki-editor/blog/feed.json", "ki-editor/blog/atom.xsl", "ki-editor/blog/atom.css"]);
    expect(files.get("ki-editor/blog/atom.xml")).toMatch(/^<\?xml [^>]*\?>\n<\?xml-stylesheet type="text\/xsl" href="atom.xsl"\?>/);
    expect(files.get("ki-editor/blog/feed.json")).not.toContain("xsl");
  });
});
