import { contentHash } from "../contentHash.js";
import type { GlobalData, GlobalDoc, GlobalDocsVersion, LogoImage, SiteData } from "../shared/types.js";
import type { ContentGraph, ResolvedConfig } from "../types.js";
import type { OutputFile } from "../output/emitSite.js";
import { flattenLinks } from "../content/buildSidebars.js";
import type { VersionPlan } from "../content/versions/versionPlans.js";
import { writtenSidebarName } from "../shared/versionedSidebarName.js";
import { mainDocIdOf, pagesShowVersions } from "./pageDocsVersion.js";
import { isExternal, navbarItems } from "./navbarItems.js";
import { footerLinks } from "./footerLinks.js";
import { blogBaseUrl, blogUrl } from "../content/blog/blogUrls.js";
import { feedPaths } from "../output/feedPaths.js";
import { FEED_TYPES, type FeedType } from "../config/schema.js";
import { docsBaseUrl } from "../content/docsBaseUrl.js";
import { siteLocaleData } from "../i18n/siteLocaleData.js";
import type { SiteLocalization } from "../i18n/localizeSite.js";

/**
 * The most entries (docs and generated category pages) the versions may list together and still carry their
 * lists inline in every page. The original site's contract (issue 2) is that `globalData.docs.versions[].docs`
 * is inline, and small sites keep that. Past this the list, repeated in each of N pages, makes the output grow with N², so
 * it moves to one file.
 */
export const INLINE_VERSION_DOCS_LIMIT = 200;

/** The site data, and the files it names (the docs lists of big versions), which the build must write. */
export interface SiteDataOutput {
  site: SiteData;
  files: OutputFile[];
}

/** Turns the config and content into the data every page is rendered with; config ids that point nowhere fail here. */
export function createSiteData(config: ResolvedConfig, content: ContentGraph, versions: VersionPlan[], configFile: string, localization?: SiteLocalization): SiteDataOutput {
  const base = config.baseUrl;
  const siteUrl = (to: string) => base + to.replace(/^\//, "");
  // Static files in public/ are named relative to the base path in the config.
  const asset = (src: string) => (isExternal(src) || src.startsWith(base) ? src : siteUrl(src));
  // Every version's list is in every page: past the limit together, each moves to a file of its own.
  const listed = versions.reduce((sum, v) => sum + v.docs.length + v.plan.categoryPages.length, 0);
  const placed = versions.map(({ version, docs, plan }) => {
    const list = placeVersionDocs(version.name, base, listed <= INLINE_VERSION_DOCS_LIMIT, [
      ...docs.map((d) => ({ id: d.id, path: d.permalink, sidebar: writtenOrUndefined(plan.sidebarOfDoc.get(d.id)) })),
      ...plan.categoryPages.map((p) => ({ id: p.permalink, path: p.permalink, sidebar: writtenSidebarName(p.sidebarName) })),
    ]);
    // Docusaurus names the version's main doc even where no page shows it at `/docs`: the first doc.
    const mainDocId = mainDocIdOf({ version, docs, plan }, config.docs.mainDocId) ?? "";
    const entry: GlobalDocsVersion = {
      name: version.name,
      label: version.label,
      isLast: version.isLast,
      path: version.path || "/",
      mainDocId,
      ...list.entry,
      sidebars: Object.fromEntries(
        plan.sidebars.map((s) => {
          const first = flattenLinks(s.items)[0];
          return [writtenSidebarName(s.name), first ? { link: { path: first.href, label: first.docId ?? first.label } } : {}];
        }),
      ),
    };
    return { entry, file: list.file };
  });
  const items = navbarItems({ config, configFile, versions });
  const globalData: GlobalData = {
    docs: {
      path: docsBaseUrl(config) || "/",
      versions: placed.map((p) => p.entry),
    },
    ...(content.plugins && Object.keys(content.plugins.globalData).length > 0 ? { plugins: content.plugins.globalData } : {}),
  };

  /** A logo with its images under the site's assets and its link, when a site path, under the base. */
  const placedLogo = (logo: LogoImage): LogoImage => ({
    ...logo,
    src: asset(logo.src),
    ...(logo.srcDark ? { srcDark: asset(logo.srcDark) } : {}),
    ...(logo.href ? { href: isExternal(logo.href) ? logo.href : siteUrl(logo.href) } : {}),
  });

  const site: SiteData = {
    title: config.title,
    tagline: config.tagline,
    url: config.url,
    baseUrl: base,
    repositoryUrl: config.repositoryUrl,
    version: config.version,
    ...(config.noIndex ? { noIndex: true } : {}),
    image: config.image === null ? undefined : isExternal(config.image) ? config.image : config.url + asset(config.image),
    customFields: Object.keys(config.customFields).length > 0 ? config.customFields : undefined,
    favicon: asset(config.favicon),
    logo: config.navbar.logo && placedLogo(config.navbar.logo),
    navbar: { title: config.navbar.title ?? config.title, items, hideOnScroll: config.navbar.hideOnScroll, ...(config.navbar.style ? { style: config.navbar.style } : {}) },
    footer: {
      style: config.footer.style,
      ...footerLinks(config.footer.links, base),
      logo: config.footer.logo && placedLogo(config.footer.logo),
      copyright: config.footer.copyright,
    },
    announcementBar: config.announcementBar,
    colorMode: config.colorMode,
    strings: shippedStrings(content.strings, { versions: pagesShowVersions(versions), locales: (localization?.locales.length ?? 1) > 1 }),
    ...siteLocaleData(config, localization),
    feeds: content.posts.length && config.blog.feed.types.length ? { ...feedsOf(config), title: config.title } : undefined,
    ...(config.metadata.length > 0 ? { metadata: config.metadata } : {}),
    titleDelimiter: config.titleDelimiter,
    ...(config.trailingSlash !== undefined ? { trailingSlash: config.trailingSlash } : {}),
    ...(config.docs.hideableSidebar || config.docs.autoCollapseCategories ? { docsSidebar: { hideable: config.docs.hideableSidebar, autoCollapseCategories: config.docs.autoCollapseCategories } } : {}),
    ...blogSidebarOf(config, content),
    ...(config.analytics.gtag || config.analytics.googleTagManager ? { analytics: config.analytics } : {}),
    ...(config.mermaid ? { mermaid: config.mermaid } : {}),
    ...(content.posts.length > 0 ? { blog: blogOf(config) } : {}),
    ...(config.tableOfContents.minHeadingLevel !== 2 || config.tableOfContents.maxHeadingLevel !== 3 ? { tableOfContents: config.tableOfContents } : {}),
    globalData,
  };
  return { site, files: placed.flatMap((p) => (p.file ? [p.file] : [])) };
}

/** Where the blog is served, its title, and its authors' page. */
function blogOf(config: ResolvedConfig): NonNullable<SiteData["blog"]> {
  const basePath = blogBaseUrl(config.baseUrl, config.blog.routeBasePath);
  return { basePath, title: config.blog.title, authorsListPath: blogUrl(basePath, "authors") };
}

/**
 * A version's docs for its global data entry: the list itself when the lists are small (`inline`), else the URL of a
 * content-hashed file under assets/ (so a cache may keep it as long as the list is the same) and that file.
 */
function placeVersionDocs(version: string, base: string, inline: boolean, docs: GlobalDoc[]): { entry: { docs: GlobalDoc[] } | { docsUrl: string }; file?: OutputFile } {
  if (inline) return { entry: { docs } };
  const contents = JSON.stringify(docs);
  const name = `docs-${version}-${contentHash(contents)}.json`;
  return {
    entry: { docsUrl: `${base}assets/${name}` },
    file: { path: `${base.replace(/^\//, "")}assets/${name}`, contents },
  };
}

/** The recent posts beside blog pages (the config's `blog.sidebarCount`); none for a count of 0. */
function blogSidebarOf(config: ResolvedConfig, content: ContentGraph): Pick<SiteData, "blogSidebar"> {
  const { sidebarCount, sidebarTitle } = config.blog;
  const posts = content.posts.filter((post) => !post.draft && post.frontMatter.unlisted !== true);
  const shown = sidebarCount === "all" ? posts : posts.slice(0, sidebarCount);
  if (shown.length === 0) return {};
  return { blogSidebar: { title: sidebarTitle, items: shown.map((post) => ({ title: typeof post.frontMatter.sidebar_label === "string" ? post.frontMatter.sidebar_label : post.title, permalink: post.permalink })) } };
}

/** The URL of each feed the blog has, in the order pages name them. */
function feedsOf(config: ResolvedConfig): Partial<Record<FeedType, string>> {
  const paths = feedPaths(blogBaseUrl(config.baseUrl, config.blog.routeBasePath));
  return Object.fromEntries(FEED_TYPES.filter((type) => config.blog.feed.types.includes(type)).map((type) => [type, paths[type]]));
}

function writtenOrUndefined(name: string | undefined): string | undefined {
  return name === undefined ? undefined : writtenSidebarName(name);
}

/**
 * The UI strings every page carries, without those only a versioned site's pages show (banners, badges) or
 * only a site of several locales (the untranslated notice) when the site is neither: a site without versions
 * or translations ships none of them.
 */
function shippedStrings(strings: Record<string, string>, shows: { versions: boolean; locales: boolean }): Record<string, string> {
  const unused = (key: string) => (!shows.versions && (key.startsWith("theme.docs.versions.") || key.startsWith("theme.docs.versionBadge."))) || (!shows.locales && key.startsWith("theme.i18n."));
  return Object.fromEntries(Object.entries(strings).filter(([key]) => !unused(key)));
}
