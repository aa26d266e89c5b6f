import { FEED_TYPES, type FeedType } from "../config/schema.js";
import type { SiteFeedStylesheets, XmlFeed } from "../content/blog/readFeedStylesheets.js";
import type { OutputFile } from "./emitSite.js";
import { feedPaths } from "./feedPaths.js";
import { feedStylesheetFiles, withStylesheet } from "./feedStylesheets.js";

/** What the blog's feed files are made of: each feed's text, and which feeds and stylesheets the config asks for. */
export interface FeedFilesInput {
  /** Where the blog is served: `/ki-editor/blog`. */
  blogBase: string;
  /** Each kind of feed's text (see buildFeeds). */
  feeds: Record<FeedType, string>;
  types: readonly FeedType[];
  /** The config's `blog.feedStylesheets`: edsite's stylesheet (true), none, or the site's own file. */
  stylesheets: Record<XmlFeed, boolean | string>;
  /** The site's own stylesheets, as read for the feeds that name one. */
  siteStylesheets: SiteFeedStylesheets;
}

/**
 * The feeds the config asks for, in the blog's folder, and their stylesheets beside them: an XML feed with a
 * stylesheet names it relatively, so the feeds and their stylesheets move together with the blog.
 */
export function feedFiles(input: FeedFilesInput): OutputFile[] {
  const paths = feedPaths(input.blogBase);
  const written = FEED_TYPES.filter((type) => input.types.includes(type));
  const fileOf = (type: FeedType) => paths[type].replace(/^\//, "");
  const folder = fileOf("rss").replace(/[^/]+$/, "");
  const files: OutputFile[] = [];
  const stylesheetFiles: OutputFile[] = [];
  for (const type of written) {
    // Browsers style XML feeds only; a JSON feed has no stylesheet.
    const stylesheet = type === "json" ? false : input.stylesheets[type];
    const own = type === "json" ? undefined : input.siteStylesheets[type];
    const href = own ? own.xsl.name : stylesheet === true ? `${type}.xsl` : undefined;
    files.push({ path: fileOf(type), contents: href === undefined ? input.feeds[type] : withStylesheet(input.feeds[type], href) });
    if (own) stylesheetFiles.push(...[own.xsl, ...(own.css ? [own.css] : [])].map((copied) => ({ path: `${folder}${copied.name}`, contents: copied.contents })));
    else if (stylesheet === true && type !== "json") stylesheetFiles.push(...feedStylesheetFiles(folder, type));
  }
  // Both feeds may name one stylesheet of the site's: it is written once.
  const seen = new Set<string>();
  return [...files, ...stylesheetFiles.filter((file) => !seen.has(file.path) && seen.add(file.path))];
}
