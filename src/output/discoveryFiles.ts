import type { SiteData } from "../shared/types.js";
import type { BlogPostSource, ResolvedConfig, Route } from "../types.js";
import { FEED_TYPES, type FeedType } from "../config/schema.js";
import type { OutputFile } from "./emitSite.js";
import { buildFeeds } from "./feeds.js";
import { feedPaths } from "./feedPaths.js";
import { blogBaseUrl } from "../content/blog/blogUrls.js";
import { feedStylesheetFiles, withStylesheet } from "./feedStylesheets.js";
import { robotsTxt, sitemapXml } from "./sitemap.js";

/**
 * The files that let crawlers and feed readers find the pages: the sitemap, robots.txt and, with a blog,
 * the feeds its config asks for, each post carrying its content rendered by `renderContent`.
 */
export function discoveryFiles(input: {
  config: ResolvedConfig;
  site: SiteData;
  routes: Route[];
  posts: BlogPostSource[];
  renderContent: (moduleId: string) => string;
}): OutputFile[] {
  const { config, posts } = input;
  const base = config.baseUrl.replace(/^\//, "");
  const files: OutputFile[] = [
    { path: `${base}sitemap.xml`, contents: sitemapXml(input.routes, config.url, config.noIndex, { trailingSlash: config.trailingSlash, baseUrl: config.baseUrl }) },
    { path: `${base}robots.txt`, contents: robotsTxt(config.url, config.baseUrl) },
  ];
  if (posts.length === 0 || config.blog.feed.types.length === 0) return files;
  const blogBase = blogBaseUrl(config.baseUrl, config.blog.routeBasePath);
  const { feed } = config.blog;
  const feeds = buildFeeds({
    site: {
      title: config.title,
      url: config.url,
      baseUrl: config.baseUrl,
      blogBase,
      tagline: config.tagline,
      copyright: feed.copyright ?? config.footer.copyright,
      favicon: input.site.favicon,
      ...(feed.title !== undefined ? { feedTitle: feed.title } : {}),
      ...(feed.description !== undefined ? { feedDescription: feed.description } : {}),
    },
    posts,
    htmlByPost: new Map(posts.map((p) => [p.file, input.renderContent(p.file)])),
    limit: feed.limit,
  });
  const paths = feedPaths(blogBase);
  const written = FEED_TYPES.filter((type) => feed.types.includes(type));
  const fileOf = (type: FeedType) => paths[type].replace(/^\//, "");
  // Browsers style XML feeds only; a JSON feed has no stylesheet.
  const styled = (type: FeedType): type is "rss" | "atom" => config.blog.feedStylesheets && type !== "json";
  // The stylesheets sit beside the feeds, which name them relatively.
  return [
    ...files,
    ...written.map((type) => ({ path: fileOf(type), contents: styled(type) ? withStylesheet(feeds[type], `${type}.xsl`) : feeds[type] })),
    ...written.filter(styled).flatMap((type) => feedStylesheetFiles(fileOf(type).replace(/[^/]+$/, ""), type)),
  ];
}
