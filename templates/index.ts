// The theme's public surface: the layout, every page component, and the hooks custom pages may use.
export { App } from "./App.js";
export { DocPage } from "./DocPage.js";
export { CategoryIndexPage } from "./CategoryIndexPage.js";
export { BlogPostPage } from "./BlogPostPage.js";
export { BlogListPage } from "./BlogListPage.js";
export { BlogArchivePage } from "./BlogArchivePage.js";
export { BlogAuthorsPage } from "./BlogAuthorsPage.js";
export { BlogTagsPage } from "./BlogTagsPage.js";
export { NotFoundContent } from "./NotFoundContent.js";
export { NotFoundPage } from "./NotFoundPage.js";
export { MarkdownPage } from "./MarkdownPage.js";
export { SiteProvider, useSite, usePageMeta } from "./SiteContext.js";
export { usePageHead, type PageHeadFields } from "./PageHead.js";
export { createTranslator, useStrings, usePlural, type Translate } from "./strings.js";
// For site code that needs the docs list: inline on small sites, fetched once on big ones.
export { loadVersionDocs } from "../src/client/loadVersionDocs.js";
