// The data that flows between the build's stages: config → content → compiled modules → routes → pages → files.
// Each stage is a function from one of these to the next, so a test can call any stage with a fixture.
import type {
  BlogAuthor,
  BlogTag,
  PageData,
  PageMeta,
  Sidebar,
  SiteData,
  TocItem,
} from "./shared/types.js";
import type { ResolvedConfig } from "./config/schema.js";
import type { RenderedBefore } from "./render/pageReuse.js";
import type { ModuleRoots, ThemeOverrides } from "./bundle/moduleRoots.js";
import type { SidebarSpec } from "./content/buildSidebars.js";
import type { SiteFeedStylesheets } from "./content/blog/readFeedStylesheets.js";

export type { ResolvedConfig };

/** A place in a source file, 1-based like editors show it. */
export interface SourcePosition {
  file: string;
  line?: number;
  column?: number;
}

/** Where the site lives on disk. All absolute. */
export interface SitePaths {
  root: string;
  /** Folders whose files make the site (besides the config): what `dev` watches and a build record stamps. */
  sources: string[];
  docs: string;
  blog: string;
  pages: string;
  i18n: string;
  /** The folder of `versions.json`, `versioned_docs/` and `versioned_sidebars/` (the snapshots of older docs). */
  versioned: string;
  public: string;
  outDir: string;
  configFile: string;
  /** How `@theme/X` and the site's other rooted imports resolve (see ModuleRoots). */
  moduleRoots: ModuleRoots;
  /** The site's own versions of the theme's parts, which the theme itself then renders (see ThemeOverrides). */
  themeOverrides?: ThemeOverrides;
}

export interface FrontMatter {
  [key: string]: unknown;
}

/** A Markdown or MDX source with its front matter split off. */
export interface SourceFile {
  /** Absolute path. */
  file: string;
  /** Path relative to its content area (`docs/` or `blog/`), with forward slashes. */
  relativePath: string;
  frontMatter: FrontMatter;
  /** The body, with the front matter replaced by blank lines so line numbers stay those of the file. */
  body: string;
}

export interface DocSource extends SourceFile {
  /** `introduction`, `normal-mode/selection-modes/primary`, ... */
  id: string;
  /** URL path with base: `/ki-editor/docs/introduction`. */
  permalink: string;
  title?: string;
  sidebarLabel?: string;
  sidebarPosition?: number;
  /** Folder of the doc relative to docs/, '' at the root. */
  dir: string;
  /** The number prefix of each folder of `dir` (`02-guides` → 2), which orders a folder without a position of its own. */
  folderPositions?: (number | null)[];
  /** True for a folder's index.md(x): it is the folder's page. */
  isIndex: boolean;
  /** When (ISO date) and by whom the doc last changed, where the config asks to show it. */
  lastUpdate?: { date?: string; author?: string };
  /** The docs version it belongs to, on a site with more than one (see DocsVersionSource); absent: the only one. */
  version?: string;
  /** The hash of `body` (see moduleHash), when the build keeps what it read (see KeptDocs). */
  bodyHash?: string;
}

/** One version of the docs: the docs folder (`current`) or a snapshot that versions.json lists. */
export interface DocsVersionSource {
  /** `current`, or the name versions.json gives the snapshot (`1.0`). */
  name: string;
  label: string;
  /** Where the version is served, with the base path and no trailing slash: `/docs/1.0`, `/docs` for the last one. */
  path: string;
  /** The folder its docs are read from. */
  docsDir: string;
  /** Its sidebars: the config's for `current`, a snapshot's own file's for the others. */
  sidebars: SidebarSpec[];
  /** The sidebars file a snapshot keeps (versioned_sidebars/…), for messages; the config's for `current`. */
  sidebarsFile?: string;
  /** The version a visitor lands on (Docusaurus's `lastVersion`). */
  isLast: boolean;
  /** The notice above its pages: newer than the last version, or older. */
  banner: "unreleased" | "unmaintained" | null;
  /** Whether its pages show which version they belong to. */
  badge: boolean;
  /** A class name on its pages' root, for the site's own CSS. */
  className: string;
  /** Its pages ask search engines not to index them, and the sitemap leaves them out. */
  noIndex: boolean;
}

/** A page of the pages folder: a React component's file, or a Markdown page compiled like a doc. */
export interface PageSource {
  file: string;
  /** URL path with base: `/ki-editor/about`. */
  permalink: string;
  /** Set for `.md` and `.mdx` pages. */
  markdown?: Omit<SourceFile, "file">;
  /** A React page that renders its own `<main>` (see pageRendersMain). */
  rendersMain?: boolean;
  /** What a site's plugin gives the page's component (a page a plugin added, see SitePlugins). */
  props?: PageProps;
  /** The file that made the page, when it is not `file` itself (the plugin that added it), for messages. */
  madeBy?: string;
}

/**
 * Props a page's component is given: modules' values by prop name (a module's default export, or a JSON
 * file's data; a list or an object of such props nested), then plain values written in, which win.
 */
export interface PageProps {
  modules: PropModules;
  values: Record<string, unknown>;
}

export type PropModules = { [prop: string]: PropModule };
/** A module's file, or a list or an object of them. */
export type PropModule = string | PropModule[] | PropModules;

/** Tags a site's plugins put in every page's HTML, each as its HTML. */
export interface HtmlTags {
  head: string[];
  /** Right after `<body>`. */
  preBody: string[];
  /** At the end of `<body>`. */
  postBody: string[];
}

/** What a site's plugins add to its content, once the content is collected. */
export interface PluginContent {
  /** Pages of their own: React components given props. */
  pages: PageSource[];
  /** Data every page can read, by plugin name and instance id. */
  globalData: Record<string, Record<string, unknown>>;
  htmlTags: HtmlTags;
  findings: Finding[];
}

/**
 * A site's plugins, as the build runs them (a Docusaurus site's plugins, loaded): they add to the content,
 * and see the output once it is written. What they add before that (theme folders, client modules, files to
 * watch) is in the config and paths they were loaded with.
 */
export interface SitePlugins {
  /** Runs their content hooks, once the site's own content is collected. */
  loadContent(): Promise<PluginContent>;
  /** After a build wrote its output (not `dev`): what they do with it. */
  postBuild(built: { routes: Route[] }): Promise<void>;
}

export interface CategoryMeta {
  /** Folder relative to docs/, e.g. `normal-mode/selection-modes`. */
  dir: string;
  label: string;
  position?: number;
  /** As the file says; unset, the docs' `sidebarCollapsed` decides. */
  collapsed?: boolean;
  /** As the file says; unset, the docs' `sidebarCollapsible` decides. */
  collapsible?: boolean;
  link?:
    | { type: "generated-index"; slug?: string; title?: string; description?: string }
    | { type: "doc"; id: string };
  /** The `_category_.json` it came from, if any. */
  file?: string;
  /** The docs version whose folder holds it, on a site with more than one. */
  version?: string;
}

export interface BlogPostSource extends SourceFile {
  slug: string;
  permalink: string;
  date: string; // ISO yyyy-mm-dd
  title: string;
  description?: string;
  authors: BlogAuthor[];
  tags: BlogTag[];
  /** The part above `<!-- truncate -->`, if the post has the marker. */
  excerptBody?: string;
  draft: boolean;
  /** 'Edit this page' link: the edit base + `/blog/` + relativePath. */
  editUrl?: string;
  /** Front matter `keywords`, for the page's meta keywords. */
  keywords?: string[];
  /** Front matter `hide_table_of_contents`. */
  hideTableOfContents?: boolean;
  /** The line of each front matter field, for findings about one. */
  fieldLines?: Record<string, number>;
}

export interface ContentGraph {
  /** The docs of every version. */
  docs: DocSource[];
  /** The category files of every version's docs folder. */
  categories: CategoryMeta[];
  /** The docs versions, newest first: the docs folder alone (`current`) on a site without versions.json. */
  versions: DocsVersionSource[];
  posts: BlogPostSource[];
  authors: Record<string, BlogAuthor>;
  tags: Record<string, BlogTag>;
  /** Pages of the pages folder (content/pages, a Docusaurus site's src/pages). */
  pages: PageSource[];
  strings: Record<string, string>;
  /** Where a Markdown link's file is looked for (see linkResolverFor): the docs and blog folders, and the site's. */
  linkFolders: LinkFolders;
  /** The site's own stylesheets for the blog's feeds, read from the files the config names. */
  feedStylesheets: SiteFeedStylesheets;
  /** What the site's plugins added (their pages are among `pages`). */
  plugins?: Omit<PluginContent, "pages" | "findings">;
  /** Symbolic links in the content folders that were not followed (see LinkGuard). */
  findings?: Finding[];
}

/** The folders a link to a `.md` file may be written from: each content folder, and the site's own. */
export interface LinkFolders {
  content: string[];
  site: string;
  /**
   * Each content folder with its locale's translated folder: a link from either names the file at the same
   * path in the other when its own has none (a translated doc linking an untranslated one, and back).
   */
  translated?: [original: string, translated: string][];
}

export interface LinkRef {
  url: string;
  line?: number;
  column?: number;
}

/** What compiling one MDX source yields. */
export interface CompiledModule {
  /** The source file (a blog excerpt uses `file` + `#excerpt`). */
  id: string;
  file: string;
  /** ES module code of the compiled MDX, JSX left in for the bundler (which compiles it for React's runtime). */
  code: string;
  /**
   * The import specifiers of `code` (see importsOf), read where it is compiled and kept with it: reading them
   * from every page's code at each build took 91-96 ms at 10,000 generated pages (27 November 2026), one
   * page's edit or not. Absent from a module made elsewhere, whose code is read instead.
   */
  imports?: string[];
  /**
   * The moduleHash of `code`, worked out where it is compiled, so a kept build's replay need not hash it; a
   * copy given other code leaves it out.
   */
  codeHash?: string;
  /** The first h1's text, if the source has one. */
  h1?: string;
  toc: TocItem[];
  /** Every id an element of the content will carry (headings, footnotes, explicit ids). */
  ids: string[];
  /** Links as written in the source after rewriting, with where they stand. */
  links: LinkRef[];
  /**
   * The content's plain text, cut at each h2/h3 for the search index. Nothing reads the page's text whole,
   * so it is not kept whole beside them (it was a third of the compile cache).
   */
  sections: { id: string; heading: string; level: number; text: string }[];
  /** Problems found while compiling that are findings, not failures (e.g. a link to a missing .md). */
  findings: Finding[];
  /** The Markdown files the source imports (`import Intro from './_intro.md'`), as written, with their place. */
  markdownImports: MarkdownImport[];
  /** Where the content shows an imported Markdown file, whose headings join `toc` there (see mergeImportedOutlines). */
  importedTocs: ImportedToc[];
}

/** An imported Markdown file shown in content: the import's specifier and the `toc` index its headings go at. */
export interface ImportedToc {
  specifier: string;
  at: number;
}

/** One import of a Markdown or MDX file by compiled content. */
export interface MarkdownImport {
  specifier: string;
  line?: number;
  column?: number;
}

export type FindingKind = "broken-link" | "broken-anchor" | "duplicate-route" | "missing-md-file" | "unsupported" | "inline-tag" | "inline-author" | "untruncated-post" | "symlink";

export interface Finding {
  kind: FindingKind;
  message: string;
  /** The page (URL path) the problem shows on, when known. */
  page?: string;
  source?: SourcePosition;
  /** The link as written, for link findings. */
  url?: string;
  /** Every file the finding is about when there are several (two pages that claim one URL), `source`'s first. */
  sources?: string[];
}

/** What a route's page is made of; the bundle stage turns this into a route module. */
export interface Route {
  /** URL path with base, no trailing slash except the site root: `/ki-editor/docs/intro`, `/ki-editor/`. */
  path: string;
  kind: PageData["kind"];
  /** Sources the route comes from, for error messages. */
  sources: string[];
  /** The template component that renders it, an export of `templates/`. */
  template: string;
  data: PageData;
  meta: PageMeta;
  /** Compiled MDX modules this page renders: its content, or the excerpts of a blog list. */
  contentModules: string[];
  /** React page file (content/pages/*.tsx), for custom pages. */
  pageFile?: string;
  /** What the page file's component is given, when a plugin added the page. */
  pageProps?: PageProps;
  sidebarName?: string;
  /** Where the output HTML goes relative to the out dir, e.g. `docs/intro/index.html`. */
  outFile: string;
}

export interface RenderedPage {
  route: Route;
  /** The whole document, UTF-8 encoded; absent once handed to a file sink (see BuildSiteOptions.fileSink). */
  html?: Uint8Array;
  /** Element ids present in the page. */
  ids: Set<string>;
  /** Every href found in the page. */
  links: string[];
  /** What the page was made from, as one hash (see pageKeys); absent where a build keeps no pages cache. */
  key?: string;
  /** The last build's record of the page, when it is kept as that build rendered it: its ids and links are the record's. */
  kept?: RenderedBefore;
}

export interface BuildInputs {
  config: ResolvedConfig;
  paths: SitePaths;
  site: SiteData;
  content: ContentGraph;
  modules: Map<string, CompiledModule>;
  sidebars: Sidebar[];
  routes: Route[];
}
