import type { UserConfig } from "./src/config/schema.js";

// The Ki editor's site. Every field is described in src/config/schema.ts.
const config: UserConfig = {
  title: "Ki Editor",
  tagline: "Multi-cursor structural editor",
  url: "https://ki-editor.github.io",
  baseUrl: "/ki-editor/",
  favicon: "img/favicon.svg",
  repositoryUrl: "https://github.com/ki-editor/ki-editor",
  editUrl: "https://github.com/ki-editor/ki-editor/tree/master/docs",
  version: "0.0.0",
  i18n: { defaultLocale: "en", locales: ["en"], direction: "ltr" },
  navbar: {
    title: "Ki Editor",
    logo: { src: "img/logo.svg", alt: "Ki Editor logo" },
    items: [
      { type: "docSidebar", sidebarId: "docSidebar", label: "Docs", position: "left" },
      { type: "link", to: "/docs/tutorial", label: "Tutorial", position: "left" },
      { type: "link", to: "/blog", label: "Blog", position: "left" },
      { type: "link", href: "https://github.com/ki-editor/ki-editor", label: "GitHub", position: "right" },
      { type: "search", position: "right" },
    ],
  },
  footer: {
    style: "dark",
    links: [
      { title: "Docs", items: [{ label: "Introduction", to: "/docs/introduction" }] },
      { title: "Community", items: [{ label: "Matrix chat", href: "https://matrix.to/#/%23ki-editor:matrix.org" }] },
      {
        title: "More",
        items: [
          { label: "Blog", to: "/blog" },
          { label: "GitHub", href: "https://github.com/ki-editor/ki-editor" },
        ],
      },
    ],
    // Both sides given, so the logo holds its place before the image loads.
    logo: { src: "img/logo.svg", alt: "Ki Editor logo", href: "/", width: 48, height: 48 },
    copyright: "Copyright © 2025 Ki Editor.",
  },
  announcementBar: {
    id: "docs-moved-2025",
    content:
      'The documentation now builds with edsite. Found something off? <a href="https://github.com/ki-editor/ki-editor/issues">Open an issue</a>.',
    isCloseable: true,
  },
  colorMode: { defaultMode: "light", respectPrefersColorScheme: false },
  tableOfContents: { minHeadingLevel: 2, maxHeadingLevel: 3 },
  docs: { sidebars: ["docSidebar", "tutorialSidebar"], mainDocId: "introduction", versionLabel: "Next" },
  blog: { title: "Blog", description: "News about the Ki editor", postsPerPage: 10 },
};

export default config;
