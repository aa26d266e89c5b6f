// Docusaurus's @docusaurus/plugin-content-blog/client: what a blog post's content and components ask of the
// post being shown, answered from the page's own data.
import { useMemo } from "react";
import { usePageRoute } from "@theme/PageRouteContext";
import { useSite } from "@theme/SiteContext";
import type { BlogAuthor, BlogPostData, BlogPostSummary, BlogTag, TocItem } from "../../../../shared/types.js";

/** A post's metadata in Docusaurus's shape, as far as edsite's post data has it. */
export interface BlogPostMetadata {
  permalink: string;
  title: string;
  description?: string;
  date: string;
  formattedDate: string;
  tags: BlogTag[];
  authors: (Omit<BlogAuthor, "imageUrl"> & { imageURL?: string })[];
  readingTime?: number;
  hasTruncateMarker: boolean;
  editUrl?: string;
  prevItem?: { title: string; permalink: string };
  nextItem?: { title: string; permalink: string };
}

/** What Docusaurus's `useBlogPost()` returns. */
export interface BlogPostContext {
  metadata: BlogPostMetadata;
  /** edsite keeps no post's front matter for its pages: its fields are in `metadata`. */
  frontMatter: Record<string, unknown>;
  assets: Record<string, unknown>;
  toc: TocItem[];
  isBlogPostPage: boolean;
}

/** The post's metadata from edsite's post data: authors' `imageURL` spelled as Docusaurus does, neighbours by title. */
function metadataOf(post: BlogPostSummary & Partial<Pick<BlogPostData, "pagination">>): BlogPostMetadata {
  const neighbour = (link: { href: string; label: string } | undefined) => link && { title: link.label, permalink: link.href };
  const prevItem = neighbour(post.pagination?.previous);
  const nextItem = neighbour(post.pagination?.next);
  return {
    permalink: post.permalink,
    title: post.title,
    ...(post.description ? { description: post.description } : {}),
    date: post.date,
    formattedDate: post.formattedDate,
    tags: post.tags,
    authors: post.authors.map(({ imageUrl, ...author }) => ({ ...author, ...(imageUrl ? { imageURL: imageUrl } : {}) })),
    ...(post.readingTime === undefined ? {} : { readingTime: post.readingTime }),
    hasTruncateMarker: post.hasTruncateMarker,
    ...(post.editUrl ? { editUrl: post.editUrl } : {}),
    ...(prevItem ? { prevItem } : {}),
    ...(nextItem ? { nextItem } : {}),
  };
}

/**
 * Docusaurus's `useBlogPost()`: the post being shown, on its page or as an excerpt in a list of posts
 * (`isBlogPostPage` false); an error anywhere else, as there.
 */
export function useBlogPost(): BlogPostContext {
  const { data, post: listed } = usePageRoute();
  const post = data?.kind === "blogPost" ? data : listed;
  const context = useMemo(
    () => post && { metadata: metadataOf(post), frontMatter: {}, assets: {}, toc: "toc" in post ? (post.toc as TocItem[]) : [], isBlogPostPage: post === data },
    [post, data],
  );
  if (!context) throw new Error("useBlogPost() was called outside a blog post: it reads the post being shown, so call it in a post's content or a component on blog pages.");
  return context;
}

/** What Docusaurus's `useBlogMetadata()` returns: where the blog is and what it is called. */
export interface BlogMetadata {
  blogBasePath: string;
  blogTitle: string;
  authorsListPath: string;
}

/** Docusaurus's `useBlogMetadata()`: the blog's paths and title, on the blog's pages; an error elsewhere, as there. */
export function useBlogMetadata(): BlogMetadata {
  const { blog } = useSite();
  const { data } = usePageRoute();
  const onBlog = data?.kind.startsWith("blog") === true;
  const metadata = useMemo(() => blog && { blogBasePath: blog.basePath, blogTitle: blog.title, authorsListPath: blog.authorsListPath }, [blog]);
  if (!metadata || !onBlog) throw new Error("useBlogMetadata() was called outside the blog's pages: it describes the blog being shown, so call it in a post or a component on blog pages.");
  return metadata;
}
