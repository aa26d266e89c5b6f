import path from "node:path";
import { ConfigError } from "../errors.js";
import type { EditableFile, ResolvedConfig } from "../config/schema.js";
import type { SitePaths } from "../types.js";

/** The 'Edit this page' link of a doc or a post (by its path in its folder), or undefined for none. */
export type EditUrlOf = (area: EditableFile["area"], relativePath: string, permalink: string, version?: DocsVersionOfFile) => string | undefined;

/** The docs version a doc is of, when it is a snapshot's: its name and its folder. */
export interface DocsVersionOfFile {
  name: string;
  docsDir: string;
}

/**
 * How the config's `editUrl` (or the repository's master branch) becomes each page's edit link. A URL gets
 * the area folder's name and the file's path appended; a function is asked for each file.
 */
export function editUrlOf(config: ResolvedConfig, paths: Pick<SitePaths, "root" | "docs" | "blog" | "configFile">): EditUrlOf | undefined {
  const edit = config.editUrl ?? (config.repositoryUrl && `${config.repositoryUrl}/tree/master`);
  if (edit === undefined) return undefined;
  const dirPaths = { docs: relativeDir(paths.root, paths.docs), blog: relativeDir(paths.root, paths.blog) };
  const snapshotDir = (version: DocsVersionOfFile | undefined) => (version && !config.docs.editCurrentVersion ? relativeDir(paths.root, version.docsDir) : undefined);
  if (typeof edit === "string") {
    const base = edit.replace(/\/+$/, "");
    // The docs folder's own name (`docs` of `content/docs`), and `blog` for posts, as in the repository's layout;
    // a snapshot's docs by their folder from the site's root (`versioned_docs/version-1.0`).
    return (area, relativePath, _permalink, version) => `${base}/${area === "docs" ? (snapshotDir(version) ?? path.posix.basename(dirPaths.docs)) : "blog"}/${relativePath}`;
  }
  return (area, relativePath, permalink, version) => {
    const file: EditableFile = { area, dirPath: (area === "docs" && snapshotDir(version)) || dirPaths[area], path: relativePath, permalink, ...(version ? { version: version.name } : {}) };
    let url: unknown;
    try {
      url = edit(file);
    } catch (error) {
      throw new ConfigError(`editUrl threw for ${file.dirPath}/${relativePath}: ${error instanceof Error ? error.message : String(error)}`, {
        file: paths.configFile,
        hint: "editUrl is called with { area, dirPath, path, permalink } for each doc and post; make it return a URL (or undefined for no link).",
        cause: error,
      });
    }
    if (url === undefined || url === null || url === "") return undefined;
    if (typeof url !== "string") {
      throw new ConfigError(`editUrl returned ${JSON.stringify(url)} for ${file.dirPath}/${relativePath}, not a URL.`, { file: paths.configFile, hint: "Return a string (or undefined for no link)." });
    }
    return url;
  };
}

/** The folder's path from the site's root, with forward slashes: `docs`, `content/docs`. */
function relativeDir(root: string, dir: string): string {
  return path.relative(root, dir).split(path.sep).join("/") || ".";
}
