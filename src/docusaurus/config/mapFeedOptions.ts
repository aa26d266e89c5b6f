import { existsSync } from "node:fs";
import path from "node:path";
import { DEFAULT_FEED_TYPES, FEED_TYPES, type FeedType, type UserConfig } from "../../config/schema.js";
import type { OptionReader } from "./optionReader.js";
import { siteStylesheetFiles } from "../../content/blog/readFeedStylesheets.js";

type BlogConfig = NonNullable<UserConfig["blog"]>;

const FEED_OPTIONS = ["type", "title", "description", "copyright", "language", "createFeedItems", "limit", "xslt"];
const TYPE_HINT = 'Use "rss", "atom", "json", "all" (all three), a list of "rss", "atom" and "json", or null for no feeds.';

/**
 * Maps the blog's `feedOptions` onto edsite's `blog.feed` and `blog.feedStylesheets`; `blogDir` is the blog's
 * folder, which the site's own stylesheets are found from.
 */
export function mapFeedOptions(feeds: OptionReader | undefined, blog: BlogConfig, blogDir: string): void {
  if (!feeds) return;
  const types = feedTypes(feeds);
  const stylesheets = feedStylesheets(feeds, blogDir, types ?? DEFAULT_FEED_TYPES);
  if (stylesheets !== undefined) blog.feedStylesheets = stylesheets;
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

/**
 * `feedOptions.xslt`: true gives both XML feeds edsite's stylesheets (as Docusaurus's own), `{ rss, atom }` each
 * feed its own: true, false, or the path of the site's `.xsl` file, relative to the blog folder as Docusaurus
 * resolves it. Docusaurus copies the `.css` file of the same name beside it and fails the build without one,
 * so both files must be there, for the feeds that are written (Docusaurus reads neither file for the others).
 */
function feedStylesheets(feeds: OptionReader, blogDir: string, written: readonly FeedType[]): BlogConfig["feedStylesheets"] {
  const xslt = feeds.take("xslt");
  if (xslt === undefined || xslt === null) return undefined;
  if (typeof xslt === "boolean") return xslt;
  if (typeof xslt !== "object" || Array.isArray(xslt)) {
    feeds.error("xslt", `${feeds.name("xslt")} must be true, false or { rss, atom }, not ${JSON.stringify(xslt)}`, "Give true for edsite's stylesheets, or { rss: \"my-rss.xsl\" } for the site's own (relative to the blog folder).");
    return undefined;
  }
  const perFeed = feeds.child(xslt, feeds.name("xslt"));
  const mapped = { rss: perFeed.take("rss"), atom: perFeed.take("atom") };
  perFeed.done(["rss", "atom"]);
  const result: { rss?: boolean | string; atom?: boolean | string } = {};
  for (const type of ["rss", "atom"] as const) {
    const given = mapped[type];
    if (given === undefined || given === null) continue;
    if (typeof given === "boolean") result[type] = given;
    else if (typeof given === "string") {
      if (!written.includes(type) || siteStylesheetIsThere(perFeed, type, given, blogDir)) result[type] = given;
    } else perFeed.error(type, `${perFeed.name(type)} must be true, false or the path of an .xsl file, not ${JSON.stringify(given)}`, "Give the path of the site's .xsl file, relative to the blog folder, or true for edsite's stylesheet.");
  }
  return result;
}

/** Whether the site's stylesheet and the CSS file Docusaurus copies with it are there; an error at the option if not. */
function siteStylesheetIsThere(reader: OptionReader, type: "rss" | "atom", given: string, blogDir: string): boolean {
  const { xsl, css } = siteStylesheetFiles(blogDir, given);
  if (!existsSync(xsl)) {
    reader.error(type, `${reader.name(type)}: there is no file ${given} in the blog folder (${xsl})`, "Give the path of the site's .xsl file relative to the blog folder, as Docusaurus resolves it, or an absolute path.");
    return false;
  }
  if (!existsSync(css)) {
    reader.error(type, `${reader.name(type)}: ${path.basename(xsl)} has no ${path.basename(css)} beside it, which Docusaurus copies with it (its build fails without one)`, `Add ${css}, the stylesheet's CSS (it may be empty).`);
    return false;
  }
  return true;
}
