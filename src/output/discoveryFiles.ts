import type { SiteData } from "../shared/types.js";
import type { BlogPostSource, ResolvedConfig, Route } from "../types.js";
import type { OutputFile } from "./emitSite.js";
import { buildFeeds } from "./feeds.js";
import { feedPaths } from "./feedPaths.js";
import { blogBaseUrl } from "../content/blog/blogUrls.js";
import { feedStylesheetFiles, withStylesheet } from "./feedStylesheets.js";
import { robotsTxt, sitemapXml } from "./sitemap.js";

/**
 * The files that let crawlers and feed readers find the pages: the sitemap, robots.txt and, with a blog,
 * its RSS and Atom feeds, each post carrying its content rendered by `renderContent`.
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
  if (posts.length === 0) return files;
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
  const rss = paths.rss.replace(/^\//, "");
  const atom = paths.atom.replace(/^\//, "");
  if (!config.blog.feedStylesheets) return [...files, { path: rss, contents: feeds.rss }, { path: atom, contents: feeds.atom }];
  // The stylesheets sit beside the feeds, which name them relatively.
  return [
    ...files,
    { path: rss, contents: withStylesheet(feeds.rss, "rss.xsl") },
    { path: atom, contents: withStylesheet(feeds.atom, "atom.xsl") },
    ...feedStylesheetFiles(rss.replace(/[^/]+$/, "")),
  ];
}
