// Just enough HTML inspection for the theme tests: the markup is React's own output, so tags are well formed
// and attributes are always double-quoted.

/** Every start tag of `name` with its attributes. */
export function findTags(html: string, name: string): Record<string, string>[] {
  const tags: Record<string, string>[] = [];
  const tagPattern = new RegExp(`<${name}(\\s[^>]*)?>`, "g");
  for (const match of html.matchAll(tagPattern)) tags.push(parseAttributes(match[1] ?? ""));
  return tags;
}

function parseAttributes(source: string): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const match of source.matchAll(/([^\s=/>]+)(?:="([^"]*)")?/g)) {
    attributes[match[1]!] = decodeEntities(match[2] ?? "");
  }
  return attributes;
}

function decodeEntities(text: string): string {
  return text.replace(/&quot;/g, '"').replace(/&#x27;/g, "'").replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&amp;/g, "&");
}

/** How many elements named `name` the markup opens. */
export function countTags(html: string, name: string): number {
  return findTags(html, name).length;
}

/**
 * The first element a keyboard user reaches: a link with href, a button, input, select, textarea or
 * summary that is not disabled, or anything with a non-negative tabindex. Returns its tag and attributes.
 */
export function firstFocusable(html: string): { tag: string; attributes: Record<string, string> } | undefined {
  for (const match of html.matchAll(/<(a|button|input|select|textarea|summary|[a-z][a-z0-9-]*)(\s[^>]*)?>/g)) {
    const tag = match[1]!;
    const attributes = parseAttributes(match[2] ?? "");
    if ("disabled" in attributes) continue;
    const tabIndex = attributes.tabindex === undefined ? undefined : Number(attributes.tabindex);
    if (tabIndex !== undefined && tabIndex < 0) continue;
    const focusable =
      (tag === "a" && "href" in attributes) ||
      ["button", "input", "select", "textarea", "summary"].includes(tag) ||
      tabIndex !== undefined;
    if (focusable) return { tag, attributes };
  }
  return undefined;
}

/** The text inside the first element whose start tag contains `marker`, tags stripped. */
export function textOf(html: string, marker: string): string {
  const start = html.indexOf(marker);
  if (start === -1) throw new Error(`no element with ${marker}`);
  const open = html.lastIndexOf("<", start);
  const name = /^<([a-z0-9]+)/.exec(html.slice(open))![1]!;
  const end = html.indexOf(`</${name}>`, start);
  return html
    .slice(html.indexOf(">", start) + 1, end)
    .replace(/<[^>]+>/g, "")
    .replace(/<!-- -->/g, "");
}
