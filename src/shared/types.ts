// Data that crosses from the build into the rendered pages: the templates and the browser runtime read
// these shapes, so everything here is plain JSON (no functions, no Dates) and imports nothing from Node.
//
// Every URL in these shapes is absolute from the host root and already carries the base path
// (`/ki-editor/docs/intro`), so templates never join paths themselves.

/** One entry of a page's table of contents (h2–h3 by default). */
export interface TocItem {
  /** Heading text as plain text. */
  value: string;
  /** The heading element's id, the anchor a link to it uses. */
  id: string;
  /** 2 for h2, 3 for h3, ... */
  level: number;
}

export interface LinkTarget {
  href: string;
  label: string;
}

export type SidebarItem = SidebarLink | SidebarCategory | SidebarHtml;

export interface SidebarLink {
  type: "link";
  label: string;
  href: string;
  /** Id of the doc the link points to, when it is a doc. */
  docId?: string;
  /** Extra class names of the item (a sidebars file's `className`). */
  className?: string;
}

/** A piece of HTML the site's sidebars file puts between the items (a heading, a divider). */
export interface SidebarHtml {
  type: "html";
  /** HTML written by the site's authors. */
  value: string;
  className?: string;
}

export interface SidebarCategory {
  type: "category";
  label: string;
  /** The category's own page (its index doc or generated index), if any. */
  href?: string;
  /** Id of the doc that is the category's own page, when it is a doc. */
  docId?: string;
  collapsed: boolean;
  collapsible: boolean;
  items: SidebarItem[];
  /** Extra class names of the item (a sidebars file's `className`). */
  className?: string;
  /**
   * URL of a JSON file (`SidebarItem[]`) with this category's items, set on categories that start collapsed
   * in the copies of a sidebar that pages get (src/routes/sidebarView.ts). A page gets such a category with
   * empty `items` unless it holds the page, because
   * the items of every closed category would make each page's first load grow with the whole site; the
   * browser fetches them when the category opens. A category holding the page keeps its items and the URL,
   * so the browser can remember them under that name for the next pages.
   */
  itemsUrl?: string;
  /**
   * Set on the categories edsite makes in a page's copy of a sidebar to hold a run of a long list's items
   * (src/routes/groupLongLists.ts): they are not the site's, so nothing that asks for the page's category
   * (breadcrumbs, Docusaurus's useCurrentSidebarCategory) counts them.
   */
  run?: boolean;
}

/** A named sidebar: whole in the build; in a page, as that page first shows it (see `SidebarCategory.itemsUrl`). */
export interface Sidebar {
  name: string;
  items: SidebarItem[];
}

export interface Breadcrumb {
  label: string;
  href?: string;
}

interface NavbarItemBase {
  position: "left" | "right";
  /** Class names from the config, for the site's own CSS. */
  className?: string;
}

/** A navbar item that is a link to a page, resolved to its URL. */
export type NavbarLinkItem = NavbarItemBase &
  (
    /** On a versioned site, `byVersion` has the sidebar's first page in each version that has the sidebar. */
    | { type: "docSidebar"; label: string; href: string; sidebarId: string; byVersion?: Record<string, string> }
    /** On a versioned site, `byVersion` has the doc in each version that has it. */
    | { type: "doc"; label: string; href: string; docId: string; byVersion?: Record<string, string> }
    /**
     * The docs version being read; it holds every page under `activeBase`. On a versioned site `versions` lists
     * them all, and the item shows the one in view (the page's, else the visitor's, else the last one),
     * labelled as that version unless the config gave a label (`ownLabel`).
     */
    | { type: "docsVersion"; label: string; href: string; activeBase: string; versions?: DocsVersionLink[]; ownLabel?: boolean }
    /** `holdsPage`, when set, says whether the page is in what the link leads to, instead of its path saying it. */
    | { type: "link"; label: string; href: string; external: boolean; ariaLabel?: string; holdsPage?: boolean }
  );

/** HTML from the config, shown as it is. */
export type NavbarHtmlItem = NavbarItemBase & { type: "html"; value: string };

/** A docs version as the navbar offers it: its main doc, and the folder its pages are in. */
export interface DocsVersionLink {
  name: string;
  label: string;
  href: string;
  path: string;
}

export type NavbarItem =
  | NavbarLinkItem
  | NavbarHtmlItem
  /** The docs versions: the one in view is the menu's label; each entry leads to the page in view in that version. */
  | (NavbarItemBase & { type: "docsVersionDropdown"; versions: DocsVersionLink[]; itemsBefore: (NavbarLinkItem | NavbarHtmlItem)[]; itemsAfter: (NavbarLinkItem | NavbarHtmlItem)[]; activeClassDisabled: boolean })
  | (NavbarItemBase & { type: "dropdown"; label: string; items: (NavbarLinkItem | NavbarHtmlItem)[] })
  | (NavbarItemBase & { type: "search" })
  /** The site's locales, each linking to the page being read in that locale, between the config's own links. */
  | (NavbarItemBase & { type: "localeDropdown"; itemsBefore: (NavbarLinkItem | NavbarHtmlItem)[]; itemsAfter: (NavbarLinkItem | NavbarHtmlItem)[]; queryString?: string });

/** A footer entry: a link, or HTML from the config. */
export type FooterEntry = { label: string; href: string; external: boolean; className?: string } | { html: string };

export interface FooterLinkColumn {
  title: string;
  items: FooterEntry[];
}

/**
 * A logo of the navbar or the footer, as the config gives it, its images placed under the site's assets:
 * `srcDark` is shown instead in dark mode; `href` and `target` say where it links.
 */
export interface LogoImage {
  src: string;
  alt: string;
  srcDark?: string;
  href?: string;
  target?: string;
  width?: number | string;
  height?: number | string;
  className?: string;
  style?: Record<string, string | number>;
}

/** Site-wide data: inlined once in every page, read by the layout and the client runtime. */
export interface SiteData {
  title: string;
  tagline: string;
  /** Origin of the deployed site, no trailing slash: `https://ki-editor.github.io`. */
  url: string;
  /** Base path with leading and trailing slash: `/ki-editor/`. */
  baseUrl: string;
  repositoryUrl?: string;
  favicon: string;
  logo?: LogoImage;
  navbar: { title: string; items: NavbarItem[]; hideOnScroll: boolean; style?: "primary" | "dark" };
  /** Links in titled columns, or (`simpleLinks`) in one row. */
  footer: { style: "dark" | "light"; links: FooterLinkColumn[]; simpleLinks?: FooterEntry[]; logo?: LogoImage; copyright: string };
  /** Meta tags every page carries (the config's `metadata`). */
  metadata?: Record<string, string>[];
  /** Between a page's title and the site's. */
  titleDelimiter?: string;
  /** How the docs sidebar behaves: a button hides it; opening a category closes its siblings. */
  docsSidebar?: { hideable: boolean; autoCollapseCategories: boolean };
  /** Canonical URLs (and the sitemap's) end with a slash (true), never do (false), or are as routed (absent). */
  trailingSlash?: boolean;
  /** The list of recent posts beside blog pages. */
  blogSidebar?: { title: string; items: { title: string; permalink: string }[] };
  announcementBar?: { id: string; content: string; isCloseable: boolean; backgroundColor?: string; textColor?: string };
  colorMode: { defaultMode: "light" | "dark"; respectPrefersColorScheme: boolean; disableSwitch: boolean };
  /** UI strings of the one locale, from `content/i18n/<locale>/`. */
  strings: Record<string, string>;
  locale: { code: string; direction: "ltr" | "rtl"; htmlLang?: string; label?: string };
  /** Every locale the site is built in, the default first; absent on a site of one locale. */
  locales?: SiteLocale[];
  /** The blog's feeds, each URL present only when the config asks for that feed, and what the head calls them. */
  feeds?: { rss?: string; atom?: string; json?: string; title: string };
  globalData: GlobalData;
  /** Every page asks search engines not to index it or follow its links (the config's `noIndex`). */
  noIndex?: boolean;
  /** Absolute URL of the picture that stands for the site when a page is shared (`og:image`). */
  image?: string;
  /** The version of the documented software (the config's `version`). */
  version?: string;
  /** Where the blog is and what it is called, when the site has posts (Docusaurus's `useBlogMetadata()`). */
  blog?: { basePath: string; title: string; authorsListPath: string };
  /** The heading levels a page's table of contents lists, when not h2–h3 (Docusaurus's TOCItems read them). */
  tableOfContents?: { minHeadingLevel: number; maxHeadingLevel: number };
  /** The config's custom fields, for a site's own code (Docusaurus's `siteConfig.customFields`). */
  customFields?: Record<string, unknown>;
  /** Google's analytics tags in every page's head (src/render/analyticsTags.ts). */
  analytics?: { gtag?: { trackingIds: string[]; anonymizeIp: boolean }; googleTagManager?: { containerId: string } };
  /** How ```mermaid diagrams are drawn: Mermaid's theme in each colour mode, and its options. */
  mermaid?: { theme: { light: string; dark: string }; options: Record<string, unknown> };
}

/** A locale of a site built in several: how it is named and written, and the base URL its pages are under. */
export interface SiteLocale {
  code: string;
  label: string;
  htmlLang: string;
  direction: "ltr" | "rtl";
  /** `/fr/`, `/ki-editor/fr/`; the default locale's is the site's base URL. */
  baseUrl: string;
}

/** One page of a docs version: a doc, or a generated category page (whose id is its path). */
export interface GlobalDoc {
  id: string;
  path: string;
  sidebar?: string;
}

/**
 * A docs version as global data lists it. Its docs are inline (`docs`) on small sites and in a file
 * (`docsUrl`) on big ones; `loadVersionDocs` in src/client reads either.
 */
export type GlobalDocsVersion = {
  name: string;
  label: string;
  isLast: boolean;
  path: string;
  mainDocId: string;
  sidebars: Record<string, { link?: { path: string; label: string } }>;
} & ({ docs: GlobalDoc[]; docsUrl?: never } | { docsUrl: string; docs?: never });

/** Mirrors what Docusaurus exposed as global data, so client code that relied on it keeps working. */
export interface GlobalData {
  docs: {
    path: string;
    versions: GlobalDocsVersion[];
  };
  /** What the site's plugins set (Docusaurus's `setGlobalData`), by plugin name and instance id. */
  plugins?: Record<string, Record<string, unknown>>;
}

/** What every page tells the layout about itself. */
export interface PageMeta {
  title: string;
  description?: string;
  /** Absolute path of the page's canonical URL (with base path). */
  permalink: string;
  /** Set when this route is an alias of another page, e.g. `/docs` for `/docs/introduction`. */
  canonical?: string;
  /** Which sidebar the mobile menu offers as its secondary menu. */
  sidebarName?: string;
  noIndex?: boolean;
  /** The docs version the page belongs to, on a site with more than one. */
  docsVersion?: PageDocsVersion;
  /** Open Graph type. */
  ogType?: "website" | "article";
  keywords?: string[];
  /** The page renders its own `<main>`, as Docusaurus pages do; the theme's wrapper is then a plain element. */
  ownMain?: boolean;
  /** The page is shown from the default locale's file: its locale has no translation of it yet. */
  untranslated?: boolean;
  /**
   * Tags the page's own code put in the head while the server rendered it (Docusaurus's `<Head>`), in that
   * order: a later one replaces the theme's tag of the same name (see src/shared/headTagKey.ts).
   */
  headTags?: HeadTag[];
}

/** A tag for the document's `<head>` (or the attributes of `<html>`/`<body>`), as plain data. */
export interface HeadTag {
  /** `title`, `meta`, `link`, `script`, `style`, `base`, `noscript`, or `html`/`body` for their attributes. */
  tag: string;
  /** HTML attribute names (`class`, `http-equiv`) and their values; an empty string for a boolean one. */
  attributes: Record<string, string>;
  /** The element's content: text for a title, the raw script, style or noscript source otherwise. */
  content?: string;
}

/** Which docs version a page of a versioned site belongs to, and what the page says about it. */
export interface PageDocsVersion {
  name: string;
  label: string;
  /** The notice above the page, and where the last version has the same doc (or else its main doc). */
  banner?: { kind: "unreleased" | "unmaintained"; latestHref: string; latestLabel: string };
  /** Show "Version: <label>" above the page. */
  badge: boolean;
  /** On the page's root element, for the site's CSS. */
  className: string;
  /** The same doc's page in each version that has it, by version name. */
  alternates: Record<string, string>;
}

export interface PrevNext {
  previous?: LinkTarget;
  next?: LinkTarget;
}

export interface DocPageData {
  kind: "doc";
  id: string;
  title: string;
  description?: string;
  permalink: string;
  editUrl?: string;
  toc: TocItem[];
  hideTableOfContents: boolean;
  breadcrumbs: Breadcrumb[];
  pagination: PrevNext;
  /** None when the docs have no sidebars. */
  sidebarName?: string;
  /** When (ISO, and spelled out) and by whom the doc last changed, as far as the site shows it. */
  lastUpdate?: { date?: string; formattedDate?: string; author?: string };
  /** The cards of the category this doc is the page of (what Docusaurus's `<DocCardList />` lists there). */
  cards?: DocCard[];
}

/** An item of a category as its index page shows it: a doc or link, or a category with its size. */
export interface DocCard {
  label: string;
  href: string;
  description?: string;
  isCategory: boolean;
  itemCount?: number;
  /** The doc the card links to, when it is a doc. */
  docId?: string;
}

export interface CategoryIndexData {
  kind: "category";
  title: string;
  description?: string;
  permalink: string;
  breadcrumbs: Breadcrumb[];
  pagination: PrevNext;
  sidebarName: string;
  cards: DocCard[];
}

export interface BlogAuthor {
  key?: string;
  name: string;
  title?: string;
  url?: string;
  imageUrl?: string;
  socials?: Record<string, string>;
  /** Author page, when the author has `page: true`. */
  page?: string;
}

export interface BlogTag {
  label: string;
  permalink: string;
  description?: string;
}

export interface BlogPostSummary {
  title: string;
  permalink: string;
  date: string; // ISO date
  formattedDate: string;
  authors: BlogAuthor[];
  tags: BlogTag[];
  /** Minutes, rounded up; absent when the blog shows no reading times. */
  readingTime?: number;
  description?: string;
  hasTruncateMarker: boolean;
  editUrl?: string;
}

export interface BlogPostData extends BlogPostSummary {
  kind: "blogPost";
  toc: TocItem[];
  pagination: PrevNext;
}

export interface BlogListData {
  kind: "blogList";
  title: string;
  description?: string;
  permalink: string;
  posts: BlogPostSummary[];
  page: number;
  totalPages: number;
  newerHref?: string;
  olderHref?: string;
  /** Set when the list is an author's or tag's page. */
  heading?: string;
  author?: BlogAuthor;
  tag?: BlogTag;
}

export interface BlogArchiveData {
  kind: "blogArchive";
  years: { year: string; posts: { title: string; permalink: string; date: string; formattedDate: string }[] }[];
}

export interface BlogAuthorsData {
  kind: "blogAuthors";
  authors: (BlogAuthor & { count: number })[];
}

export interface BlogTagsData {
  kind: "blogTags";
  tags: (BlogTag & { count: number })[];
}

export interface NotFoundData {
  kind: "notFound";
}

/** A page written as a React component in `content/pages/`. */
export interface CustomPageData {
  kind: "page";
  title?: string;
  description?: string;
}

/** A Markdown page of the pages folder: its content with its table of contents, no sidebar. */
export interface MarkdownPageData {
  kind: "markdownPage";
  title: string;
  description?: string;
  toc: TocItem[];
  hideTableOfContents: boolean;
}

export type PageData =
  | MarkdownPageData
  | DocPageData
  | CategoryIndexData
  | BlogPostData
  | BlogListData
  | BlogArchiveData
  | BlogAuthorsData
  | BlogTagsData
  | NotFoundData
  | CustomPageData;

export type PageKind = PageData["kind"];
