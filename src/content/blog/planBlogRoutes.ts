import path from "node:path";
import type { BlogAuthor, BlogPostData, BlogPostSummary, BlogTag, TocItem } from "../../shared/types.js";
import type { BlogPostSource, Route } from "../../types.js";
import { blogListRoutes } from "./blogListRoutes.js";
import { blogIndexRoutes } from "./blogIndexRoutes.js";
import { blogBaseUrl, blogUrl, outFileFor } from "./blogUrls.js";
import { postSummary } from "./postSummary.js";
import { readingMinutes } from "./readingTime.js";

/** The collected blog plus what compiling the posts found out (reading time, table of contents). */
export interface BlogRoutesInput {
  /** Newest first, as collectBlog returns them. */
  posts: BlogPostSource[];
  authors: Record<string, BlogAuthor>;
  tags: Record<string, BlogTag>;
  baseUrl: string;
  /** Where the blog is served (blogBaseUrl); `/ki-editor/blog` by default. */
  blogBase?: string;
  postsPerPage: number;
  /** Not shown by the blog pages themselves: the layout adds the site title to every page title. */
  siteTitle?: string;
  /** Minutes per post file; a post missing here is timed from its Markdown body. */
  readingTimes: Map<string, number>;
  /** False: no post is timed, and no page shows a reading time (config `blog.showReadingTime`). */
  showReadingTime?: boolean;
  /** Table of contents per post file, from the compiled module. */
  tocs: Map<string, TocItem[]>;
  /** The blog folder, so author and tag pages can name authors.yml / tags.yml as their sources. */
  blogDir?: string;
  /** The authors and tags files, relative to the blog folder; null for no tags file. */
  authorsFile?: string;
  tagsFile?: string | null;
  /** Title and description of the blog's front page (config `blog.title`, `blog.description`). */
  blogTitle?: string;
  blogDescription?: string;
}

/**
 * Every page of the blog: one per post, the paginated list, the archive, and the author and tag indexes and
 * pages. Pure: it only reads its input. A blog without posts has no pages.
 */
export function planBlogRoutes(input: BlogRoutesInput): Route[] {
  const { posts, baseUrl } = input;
  if (posts.length === 0) return [];
  const summaries = new Map<string, BlogPostSummary>();
  const timed = input.showReadingTime !== false;
  for (const post of posts) {
    summaries.set(post.file, postSummary(post, timed ? (input.readingTimes.get(post.file) ?? readingMinutes(post.body)) : undefined));
  }
  const title = input.blogTitle ?? "Blog";
  const routes: Route[] = posts.map((post, i) => postRoute(post, i, input, summaries));
  routes.push(
    ...blogListRoutes(
      { path: blogUrl(input.blogBase ?? blogBaseUrl(baseUrl)), title, description: input.blogDescription ?? "Blog", posts },
      summaries,
      input.postsPerPage,
      baseUrl,
    ),
  );
  const ymlFile = (name: string) => (input.blogDir === undefined ? [] : [path.resolve(input.blogDir, name)]);
  routes.push(...blogIndexRoutes({ ...input, blogBase: input.blogBase ?? blogBaseUrl(baseUrl) }, summaries, ymlFile(input.authorsFile ?? "authors.yml"), input.tagsFile === null ? [] : ymlFile(input.tagsFile ?? "tags.yml")));
  return routes;
}

function postRoute(post: BlogPostSource, index: number, input: BlogRoutesInput, summaries: Map<string, BlogPostSummary>): Route {
  // Newest first: the post before this one in the list is the newer one, shown as "Newer post".
  const newer = input.posts[index - 1];
  const older = input.posts[index + 1];
  const data: BlogPostData = {
    kind: "blogPost",
    ...summaries.get(post.file)!,
    // The page data has no hide flag: a hidden table of contents is an empty one.
    toc: post.hideTableOfContents ? [] : (input.tocs.get(post.file) ?? []),
    pagination: {
      ...(newer ? { previous: { href: newer.permalink, label: newer.title } } : {}),
      ...(older ? { next: { href: older.permalink, label: older.title } } : {}),
    },
  };
  return {
    path: post.permalink,
    kind: "blogPost",
    sources: [post.file],
    template: "BlogPostPage",
    data,
    meta: {
      title: post.title,
      ...(post.description !== undefined ? { description: post.description } : {}),
      permalink: post.permalink,
      ogType: "article",
      ...(post.keywords !== undefined ? { keywords: post.keywords } : {}),
    },
    contentModules: [post.file],
    outFile: outFileFor(post.permalink, input.baseUrl),
  };
}
