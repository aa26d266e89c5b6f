import type { HtmlTags, RenderedPage, Route } from "../types.js";
import type { SiteData } from "../shared/types.js";
import type { ServerBundle } from "../bundle/bundleServer.js";
import { jsonForScript } from "./escapeHtml.js";
import { renderPage, type PageContext, type PageDocument, type PageScripts } from "./renderPage.js";
import { locateRenderFailure } from "./locateRenderFailure.js";
import type { EdsiteError } from "../errors.js";
import { PageRenderError, renderInWorkers, renderThreads } from "./renderInWorkers.js";
import { workerEntry } from "../package/workerEntry.js";
import { pageKeys, type RenderedBefore } from "./pageReuse.js";
import type { ServerBatch } from "../bundle/serverBatch.js";
import { stringPool } from "../stringPool.js";

export type { PageScripts } from "./renderPage.js";

/**
 * Renders every route to a full HTML document and records the ids and links in it for the checks. A batched
 * server bundle is rendered on worker threads, one a core, when edsite runs from its compiled lib/.
 */
export async function renderPages(input: {
  routes: Route[];
  bundle: ServerBundle;
  site: SiteData;
  cssHref: string;
  scripts?: PageScripts;
  /** Tags the site's plugins put in every page. */
  htmlTags?: HtmlTags;
  /** Takes each page as it is rendered (to write it); the pages returned then keep only what the checks read. */
  emit?: (page: RenderedPage) => Promise<void>;
  /** What places a page's render failure in its sources: without it the failure names the page alone. */
  sources?: FailureSources;
  /**
   * The last build's pages, by place (see pagePlace): a page whose key is the one recorded there is not
   * rendered again but handed to `keep` (its files stay as the last build wrote them), with what the checks
   * read of it as recorded. Needs a bundle that gives code keys (see ServerBundle.codeKey).
   */
  before?: { pages: ReadonlyMap<string, RenderedBefore>; keep(page: RenderedPage): Promise<void> };
}): Promise<{ pages: RenderedPage[]; /** Worker threads that rendered them, 0 when this thread did. */ workers: number }> {
  const context: PageContext = { site: input.site, siteJson: jsonForScript(input.site), cssHref: input.cssHref, scripts: input.scripts, htmlTags: input.htmlTags };
  const pages: RenderedPage[] = [];
  const keyOf = input.bundle.codeKey && pageKeys(context, input.bundle.codeKey, input.bundle.sidebarOf);
  const keys: string[] = [];
  const key = (index: number) => keyOf && (keys[index] ??= keyOf(index));
  const { before } = input;
  const recorded = (index: number) => {
    const last = before && keyOf ? before.pages.get(pagePlace(input.site, input.routes[index]!)) : undefined;
    return last && last.key === key(index) ? last : undefined;
  };
  const keep = async (index: number, last: RenderedBefore) => {
    // Its ids and links as the record has them, read only if a check asks (see recordedPage).
    let ids: Set<string> | undefined;
    const page: RenderedPage = {
      route: input.routes[index]!,
      get ids() {
        return (ids ??= new Set(last.ids));
      },
      get links() {
        return last.links;
      },
      key: last.key,
      kept: last,
    };
    await before!.keep(page);
    pages[index] = page;
  };
  const pooled = stringPool();
  const take = async (index: number, document: PageDocument) => {
    const route = input.routes[index]!;
    const page: RenderedPage = { route, ...document, key: key(index) };
    if (input.emit) {
      await input.emit(page);
      pages[index] = { route, ids: new Set([...page.ids].map(pooled)), links: page.links.map(pooled), key: page.key };
    } else pages[index] = page;
  };

  const batches = input.bundle.batches;
  const workerFile = batches && batches.length > 1 ? workerEntry("render-worker") : undefined;
  if (batches && workerFile) {
    // A batch whose every page is as recorded is not sent to a worker at all: its code need not even load.
    // Of the others, only the pages not as recorded are rendered.
    const changed: { batch: ServerBatch; only?: number[] }[] = [];
    for (const batch of batches) {
      const only: number[] = [];
      for (let index = batch.first; index < batch.first + batch.count; index++) {
        const last = recorded(index);
        if (last) await keep(index, last);
        else only.push(index);
      }
      if (only.length === batch.count) changed.push({ batch });
      else if (only.length > 0) changed.push({ batch, only });
    }
    if (changed.length === 0) return { pages, workers: 0 };
    const threads = renderThreads(changed.length);
    try {
      await renderInWorkers({ workerFile, threads, context, batches: changed, sidebarOf: input.bundle.sidebarOf, onPage: take });
    } catch (error) {
      if (error instanceof PageRenderError) throw await explainFailure(input, error.index, error);
      throw error;
    }
    return { pages, workers: threads };
  }

  const renderBody = (index: number) => input.bundle.renderRoute(index, input.site);
  for (const [index, route] of input.routes.entries()) {
    const last = recorded(index);
    if (last) {
      await keep(index, last);
      continue;
    }
    let document;
    try {
      document = renderPage(context, index, renderBody);
    } catch (error) {
      throw await explainFailure(input, index, error instanceof Error ? error : new Error(String(error)));
    }
    await take(index, document);
  }
  return { pages, workers: 0 };
}

/** Where a page is among every locale's pages: its base path and file, as the pages cache records it. */
export function pagePlace(site: SiteData, route: Route): string {
  return site.baseUrl + route.outFile;
}

/** The site's folder and its pages' code compiled again with source maps (see CompiledContent.withSourceMaps). */
export interface FailureSources {
  siteRoot: string;
  withSourceMaps(ids: readonly string[]): Promise<Map<string, string>>;
}

/** Route `index`'s failure as the writer's error: rendered again traceably, then placed in its sources. */
async function explainFailure(input: { routes: Route[]; bundle: ServerBundle; site: SiteData; sources?: FailureSources }, index: number, error: Error): Promise<EdsiteError> {
  const route = input.routes[index]!;
  const sources = input.sources;
  if (!sources) return locateRenderFailure(route, error, undefined, "");
  try {
    const mapped = await sources.withSourceMaps(route.contentModules);
    const trace = await input.bundle.traceFailure(index, input.site, mapped);
    return await locateRenderFailure(route, error, trace, sources.siteRoot);
  } catch {
    // Placing the failure is a courtesy: when it fails itself, the page's own failure is still the news.
    return locateRenderFailure(route, error, undefined, sources.siteRoot);
  }
}
