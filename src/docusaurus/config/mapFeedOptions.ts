import { FEED_TYPES, type FeedType, type UserConfig } from "../../config/schema.js";
import type { OptionReader } from "./optionReader.js";

type BlogConfig = NonNullable<UserConfig["blog"]>;

const FEED_OPTIONS = ["type", "title", "description", "copyright", "language", "createFeedItems", "limit", "xslt"];
const TYPE_HINT = 'Use "rss", "atom", "json", "all" (all three), a list of "rss", "atom" and "json", or null for no feeds.';

/** Maps the blog's `feedOptions` onto edsite's `blog.feed` and `blog.feedStylesheets`. */
export function mapFeedOptions(feeds: OptionReader | undefined, blog: BlogConfig): void {
  if (!feeds) return;
  const types = feedTypes(feeds);
  const xslt = feeds.take("xslt");
  if (xslt === true) blog.feedStylesheets = true;
  else if (xslt !== undefined && xslt !== false) feeds.warn("xslt", `${feeds.name("xslt")} with stylesheets of the site's own is not supported by edsite yet; \`xslt: true\` gives the feeds edsite's.`);
  const limit = feeds.take("limit");
  blog.feed = { title: feeds.take<string>("title"), description: feeds.take<string>("description"), copyright: feeds.take<string>("copyright"), limit: typeof limit === "number" ? limit : undefined, types };
  // Every feed is written in the site's one language.
  feeds.accept("language");
  feeds.done(FEED_OPTIONS);
}

/**
 * `feedOptions.type` as the list of feeds to write: Docusaurus's default is RSS and Atom, "all" adds the JSON
 * feed, and null writes none. Undefined leaves edsite's default, which is Docusaurus's.
 */
function feedTypes(feeds: OptionReader): FeedType[] | undefined {
  const type = feeds.take("type");
  if (type === undefined) return undefined;
  if (type === null) return [];
  if (type === "all") return [...FEED_TYPES];
  const given: unknown[] = Array.isArray(type) ? type : [type];
  const unknown = given.find((entry) => !FEED_TYPES.includes(entry as FeedType));
  if (unknown !== undefined) {
    feeds.error("type", `${feeds.name("type")} ${Array.isArray(type) ? "lists" : "is"} ${JSON.stringify(unknown)}, which is not a feed type`, TYPE_HINT);
    return undefined;
  }
  // Each feed once, however often the list names it.
  return [...new Set(given as FeedType[])];
}
