import path from "node:path";
import { fileURLToPath } from "node:url";
import { XMLParser } from "fast-xml-parser";
import { beforeAll, describe, expect, it } from "vitest";
import { buildFeeds } from "../../src/output/feeds.js";
import { collectBlog } from "../../src/content/blog/collectBlog.js";
import type { BlogPostSource } from "../../src/types.js";

const blogDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../fixtures/blog-basic");
const FIRST = path.join(blogDir, "2024-09-20-first-post.md");
const FOLDER = path.join(blogDir, "2024-10-05-folder-post/index.mdx");
const site = {
  title: "Ki Editor",
  url: "https://ki-editor.github.io",
  baseUrl: "/ki-editor/",
  blogBase: "/ki-editor/blog",
  tagline: "Multi-cursor structural editor",
  copyright: "Copyright © 2024 Ki",
  favicon: "img/favicon.svg",
};
const html = new Map([
  [FIRST, '<p>See <a href="/ki-editor/docs/intro">the docs</a>, <a href="#more">below</a> and <a href="https://example.com/x?a=1&amp;b=2">this</a>.</p><h2 id="more">More</h2>'],
  [FOLDER, `<p><img src="./diagram.png" alt="Diagram"/><img srcset="/ki-editor/a.png 1x, b.png 2x"/><a href='mailto:ki@example.com'>mail</a><a href="//cdn.example.com/c.js">cdn</a></p>`],
]);

let posts: BlogPostSource[];
beforeAll(async () => {
  posts = (await collectBlog({ blogDir, baseUrl: "/ki-editor/", postsPerPage: 10 })).posts;
});

const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: "@", isArray: (name) => ["item", "entry", "link", "author", "category"].includes(name) });
const asArray = <T>(value: T | T[] | undefined): T[] => (value === undefined ? [] : Array.isArray(value) ? value : [value]);

/** Every href/src/srcset URL in an HTML fragment and every URL-looking attribute or element in the XML. */
function urlsIn(xml: string): string[] {
  const urls = [...xml.matchAll(/(?:href|src)=(?:"|')([^"']*)/g)].map((m) => m[1]!);
  urls.push(...[...xml.matchAll(/srcset="([^"]*)"/g)].flatMap((m) => m[1]!.split(",").map((c) => c.trim().split(/\s+/)[0]!)));
  urls.push(...[...xml.matchAll(/<(?:link|id|guid|uri|icon)(?:\s[^>]*[^/])?>\s*([^<\s][^<]*)</g)].map((m) => m[1]!));
  return urls;
}

describe("buildFeeds", () => {
  it("writes an RSS 2.0 channel with the required elements and one item per post", () => {
    const { rss } = buildFeeds({ site, posts, htmlByPost: html });
    const channel = parser.parse(rss).rss.channel;
    expect(parser.parse(rss).rss["@version"]).toBe("2.0");
    expect(channel.title).toBe("Ki Editor Blog");
    expect(channel.link).toEqual(["https://ki-editor.github.io/ki-editor/blog"]);
    expect(channel.description).toBe("Multi-cursor structural editor");
    expect(channel.language).toBe("en");
    expect(channel["atom:link"]["@href"]).toBe("https://ki-editor.github.io/ki-editor/blog/rss.xml");
    const items = asArray(channel.item) as Record<string, unknown>[];
    expect(items.map((i) => i.title)).toEqual(["Third Post", "A Post In A Folder", "First Post"]);
    expect(items[2]!.link).toEqual(["https://ki-editor.github.io/ki-editor/blog/2024/09/20/first-post"]);
    expect(items[2]!.pubDate).toBe("Fri, 20 Sep 2024 00:00:00 GMT");
    expect(items[2]!.description).toBe("The very first post.");
    expect(items[2]!.category).toEqual(["Release", "Getting Started"]);
    expect(items[2]!["content:encoded"]).toContain("the docs");
  });

  it("writes an Atom feed with id, title, updated and complete entries", () => {
    const { atom } = buildFeeds({ site, posts, htmlByPost: html });
    const feed = parser.parse(atom).feed;
    expect(feed.id).toBe("https://ki-editor.github.io/ki-editor/blog");
    expect(feed.title).toBe("Ki Editor Blog");
    expect(feed.updated).toBe("2025-01-16T00:00:00.000Z");
    expect(feed.icon).toBe("https://ki-editor.github.io/ki-editor/img/favicon.svg");
    const links = asArray(feed.link) as Record<string, string>[];
    expect(links.find((l) => l["@rel"] === "self")?.["@href"]).toBe("https://ki-editor.github.io/ki-editor/blog/atom.xml");
    const entries = asArray(feed.entry) as Record<string, any>[];
    expect(entries).toHaveLength(3);
    const first = entries.find((e) => e.title["#text"] === "First Post")!;
    expect(first.id).toBe("https://ki-editor.github.io/ki-editor/blog/2024/09/20/first-post");
    expect(first.updated).toBe("2024-09-20T00:00:00.000Z");
    expect(first.link[0]["@href"]).toBe("https://ki-editor.github.io/ki-editor/blog/2024/09/20/first-post");
    expect(first.content["@type"]).toBe("html");
    expect(first.content["#text"]).toContain("<h2 id=\"more\">More</h2>");
    expect(first.author.map((a: { name: string; uri: string }) => [a.name, a.uri])).toEqual([["Jane Doe", "https://example.com/jane"]]);
    expect(first.category.map((c: Record<string, string>) => c["@term"])).toEqual(["Release", "Getting Started"]);
  });

  it("writes a JSON Feed 1 with an item per post, each with its id, URL, content and first author", () => {
    const { json } = buildFeeds({ site, posts, htmlByPost: html });
    const feed = JSON.parse(json) as { version: string; title: string; home_page_url: string; feed_url: string; items: Record<string, any>[] };
    expect(feed.version).toBe("https://jsonfeed.org/version/1");
    expect(feed.title).toBe("Ki Editor Blog");
    expect(feed.home_page_url).toBe("https://ki-editor.github.io/ki-editor/blog");
    expect(feed.feed_url).toBe("https://ki-editor.github.io/ki-editor/blog/feed.json");
    expect(feed.items.map((item) => item.title)).toEqual(["Third Post", "A Post In A Folder", "First Post"]);
    const first = feed.items[2]!;
    expect(first.id).toBe("https://ki-editor.github.io/ki-editor/blog/2024/09/20/first-post");
    expect(first.url).toBe(first.id);
    expect(first.content_html).toContain('href="https://ki-editor.github.io/ki-editor/docs/intro"');
    expect(first.author).toEqual({ name: "Jane Doe", url: "https://example.com/jane" });
    expect(first.tags).toEqual(["Release", "Getting Started"]);
  });

  it("writes the JSON feed of a post without authors, which gives its items no author", () => {
    const anonymous = posts.map((post) => ({ ...post, authors: [] }));
    const items = (JSON.parse(buildFeeds({ site, posts: anonymous, htmlByPost: html }).json) as { items: Record<string, unknown>[] }).items;
    expect(items.every((item) => !("author" in item))).toBe(true);
  });

  it("makes every URL absolute, including those inside the posts", () => {
    const { rss, atom } = buildFeeds({ site, posts, htmlByPost: html });
    for (const xml of [rss, atom]) {
      const urls = urlsIn(xml);
      expect(urls.length).toBeGreaterThan(10);
      for (const url of urls) expect(url, url).toMatch(/^(https:\/\/|mailto:)/);
      expect(xml).toContain('href="https://ki-editor.github.io/ki-editor/docs/intro"');
      expect(xml).toContain('href="https://ki-editor.github.io/ki-editor/blog/2024/09/20/first-post#more"');
      expect(xml).toContain('src="https://ki-editor.github.io/ki-editor/blog/2024/10/05/diagram.png"');
      expect(xml).toContain('srcset="https://ki-editor.github.io/ki-editor/a.png 1x, https://ki-editor.github.io/ki-editor/blog/2024/10/05/b.png 2x"');
      expect(xml).toContain('href="https://example.com/x?a=1&amp;b=2"');
      expect(xml).toContain("href='mailto:ki@example.com'");
      expect(xml).toContain('href="https://cdn.example.com/c.js"');
    }
  });

  it("carries only the newest posts up to the limit and no drafts", () => {
    const withDraft = [{ ...posts[0]!, title: "Draft", draft: true }, ...posts];
    const { rss } = buildFeeds({ site, posts: withDraft, htmlByPost: html, limit: 2 });
    const items = asArray(parser.parse(rss).rss.channel.item) as { title: string }[];
    expect(items.map((i) => i.title)).toEqual(["Third Post", "A Post In A Folder"]);
  });

  it("is the same on every build", () => {
    expect(buildFeeds({ site, posts, htmlByPost: html })).toEqual(buildFeeds({ site, posts, htmlByPost: html }));
    const empty = buildFeeds({ site, posts: [], htmlByPost: new Map() });
    expect(empty).toEqual(buildFeeds({ site, posts: [], htmlByPost: new Map() }));
  });
});
