import path from "node:path";
import { watch } from "chokidar";
import { templatesDir } from "../build/edsitePaths.js";
import type { SitePaths } from "../types.js";

/** What dev watches: the content, the files copied as they are, the config and the theme. */
export function watchedPaths(paths: SitePaths): string[] {
  return [paths.content, paths.public, paths.configFile, templatesDir];
}

/**
 * Calls `onChange` with the path of every file or folder added, changed or removed under the watched paths.
 * Paths that do not exist yet (no public/ folder) are picked up when they appear.
 */
export async function watchSite(paths: SitePaths, onChange: (file: string) => void): Promise<{ add(files: string[]): void; close(): Promise<void> }> {
  const watcher = watch(watchedPaths(paths), {
    ignoreInitial: true,
    // Editors' swap and backup files change on every keystroke and are never part of the site.
    ignored: (file) => /(^|[/\\])(\.#|#)|\.(swp|swx|tmp)$|~$/.test(file),
  });
  watcher.on("all", (_event, file) => onChange(file));
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
    close: () => watcher.close(),
  };
}
