import { manifestKey, NOT_FOUND_KEY } from "../shared/routeKey.js";
import { entryParts, VIEWS_KEY, type RouteManifestEntry } from "../shared/routeManifestEntry.js";
import type { RouteModule } from "./routeModule.js";
import type { Sidebar } from "../shared/types.js";
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
  private readonly chunks = loadOnce<Omit<RouteModule, "sidebar">>();
  private readonly views = loadOnce<{ default: Sidebar }>();

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
   * The chunk URL that renders `pathname`, with the URLs of the sidebar view and the stylesheets it needs:
   * its route's, or the not-found page's. Undefined outside the site.
   */
  async chunkFor(pathname: string): Promise<{ url: string; view: string | undefined; styles: string[]; found: boolean } | undefined> {
    const key = manifestKey(pathname, this.baseUrl);
    if (key === undefined) return undefined;
    const manifest = await this.loadManifest();
    // A path with a doubled slash after the base (`/b//views`) names the list of views, which is no route.
    const own = key === VIEWS_KEY ? undefined : manifest[key];
    const entry = own ?? manifest[NOT_FOUND_KEY];
    if (!entry) return undefined;
    const views = manifest[VIEWS_KEY];
    const { chunk, view, styles } = entryParts(entry, Array.isArray(views) ? views : []);
    return { url: this.assetsUrl + chunk, view: view === undefined ? undefined : this.assetsUrl + view, styles: styles.map((file) => this.assetsUrl + file), found: own !== undefined };
  }

  /**
   * A route's module: its chunk, imported once, with the sidebar view at `view` (imported beside it, once for
   * every route that shows it) as its `sidebar`. A failed import is forgotten so a retry fetches again.
   */
  load(url: string, view?: string): Promise<RouteModule> {
    const chunk = this.chunks(url, () => import(/* @vite-ignore */ url) as Promise<RouteModule>);
    if (view === undefined) return chunk;
    return this.modules(`${url} ${view}`, async () => {
      const [module, sidebar] = await Promise.all([chunk, this.views(view, () => import(/* @vite-ignore */ view) as Promise<{ default: Sidebar }>)]);
      return { ...module, sidebar: sidebar.default };
    });
  }
}
