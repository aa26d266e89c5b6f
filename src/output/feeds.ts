import { Feed, type FeedOptions, type Item as FeedItem } from "feed";
import type { FeedType } from "../config/schema.js";
import type { BlogPostSource } from "../types.js";
import { hasUrlScheme } from "../shared/urlScheme.js";
import { feedPaths } from "./feedPaths.js";

/** The site facts the feeds state. */
export interface FeedSite {
  title: string;
  /** Origin, no trailing slash: `https://ki-editor.github.io`. */
  url: string;
  /** `/ki-editor/`. */
  baseUrl: string;
  /** Where the blog is served: `/ki-editor/blog`. */
  blogBase: string;
  tagline: string;
  copyright: string;
  /** The feeds' own title and description, when not the site's title and tagline. */
  feedTitle?: string;
  feedDescription?: string;
  /** Site-relative path of the favicon (`img/favicon.svg`) or an absolute URL. */
  favicon?: string;
}

/** What the feeds are made from. */
export interface FeedsInput {
  site: FeedSite;
  /** Newest first. Drafts are left out. */
  posts: BlogPostSource[];
  /** Rendered HTML of each post's content, by post file. */
  htmlByPost: Map<string, string>;
  /** How many of the newest posts the feeds carry; 20 by default. */
  limit?: number;
}

/**
 * The blog's feeds, RSS 2.0, Atom and JSON Feed 1, each post carrying its full HTML. Every URL in them is
 * absolute, including the links and images inside the posts, since a feed reader has no page to resolve them
 * against.
 */
export function buildFeeds(input: FeedsInput): Record<FeedType, string> {
  const { site } = input;
  const absolute = (sitePath: string) => new URL(sitePath, `${site.url}/`).href;
  const blogHome = absolute(site.blogBase);
  const paths = feedPaths(site.blogBase);
  const posts = input.posts.filter((post) => !post.draft).slice(0, input.limit ?? 20);
  const dateOf = (post: BlogPostSource) => new Date(`${post.date}T00:00:00Z`);

  const options: FeedOptions = {
    id: blogHome,
    title: site.feedTitle ?? `${site.title} Blog`,
    description: site.feedDescription ?? (site.tagline || `${site.title} Blog`),
    link: blogHome,
    language: "en",
    // An empty blog's feeds still need a fixed date, or every build would differ.
    updated: posts[0] ? dateOf(posts[0]) : new Date(0),
    copyright: site.copyright,
    generator: "edsite",
    feedLinks: { rss: absolute(paths.rss), atom: absolute(paths.atom), json: absolute(paths.json) },
    ...(site.favicon ? { favicon: absolute(/^[a-z]+:/i.test(site.favicon) ? site.favicon : `${site.baseUrl}${site.favicon.replace(/^\/+/, "")}`) } : {}),
  };

  const items: FeedItem[] = posts.map((post) => {
    const link = absolute(post.permalink);
    const html = input.htmlByPost.get(post.file);
    const authors = post.authors.map((author) => ({
      name: author.name,
      ...(author.url && URL.canParse(author.url, link) ? { link: new URL(author.url, link).href } : {}),
    }));
    return {
      title: post.title,
      // No separate id: Atom then uses the link as the entry id and RSS marks its guid as the permalink.
      link,
      date: dateOf(post),
      ...(post.description ? { description: post.description } : {}),
      ...(html !== undefined ? { content: absolutizeHtmlUrls(html, link, site.url) } : {}),
      // The JSON feed takes an item's first author and fails on an empty list; the XML feeds write none either way.
      ...(authors.length > 0 ? { author: authors } : {}),
      category: post.tags.map((tag) => ({ name: tag.label, term: tag.label })),
    };
  });

  const feedOf = (entries: FeedItem[]): Feed => {
    const feed = new Feed(options);
    for (const entry of entries) feed.addItem(entry);
    return feed;
  };
  const xml = feedOf(items);
  // JSON Feed requires each item's id; giving one to the XML feeds would change their guids and entry ids.
  const json = feedOf(items.map((item) => ({ ...item, id: item.link })));
  return { rss: xml.rss2(), atom: xml.atom1(), json: json.json1() };
}

// Attributes whose value is one URL; srcset is handled on its own since it lists several.
const URL_ATTRIBUTES = new Set(["href", "src", "poster", "cite", "action"]);
const TAG = /<[a-zA-Z][^>]*>/g;
const ATTRIBUTE = /(\s)([a-zA-Z:-]+)(\s*=\s*)(?:"([^"]*)"|'([^']*)')/g;

/**
 * Rewrites every URL attribute inside `html`'s tags to an absolute URL, resolved like the browser would on
 * `pageUrl`: `/ki-editor/img/a.png` and `../img/a.png` gain the origin, `#top` becomes `<pageUrl>#top`.
 * URLs that already name a scheme (`https:`, `mailto:`, `data:`) stay as they are.
 */
function absolutizeHtmlUrls(html: string, pageUrl: string, origin: string): string {
  const resolve = (value: string): string => {
    const raw = decodeEntities(value).trim();
    if (raw === "" || hasUrlScheme(raw)) return value;
    try {
      const base = raw.startsWith("//") ? `${new URL(origin).protocol}//x/` : pageUrl;
      return encodeEntities(new URL(raw, base).href);
    } catch {
      return value;
    }
  };
  return html.replace(TAG, (tag) =>
    tag.replace(ATTRIBUTE, (whole, space: string, name: string, equals: string, double?: string, single?: string) => {
      const value = double ?? single ?? "";
      const quote = double !== undefined ? '"' : "'";
      const lower = name.toLowerCase();
      if (URL_ATTRIBUTES.has(lower)) return `${space}${name}${equals}${quote}${resolve(value)}${quote}`;
      if (lower === "srcset") {
        const rewritten = value
          .split(",")
          .map((candidate) => candidate.trim().replace(/^\S+/, (url) => resolve(url)))
          .join(", ");
        return `${space}${name}${equals}${quote}${rewritten}${quote}`;
      }
      return whole;
    }),
  );
}

function decodeEntities(value: string): string {
  return value.replace(/&(amp|quot|#39|#x27|lt|gt);/g, (_, entity: string) =>
    ({ amp: "&", quot: '"', "#39": "'", "#x27": "'", lt: "<", gt: ">" })[entity] ?? "",
  );
}

function encodeEntities(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/'/g, "&#x27;");
}
