import { XMLParser, XMLValidator } from "fast-xml-parser";

const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: "@" });

const isAbsolute = (url: unknown) => typeof url === "string" && /^https?:\/\/[^/]/.test(url);
const list = <T>(value: T | T[] | undefined): T[] => (value === undefined ? [] : Array.isArray(value) ? value : [value]);

/** URLs in href/src attributes of embedded HTML that are not absolute: feed readers have no base to resolve them. */
function relativeUrlsIn(html: string): string[] {
  return [...html.matchAll(/\s(?:href|src)="([^"]*)"/g)].map((m) => m[1]!).filter((u) => !isAbsolute(u) && !u.startsWith("mailto:") && !u.startsWith("#"));
}

function textOf(node: unknown): string {
  if (typeof node === "string") return node;
  if (node && typeof node === "object" && "#text" in node) return String((node as { "#text": unknown })["#text"]);
  return "";
}

/** Problems of an RSS 2.0 feed: well-formedness, required channel and item elements, absolute URLs only. */
export function checkRss(xml: string): string[] {
  const valid = XMLValidator.validate(xml);
  if (valid !== true) return [`not well-formed XML: ${valid.err.msg} (line ${valid.err.line})`];
  const problems: string[] = [];
  const channel = parser.parse(xml)?.rss?.channel;
  if (!channel) return ["no <rss><channel>"];
  for (const field of ["title", "link", "description"]) if (!channel[field]) problems.push(`channel has no <${field}>`);
  if (channel.link && !isAbsolute(textOf(channel.link))) problems.push(`channel <link> is not absolute: ${textOf(channel.link)}`);
  for (const [i, item] of list<Record<string, unknown>>(channel.item).entries()) {
    if (!item.title && !item.description) problems.push(`item ${i} has neither <title> nor <description>`);
    if (item.link !== undefined && !isAbsolute(textOf(item.link))) problems.push(`item ${i} <link> is not absolute: ${textOf(item.link)}`);
    for (const url of relativeUrlsIn(textOf(item["content:encoded"]) + textOf(item.description))) problems.push(`item ${i} content has a relative URL: ${url}`);
  }
  return problems;
}

/** Problems of an Atom 1.0 feed: required feed and entry elements, absolute URLs only. */
export function checkAtom(xml: string): string[] {
  const valid = XMLValidator.validate(xml);
  if (valid !== true) return [`not well-formed XML: ${valid.err.msg} (line ${valid.err.line})`];
  const problems: string[] = [];
  const feed = parser.parse(xml)?.feed;
  if (!feed) return ["no <feed>"];
  for (const field of ["id", "title", "updated"]) if (!feed[field]) problems.push(`feed has no <${field}>`);
  for (const link of list<Record<string, string>>(feed.link)) if (!isAbsolute(link["@href"])) problems.push(`feed <link> is not absolute: ${link["@href"]}`);
  for (const [i, entry] of list<Record<string, unknown>>(feed.entry).entries()) {
    for (const field of ["id", "title", "updated", "link", "content"]) if (!entry[field]) problems.push(`entry ${i} has no <${field}>`);
    for (const link of list<Record<string, string>>(entry.link as Record<string, string>)) {
      if (!isAbsolute(link["@href"])) problems.push(`entry ${i} <link> is not absolute: ${link["@href"]}`);
    }
    for (const url of relativeUrlsIn(textOf(entry.content))) problems.push(`entry ${i} content has a relative URL: ${url}`);
  }
  return problems;
}

/** Problems of a sitemap: the required urlset namespace and an absolute <loc> for every <url>. */
export function checkSitemap(xml: string): string[] {
  const valid = XMLValidator.validate(xml);
  if (valid !== true) return [`not well-formed XML: ${valid.err.msg} (line ${valid.err.line})`];
  const urlset = parser.parse(xml)?.urlset;
  if (!urlset) return ["no <urlset>"];
  const problems: string[] = [];
  if (urlset["@xmlns"] !== "http://www.sitemaps.org/schemas/sitemap/0.9") problems.push("urlset lacks the sitemap namespace");
  const urls = list<Record<string, unknown>>(urlset.url);
  if (urls.length === 0) problems.push("no <url>");
  if (urls.length > 50_000) problems.push("more than 50,000 URLs");
  for (const [i, url] of urls.entries()) {
    const loc = textOf(url.loc);
    if (!isAbsolute(loc)) problems.push(`url ${i} <loc> is not an absolute URL: ${loc}`);
    if (loc.length > 2048) problems.push(`url ${i} <loc> is longer than 2,048 characters`);
  }
  return problems;
}
