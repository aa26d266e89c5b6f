import { buildSite, type BuildReuse, type BuildSiteOptions, type SiteOutput } from "../site/buildSite.js";
import { readSite } from "../site/readSite.js";
import { BuildInterrupted } from "./buildInterrupted.js";
import { buildFirstPage, routeFinder } from "./buildFirstPage.js";

/** A dev build's site, and the route path of the page it built alone, when it built one (see buildFirstPage). */
export interface DevBuild {
  site: SiteOutput;
  firstPage?: string;
}

/**
 * One build of `dev`'s. With `wanted` (the output paths someone is waiting for, asked once the content is
 * read): when one is a route's page, that page alone; when none is yet, the whole site, compiling one page
 * at a time and asking again before each, and stopping with BuildInterrupted once one is (what it compiled
 * is in the cache, and the next build makes that page first).
 */
export async function buildForDev(options: BuildSiteOptions & { reuse: BuildReuse }, wanted?: () => string[]): Promise<DevBuild> {
  const { reuse } = options;
  if (!wanted) return { site: await buildSite(options) };
  const source = await readSite({ ...options, config: reuse.config, frontMatter: reuse.frontMatter });
  const routeAskedFor = routeFinder(source, wanted);
  const first = routeAskedFor();
  if (first) return { site: await buildFirstPage(source, first, { ...options, searchTimestamp: reuse.searchTimestamp }), firstPage: first.path };
  const interruptCompile = () => {
    if (routeAskedFor()) throw new BuildInterrupted();
  };
  return { site: await buildSite({ ...options, reuse: { ...reuse, source, interruptCompile } }) };
}
