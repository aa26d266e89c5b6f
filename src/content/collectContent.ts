import path from "node:path";
import { existsSync } from "node:fs";
import { AggregateEdsiteError, ContentError, type EdsiteError } from "../errors.js";
import type { ContentGraph, DocsVersionSource, ResolvedConfig, SitePaths } from "../types.js";
import { CURRENT_VERSION, readVersionNames } from "./versions/versionNames.js";
import { planDocsVersions } from "./versions/planDocsVersions.js";
import { readVersionSidebars } from "./versions/readVersionSidebars.js";
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
import type { KeptDocs } from "./keptDocs.js";
import { unusableUrls } from "./unusableUrls.js";
import { unbuiltDocTags } from "./unbuiltDocTags.js";
import { docsLabelsOf, translatedDocsDir, type LocaleTranslations } from "../i18n/localeTranslations.js";
import { collectTranslatedDocs } from "../i18n/collectTranslatedDocs.js";
import { translatedFileOf } from "../i18n/translatedFiles.js";
import { themeStringFiles, translatedLinkFolders } from "../i18n/localeContent.js";

/**
 * Reads everything under `content/` into one graph; all problems found are reported together. `split` is how
 * front matter is split from a page (dev passes a FrontMatterMemo's); with `translations`, the content is
 * the locale's: its translated files in place of the originals, its UI strings.
 */
export async function collectContent(paths: SitePaths, config: ResolvedConfig, split: SplitFrontMatter = splitFrontMatter, translations?: LocaleTranslations, kept?: KeptDocs): Promise<ContentGraph> {
  const errors: EdsiteError[] = [];
  const editLinks = editUrlOf(config, paths);
  const { blog: blogConfig } = config;
  const versions = await docsVersionsOf(paths, config, translations);
  // One for every folder read, so a link seen by two walks (docs and their category files) is said once.
  const links = new LinkGuard(paths.root, [...versions.map((v) => v.docsDir), paths.blog, paths.pages, paths.i18n]);
  const locale = translations?.locale.code ?? config.i18n.defaultLocale;
  const [postFileOf, pageFileOf] = translations ? await Promise.all([translatedFileOf(paths.blog, translations.blog, links), translatedFileOf(paths.pages, translations.pages, links)]) : [];
  const [versionDocs, blog, pages, strings, feedStylesheets] = await Promise.all([
    // A snapshot's docs always know their version (their edit links lead to the snapshot's files), the docs
    // folder's only when there are others.
    Promise.all(versions.map((version) => collectVersion(version, { marked: versions.length > 1 || version.name !== CURRENT_VERSION, config, split, links, translations, kept }))),
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
  const docs = versionDocs.flatMap((v) => v.docs);
  errors.push(...versionDocs.flatMap((v) => v.errors), ...pages.errors);
  errors.push(...unusableUrls([...docs, ...blog.posts, ...pages.pages], paths.root));
  if (config.docs.showLastUpdateTime || config.docs.showLastUpdateAuthor) {
    await Promise.all(versions.map((version, i) => addLastUpdates(versionDocs[i]!.docs, version.docsDir, config.docs)));
  }
  if (errors.length === 1) throw errors[0];
  if (errors.length > 1) throw new AggregateEdsiteError(errors);
  return {
    docs,
    categories: versionDocs.flatMap((v) => v.categories),
    versions: versions.map((version, i) => ({ ...version, sidebars: versionDocs[i]!.sidebars ?? version.sidebars })),
    posts: blog.posts,
    authors: blog.authors,
    tags: blog.tags,
    pages: pages.pages,
    strings,
    linkFolders: translations
      ? translatedLinkFolders(paths, translations, versions.map((v) => [v.docsDir, translatedDocsDir(translations, v.name)]))
      : { content: [...versions.map((v) => v.docsDir), paths.blog], site: paths.root },
    feedStylesheets,
    findings: [...links.findings, ...versionDocs.flatMap((v) => v.findings), ...unbuiltDocTags(docs)],
  };
}

/** The versions the site builds, with where each one's docs are and how it is served, labelled in the locale read. */
async function docsVersionsOf(paths: SitePaths, config: ResolvedConfig, translations: LocaleTranslations | undefined): Promise<DocsVersionSource[]> {
  const listed = await readVersionNames(paths.versioned);
  const versions = planDocsVersions({ docs: config.docs, listed, docsRoot: docsBaseUrl(config), docsDir: paths.docs, versioned: paths.versioned, configFile: paths.configFile });
  if (!translations) return versions;
  // A version's label is translated by its own labels file (`version.label`), as in Docusaurus.
  return versions.map((version) => ({ ...version, label: docsLabelsOf(translations, version.name)["version.label"] ?? version.label }));
}

interface VersionReading {
  /** Mark each doc and category with its version (a site with several). */
  marked: boolean;
  config: ResolvedConfig;
  split: SplitFrontMatter;
  links: LinkGuard;
  /** The locale being read, whose translated files take the place of the originals. */
  translations: LocaleTranslations | undefined;
  /** What earlier builds read of each doc (see KeptDocs). */
  kept: KeptDocs | undefined;
}

/**
 * One version's docs (in the locale read: its translated files in place of the originals), category files and
 * (a snapshot's) sidebars; on a site with several, each doc and category is marked with its version.
 */
async function collectVersion(version: DocsVersionSource, { marked, config, split, links, translations, kept }: VersionReading) {
  const snapshot = version.name !== CURRENT_VERSION;
  if (snapshot && !existsSync(version.docsDir)) {
    const missing = new ContentError(`versions.json lists "${version.name}", and its docs folder ${path.basename(path.dirname(version.docsDir))}/${path.basename(version.docsDir)} does not exist.`, {
      file: path.join(path.dirname(path.dirname(version.docsDir)), "versions.json"),
      hint: `Snapshot the docs with \`edsite docs:version ${version.name}\` (after taking the name out of versions.json), or remove the name.`,
    });
    return { docs: [], categories: [], errors: [missing], findings: [], sidebars: undefined };
  }
  const docsOptions = {
    split,
    files: { include: config.docs.include, exclude: config.docs.exclude },
    numberPrefixParser: config.docs.numberPrefixParser === false ? keepNumberPrefixes : config.docs.numberPrefixParser,
    links,
    ...(kept ? { kept } : {}),
  };
  const [docs, categories, sidebars] = await Promise.all([
    translations ? collectTranslatedDocs(version.docsDir, translatedDocsDir(translations, version.name), version.path, docsOptions) : collectDocs(version.docsDir, version.path, docsOptions),
    readCategories(version.docsDir, links),
    snapshot && version.sidebarsFile ? readVersionSidebars(version.sidebarsFile, version.name) : undefined,
  ]);
  // Copied by property descriptor, not spread: a doc described from KeptDocs reads its body only when asked.
  const mark = <T extends object>(item: T): T => (marked ? (Object.defineProperties({}, { ...Object.getOwnPropertyDescriptors(item), version: { value: version.name, enumerable: true, writable: true, configurable: true } }) as T) : item);
  return {
    docs: docs.docs.map(mark),
    categories: [...categories.categories.values()].map(mark),
    errors: [...docs.errors, ...categories.errors],
    findings: sidebars?.findings ?? [],
    sidebars: sidebars?.specs,
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
