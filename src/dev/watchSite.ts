import { realpathSync } from "node:fs";
import path from "node:path";
import { watch } from "chokidar";
import { templatesDir } from "../package/edsitePaths.js";
import { fileStamp } from "../fileStamp.js";
import type { SitePaths } from "../types.js";
import { isWatchableLink } from "./watchableLink.js";

/**
 * chokidar reports no further change of a file for 50 ms after one it reported. A second save in that time
 * (a formatter writing again, a tool writing twice) went unseen, and the page kept the first save until the
 * next one. Each reported file is looked at again once that window has passed.
 */
const RECHECK_AFTER_MS = 60;

/** What dev watches: the content, the files copied as they are, the config and the theme. */
export function watchedPaths(paths: SitePaths): string[] {
  return [...paths.sources, paths.configFile, templatesDir];
}

/**
 * Calls `onChange` with the path of every file or folder added, changed or removed under the watched paths.
 * Paths that do not exist yet (no public/ folder) are picked up when they appear.
 */
export async function watchSite(paths: SitePaths, onChange: (file: string) => void): Promise<{ add(files: string[]): void; close(): Promise<void> }> {
  // The site, and its content folders, which a Docusaurus site may keep outside it (a docs path of ../docs).
  const realRoots = [paths.root, ...paths.sources].map(realPathOf);
  const watcher = watch(watchedPaths(paths), {
    ignoreInitial: true,
    // Editors' swap and backup files change on every keystroke and are never part of the site. chokidar
    // follows symbolic links: not those a build does not follow either (out of the site, or into a loop).
    ignored: (file, stats) => /(^|[/\\])(\.#|#)|\.(swp|swx|tmp)$|~$/.test(file) || (stats?.isSymbolicLink() === true && !isWatchableLink(file, realRoots)),
  });
  const rechecks = new Map<string, NodeJS.Timeout>();
  const recheckLater = (file: string) => {
    const seen = fileStamp(file).text;
    clearTimeout(rechecks.get(file));
    const timer = setTimeout(() => {
      rechecks.delete(file);
      if (fileStamp(file).text !== seen) onChange(file);
    }, RECHECK_AFTER_MS);
    timer.unref();
    rechecks.set(file, timer);
  };
  watcher.on("all", (event, file) => {
    onChange(file);
    if (event === "change" || event === "add") recheckLater(file);
  });
  await new Promise<void>((resolve, reject) => {
    watcher.once("ready", () => resolve());
    watcher.once("error", reject);
  });
  const watched = new Set(watchedPaths(paths));
  return {
    /** Watches more files (what a build read outside the watched folders); known ones are skipped. */
    add(files) {
      const fresh = files.filter((file) => !watched.has(file) && !watchedPaths(paths).some((dir) => file.startsWith(dir + path.sep)));
      for (const file of fresh) watched.add(file);
      if (fresh.length > 0) watcher.add(fresh);
    },
    close: () => {
      for (const timer of rechecks.values()) clearTimeout(timer);
      rechecks.clear();
      return watcher.close();
    },
  };
}

function realPathOf(folder: string): string {
  try {
    return realpathSync(folder);
  } catch {
    return path.resolve(folder);
  }
}
