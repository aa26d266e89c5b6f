import path from "node:path";
import type { ContentGraph, LinkFolders } from "../types.js";
import { hasUrlScheme } from "../shared/urlScheme.js";

/** All a link resolver needs, as plain data a worker thread can take. */
export interface LinkTargets {
  /** Each doc's and post's file with its route. */
  permalinks: [file: string, permalink: string][];
  baseUrl: string;
  folders: LinkFolders;
}

/** Each doc's and post's file with its route. */
export function permalinksOf(content: ContentGraph): [file: string, permalink: string][] {
  return [...content.docs.map((d) => [d.file, d.permalink] as [string, string]), ...content.posts.map((p) => [p.file, p.permalink] as [string, string])];
}

/**
 * Makes the link resolver the MDX compiler calls for every URL in the content:
 * - a link to a `.md`/`.mdx` file (as writers link on GitHub) becomes the route of that file, found where
 *   Docusaurus looks (see candidateFiles);
 * - `/docs/intro` (a site path without the base) gets the base path, as Docusaurus did;
 * - anything else is left alone.
 */
export function linkResolverFor(targets: LinkTargets) {
  const permalinkOfFile = new Map(targets.permalinks);
  const { baseUrl, folders } = targets;

  return function resolveLink(url: string, fromFile: string): string | { missing: true } | undefined {
    if (url === "" || url.startsWith("#") || url.startsWith("//") || hasUrlScheme(url)) return undefined;
    const [pathPart, hash] = splitHash(url);
    const markdown = /\.mdx?$/.test(pathPart);
    if (url.startsWith("/") && !markdown) {
      if (url.startsWith(baseUrl) || `${url}/` === baseUrl) return undefined;
      if (url.startsWith("/@site/")) return undefined;
      return baseUrl + url.slice(1);
    }
    if (!markdown) return undefined;
    const written = decodeURIComponent(pathPart);
    const candidates = candidateFiles(written, fromFile, folders);
    const permalink = (folders.translated ? candidates.flatMap((file) => [file, ...counterparts(file, folders.translated!)]) : candidates)
      .map((file) => permalinkOfFile.get(file))
      .find((found) => found !== undefined);
    if (permalink === undefined) return { missing: true };
    return hash === undefined ? permalink : `${permalink}#${hash}`;
  };
}

/**
 * Where Docusaurus looks for a linked Markdown file, in its order: `./x.md` and `../x.md` beside the linking
 * file only; `/x.md` in the linking file's content folder, then the site's folder; any other `x.md` in those
 * two first and beside the linking file last. So `docs/guide.md` written in any doc names the site's
 * `docs/guide.md`.
 */
function candidateFiles(written: string, fromFile: string, folders: LinkFolders): string[] {
  const beside = path.dirname(fromFile);
  if (written.startsWith("./") || written.startsWith("../")) return [path.resolve(beside, written)];
  const content = folders.content.find((folder) => fromFile.startsWith(folder + path.sep));
  const roots = [...(content ? [content] : []), folders.site];
  const fromRoots = roots.map((root) => path.join(root, written));
  return written.startsWith("/") ? fromRoots : [...fromRoots, path.resolve(beside, written)];
}

/** The file at the same path in the other folder of each original and translated pair the file is in. */
function counterparts(file: string, pairs: [string, string][]): string[] {
  return pairs.flatMap(([original, translated]) => {
    if (file.startsWith(translated + path.sep)) return [original + file.slice(translated.length)];
    if (file.startsWith(original + path.sep)) return [translated + file.slice(original.length)];
    return [];
  });
}

function splitHash(url: string): [string, string | undefined] {
  const at = url.indexOf("#");
  return at === -1 ? [url, undefined] : [url.slice(0, at), url.slice(at + 1)];
}
