import type { BlogAuthor } from "../../shared/types.js";
import { socialUrl } from "./socialUrls.js";

const INLINE_FIELDS = { name: "name", title: "title", url: "url", image_url: "imageUrl" } as const;

/** The authors a post's front matter names, or the message saying what is wrong with the field. */
export type ResolvedAuthors = { authors: BlogAuthor[] } | { problem: string; hint: string };

/**
 * Resolves front matter `authors`: a key of authors.yml, a list of keys, or inline objects
 * `{ name, title, url, image_url, socials }`; an inline object with a `key` takes that author and overrides
 * the fields it gives.
 */
export function resolvePostAuthors(value: unknown, known: Record<string, BlogAuthor>, authorsFile: string): ResolvedAuthors {
  if (value === undefined || value === null) return { authors: [] };
  const items = Array.isArray(value) ? value : [value];
  const authors: BlogAuthor[] = [];
  const knownKeys = Object.keys(known);
  const unknownKey = (key: string) => ({
    problem: `Unknown author \`${key}\`.`,
    hint:
      knownKeys.length === 0
        ? `There are no authors in ${authorsFile}: add \`${key}:\` there with a \`name\`, or write the author inline as \`{ name: ... }\`.`
        : `Authors in ${authorsFile}: ${knownKeys.join(", ")}. Use one of those keys or add \`${key}\` to the file.`,
  });
  for (const item of items) {
    if (typeof item === "string") {
      const author = known[item];
      if (!author) return unknownKey(item);
      authors.push(author);
      continue;
    }
    if (typeof item !== "object" || item === null || Array.isArray(item)) {
      return { problem: "`authors` must be an author key, a list of keys, or a list of `{ name, title, url }` objects.", hint: "For example `authors: [jane]` or `authors:\\n  - name: Jane Doe`." };
    }
    const fields = item as Record<string, unknown>;
    let author: BlogAuthor | undefined;
    if (fields.key !== undefined) {
      if (typeof fields.key !== "string" || !known[fields.key]) return unknownKey(String(fields.key));
      author = { ...known[fields.key]! };
    }
    for (const [field, target] of Object.entries(INLINE_FIELDS)) {
      const fieldValue = fields[field];
      if (fieldValue === undefined || fieldValue === null) continue;
      if (typeof fieldValue !== "string") return { problem: `Author field \`${field}\` must be a string.`, hint: `Quote the value: \`${field}: "..."\`.` };
      author = { ...(author ?? { name: "" }), [target]: fieldValue };
    }
    if (!author || author.name.trim() === "") {
      return { problem: "An inline author has no `name`.", hint: "Give each inline author a `name`, or refer to an authors.yml entry by its key." };
    }
    if (fields.socials !== undefined && fields.socials !== null) {
      if (typeof fields.socials !== "object" || Array.isArray(fields.socials)) {
        return { problem: "`socials` of an inline author must be a mapping like `github: handle`.", hint: "Write `socials: { github: handle }`." };
      }
      const socials: Record<string, string> = { ...author.socials };
      for (const [platform, handle] of Object.entries(fields.socials as Record<string, unknown>)) {
        const url = typeof handle === "string" ? socialUrl(platform, handle) : undefined;
        if (url === undefined) return { problem: `Author \`socials.${platform}\` is not a URL or a handle of a known platform.`, hint: "Write the full profile URL." };
        socials[platform] = url;
      }
      author.socials = socials;
    }
    authors.push(author);
  }
  return { authors };
}
