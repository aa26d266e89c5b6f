import { readlink, realpath, stat } from "node:fs/promises";
import path from "node:path";
import type { Finding } from "../types.js";

/** Where a symbolic link leads once every link on the way is resolved, and whether that is a folder. */
export interface LinkTarget {
  real: string;
  isDirectory: boolean;
}

/** Is `inner` the folder `outer` or somewhere under it? */
export function isWithin(inner: string, outer: string): boolean {
  return inner === outer || inner.startsWith(outer.endsWith(path.sep) ? outer : outer + path.sep);
}

/**
 * Decides which symbolic links a walk of the site's folders follows: only those that lead to a file or
 * folder inside the site's root, and never into a folder the walk is already inside (that would read it over
 * and over). Any other link is skipped and said once as a finding, so a deploy never publishes what lies
 * outside the project and a link such as `x -> ..` cannot make a build read the whole disk.
 */
export class LinkGuard {
  /** What the links that were not followed are, one finding per link. */
  readonly findings: Finding[] = [];
  private readonly reported = new Set<string>();
  private realRoot: Promise<string> | undefined;
  private realFolders: Promise<string[]> | undefined;

  /**
   * `root` is the site's folder: a link may lead anywhere inside it, and inside any of `folders`, the folders
   * read (a Docusaurus site's docs may be `../docs`, outside the site).
   */
  constructor(
    readonly root: string,
    private readonly folders: readonly string[] = [],
  ) {}

  /**
   * Where the link at `link` leads, if the walk may follow it; undefined (with a finding) when it dangles,
   * loops, leaves the root, or leads to one of `inside`, the real folders the walk is in, or a folder above
   * them. `folder` is the site folder being read (`public`, `content/docs`), for the advice.
   */
  async follow(link: string, inside: readonly string[], folder: string): Promise<LinkTarget | undefined> {
    const written = await readlink(link).catch(() => "?");
    let real: string;
    try {
      real = await realpath(link);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === "ELOOP") this.report(link, `${this.name(link)} is a symbolic link to ${written} that leads back to itself through other links: it is skipped. Point it at a file or folder inside the site.`);
      else this.report(link, `${this.name(link)} is a symbolic link to ${written}, which does not exist: it is skipped. Point it at an existing file inside the site, or remove it.`);
      return undefined;
    }
    const root = await this.rootReal();
    this.realFolders ??= Promise.all(this.folders.map((folder) => this.realOf(folder)));
    if (!isWithin(real, root) && !(await this.realFolders).some((folder) => isWithin(real, folder))) {
      this.report(
        link,
        `${this.name(link)} is a symbolic link to ${real}, outside the site's folder ${root}: it is skipped, since a deployed site must not publish what lies outside the project. Copy what it points at into ${this.name(folder)}/, or point the link at something inside the site.`,
      );
      return undefined;
    }
    let isDirectory: boolean;
    try {
      isDirectory = (await stat(real)).isDirectory();
    } catch {
      return undefined;
    }
    if (isDirectory && inside.some((dir) => isWithin(dir, real))) {
      this.report(link, `${this.name(link)} is a symbolic link to ${written}, a folder that already holds it (directly or through another link): following it would read the same files over and over, so it is skipped. Remove the link, or point it at a folder that does not hold it.`);
      return undefined;
    }
    return { real, isDirectory };
  }

  /** The real path of the site's root (itself maybe reached through a link, as /tmp is on some systems). */
  rootReal(): Promise<string> {
    this.realRoot ??= this.realOf(this.root);
    return this.realRoot;
  }

  /** A folder's real path; the path as it is when it cannot be resolved. */
  realOf(dir: string): Promise<string> {
    return realpath(dir).catch(() => path.resolve(dir));
  }

  private name(file: string): string {
    return path.relative(this.root, file).split(path.sep).join("/") || ".";
  }

  private report(link: string, message: string): void {
    // Several walks read the same folder (the docs for their pages and for their category files).
    if (this.reported.has(link)) return;
    this.reported.add(link);
    this.findings.push({ kind: "symlink", message, source: { file: link } });
  }
}
