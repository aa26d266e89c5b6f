// Small hand-made page data for rendering the theme in tests. The UI strings are the real English ones, so a
// template using a key that templates/strings/en.json lacks fails here too.
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type {
  BlogPostSummary,
  DocPageData,
  PageMeta,
  Sidebar,
  SiteData,
} from "../../src/shared/types.js";

export const THEME_JSON_PATH = fileURLToPath(new URL("../../templates/strings/en.json", import.meta.url));

export const englishStrings: Record<string, string> = JSON.parse(readFileSync(THEME_JSON_PATH, "utf8"));

export function makeSite(overrides: Partial<SiteData> = {}): SiteData {
  return {
    title: "Ki Editor",
    tagline: "Multi-cursor structural editor",
    url: "https://ki-editor.github.io",
    baseUrl: "/ki-editor/",
    repositoryUrl: "https://github.com/ki-editor/ki-editor",
    favicon: "/ki-editor/img/favicon.ico",
    logo: { src: "/ki-editor/img/logo.svg", alt: "Ki logo" },
    navbar: {
      title: "Ki",
      hideOnScroll: false,
      items: [
        { type: "docSidebar", label: "Docs", position: "left", href: "/ki-editor/docs/introduction", sidebarId: "docs" },
        { type: "link", label: "Blog", position: "left", href: "/ki-editor/blog", external: false },
        { type: "search", position: "right" },
        { type: "link", label: "GitHub", position: "right", href: "https://github.com/ki-editor/ki-editor", external: true },
      ],
    },
    footer: {
      style: "dark",
      links: [
        {
          title: "Community",
          items: [
            { label: "Discussions", href: "https://github.com/ki-editor/ki-editor/discussions", external: true },
            { label: "Blog", href: "/ki-editor/blog", external: false },
          ],
        },
      ],
      copyright: "Copyright © 2025 Ki Editor",
    },
    colorMode: { defaultMode: "light", respectPrefersColorScheme: true, disableSwitch: false },
    strings: englishStrings,
    locale: { code: "en", direction: "ltr" },
    globalData: { docs: { path: "/ki-editor/docs", versions: [] } },
    ...overrides,
  };
}

export const docsSidebar: Sidebar = {
  name: "docs",
  items: [
    { type: "link", label: "Introduction", href: "/ki-editor/docs/introduction", docId: "introduction" },
    {
      type: "category",
      label: "Core concepts",
      href: "/ki-editor/docs/core-concepts",
      collapsed: true,
      collapsible: true,
      items: [
        { type: "link", label: "Selection modes", href: "/ki-editor/docs/core-concepts/selection-modes/", docId: "core-concepts/selection-modes" },
        { type: "link", label: "Movements", href: "/ki-editor/docs/core-concepts/movements", docId: "core-concepts/movements" },
      ],
    },
    {
      type: "category",
      label: "Reference",
      collapsed: true,
      collapsible: true,
      items: [{ type: "link", label: "Keymap", href: "/ki-editor/docs/reference/keymap", docId: "reference/keymap" }],
    },
    {
      type: "category",
      label: "Appendix",
      collapsed: false,
      collapsible: true,
      items: [{ type: "link", label: "FAQ", href: "/ki-editor/docs/appendix/faq", docId: "appendix/faq" }],
    },
  ],
};

export const selectionModesDoc: DocPageData = {
  kind: "doc",
  id: "core-concepts/selection-modes",
  title: "Selection modes",
  description: "How Ki selects syntax nodes, words and lines.",
  permalink: "/ki-editor/docs/core-concepts/selection-modes",
  editUrl: "https://github.com/ki-editor/ki-editor/edit/master/docs/docs/core-concepts/selection-modes.md",
  toc: [
    { value: "Syntax node", id: "syntax-node", level: 2 },
    { value: "Coarse", id: "coarse", level: 3 },
    { value: "Fine", id: "fine", level: 3 },
    { value: "Word", id: "word", level: 2 },
  ],
  hideTableOfContents: false,
  breadcrumbs: [
    { label: "Core concepts", href: "/ki-editor/docs/core-concepts" },
    { label: "Selection modes", href: "/ki-editor/docs/core-concepts/selection-modes" },
  ],
  pagination: {
    previous: { label: "Core concepts", href: "/ki-editor/docs/core-concepts" },
    next: { label: "Movements", href: "/ki-editor/docs/core-concepts/movements" },
  },
  sidebarName: "docs",
  lastUpdate: { date: "2025-03-14T10:00:00.000Z", formattedDate: "March 14, 2025", author: "Ada" },
};

export function docMeta(doc: DocPageData): PageMeta {
  return { title: doc.title, description: doc.description, permalink: doc.permalink, sidebarName: doc.sidebarName };
}

export const firstPost: BlogPostSummary = {
  title: "Why Ki is structural",
  permalink: "/ki-editor/blog/why-structural",
  date: "2025-02-01T00:00:00.000Z",
  formattedDate: "February 1, 2025",
  authors: [
    {
      key: "wong",
      name: "Wong Jiahao",
      title: "Creator of Ki",
      imageUrl: "https://github.com/wongjiahau.png",
      page: "/ki-editor/blog/authors/wong",
      socials: { github: "https://github.com/wongjiahau" },
    },
    { name: "Guest Writer", url: "https://example.com/guest" },
  ],
  tags: [{ label: "design", permalink: "/ki-editor/blog/tags/design" }],
  readingTime: 4,
  hasTruncateMarker: true,
  editUrl: "https://github.com/ki-editor/ki-editor/edit/master/docs/blog/why-structural.md",
};

export const secondPost: BlogPostSummary = {
  title: "Release 0.1",
  permalink: "/ki-editor/blog/release-0-1",
  date: "2025-01-05T00:00:00.000Z",
  formattedDate: "January 5, 2025",
  authors: [],
  tags: [],
  readingTime: 1,
  hasTruncateMarker: false,
};
