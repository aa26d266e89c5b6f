import type { BlogAuthor } from "../../shared/types.js";
import { ContentError, type EdsiteError } from "../../errors.js";
import { readYamlMap } from "./readYamlMap.js";
import { SOCIAL_PLATFORMS, socialUrl } from "./socialUrls.js";
import { blogUrl } from "./blogUrls.js";

const AUTHOR_FIELDS = ["name", "title", "url", "image_url", "email", "socials", "page"];

/**
 * Reads `authors.yml` (key → name, title, url, image_url, socials, page) into authors keyed as in the file.
 * Problems are pushed to `problems` so that every bad entry is reported in one run; a missing file means no
 * authors.
 */
export async function readAuthorsFile(
  file: string,
  baseUrl: string,
  /** Where the blog is served (blogBaseUrl), for authors' pages. */
  blogBase: string,
  problems: EdsiteError[],
): Promise<Record<string, BlogAuthor>> {
  let entries;
  try {
    entries = await readYamlMap(file);
  } catch (error) {
    problems.push(error as EdsiteError);
    return {};
  }
  const authors: Record<string, BlogAuthor> = {};
  for (const { key, value, line, fieldLines } of entries ?? []) {
    const fail = (message: string, field?: string, hint?: string) =>
      problems.push(new ContentError(`Author \`${key}\`: ${message}`, { file, line: (field && fieldLines.get(field)) || line, hint }));
    if (typeof value !== "object" || value === null || Array.isArray(value)) {
      fail("the entry must be a mapping of fields.", undefined, `Indent fields under the key, like \`  name: Jane Doe\`.`);
      continue;
    }
    const entry = value as Record<string, unknown>;
    for (const field of Object.keys(entry)) {
      if (!AUTHOR_FIELDS.includes(field)) {
        fail(`unknown field \`${field}\`.`, field, `Known fields: ${AUTHOR_FIELDS.join(", ")}.`);
      }
    }
    if (typeof entry.name !== "string" || entry.name.trim() === "") {
      fail("`name` is missing.", "name", "Add `name: <the author's name>` to the entry.");
      continue;
    }
    const author: BlogAuthor = { key, name: entry.name };
    for (const [field, target] of [["title", "title"], ["url", "url"], ["image_url", "imageUrl"]] as const) {
      const fieldValue = entry[field];
      if (fieldValue === undefined || fieldValue === null) continue;
      if (typeof fieldValue !== "string") fail(`\`${field}\` must be a string.`, field);
      else author[target] = target === "imageUrl" ? siteImageUrl(fieldValue, baseUrl) : fieldValue;
    }
    const socials = readSocials(entry.socials, (message) => fail(message, "socials", `Write a full URL, or a handle for one of: ${SOCIAL_PLATFORMS.join(", ")}.`));
    if (socials) author.socials = socials;
    const page = entry.page;
    if (page === true) author.page = blogUrl(blogBase, `authors/${key}`);
    else if (typeof page === "object" && page !== null && typeof (page as { permalink?: unknown }).permalink === "string") {
      author.page = blogUrl(blogBase, `authors/${(page as { permalink: string }).permalink.replace(/^\/+|\/+$/g, "")}`);
    } else if (page !== undefined && page !== false && page !== null) {
      fail("`page` must be true, false or `{ permalink: /some-path }`.", "page");
    }
    authors[key] = author;
  }
  return authors;
}

/** `/img/a.png` names a file of the site's public/ folder, so it gets the base path, as in Docusaurus. */
export function siteImageUrl(url: string, baseUrl: string): string {
  if (!url.startsWith("/") || url.startsWith("//") || url.startsWith(baseUrl)) return url;
  return baseUrl + url.slice(1);
}

function readSocials(value: unknown, fail: (message: string) => void): Record<string, string> | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== "object" || Array.isArray(value)) {
    fail("`socials` must be a mapping like `github: handle`.");
    return undefined;
  }
  const socials: Record<string, string> = {};
  for (const [platform, handle] of Object.entries(value as Record<string, unknown>)) {
    if (typeof handle !== "string" && typeof handle !== "number") {
      fail(`\`socials.${platform}\` must be a handle or a URL.`);
      continue;
    }
    const url = socialUrl(platform, String(handle));
    if (url === undefined) fail(`\`socials.${platform}\`: no known profile URL for a \`${platform}\` handle.`);
    else socials[platform] = url;
  }
  return socials;
}
