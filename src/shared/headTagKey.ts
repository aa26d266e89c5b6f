import type { HeadTag } from "./types.js";

/** Attributes that name a `<meta>`: two tags with the same value of the first one present are one setting. */
const META_NAMES = ["name", "property", "http-equiv", "charset", "itemprop"];

/**
 * What a head tag sets, for telling which tags replace which: `title`, `meta:name=description`,
 * `link:canonical`, `link:href=...`; undefined for a tag that never replaces another (a script, a style).
 * As in Docusaurus's Head: of tags with the same key, the last one given stays.
 */
export function headTagKey(tag: Pick<HeadTag, "tag" | "attributes">): string | undefined {
  const { attributes } = tag;
  if (tag.tag === "title" || tag.tag === "base") return tag.tag;
  if (tag.tag === "meta") {
    const name = META_NAMES.find((attribute) => attributes[attribute] !== undefined);
    return name === undefined ? undefined : `meta:${name}=${attributes[name]!.toLowerCase()}`;
  }
  if (tag.tag === "link") {
    if (attributes.rel?.toLowerCase() === "canonical") return "link:canonical";
    return attributes.href === undefined ? undefined : `link:href=${attributes.href}`;
  }
  return undefined;
}

/** The tags that stay: of those with the same key, the last one, in its place; every tag without a key. */
export function lastOfEachKey(tags: readonly HeadTag[]): HeadTag[] {
  const lastIndex = new Map<string, number>();
  tags.forEach((tag, index) => {
    const key = headTagKey(tag);
    if (key !== undefined) lastIndex.set(key, index);
  });
  return tags.filter((tag, index) => {
    const key = headTagKey(tag);
    return key === undefined || lastIndex.get(key) === index;
  });
}
