import type { HeadTag } from "../shared/types.js";
import { escapeHtml } from "./escapeHtml.js";

/** The attribute that marks the tags a page's `<Head>` wrote, so the browser can tell them from the theme's. */
export const HEAD_TAG_MARK = "data-rh";

/** Elements that have no content and no end tag. */
const VOID_TAGS = new Set(["meta", "link", "base"]);

/** Attributes as HTML, each value escaped; a boolean one (empty value) as its name alone. */
export function attributesHtml(attributes: Record<string, string>): string {
  return Object.entries(attributes)
    .map(([name, value]) => (value === "" ? ` ${name}` : ` ${name}="${escapeHtml(value)}"`))
    .join("");
}

/** Raw element content that cannot end its element early: `</script` inside a script is written `<\/script`. */
function rawContent(tag: string, content: string): string {
  return content.replace(new RegExp(`</(${tag})`, "gi"), "<\\/$1");
}

/** One tag of a page's `<Head>` as HTML, marked as the page's; `html` and `body` tags are attributes elsewhere. */
export function headTagHtml(tag: HeadTag): string {
  if (tag.tag === "html" || tag.tag === "body") return "";
  const open = `<${tag.tag} ${HEAD_TAG_MARK}="true"${attributesHtml(tag.attributes)}>`;
  if (VOID_TAGS.has(tag.tag)) return open;
  const content = tag.content ?? "";
  return `${open}${tag.tag === "title" ? escapeHtml(content) : rawContent(tag.tag, content)}</${tag.tag}>`;
}

/** The attributes the page's `<Head>` gives `<html>` or `<body>`, a later value of an attribute winning. */
export function elementAttributes(tags: readonly HeadTag[], element: "html" | "body"): Record<string, string> {
  return Object.assign({}, ...tags.filter((tag) => tag.tag === element).map((tag) => tag.attributes)) as Record<string, string>;
}
