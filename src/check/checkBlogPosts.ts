import type { BlogTag } from "../shared/types.js";
import type { BlogPostSource, Finding } from "../types.js";

/**
 * What a blog's posts leave to chance: tags that tags.yml (when the blog has one) does not define, authors
 * written in a post instead of in authors.yml, and posts without a truncate marker, which the blog's list
 * then shows whole. Each is a finding the config's checks may ignore, report or fail on.
 */
export function checkBlogPosts(posts: BlogPostSource[], definedTags: Record<string, BlogTag>): Finding[] {
  const findings: Finding[] = [];
  const hasTagsFile = Object.keys(definedTags).length > 0;
  for (const post of posts) {
    const at = (field: string) => ({ file: post.file, line: post.fieldLines?.[field] });
    const tags = post.frontMatter.tags;
    if (hasTagsFile && Array.isArray(tags)) {
      const inline = tags.filter((tag) => typeof tag !== "string" || definedTags[tag] === undefined).map((tag) => (typeof tag === "string" ? tag : JSON.stringify(tag)));
      if (inline.length > 0) {
        findings.push({ kind: "inline-tag", page: post.permalink, message: `The post's tags ${inline.join(", ")} are not defined in tags.yml; add them there, or use a tag it defines.`, source: at("tags") });
      }
    }
    const authors = post.frontMatter.authors;
    const inlineAuthors = (Array.isArray(authors) ? authors : [authors]).filter((author) => typeof author === "object" && author !== null && (author as { key?: unknown }).key === undefined);
    if (inlineAuthors.length > 0) {
      const names = inlineAuthors.map((author) => String((author as { name?: unknown }).name ?? "an author"));
      findings.push({ kind: "inline-author", page: post.permalink, message: `The post names ${names.join(", ")} in its front matter; define each in authors.yml and use the key.`, source: at("authors") });
    }
    if (post.excerptBody === undefined) {
      findings.push({ kind: "untruncated-post", page: post.permalink, message: "The post has no truncate marker, so the blog's list shows all of it; add `<!-- truncate -->` (or `{/* truncate */}` in MDX) after its first paragraphs.", source: { file: post.file } });
    }
  }
  return findings;
}
