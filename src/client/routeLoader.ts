import { manifestKey, NOT_FOUND_KEY } from "../shared/routeKey.js";
import { entryParts, type RouteManifestEntry } from "../shared/routeManifestEntry.js";
import type { RouteModule } from "./routeModule.js";
import { loadOnce } from "./loadOnce.js";

type Manifest = Record<string, RouteManifestEntry>;

/**
 * Finds and loads route chunks. The manifest is fetched once, lazily: a first visit never pays for the map of
 * every route, and its size does not touch the main chunk's hash.
 */
export class RouteLoader {
  private manifests = loadOnce<Manifest>();
  private readonly modules = loadOnce<RouteModule>();

  constructor(
    private manifestUrl: string,
    private readonly baseUrl: string,
    private readonly assetsUrl: string,
  ) {}

  /** The manifest, fetched on first use; a failed fetch is retried on the next call. */
  loadManifest(): Promise<Manifest> {
    return this.manifests(this.manifestUrl, () =>
      fetch(this.manifestUrl).then((res) => {
        if (!res.ok) throw new Error(`The route manifest answered ${res.status}`);
        return res.json() as Promise<Manifest>;
      }),
    );
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

  /**
   * From now on, routes are looked up in this manifest: a rebuilt site's, fetched afresh even when its name is
   * the one already loaded (`dev` gives it a name that never changes).
   */
  useManifest(url: string): void {
    this.manifestUrl = url;
    this.manifests = loadOnce<Manifest>();
  }

  /** Imports a chunk once; a failed import is forgotten so a retry fetches again. */
  load(url: string): Promise<RouteModule> {
    return this.modules(url, () => import(/* @vite-ignore */ url) as Promise<RouteModule>);
  }
}
