import { LinkGuard } from "../linkGuard.js";
import { walkFiles } from "../walkFiles.js";
import path from "node:path";

/** A file that is a blog post, with what its path says about it. */
export interface PostFile {
  /** Absolute path. */
  file: string;
  /** Relative to the blog folder, forward slashes: `2024-09-20-hello.md`, `2024-09-20-hello/index.mdx`, `releases/x.md`. */
  relativePath: string;
  /** `YYYY-MM-DD` from a path like `2024-09-20-hello.md` or `2024/09/20/hello.md`, if it has one. */
  nameDate?: string;
  /** The post's URL under the blog when its front matter gives none: `2024/09/20/hello`, `releases/x`. */
  nameSlug: string;
}

const MARKDOWN = /\.mdx?$/;
/** Docusaurus's reading of a post's path: the folders before a date, the date, and the name after it. */
const DATED_PATH = /^(?<folder>.*)(?<date>\d{4}[-/]\d{1,2}[-/]\d{1,2})[-/]?(?<text>.*?)(?:\/index)?\.mdx?$/;

/**
 * Lists the posts in a blog folder as Docusaurus finds them: every `.md` and `.mdx` file at any depth, but
 * those whose name or any of whose folders starts with `_` (partials) or `.`, and test folders. A missing
 * folder is empty. A symbolic link counts as the file or folder it leads to, if `links` lets the walk follow it.
 */
export async function findPostFiles(blogDir: string, links: LinkGuard = new LinkGuard(blogDir)): Promise<PostFile[]> {
  const files = await walkFiles(blogDir, isPostPath, links);
  return files.map((relativePath) => describe(blogDir, relativePath));
}

function isPostPath(relativePath: string): boolean {
  if (!MARKDOWN.test(relativePath)) return false;
  return relativePath.split("/").every((part) => !part.startsWith("_") && !part.startsWith(".") && part !== "__tests__");
}

/**
 * A post's date and default URL from its path, as Docusaurus makes them: a dated path's date (its `-` or `/`
 * separators as `/`), then the folders before it and the name after it (`releases/2022-07-02-x.md` is
 * `2022/07/02/releases/x`); an undated one's path without its extension (and `/index`).
 */
function describe(blogDir: string, relativePath: string): PostFile {
  const file = path.join(blogDir, ...relativePath.split("/"));
  const dated = DATED_PATH.exec(relativePath)?.groups;
  if (!dated) return { file, relativePath, nameSlug: relativePath.replace(/(?:\/index)?\.mdx?$/, "") };
  const [year, month, day] = dated.date!.split(/[-/]/);
  const nameDate = `${year}-${month!.padStart(2, "0")}-${day!.padStart(2, "0")}`;
  return { file, relativePath, nameDate, nameSlug: `${dated.date!.replace(/-/g, "/")}/${dated.folder}${dated.text}` };
}
