import { realpath, stat } from "node:fs/promises";
import path from "node:path";
import type { SiteOutput } from "../site/buildSite.js";
import type { OutputFile } from "../output/emitSite.js";
import { resolveRequestPath } from "../serve/resolveRequestPath.js";
import { sameContents } from "./sameContents.js";
import { isWithin } from "../content/linkGuard.js";

/** What the dev server needs of a build: its files, its base path, where public/ is and the site's folder. */
export interface ServedSite {
  files: OutputFile[];
  baseUrl: string;
  publicDir: string;
  /** A symbolic link in public/ is served only if it leads inside this folder, as a build copies only those. */
  siteRoot: string;
}

/** The part of a build the dev server serves. */
export function servedSite(site: SiteOutput): ServedSite {
  return { files: site.files, baseUrl: site.config.baseUrl, publicDir: site.paths.public, siteRoot: site.paths.root };
}

/** A file the dev server answers with: generated in memory, or a file of public/ read from disk. */
export type FoundFile = { name: string; contents: string | Uint8Array } | { name: string; file: string };

/** A stand-in root: candidates are computed as paths under it and looked up in memory. */
const MEMORY_ROOT = path.resolve("/__edsite_memory__");

/** How many earlier builds' assets stay available to tabs that have not reloaded yet. */
const KEPT_GENERATIONS = 3;

/**
 * A built site as the dev server serves it: the generated files from memory and public/ straight from disk
 * (so a new image shows without a rebuild), at the same URL forms `edsite serve` answers.
 */
export class SiteFiles {
  private readonly generated: Map<string, string | Uint8Array>;
  private readonly base: string;
  /**
   * Assets of the builds before this one, newest first. A tab still showing an earlier build asks for its
   * own chunks (prefetch, navigation) until it reloads; their names carry a content hash, so serving an
   * older one is exactly right.
   */
  private readonly earlierAssets: Map<string, string | Uint8Array>[];

  /** The site's base path (`/ki-editor/`) and its public/ folder. */
  readonly baseUrl: string;
  private readonly publicDir: string;
  private readonly siteRoot: string;

  constructor(site: ServedSite, previous?: SiteFiles) {
    this.generated = new Map(site.files.map((f) => [f.path, f.contents]));
    this.baseUrl = site.baseUrl;
    this.publicDir = site.publicDir;
    this.siteRoot = site.siteRoot;
    this.base = site.baseUrl.replace(/^\//, "");
    const assets = previous ? new Map([...previous.generated].filter(([name]) => name.startsWith(`${previous.base}assets/`))) : undefined;
    this.earlierAssets = previous && assets ? [assets, ...previous.earlierAssets].slice(0, KEPT_GENERATIONS) : [];
  }

  /** What is served now, as a build's ServedSite (what a snapshot keeps). */
  served(): ServedSite {
    return { files: [...this.generated].map(([name, contents]) => ({ path: name, contents })), baseUrl: this.baseUrl, publicDir: this.publicDir, siteRoot: this.siteRoot };
  }

  /** The generated file at a path under the output folder, as a file to add elsewhere. */
  file(name: string): OutputFile | undefined {
    const contents = this.generated.get(name);
    return contents === undefined ? undefined : { path: name, contents };
  }

  /** Files the build adds later (see add), and how to have them now. */
  private pending?: { paths: Set<string>; ready: () => Promise<void>; waiting?: Promise<void> };

  /** Says which files the build adds later: a request for one that is not here yet waits for `ready`. */
  expect(paths: string[], ready: () => Promise<void>): void {
    this.pending = { paths: new Set(paths), ready };
  }

  /** Adds files the build made after its pages (the search files, see SiteOutput.searchLater). */
  add(files: OutputFile[]): void {
    this.pending = undefined;
    for (const file of files) this.generated.set(file.path, file.contents);
  }

  /** The file for a URL path, or undefined; paths that could leave the site find nothing. */
  async find(urlPath: string): Promise<FoundFile | undefined> {
    const relatives = candidatesFor(urlPath);
    if (!relatives) return undefined;
    for (const relative of relatives) {
      const contents = this.generated.get(relative);
      if (contents !== undefined) return { name: relative, contents };
    }
    const pending = this.pending;
    if (pending && relatives.some((relative) => pending.paths.has(relative))) {
      // Every request for them waits for the one build.
      pending.waiting ??= pending.ready();
      await pending.waiting;
      for (const relative of relatives) {
        const contents = this.generated.get(relative);
        if (contents !== undefined) return { name: relative, contents };
      }
    }
    for (const assets of this.earlierAssets) {
      const contents = assets.get(relatives[0]!);
      if (contents !== undefined) return { name: relatives[0]!, contents };
    }
    for (const relative of relatives) {
      if (!relative.startsWith(this.base) || relative === this.base.replace(/\/$/, "")) continue;
      const file = await this.publicFile(relative.slice(this.base.length));
      if (file) return { name: relative, file };
    }
    return undefined;
  }

  /** The generated page a URL path leads to; undefined for anything else. */
  page(urlPath: string): string | Uint8Array | undefined {
    for (const name of candidatesFor(urlPath) ?? []) {
      const contents = name.endsWith(".html") ? this.generated.get(name) : undefined;
      if (contents !== undefined) return contents;
    }
    return undefined;
  }

  /** The site's 404 page. */
  notFound(): FoundFile | undefined {
    const name = `${this.base}404.html`;
    const contents = this.generated.get(name);
    return contents === undefined ? undefined : { name, contents };
  }

  /** How many generated files differ from another build's (added, removed or changed). */
  differenceFrom(other: SiteFiles | undefined): number {
    if (!other) return this.generated.size;
    let changed = 0;
    for (const [name, contents] of this.generated) if (!sameContents(contents, other.generated.get(name))) changed++;
    for (const name of other.generated.keys()) if (!this.generated.has(name)) changed++;
    return changed;
  }

  private async publicFile(relative: string): Promise<string | undefined> {
    try {
      const realRoot = await realpath(this.siteRoot);
      const real = await realpath(path.join(this.publicDir, relative));
      // The request path cannot leave public/ (see resolveRequestPath); a symbolic link in it can, and is
      // followed only inside the site, as a build copies it (see LinkGuard).
      if (!isWithin(real, realRoot)) return undefined;
      return (await stat(real)).isFile() ? real : undefined;
    } catch {
      return undefined;
    }
  }
}

/** The pages a URL path may name, as paths under the output folder (`ki-editor/docs/x/index.html`). */
export function pageCandidates(urlPath: string): string[] | undefined {
  return candidatesFor(urlPath)?.filter((name) => name.endsWith(".html"));
}

/** The files a URL path may name, relative to the output folder, in the order `edsite serve` tries them. */
function candidatesFor(urlPath: string): string[] | undefined {
  return resolveRequestPath(MEMORY_ROOT, urlPath)?.map((candidate) => path.relative(MEMORY_ROOT, candidate).split(path.sep).join("/"));
}
