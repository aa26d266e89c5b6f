import { readdir } from "node:fs/promises";
import type { Dirent } from "node:fs";
import path from "node:path";
import { LinkGuard } from "./linkGuard.js";

/**
 * Lists files under `dir` (recursively) as paths relative to it with forward slashes, sorted for stable output.
 * A symbolic link is listed as what it leads to (a folder's files under the link's name) when `links` allows
 * it; without `links`, only links that stay inside `dir` are followed, silently.
 */
export async function walkFiles(dir: string, accept: (relativePath: string) => boolean, links: LinkGuard = new LinkGuard(dir)): Promise<string[]> {
  const files: string[] = [];
  await walkInto({ dir, top: dir, prefix: "", inside: [], links, accept, files });
  return files.sort();
}

interface Walk {
  /** The folder read now: the walk's own, or a folder a link leads to. */
  dir: string;
  /** The folder the walk started in, for messages. */
  top: string;
  /** What the paths under `dir` start with (the link's own path, for a linked folder). */
  prefix: string;
  /** Real folders the walk went through links to reach `dir` (see LinkGuard.follow). */
  inside: readonly string[];
  links: LinkGuard;
  accept: (relativePath: string) => boolean;
  files: string[];
}

async function walkInto(walk: Walk): Promise<void> {
  let entries: Dirent[];
  try {
    // Recursive, without following links: one call for a whole folder, and links are seen as links.
    entries = await readdir(walk.dir, { recursive: true, withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return;
    throw error;
  }
  const linked: { at: string; relative: string; parent: string }[] = [];
  for (const entry of entries) {
    const isLink = entry.isSymbolicLink();
    if (!entry.isFile() && !isLink) continue;
    const inDir = path.relative(walk.dir, path.join(entry.parentPath, entry.name)).split(path.sep).join("/");
    if (inDir.split("/").some((part) => part.startsWith("."))) continue;
    const relative = walk.prefix + inDir;
    if (isLink) linked.push({ at: path.join(entry.parentPath, entry.name), relative, parent: entry.parentPath });
    else if (walk.accept(relative)) walk.files.push(relative);
  }
  if (linked.length === 0) return;
  const realDir = await walk.links.realOf(walk.dir);
  for (const link of linked) {
    // The real folder the link sits in: no link lies between walk.dir and it (readdir follows none).
    const realParent = path.join(realDir, path.relative(walk.dir, link.parent));
    const inside = [...walk.inside, realParent];
    const target = await walk.links.follow(link.at, inside, walk.top);
    if (!target) continue;
    if (target.isDirectory) await walkInto({ ...walk, dir: link.at, prefix: `${link.relative}/`, inside: [...inside, target.real] });
    else if (walk.accept(link.relative)) walk.files.push(link.relative);
  }
}
