import { readdir } from "node:fs/promises";
import path from "node:path";
import { LinkGuard } from "../linkGuard.js";

/** A file that is a blog post, with what its name says about it. */
export interface PostFile {
  /** Absolute path. */
  file: string;
  /** Relative to the blog folder, forward slashes: `2024-09-20-hello.md`, `2024-09-20-hello/index.mdx`. */
  relativePath: string;
  /** `YYYY-MM-DD` from a name like `2024-09-20-hello`, if it has one. */
  nameDate?: string;
  /** The name after the date: `hello`. */
  nameSlug: string;
}

const MARKDOWN = /\.mdx?$/;
const DATED_NAME = /^(\d{4}-\d{2}-\d{2})-(.+)$/;

/**
 * Lists the posts in a blog folder: every `*.md(x)` at its top and every `<folder>/index.md(x)` (a post with
 * its images beside it). Names starting with `_` (partials) or `.` are skipped. Other
 * Markdown inside post folders is left alone, since a post folder may hold partials. A missing folder is empty.
 * A symbolic link counts as the file or folder it leads to, if `links` lets the walk follow it.
 */
export async function findPostFiles(blogDir: string, links: LinkGuard = new LinkGuard(blogDir)): Promise<PostFile[]> {
  let entries;
  try {
    entries = await readdir(blogDir, { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
  const posts: PostFile[] = [];
  const blogReal = entries.some((entry) => entry.isSymbolicLink()) ? await links.realOf(blogDir) : blogDir;
  for (const entry of entries) {
    if (entry.name.startsWith("_") || entry.name.startsWith(".")) continue;
    const target = entry.isSymbolicLink() ? await links.follow(path.join(blogDir, entry.name), [blogReal], blogDir) : undefined;
    if (entry.isSymbolicLink() && !target) continue;
    const isFile = target ? !target.isDirectory : entry.isFile();
    const isDirectory = target ? target.isDirectory : entry.isDirectory();
    if (isFile && MARKDOWN.test(entry.name)) {
      posts.push(describe(blogDir, entry.name, entry.name.replace(MARKDOWN, "")));
    } else if (isDirectory) {
      const inner = await readdir(path.join(blogDir, entry.name));
      const index = ["index.mdx", "index.md"].find((name) => inner.includes(name));
      if (index) posts.push(describe(blogDir, `${entry.name}/${index}`, entry.name));
    }
  }
  return posts.sort((a, b) => a.relativePath.localeCompare(b.relativePath));
}

function describe(blogDir: string, relativePath: string, name: string): PostFile {
  const file = path.join(blogDir, ...relativePath.split("/"));
  const dated = DATED_NAME.exec(name);
  return dated ? { file, relativePath, nameDate: dated[1]!, nameSlug: dated[2]! } : { file, relativePath, nameSlug: name };
}
