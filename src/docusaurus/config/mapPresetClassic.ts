import path from "node:path";
import type { UserConfig } from "../../config/schema.js";
import type { OptionReader } from "./optionReader.js";
import { editUrlOption, type AreaEditUrl } from "./editUrlOption.js";
import { mapFeedOptions } from "./mapFeedOptions.js";
import { mapMarkdownPlugins } from "./mapMarkdownPlugins.js";
import { isStringList } from "../../isStringList.js";

type Level = "throw" | "warn" | "ignore";

/** What the classic preset's options give edsite's config, and where the docs' sidebars are defined. */
export interface ClassicPresetMapping {
  docs: { path: string; sidebarPath?: string | false; editUrl?: AreaEditUrl; config: NonNullable<UserConfig["docs"]> } | false;
  blog: { path: string; editUrl?: AreaEditUrl; config: NonNullable<UserConfig["blog"]>; checks?: { inlineTags: Level; inlineAuthors: Level; untruncatedPosts: Level } } | false;
  pagesPath: string;
  /** The site's stylesheets, as the config names them (relative to the site's folder, or absolute). */
  customCss: string[];
  /** The official plugins the preset adds (sitemap, gtag, ...), by package name, with their options. */
  officialPlugins: { name: string; options: OptionReader }[];
  /** Each area's own remark and rehype plugins. */
  markdownPlugins: NonNullable<UserConfig["markdownPlugins"]>;
}

/** The preset's options that configure one of its plugins, and that plugin's package; the sitemap is on unless false. */
const PRESET_PLUGINS: [option: string, name: string, byDefault: boolean][] = [
  ["sitemap", "@docusaurus/plugin-sitemap", true],
  ["gtag", "@docusaurus/plugin-google-gtag", false],
  ["googleTagManager", "@docusaurus/plugin-google-tag-manager", false],
  ["svgr", "@docusaurus/plugin-svgr", false],
];

const DOCS_OPTIONS = ["path", "routeBasePath", "sidebarPath", "editUrl", "editLocalizedFiles", "editCurrentVersion", "tagsBasePath", "include", "exclude", "numberPrefixParser", "docsRootComponent", "docVersionRootComponent", "docRootComponent", "docItemComponent", "docTagsListComponent", "docTagDocListComponent", "docCategoryGeneratedIndexComponent", "remarkPlugins", "rehypePlugins", "recmaPlugins", "beforeDefaultRemarkPlugins", "beforeDefaultRehypePlugins", "showLastUpdateTime", "showLastUpdateAuthor", "breadcrumbs", "sidebarItemsGenerator", "sidebarCollapsible", "sidebarCollapsed", "disableVersioning", "includeCurrentVersion", "lastVersion", "versions", "onlyIncludeVersions", "tags", "onInlineTags", "admonitions", "id"];
const BLOG_OPTIONS = ["path", "routeBasePath", "editUrl", "editLocalizedFiles", "blogTitle", "blogDescription", "blogSidebarCount", "blogSidebarTitle", "postsPerPage", "showReadingTime", "readingTime", "feedOptions", "tagsBasePath", "archiveBasePath", "authorsBasePath", "pageBasePath", "include", "exclude", "truncateMarker", "authorsMapPath", "tags", "onInlineTags", "onInlineAuthors", "onUntruncatedBlogPosts", "showLastUpdateTime", "showLastUpdateAuthor", "sortPosts", "processBlogPosts", "blogListComponent", "blogPostComponent", "blogTagsListComponent", "blogTagsPostsComponent", "blogArchiveComponent", "blogAuthorsListComponent", "blogAuthorsPostsComponent", "remarkPlugins", "rehypePlugins", "recmaPlugins", "beforeDefaultRemarkPlugins", "beforeDefaultRehypePlugins", "admonitions", "id"];
const PRESET_OPTIONS = ["docs", "blog", "pages", "theme", "sitemap", "svgr", "gtag", "googleTagManager", "googleAnalytics", "debug"];

/** Maps `presets: [["classic", options]]` onto edsite's docs, blog, pages and stylesheets; `siteDir` is the site's folder. */
export function mapPresetClassic(preset: OptionReader, siteDir: string): ClassicPresetMapping {
  const docsOptions = preset.object("docs");
  const blogOptions = preset.object("blog");
  const pages = preset.object("pages");
  // Read before the areas are mapped: each area's `done()` names every option left.
  const markdownPlugins = { docs: docsOptions && mapMarkdownPlugins(docsOptions), blog: blogOptions && mapMarkdownPlugins(blogOptions), pages: pages && mapMarkdownPlugins(pages) };
  const docs = mapDocs(docsOptions, preset.take("docs") === false);
  const blog = mapBlog(blogOptions, preset.take("blog") === false, siteDir);
  const pagesPath = pages?.take<string>("path") ?? "src/pages";
  pages?.done(["path", "routeBasePath", "include", "exclude", "mdxPageComponent", "remarkPlugins", "rehypePlugins", "recmaPlugins", "beforeDefaultRemarkPlugins", "beforeDefaultRehypePlugins", "admonitions", "showLastUpdateTime", "showLastUpdateAuthor", "editUrl"]);
  const theme = preset.object("theme");
  const css = theme?.take<string | string[]>("customCss");
  theme?.done(["customCss"]);
  const officialPlugins = PRESET_PLUGINS.flatMap(([option, name, byDefault]) => {
    const given = preset.take(option);
    if (given === false || (given === undefined && !byDefault)) return [];
    return [{ name, options: preset.object(option) ?? preset.child({}, preset.name(option)) }];
  });
  preset.done(PRESET_OPTIONS);
  return { docs, blog, pagesPath, customCss: css === undefined ? [] : Array.isArray(css) ? css : [css], officialPlugins, markdownPlugins };
}

function mapDocs(docs: OptionReader | undefined, off: boolean): ClassicPresetMapping["docs"] {
  if (off) return false;
  const config: NonNullable<UserConfig["docs"]> = {};
  const mapped: Exclude<ClassicPresetMapping["docs"], false> = { path: docs?.take<string>("path") ?? "docs", sidebarPath: docs?.take<string | false>("sidebarPath"), config };
  if (!docs) return mapped;
  config.routeBasePath = docs.take<string>("routeBasePath");
  const breadcrumbs = docs.take("breadcrumbs");
  if (typeof breadcrumbs === "boolean") config.breadcrumbs = breadcrumbs;
  mapped.editUrl = editUrlOption(docs, "docs");
  docs.accept("editLocalizedFiles");
  const editCurrent = docs.take("editCurrentVersion");
  if (typeof editCurrent === "boolean") config.editCurrentVersion = editCurrent;
  mapVersionOptions(docs, config);
  config.include = stringList(docs, "include");
  config.exclude = stringList(docs, "exclude");
  const parser = docs.take("numberPrefixParser");
  if (parser === false || typeof parser === "function") config.numberPrefixParser = parser as NonNullable<UserConfig["docs"]>["numberPrefixParser"];
  else if (parser !== undefined) docs.error("numberPrefixParser", `${docs.name("numberPrefixParser")} must be false or a function`, "Remove it for the default, or give false to keep number prefixes in names.");
  config.showLastUpdateTime = docs.take<boolean>("showLastUpdateTime");
  config.showLastUpdateAuthor = docs.take<boolean>("showLastUpdateAuthor");
  const collapsible = docs.take("sidebarCollapsible");
  if (typeof collapsible === "boolean") config.sidebarCollapsible = collapsible;
  else if (collapsible !== undefined) docs.error("sidebarCollapsible", `${docs.name("sidebarCollapsible")} must be true or false, not ${JSON.stringify(collapsible)}`, "Give false to keep every sidebar category open, or remove it.");
  const collapsed = docs.take("sidebarCollapsed");
  if (typeof collapsed === "boolean") config.sidebarCollapsed = collapsed;
  else if (collapsed !== undefined) docs.error("sidebarCollapsed", `${docs.name("sidebarCollapsed")} must be true or false, not ${JSON.stringify(collapsed)}`, "Give false to start every sidebar category open, or remove it to start them collapsed.");
  docs.done(DOCS_OPTIONS);
  return mapped;
}

/** The options that choose which docs versions are built, and how each is labelled and served. */
function mapVersionOptions(docs: OptionReader, config: NonNullable<UserConfig["docs"]>): void {
  const flag = (key: "includeCurrentVersion" | "disableVersioning") => {
    const value = docs.take(key);
    if (typeof value === "boolean") config[key] = value;
    else if (value !== undefined) docs.error(key, `${docs.name(key)} must be true or false, not ${JSON.stringify(value)}`, "Give true or false, or remove it for the default.");
  };
  flag("includeCurrentVersion");
  flag("disableVersioning");
  const last = docs.take("lastVersion");
  if (typeof last === "string") config.lastVersion = last;
  else if (last !== undefined) docs.error("lastVersion", `${docs.name("lastVersion")} must be a version's name`, 'Give a name listed in versions.json, or "current".');
  config.onlyIncludeVersions = stringList(docs, "onlyIncludeVersions", "names", 'Write it as ["current", "1.0", ...]: names listed in versions.json, or "current".');
  const versions = docs.object("versions");
  if (!versions) return;
  const mapped: NonNullable<NonNullable<UserConfig["docs"]>["versions"]> = {};
  for (const name of versions.keys()) {
    const version = versions.object(name);
    if (!version) {
      versions.error(name, `${versions.name(name)} must be an object of the version's options`, "Give { label, path, banner, badge, className, noIndex }, each optional.");
      continue;
    }
    const text = (key: string) => {
      const value = version.take(key);
      if (value === undefined || typeof value === "string") return value;
      version.error(key, `${version.name(key)} must be a string, not ${JSON.stringify(value)}`, "Give it as text, or remove it for the default.");
      return undefined;
    };
    const label = text("label");
    const path = text("path");
    const className = text("className");
    const banner = version.take("banner");
    const badge = version.take("badge");
    const noIndex = version.take("noIndex");
    if (banner !== undefined && banner !== "none" && banner !== "unreleased" && banner !== "unmaintained") version.error("banner", `${version.name("banner")} is ${JSON.stringify(banner)}`, 'Use "none", "unreleased" or "unmaintained".');
    mapped[name] = {
      ...(label !== undefined ? { label } : {}),
      ...(path !== undefined ? { path } : {}),
      ...(className !== undefined ? { className } : {}),
      ...(banner === "none" || banner === "unreleased" || banner === "unmaintained" ? { banner } : {}),
      ...(typeof badge === "boolean" ? { badge } : {}),
      ...(typeof noIndex === "boolean" ? { noIndex } : {}),
    };
    version.done(["label", "path", "banner", "badge", "className", "noIndex"]);
  }
  config.versions = mapped;
}

function mapBlog(blog: OptionReader | undefined, off: boolean, siteDir: string): ClassicPresetMapping["blog"] {
  if (off) return false;
  const config: NonNullable<UserConfig["blog"]> = {};
  const mapped: Exclude<ClassicPresetMapping["blog"], false> = { path: blog?.take<string>("path") ?? "blog", config };
  if (!blog) return mapped;
  config.routeBasePath = blog.take<string>("routeBasePath");
  mapped.editUrl = editUrlOption(blog, "blog");
  blog.accept("editLocalizedFiles");
  config.postsPerPage = numberOrUndefined(blog.take("postsPerPage"));
  config.title = blog.take<string>("blogTitle");
  config.description = blog.take<string>("blogDescription");
  const count = blog.take("blogSidebarCount");
  if (count === "ALL") config.sidebarCount = "all";
  else if (typeof count === "number") config.sidebarCount = count;
  else if (count !== undefined) blog.error("blogSidebarCount", `${blog.name("blogSidebarCount")} must be a number or "ALL"`, 'Give how many recent posts to list, 0 for none, or "ALL".');
  config.sidebarTitle = blog.take<string>("blogSidebarTitle");
  config.authorsFile = blog.take<string>("authorsMapPath");
  const tags = blog.take("tags");
  if (typeof tags === "string") config.tagsFile = tags;
  else if (tags === false || tags === null) config.tagsFile = null;
  const readingTime = blog.take("showReadingTime");
  if (typeof readingTime === "boolean") config.showReadingTime = readingTime;
  else if (readingTime !== undefined) blog.error("showReadingTime", `${blog.name("showReadingTime")} must be true or false, not ${JSON.stringify(readingTime)}`, "Give false to hide each post's reading time, or remove it to show them.");
  mapFeedOptions(blog.object("feedOptions"), config, path.resolve(siteDir, mapped.path));
  mapped.checks = {
    inlineTags: blogCheckLevel(blog, "onInlineTags"),
    inlineAuthors: blogCheckLevel(blog, "onInlineAuthors"),
    untruncatedPosts: blogCheckLevel(blog, "onUntruncatedBlogPosts"),
  };
  blog.done(BLOG_OPTIONS);
  return mapped;
}

/** A blog check's level as Docusaurus names it; Docusaurus warns by default, and "log" reports as "warn" does. */
function blogCheckLevel(blog: OptionReader, key: string): Level {
  const level = blog.take(key) ?? "warn";
  if (level === "throw" || level === "warn" || level === "ignore") return level;
  if (level === "log") return "warn";
  blog.error(key, `${blog.name(key)}: ${JSON.stringify(level)} is not a reporting level`, 'Use "throw", "warn", "log" or "ignore".');
  return "warn";
}

function stringList(reader: OptionReader, key: string, what = "glob patterns", hint = 'Write it as ["**/*.md", ...].'): string[] | undefined {
  const value = reader.take(key);
  if (value === undefined) return undefined;
  if (isStringList(value)) return value;
  reader.error(key, `${reader.name(key)} must be a list of ${what}`, hint);
  return undefined;
}

function numberOrUndefined(value: unknown): number | undefined {
  return typeof value === "number" ? value : undefined;
}
