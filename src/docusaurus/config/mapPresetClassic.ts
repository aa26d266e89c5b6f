import type { UserConfig } from "../../config/schema.js";
import type { OptionReader } from "./optionReader.js";

/** What the classic preset's options give edsite's config, and where the docs' sidebars are defined. */
export interface ClassicPresetMapping {
  docs: { path: string; routeBasePath: string; sidebarPath?: string | false; editUrl?: string; breadcrumbs?: boolean } | false;
  blog:
    | {
        path: string;
        routeBasePath: string;
        editUrl?: string;
        postsPerPage?: number;
        title?: string;
        description?: string;
        feedStylesheets?: boolean;
        checks?: { inlineTags: "throw" | "warn" | "ignore"; inlineAuthors: "throw" | "warn" | "ignore"; untruncatedPosts: "throw" | "warn" | "ignore" };
      }
    | false;
  pagesPath: string;
  /** The site's stylesheets, as the config names them (relative to the site's folder, or absolute). */
  customCss: string[];
}

const DOCS_OPTIONS = ["path", "routeBasePath", "sidebarPath", "editUrl", "editLocalizedFiles", "editCurrentVersion", "tagsBasePath", "include", "exclude", "numberPrefixParser", "docsRootComponent", "docVersionRootComponent", "docRootComponent", "docItemComponent", "docTagsListComponent", "docTagDocListComponent", "docCategoryGeneratedIndexComponent", "remarkPlugins", "rehypePlugins", "recmaPlugins", "beforeDefaultRemarkPlugins", "beforeDefaultRehypePlugins", "showLastUpdateTime", "showLastUpdateAuthor", "breadcrumbs", "sidebarItemsGenerator", "sidebarCollapsible", "sidebarCollapsed", "disableVersioning", "includeCurrentVersion", "lastVersion", "versions", "onlyIncludeVersions", "tags", "onInlineTags", "admonitions", "id"];
const BLOG_OPTIONS = ["path", "routeBasePath", "editUrl", "editLocalizedFiles", "blogTitle", "blogDescription", "blogSidebarCount", "blogSidebarTitle", "postsPerPage", "showReadingTime", "readingTime", "feedOptions", "tagsBasePath", "archiveBasePath", "authorsBasePath", "pageBasePath", "include", "exclude", "truncateMarker", "authorsMapPath", "tags", "onInlineTags", "onInlineAuthors", "onUntruncatedBlogPosts", "showLastUpdateTime", "showLastUpdateAuthor", "sortPosts", "processBlogPosts", "blogListComponent", "blogPostComponent", "blogTagsListComponent", "blogTagsPostsComponent", "blogArchiveComponent", "blogAuthorsListComponent", "blogAuthorsPostsComponent", "remarkPlugins", "rehypePlugins", "recmaPlugins", "beforeDefaultRemarkPlugins", "beforeDefaultRehypePlugins", "admonitions", "id"];
const PRESET_OPTIONS = ["docs", "blog", "pages", "theme", "sitemap", "svgr", "gtag", "googleTagManager", "googleAnalytics", "debug"];

/** Maps `presets: [["classic", options]]` onto edsite's docs, blog, pages and stylesheets. */
export function mapPresetClassic(preset: OptionReader): ClassicPresetMapping {
  const docs = mapDocs(preset.object("docs"), preset.take("docs") === false);
  const blog = mapBlog(preset.object("blog"), preset.take("blog") === false);
  const pages = preset.object("pages");
  const pagesPath = pages?.take<string>("path") ?? "src/pages";
  pages?.done(["path", "routeBasePath", "include", "exclude", "mdxPageComponent", "remarkPlugins", "rehypePlugins", "recmaPlugins", "beforeDefaultRemarkPlugins", "beforeDefaultRehypePlugins", "admonitions", "showLastUpdateTime", "showLastUpdateAuthor", "editUrl"]);
  const theme = preset.object("theme");
  const css = theme?.take<string | string[]>("customCss");
  theme?.done(["customCss"]);
  preset.done(PRESET_OPTIONS);
  return { docs, blog, pagesPath, customCss: css === undefined ? [] : Array.isArray(css) ? css : [css] };
}

function mapDocs(docs: OptionReader | undefined, off: boolean): ClassicPresetMapping["docs"] {
  if (off) return false;
  const mapped: Exclude<ClassicPresetMapping["docs"], false> = { path: docs?.take<string>("path") ?? "docs", routeBasePath: "docs", sidebarPath: docs?.take<string | false>("sidebarPath") };
  if (!docs) return mapped;
  const base = docs.take<string>("routeBasePath");
  if (base !== undefined) mapped.routeBasePath = base;
  const breadcrumbs = docs.take("breadcrumbs");
  if (typeof breadcrumbs === "boolean") mapped.breadcrumbs = breadcrumbs;
  const editUrl = docs.take("editUrl");
  if (typeof editUrl === "string") mapped.editUrl = editUrl;
  else if (editUrl !== undefined) docs.warn("editUrl", `${docs.name("editUrl")} as a function is not supported by edsite yet; write it as a string, to which each doc's path is appended.`);
  docs.done(DOCS_OPTIONS);
  return mapped;
}

function mapBlog(blog: OptionReader | undefined, off: boolean): ClassicPresetMapping["blog"] {
  if (off) return false;
  const mapped: Exclude<ClassicPresetMapping["blog"], false> = { path: blog?.take<string>("path") ?? "blog", routeBasePath: "blog" };
  if (!blog) return mapped;
  const base = blog.take<string>("routeBasePath");
  if (base !== undefined && base.replace(/^\/+|\/+$/g, "") !== "blog") blog.warn("routeBasePath", `${blog.name("routeBasePath")} "${base}" is not supported by edsite yet; the blog is served under /blog.`);
  const editUrl = blog.take("editUrl");
  if (typeof editUrl === "string") mapped.editUrl = editUrl;
  else if (editUrl !== undefined) blog.warn("editUrl", `${blog.name("editUrl")} as a function is not supported by edsite yet; write it as a string.`);
  mapped.postsPerPage = numberOrUndefined(blog.take("postsPerPage"));
  mapped.title = blog.take<string>("blogTitle");
  mapped.description = blog.take<string>("blogDescription");
  // edsite always shows each post's reading time, as `showReadingTime: true` asks.
  if (blog.take("showReadingTime") === false) blog.warn("showReadingTime", `${blog.name("showReadingTime")}: false is not supported: edsite always shows each post's reading time.`);
  const feeds = blog.object("feedOptions");
  const type = feeds?.take<string | string[] | null>("type");
  const types = type === undefined || type === "all" ? ["rss", "atom"] : Array.isArray(type) ? type : type === null ? [] : [type];
  if (types.includes("json") || types.length < 2) feeds?.warn("type", `${feeds.name("type")} ${JSON.stringify(type)}: edsite writes the RSS and Atom feeds, always both; JSON feeds are not supported yet.`);
  const xslt = feeds?.take("xslt");
  if (xslt === true) mapped.feedStylesheets = true;
  else if (xslt !== undefined && xslt !== false) feeds?.warn("xslt", `${feeds.name("xslt")} with stylesheets of the site's own is not supported by edsite yet; \`xslt: true\` gives the feeds edsite's.`);
  feeds?.done(["type", "title", "description", "copyright", "language", "createFeedItems", "limit", "xslt"]);
  mapped.checks = {
    inlineTags: blogCheckLevel(blog, "onInlineTags"),
    inlineAuthors: blogCheckLevel(blog, "onInlineAuthors"),
    untruncatedPosts: blogCheckLevel(blog, "onUntruncatedBlogPosts"),
  };
  blog.done(BLOG_OPTIONS);
  return mapped;
}

/** A blog check's level as Docusaurus names it; Docusaurus warns by default, and "log" reports as "warn" does. */
function blogCheckLevel(blog: OptionReader, key: string): "throw" | "warn" | "ignore" {
  const level = blog.take(key) ?? "warn";
  if (level === "throw" || level === "warn" || level === "ignore") return level;
  if (level === "log") return "warn";
  blog.error(key, `${blog.name(key)}: ${JSON.stringify(level)} is not a reporting level`, 'Use "throw", "warn", "log" or "ignore".');
  return "warn";
}

function numberOrUndefined(value: unknown): number | undefined {
  return typeof value === "number" ? value : undefined;
}
