import type { BlogPostSummary } from "../../shared/types.js";
import type { BlogPostSource } from "../../types.js";
import { formatBlogDate } from "./formatDate.js";

/** What a list, a post header or a feed shows of a post. */
export function postSummary(post: BlogPostSource, readingTime: number | undefined): BlogPostSummary {
  const summary: BlogPostSummary = {
    title: post.title,
    permalink: post.permalink,
    date: post.date,
    formattedDate: formatBlogDate(post.date),
    authors: post.authors,
    tags: post.tags,
    hasTruncateMarker: post.excerptBody !== undefined,
  };
  if (readingTime !== undefined) summary.readingTime = readingTime;
  if (post.description !== undefined) summary.description = post.description;
  if (post.editUrl !== undefined) summary.editUrl = post.editUrl;
  return summary;
}
