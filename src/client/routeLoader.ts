import { manifestKey, NOT_FOUND_KEY } from "../shared/routeKey.js";
import type { RouteModule } from "./routeModule.js";

type Manifest = Record<string, string>;

/**
 * Finds and loads route chunks. The manifest is fetched once, lazily: a first visit never pays for the map of
 * every route, and its size does not touch the main chunk's hash.
 */
export class RouteLoader {
  private manifest?: Promise<Manifest>;
  private readonly modules = new Map<string, Promise<RouteModule>>();

  constructor(
    private readonly manifestUrl: string,
    private readonly baseUrl: string,
    private readonly assetsUrl: string,
  ) {}

  /** The manifest, fetched on first use; a failed fetch is retried on the next call. */
  loadManifest(): Promise<Manifest> {
    if (!this.manifest) {
      this.manifest = fetch(this.manifestUrl).then((res) => {
        if (!res.ok) throw new Error(`The route manifest answered ${res.status}`);
        return res.json() as Promise<Manifest>;
      });
      this.manifest.catch(() => (this.manifest = undefined));
    }
    return this.manifest;
  }

  /** The chunk URL that renders `pathname`: its route's, or the not-found page's. Undefined outside the site. */
  async chunkFor(pathname: string): Promise<{ url: string; found: boolean } | undefined> {
    const key = manifestKey(pathname, this.baseUrl);
    if (key === undefined) return undefined;
    const manifest = await this.loadManifest();
    const file = manifest[key];
    if (file) return { url: this.assetsUrl + file, found: true };
    const notFound = manifest[NOT_FOUND_KEY];
    return notFound ? { url: this.assetsUrl + notFound, found: false } : undefined;
  }

  /** Imports a chunk once; a failed import is forgotten so a retry fetches again. */
  load(url: string): Promise<RouteModule> {
    let module = this.modules.get(url);
    if (!module) {
      module = import(/* @vite-ignore */ url) as Promise<RouteModule>;
      this.modules.set(url, module);
      module.catch(() => this.modules.delete(url));
    }
    return module;
  }
}
