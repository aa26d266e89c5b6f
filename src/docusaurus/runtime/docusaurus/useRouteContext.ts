import { usePageRoute } from "@theme/PageRouteContext";
import { useSite } from "@theme/SiteContext";
import type { PageKind } from "../../../shared/types.js";

/** What Docusaurus's `useRouteContext()` gives: the plugin that made the route, and that plugin's data for it. */
export interface RouteContext {
  plugin: { name: string; id: string };
  data?: unknown;
}

/** The Docusaurus plugin whose routes edsite's pages of each kind stand for. */
const PLUGIN_OF: Record<PageKind, string> = {
  doc: "docusaurus-plugin-content-docs",
  category: "docusaurus-plugin-content-docs",
  blogPost: "docusaurus-plugin-content-blog",
  blogList: "docusaurus-plugin-content-blog",
  blogArchive: "docusaurus-plugin-content-blog",
  blogAuthors: "docusaurus-plugin-content-blog",
  blogTags: "docusaurus-plugin-content-blog",
  markdownPage: "docusaurus-plugin-content-pages",
  page: "docusaurus-plugin-content-pages",
  notFound: "native",
};

/**
 * Docusaurus's `useRouteContext()`: which plugin's route the page is, and on the blog's pages the blog's
 * metadata as the blog plugin gives it. edsite has one instance of each plugin, so the id is always
 * "default"; a site's own page (src/pages) is the pages plugin's.
 */
export default function useRouteContext(): RouteContext {
  const { data } = usePageRoute();
  const { blog } = useSite();
  const name = PLUGIN_OF[data?.kind ?? "page"];
  const blogMetadata = name === "docusaurus-plugin-content-blog" && blog ? { blogBasePath: blog.basePath, blogTitle: blog.title, authorsListPath: blog.authorsListPath } : undefined;
  return { plugin: { name, id: "default" }, ...(blogMetadata ? { data: { blogMetadata } } : {}) };
}
