import path from "node:path";
import { AggregateEdsiteError, type EdsiteError } from "../errors.js";
import type { ContentGraph, ResolvedConfig, SitePaths } from "../types.js";
import { collectDocs } from "./collectDocs.js";
import { LinkGuard } from "./linkGuard.js";
import { readCategories } from "./readCategories.js";
import { collectBlog } from "./blog/collectBlog.js";
import { readFeedStylesheets } from "./blog/readFeedStylesheets.js";
import { readStrings } from "./readStrings.js";
import { collectPages } from "./collectPages.js";
import { docsBaseUrl } from "./docsBaseUrl.js";
import { splitFrontMatter } from "./readSource.js";
import { editUrlOf } from "./editUrls.js";
import { addLastUpdates } from "./addLastUpdates.js";
import { keepNumberPrefixes } from "./numberPrefix.js";
import { blogBaseUrl } from "./blog/blogUrls.js";
import type { SplitFrontMatter } from "./frontMatterMemo.js";
import { unusableUrls } from "./unusableUrls.js";
import type { LocaleTranslations } from "../i18n/localeTranslations.js";
import { collectTranslatedDocs } from "../i18n/collectTranslatedDocs.js";
import { translatedFileOf } from "../i18n/translatedFiles.js";
import { themeStringFiles, translatedLinkFolders } from "../i18n/localeContent.js";

/**
 * Reads everything under `content/` into one graph; all problems found are reported together. `split` is how
 * front matter is split from a page (dev passes a FrontMatterMemo's); with `translations`, the content is
 * the locale's: its translated files in place of the originals, its UI strings.
 */
export async function collectContent(paths: SitePaths, config: ResolvedConfig, split: SplitFrontMatter = splitFrontMatter, translations?: LocaleTranslations): Promise<ContentGraph> {
  const docsBase = docsBaseUrl(config);
  const errors: EdsiteError[] = [];
  const editLinks = editUrlOf(config, paths);
  const { blog: blogConfig } = config;
  // One for every folder read, so a link seen by two walks (docs and their category files) is said once.
  const links = new LinkGuard(paths.root, [paths.docs, paths.blog, paths.pages, paths.i18n]);
  const locale = translations?.locale.code ?? config.i18n.defaultLocale;
  const [postFileOf, pageFileOf] = translations ? await Promise.all([translatedFileOf(paths.blog, translations.blog, links), translatedFileOf(paths.pages, translations.pages, links)]) : [];
  const docsOptions = {
    split,
    files: { include: config.docs.include, exclude: config.docs.exclude },
    numberPrefixParser: config.docs.numberPrefixParser === false ? keepNumberPrefixes : config.docs.numberPrefixParser,
    links,
  };
  const [docs, categories, blog, pages, strings, feedStylesheets] = await Promise.all([
    translations ? collectTranslatedDocs(paths.docs, translations.docs, docsBase, docsOptions) : collectDocs(paths.docs, docsBase, docsOptions),
    readCategories(paths.docs, links),
    collectBlog({
      blogDir: paths.blog,
      baseUrl: config.baseUrl,
      blogBase: blogBaseUrl(config.baseUrl, blogConfig.routeBasePath),
      editUrlOf: editLinks,
      authorsFile: blogConfig.authorsFile,
      tagsFile: blogConfig.tagsFile,
      postsPerPage: blogConfig.postsPerPage,
      split,
      links,
      ...(postFileOf ? { fileOf: postFileOf } : {}),
    }).catch(gatherInto(errors, { posts: [], authors: {}, tags: {} })),
    collectPages(paths.pages, config.baseUrl, split, paths.root, links, pageFileOf),
    readStrings(path.join(paths.i18n, locale), themeStringFiles(locale), links),
    readFeedStylesheets(blogConfig, paths.blog, paths.configFile).catch(gatherInto(errors, {})),
  ]);
  errors.push(...docs.errors, ...categories.errors, ...pages.errors);
  errors.push(...unusableUrls([...docs.docs, ...blog.posts, ...pages.pages], paths.root));
  if (config.docs.showLastUpdateTime || config.docs.showLastUpdateAuthor) await addLastUpdates(docs.docs, paths.docs, config.docs);
  if (errors.length === 1) throw errors[0];
  if (errors.length > 1) throw new AggregateEdsiteError(errors);
  return {
    docs: docs.docs,
    categories: [...categories.categories.values()],
    posts: blog.posts,
    authors: blog.authors,
    tags: blog.tags,
    pages: pages.pages,
    strings,
    linkFolders: translations ? translatedLinkFolders(paths, translations) : { content: [paths.docs, paths.blog], site: paths.root },
    feedStylesheets,
    findings: links.findings,
  };
}

/**
 * A part's failure as problems of the whole read: the writer's errors it threw go into `errors`, to be
 * reported with every other part's, and the part counts as `empty`; anything else is thrown on.
 */
function gatherInto<T>(errors: EdsiteError[], empty: T): (error: unknown) => T {
  return (error) => {
    if (error instanceof AggregateEdsiteError) errors.push(...error.errors);
    else if (error instanceof Error && "hint" in error) errors.push(error as EdsiteError);
    else throw error;
    return empty;
  };
}
