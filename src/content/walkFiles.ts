import { readdir } from "node:fs/promises";
import path from "node:path";

/** Lists files under `dir` (recursively) as paths relative to it with forward slashes, sorted for stable output. */
export async function walkFiles(dir: string, accept: (relativePath: string) => boolean): Promise<string[]> {
  let entries;
  try {
    entries = await readdir(dir, { recursive: true, withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
  const files: string[] = [];
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const relative = path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join("/");
    if (relative.split("/").some((part) => part.startsWith("."))) continue;
    if (accept(relative)) files.push(relative);
  }
  return files.sort();
}
