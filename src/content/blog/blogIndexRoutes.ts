import type { BlogArchiveData, BlogAuthor, BlogAuthorsData, BlogPostSummary, BlogTag, BlogTagsData } from "../../shared/types.js";
import type { BlogPostSource, Route } from "../../types.js";
import { blogListRoutes } from "./blogListRoutes.js";
import { blogUrl, outFileFor } from "./blogUrls.js";
import { formatBlogDate } from "./formatDate.js";

interface IndexInput {
  posts: BlogPostSource[];
  authors: Record<string, BlogAuthor>;
  baseUrl: string;
  blogBase: string;
  postsPerPage: number;
}

/**
 * The blog's ways in besides the front page: the archive, the authors index (every author of the authors file) with a page per author who has
 * `page: true`, and the tags index with a page per tag in use.
 */
export function blogIndexRoutes(
  input: IndexInput,
  summaries: Map<string, BlogPostSummary>,
  authorsSources: string[],
  tagsSources: string[],
): Route[] {
  const { posts, baseUrl, blogBase } = input;
  const files = posts.map((post) => post.file);
  const single = (routePath: string, template: string, title: string, data: Route["data"], sources: string[]): Route => ({
    path: routePath,
    kind: data.kind,
    sources,
    template,
    data,
    meta: { title, description: title, permalink: routePath },
    contentModules: [],
    outFile: outFileFor(routePath, baseUrl),
  });
  const routes: Route[] = [single(blogUrl(blogBase, "archive"), "BlogArchivePage", "Archive", archiveData(posts), files)];

  // As in Docusaurus: the authors' index whenever the authors file names any, listing them all; a page of
  // posts for each author with `page: true`.
  const allAuthors = Object.values(input.authors);
  const pageAuthors = allAuthors.filter((author) => author.page !== undefined);
  if (allAuthors.length > 0) {
    const postsBy = (author: BlogAuthor) => posts.filter((post) => post.authors.some((a) => a.key === author.key));
    const data: BlogAuthorsData = {
      kind: "blogAuthors",
      authors: allAuthors.map((author) => ({ ...author, count: postsBy(author).length })),
    };
    routes.push(single(blogUrl(blogBase, "authors"), "BlogAuthorsPage", "Authors", data, authorsSources));
    for (const author of pageAuthors) {
      routes.push(
        ...blogListRoutes(
          { path: author.page!, title: author.name, heading: `Posts by ${author.name}`, author, posts: postsBy(author), extraSources: authorsSources },
          summaries,
          input.postsPerPage,
          baseUrl,
        ),
      );
    }
  }

  // Tags are told apart by their page, so a tags.yml key and an inline label with the same page are one tag.
  const byTag = new Map<string, { tag: BlogTag; posts: BlogPostSource[] }>();
  for (const post of posts) {
    for (const tag of post.tags) {
      const entry = byTag.get(tag.permalink) ?? { tag, posts: [] };
      entry.posts.push(post);
      byTag.set(tag.permalink, entry);
    }
  }
  if (byTag.size > 0) {
    const used = [...byTag.values()].sort((a, b) => a.tag.label.localeCompare(b.tag.label));
    const data: BlogTagsData = { kind: "blogTags", tags: used.map(({ tag, posts: tagged }) => ({ ...tag, count: tagged.length })) };
    routes.push(single(blogUrl(blogBase, "tags"), "BlogTagsPage", "Tags", data, [...tagsSources, ...files]));
    for (const { tag, posts: tagged } of used) {
      const heading = `${tagged.length === 1 ? "One post" : `${tagged.length} posts`} tagged "${tag.label}"`;
      routes.push(
        ...blogListRoutes(
          { path: tag.permalink, title: heading, ...(tag.description ? { description: tag.description } : {}), heading, tag, posts: tagged, extraSources: tagsSources },
          summaries,
          input.postsPerPage,
          baseUrl,
        ),
      );
    }
  }
  return routes;
}

function archiveData(posts: BlogPostSource[]): BlogArchiveData {
  const years: BlogArchiveData["years"] = [];
  for (const post of posts) {
    const year = post.date.slice(0, 4);
    let group = years.at(-1);
    if (group?.year !== year) years.push((group = { year, posts: [] }));
    group.posts.push({ title: post.title, permalink: post.permalink, date: post.date, formattedDate: formatBlogDate(post.date) });
  }
  return { kind: "blogArchive", years };
}
