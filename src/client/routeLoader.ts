import { manifestKey, NOT_FOUND_KEY } from "../shared/routeKey.js";
import { entryParts, type RouteManifestEntry } from "../shared/routeManifestEntry.js";
import type { RouteModule } from "./routeModule.js";
import { fetchJson, loadOnce } from "./loadOnce.js";
import { loadCurrentBuild } from "./currentBuild.js";

type Manifest = Record<string, RouteManifestEntry>;

/**
 * Finds and loads route chunks. The manifest is fetched once, lazily, from where the current-build file says:
 * a first visit never pays for the map of every route, and its size does not touch the main chunk's hash.
 */
export class RouteLoader {
  private readonly manifests = loadOnce<Manifest>();
  private readonly modules = loadOnce<RouteModule>();

  constructor(
    private readonly baseUrl: string,
    private readonly assetsUrl: string,
  ) {}

  /** The current build's manifest, fetched on first use; a failed fetch is retried on the next call. */
  async loadManifest(): Promise<Manifest> {
    const { manifest } = await loadCurrentBuild();
    return this.manifests(manifest, () => fetchJson<Manifest>(manifest));
  }

  /**
   * The chunk URL that renders `pathname`, with the URLs of the stylesheets it needs: its route's, or the
   * not-found page's. Undefined outside the site.
   */
  async chunkFor(pathname: string): Promise<{ url: string; styles: string[]; found: boolean } | undefined> {
    const key = manifestKey(pathname, this.baseUrl);
    if (key === undefined) return undefined;
    const manifest = await this.loadManifest();
    const entry = manifest[key] ?? manifest[NOT_FOUND_KEY];
    if (!entry) return undefined;
    const { chunk, styles } = entryParts(entry);
    return { url: this.assetsUrl + chunk, styles: styles.map((file) => this.assetsUrl + file), found: manifest[key] !== undefined };
  }

  /** Imports a chunk once; a failed import is forgotten so a retry fetches again. */
  load(url: string): Promise<RouteModule> {
    return this.modules(url, () => import(/* @vite-ignore */ url) as Promise<RouteModule>);
  }
}
