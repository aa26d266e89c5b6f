import type { BlogAuthor, BlogTag } from "../../shared/types.js";
import type { BlogPostSource } from "../../types.js";
import { FrontMatterError, type EdsiteError } from "../../errors.js";
import { splitFrontMatter } from "../readSource.js";
import type { SplitFrontMatter } from "../frontMatterMemo.js";
import type { PostFile } from "./findPostFiles.js";
import { blogUrl } from "./blogUrls.js";
import type { EditUrlOf } from "../editUrls.js";
import { frontMatterLine } from "./frontMatterLine.js";
import { isoDay, parsePostDate } from "./postDate.js";
import { resolvePostAuthors } from "./resolvePostAuthors.js";
import { resolvePostTags } from "./resolvePostTags.js";
import { excerptBefore } from "./truncateMarker.js";
import { isStringList } from "../../isStringList.js";

/** What a post needs besides its own text. */
export interface PostContext {
  /** Where the blog is served (blogBaseUrl). */
  blogBase: string;
  editUrlOf: EditUrlOf | undefined;
  authors: Record<string, BlogAuthor>;
  tags: Record<string, BlogTag>;
  /** Shown in hints about unknown authors. */
  authorsFile: string;
  /** Splits the front matter (splitFrontMatter, or dev's memo of it). */
  split?: SplitFrontMatter;
}

/** A post and the exact moment it is dated, which orders posts of the same day. */
export interface ParsedPost {
  post: BlogPostSource;
  timestamp: number;
}

/**
 * Turns one post file's text into a post. Every problem with its front matter is pushed to `problems`
 * (so a user fixes them all in one go) and the post is then left out.
 */
export function postFromSource(source: PostFile, text: string, context: PostContext, problems: EdsiteError[]): ParsedPost | undefined {
  const { file } = source;
  let split;
  try {
    split = (context.split ?? splitFrontMatter)(text, file);
  } catch (error) {
    problems.push(error as EdsiteError);
    return undefined;
  }
  const fm = split.frontMatter;
  const before = problems.length;
  const fail = (field: string, message: string, hint: string) =>
    problems.push(new FrontMatterError(message, { file, line: frontMatterLine(text, field), hint }));
  const optionalString = (field: string): string | undefined => {
    const value = fm[field];
    if (value === undefined || value === null) return undefined;
    if (typeof value === "string") return value;
    fail(field, `\`${field}\` must be a string.`, `Quote the value: \`${field}: "..."\`.`);
    return undefined;
  };
  const optionalBoolean = (field: string): boolean | undefined => {
    const value = fm[field];
    if (value === undefined || value === null || typeof value === "boolean") return value ?? undefined;
    fail(field, `\`${field}\` must be true or false.`, `Write \`${field}: true\` or remove the line.`);
    return undefined;
  };

  const title = optionalString("title");
  if (title === undefined || title.trim() === "") {
    fail("title", "The post has no `title` in its front matter.", "Add `title: <the post's title>` between the `---` lines at the top of the file.");
  }
  const description = optionalString("description");
  const slug = (optionalString("slug") ?? source.nameSlug).replace(/^\/+|\/+$/g, "");
  const draft = optionalBoolean("draft") ?? false;
  const hideTableOfContents = optionalBoolean("hide_table_of_contents");
  const keywords = readKeywords(fm.keywords, () =>
    fail("keywords", "`keywords` must be a list of strings.", "Write `keywords: [editor, modal]`."),
  );

  let timestamp: number | undefined;
  if (fm.date !== undefined && fm.date !== null) {
    timestamp = parsePostDate(fm.date);
    if (timestamp === undefined) fail("date", `\`date\` is not a date: ${JSON.stringify(fm.date)}.`, "Write it as `date: 2024-09-20` (or an ISO date-time).");
  } else if (source.nameDate !== undefined) {
    timestamp = parsePostDate(source.nameDate);
    if (timestamp === undefined) fail("date", `The date in the file name, ${source.nameDate}, is not a real day.`, "Fix the name's YYYY-MM-DD prefix.");
  } else {
    fail("date", "The post has no date.", "Name the file `YYYY-MM-DD-<slug>.md` or add `date: YYYY-MM-DD` to its front matter.");
  }

  const authors = resolvePostAuthors(fm.authors, context.authors, context.authorsFile);
  if ("problem" in authors) fail("authors", authors.problem, authors.hint);
  const tags = resolvePostTags(fm.tags, context.tags, context.blogBase);
  if ("problem" in tags) fail("tags", tags.problem, tags.hint);

  if (problems.length > before || "problem" in authors || "problem" in tags || timestamp === undefined) return undefined;
  const excerptBody = excerptBefore(split.body);
  const post: BlogPostSource = {
    file,
    relativePath: source.relativePath,
    frontMatter: fm,
    body: split.body,
    slug,
    permalink: blogUrl(context.blogBase, slug),
    date: isoDay(timestamp),
    title: title!,
    authors: authors.authors,
    tags: tags.tags,
    draft,
    editUrl: context.editUrlOf?.("blog", source.relativePath, blogUrl(context.blogBase, slug)),
  };
  if (split.fieldLines) post.fieldLines = split.fieldLines;
  if (description !== undefined) post.description = description;
  if (excerptBody !== undefined) post.excerptBody = excerptBody;
  if (keywords !== undefined) post.keywords = keywords;
  if (hideTableOfContents !== undefined) post.hideTableOfContents = hideTableOfContents;
  return { post, timestamp };
}

function readKeywords(value: unknown, fail: () => void): string[] | undefined {
  if (value === undefined || value === null) return undefined;
  if (isStringList(value)) return value;
  fail();
  return undefined;
}
