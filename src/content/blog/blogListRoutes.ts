import type { BlogAuthor, BlogListData, BlogPostSummary, BlogTag } from "../../shared/types.js";
import type { BlogPostSource, Route } from "../../types.js";
import { outFileFor, pagePath } from "./blogUrls.js";

/** One paginated list of posts: the blog's front page, an author's page or a tag's page. */
export interface BlogList {
  /** URL of the list's first page. */
  path: string;
  title: string;
  description?: string;
  heading?: string;
  author?: BlogAuthor;
  tag?: BlogTag;
  /** Newest first. */
  posts: BlogPostSource[];
  /** Sources besides the posts (authors.yml for an author's page). */
  extraSources?: string[];
}

/**
 * The pages of one list, `postsPerPage` posts each: `<path>`, `<path>/page/2`, ... Each page renders the
 * excerpt module of a post that has a truncate marker and the whole post otherwise. An empty list still
 * has its first page, so links to it never break.
 */
export function blogListRoutes(
  list: BlogList,
  summaries: Map<string, BlogPostSummary>,
  postsPerPage: number,
  baseUrl: string,
): Route[] {
  const perPage = Math.max(1, Math.floor(postsPerPage));
  const totalPages = Math.max(1, Math.ceil(list.posts.length / perPage));
  const routes: Route[] = [];
  for (let page = 1; page <= totalPages; page++) {
    const shown = list.posts.slice((page - 1) * perPage, page * perPage);
    const path = pagePath(list.path, page);
    const data: BlogListData = {
      kind: "blogList",
      title: list.title,
      permalink: path,
      posts: shown.map((post) => summaries.get(post.file)!),
      page,
      totalPages,
    };
    if (list.description !== undefined) data.description = list.description;
    if (page > 1) data.newerHref = pagePath(list.path, page - 1);
    if (page < totalPages) data.olderHref = pagePath(list.path, page + 1);
    if (list.heading !== undefined) data.heading = list.heading;
    if (list.author) data.author = list.author;
    if (list.tag) data.tag = list.tag;
    routes.push({
      path,
      kind: "blogList",
      sources: [...(list.extraSources ?? []), ...shown.map((post) => post.file)],
      template: "BlogListPage",
      data,
      meta: {
        title: page === 1 ? list.title : `${list.title} (page ${page})`,
        ...(list.description !== undefined ? { description: list.description } : {}),
        permalink: path,
      },
      contentModules: shown.map((post) => (post.excerptBody !== undefined ? `${post.file}#excerpt` : post.file)),
      outFile: outFileFor(path, baseUrl),
    });
  }
  return routes;
}
