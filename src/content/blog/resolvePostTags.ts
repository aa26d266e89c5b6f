import type { BlogTag } from "../../shared/types.js";
import { tagPathOf, tagUrl } from "./tagUrl.js";

/** The tags a post's front matter names, or the message saying what is wrong with the field. */
export type ResolvedTags = { tags: BlogTag[] } | { problem: string; hint: string };

/**
 * Resolves front matter `tags`: each a key of tags.yml, a plain label (its page path is the label slugified),
 * or an inline `{ label, permalink }`. A tag listed twice counts once.
 */
export function resolvePostTags(value: unknown, known: Record<string, BlogTag>, blogBase: string): ResolvedTags {
  if (value === undefined || value === null) return { tags: [] };
  const items = typeof value === "string" ? [value] : value;
  if (!Array.isArray(items)) {
    return { problem: "`tags` must be a list.", hint: "Write `tags: [docs, release]`, or one tag per line starting with `- `." };
  }
  const tags: BlogTag[] = [];
  for (const item of items) {
    let tag: BlogTag;
    if (typeof item === "string" || typeof item === "number") {
      const name = String(item);
      tag = known[name] ?? { label: name, permalink: tagUrl(blogBase, tagPathOf(name)) };
    } else if (typeof item === "object" && item !== null && typeof (item as { label?: unknown }).label === "string") {
      const { label, permalink } = item as { label: string; permalink?: unknown };
      tag = { label, permalink: tagUrl(blogBase, typeof permalink === "string" ? permalink : tagPathOf(label)) };
    } else {
      return { problem: "Each tag must be a tags.yml key, a label, or `{ label, permalink }`.", hint: "Write `tags: [docs, release]`." };
    }
    if (!tags.some((existing) => existing.permalink === tag.permalink)) tags.push(tag);
  }
  return { tags };
}
