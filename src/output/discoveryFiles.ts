import type { PageMeta, SiteData } from "../shared/types.js";
import type { BlogPostSource, ResolvedConfig, Route } from "../types.js";
import type { OutputFile } from "./emitSite.js";
import { buildFeeds } from "./feeds.js";
import { blogBaseUrl } from "../content/blog/blogUrls.js";
import { feedFiles } from "./feedFiles.js";
import type { SiteFeedStylesheets } from "../content/blog/readFeedStylesheets.js";
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
  /** The site's own stylesheets for the feeds, as the collect stage read them. */
  feedStylesheets: SiteFeedStylesheets;
  renderContent: (moduleId: string, site: SiteData, meta: PageMeta) => string;
  /** When each page last changed, for the sitemap's `lastmod` (see sitemapLastmods). */
  lastmods?: Map<string, number>;
  /**
   * The site's public folder has a robots.txt of its own: it is served as written, as Docusaurus (which makes
   * none) serves it, rather than replaced by the one edsite would write.
   */
  ownRobotsTxt?: boolean;
}): OutputFile[] {
  const { config, posts } = input;
  const base = config.baseUrl.replace(/^\//, "");
  const { sitemap } = config;
  const files: OutputFile[] = [
    ...(sitemap ? [{ path: `${base}${sitemap.filename}`, contents: sitemapXml(input.routes, { ...config, options: sitemap, lastmods: input.lastmods, locales: input.site.locales }) }] : []),
    ...(input.ownRobotsTxt ? [] : [{ path: `${base}robots.txt`, contents: robotsTxt(config.url, config.baseUrl, sitemap ? sitemap.filename : undefined) }]),
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
    htmlByPost: new Map(posts.map((p) => [p.file, input.renderContent(p.file, input.site, { title: p.title, permalink: p.permalink, ogType: "article" })])),
    limit: feed.limit,
  });
  return [...files, ...feedFiles({ blogBase, feeds, types: feed.types, stylesheets: config.blog.feedStylesheets, siteStylesheets: input.feedStylesheets })];
}
