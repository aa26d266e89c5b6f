import path from "node:path";
import type { BlogAuthor, BlogTag } from "../../shared/types.js";
import type { BlogPostSource } from "../../types.js";
import { AggregateEdsiteError, ContentError, type EdsiteError } from "../../errors.js";
import { findPostFiles } from "./findPostFiles.js";
import type { LinkGuard } from "../linkGuard.js";
import { postFromSource, type ParsedPost } from "./postFromSource.js";
import { readAuthorsFile } from "./readAuthorsFile.js";
import { readTagsFile } from "./readTagsFile.js";
import { readText } from "../readText.js";
import { blogBaseUrl } from "./blogUrls.js";
import type { EditUrlOf } from "../editUrls.js";
import type { SplitFrontMatter } from "../frontMatterMemo.js";

/** Where the blog is and how its URLs are made. */
export interface BlogOptions {
  /** Absolute path of the blog folder (`content/blog`). */
  blogDir: string;
  /** `/ki-editor/`. */
  baseUrl: string;
  /** Where the blog is served (blogBaseUrl); `/ki-editor/blog` by default. */
  blogBase?: string;
  /** Each post's 'Edit this page' link; none without it. */
  editUrlOf?: EditUrlOf;
  /** The authors and tags files, relative to the blog folder (`authors.yml`, `tags.yml`); null for no tags file. */
  authorsFile?: string;
  tagsFile?: string | null;
  /** Posts per list page; planning the routes uses it, collecting does not. */
  postsPerPage?: number;
  /** Keep posts with `draft: true` (for a dev server); they are left out by default. */
  includeDrafts?: boolean;
  /** Splits each post's front matter (default splitFrontMatter). */
  split?: SplitFrontMatter;
  /** Which symbolic links are followed (default: those that stay inside the blog folder). */
  links?: LinkGuard;
  /** Where each post is read from, by its path in the blog folder (a locale's translation, see translatedFileOf). */
  fileOf?: (relativePath: string) => string;
}

/** Everything the blog folder holds, checked and resolved. */
export interface BlogContent {
  /** Newest first. */
  posts: BlogPostSource[];
  authors: Record<string, BlogAuthor>;
  /** tags.yml's tags, plus every inline tag a post uses (keyed by how the post wrote it). */
  tags: Record<string, BlogTag>;
}

// Path segments right under /blog/ that the blog's own pages use, so no post may take them as its slug.
const RESERVED_SLUGS = ["page", "tags", "authors", "archive", "rss.xml", "atom.xml", "feed.json"];

/**
 * Reads the blog folder: authors.yml, tags.yml and every post. All problems found are reported together, as
 * one error or an AggregateEdsiteError. A site without a blog folder has an empty blog.
 */
export async function collectBlog(opts: BlogOptions): Promise<BlogContent> {
  const problems: EdsiteError[] = [];
  const blogBase = opts.blogBase ?? blogBaseUrl(opts.baseUrl);
  // A locale's own authors and tags files, where it has them, as its posts (Docusaurus looks there first too).
  const inBlog = (name: string) => (opts.fileOf && !path.isAbsolute(name) ? opts.fileOf(path.posix.normalize(name)) : path.resolve(opts.blogDir, name));
  const authorsFile = inBlog(opts.authorsFile ?? "authors.yml");
  const authors = await readAuthorsFile(authorsFile, opts.baseUrl, blogBase, problems);
  const tags = opts.tagsFile === null ? {} : await readTagsFile(inBlog(opts.tagsFile ?? "tags.yml"), blogBase, problems);
  const context = { blogBase, editUrlOf: opts.editUrlOf, authors, tags, authorsFile, split: opts.split };

  const parsed: ParsedPost[] = [];
  for (const found of await findPostFiles(opts.blogDir, opts.links)) {
    const source = opts.fileOf ? { ...found, file: opts.fileOf(found.relativePath) } : found;
    const result = postFromSource(source, await readText(source.file), context, problems);
    if (result && (opts.includeDrafts || !result.post.draft)) parsed.push(result);
  }
  checkSlugs(parsed.map((p) => p.post), problems);
  if (problems.length === 1) throw problems[0];
  if (problems.length > 1) throw new AggregateEdsiteError(problems);

  // Same-day posts keep a stable order: by time when given, then by file name, newest name first.
  parsed.sort((a, b) => b.timestamp - a.timestamp || b.post.relativePath.localeCompare(a.post.relativePath));
  const posts = parsed.map((p) => p.post);
  const allTags = { ...tags };
  for (const post of posts) {
    for (const tag of post.tags) {
      if (Object.values(allTags).some((known) => known.permalink === tag.permalink)) continue;
      allTags[allTags[tag.label] === undefined ? tag.label : tag.permalink] = tag;
    }
  }
  return { posts, authors, tags: allTags };
}

function checkSlugs(posts: BlogPostSource[], problems: EdsiteError[]): void {
  const bySlug = new Map<string, BlogPostSource>();
  for (const post of posts) {
    const first = post.slug.split("/")[0]!;
    if (post.slug === "" || RESERVED_SLUGS.includes(first)) {
      problems.push(
        new ContentError(`The post's slug \`${post.slug}\` would collide with the blog's own pages.`, {
          file: post.file,
          line: 1,
          hint: `Pick a slug that does not start with ${RESERVED_SLUGS.map((s) => `\`${s}\``).join(", ")} (set \`slug:\` in the front matter).`,
        }),
      );
      continue;
    }
    const other = bySlug.get(post.slug);
    if (other) {
      problems.push(
        new ContentError(`Two posts have the slug \`${post.slug}\`: this one and ${other.file}.`, {
          file: post.file,
          line: 1,
          hint: "Give one of them a different `slug:` in its front matter, or rename its file.",
        }),
      );
    } else bySlug.set(post.slug, post);
  }
}
