import path from "node:path";
import type { ContentGraph } from "../types.js";
import { hasUrlScheme } from "../shared/urlScheme.js";

/**
 * Makes the link resolver the MDX compiler calls for every URL in the content:
 * - `./other.md#part` (a file link, as writers use on GitHub) becomes the route of that file;
 * - `/docs/intro` (a site path without the base) gets the base path, as Docusaurus did;
 * - anything else is left alone.
 */
export function createLinkResolver(content: ContentGraph, baseUrl: string) {
  return linkResolverFor(permalinksOf(content), baseUrl);
}

/** Each doc's and post's file with its route: all a link resolver needs, and plain data a worker can take. */
export function permalinksOf(content: ContentGraph): [file: string, permalink: string][] {
  return [...content.docs.map((d) => [d.file, d.permalink] as [string, string]), ...content.posts.map((p) => [p.file, p.permalink] as [string, string])];
}

/** The resolver for a list of file → route pairs (see createLinkResolver). */
export function linkResolverFor(permalinks: Iterable<[string, string]>, baseUrl: string) {
  const permalinkOfFile = new Map(permalinks);

  return function resolveLink(url: string, fromFile: string): string | { missing: true } | undefined {
    if (url === "" || url.startsWith("#") || url.startsWith("//") || hasUrlScheme(url)) return undefined;
    if (url.startsWith("/")) {
      if (url.startsWith(baseUrl) || `${url}/` === baseUrl) return undefined;
      if (url.startsWith("/@site/")) return undefined;
      return baseUrl + url.slice(1);
    }
    const [pathPart, hash] = splitHash(url);
    if (!/\.mdx?$/.test(pathPart)) return undefined;
    const target = path.resolve(path.dirname(fromFile), decodeURIComponent(pathPart));
    const permalink = permalinkOfFile.get(target);
    if (permalink === undefined) return { missing: true };
    return hash === undefined ? permalink : `${permalink}#${hash}`;
  };
}

function splitHash(url: string): [string, string | undefined] {
  const at = url.indexOf("#");
  return at === -1 ? [url, undefined] : [url.slice(0, at), url.slice(at + 1)];
}
