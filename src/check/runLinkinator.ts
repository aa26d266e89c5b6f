import { existsSync } from "node:fs";
import path from "node:path";
import { check, LinkState, type LinkResult } from "linkinator";
import { EdsiteError } from "../errors.js";
import { serveSite } from "../serve/serveSite.js";
import { checkServedAnchors } from "./checkServedAnchors.js";

export interface LinkCheckOptions {
  /** The built site's folder (dist/). */
  dir: string;
  baseUrl: string;
  /** Also check links to other sites (needs a network). */
  external?: boolean;
  /** Per request, with `external`; a crawl of the site alone has none (see runLinkinator). */
  timeoutMs?: number;
  /** Requests at a time. */
  concurrency?: number;
}

/** A link that does not work, and the page it is on (site paths, like `/ki-editor/docs/intro`). */
export interface BrokenLink {
  url: string;
  page: string;
  /** `404`, `timeout`, `no element with id "x"`, … */
  reason: string;
}

export interface LinkCheckReport {
  /** Distinct links checked (pages, files, anchors and, with external, other sites). */
  checked: number;
  broken: BrokenLink[];
  /** Distinct links not checked: other sites without `external`, mailto: and the like. */
  skipped: number;
  external: boolean;
}

/**
 * Serves the built site on a free local port and crawls it with linkinator from the home page: every page,
 * file and anchor of the site, and other sites only when asked (CI machines may have no network).
 */
export async function runLinkinator(options: LinkCheckOptions): Promise<LinkCheckReport> {
  const home = path.join(options.dir, options.baseUrl, "index.html");
  if (!existsSync(home)) {
    throw new EdsiteError(`There is no built site in ${options.dir} (no ${path.relative(options.dir, home)}).`, {
      file: options.dir,
      hint: "Run `edsite build` first (with the same --out-dir), then check its links.",
    });
  }
  const server = await serveSite({ dir: options.dir, baseUrl: options.baseUrl, port: 0 });
  try {
    const origin = server.url.replace(/\/$/, "");
    const local = (url: string) => url === origin || url.startsWith(`${origin}/`);
    const result = await check({
      path: server.url + options.baseUrl.slice(1),
      recurse: true,
      // Our own pass below checks every anchor; linkinator's misses links to pages it crawled earlier.
      checkFragments: false,
      concurrency: options.concurrency ?? (options.external ? 10 : 25),
      // linkinator's timeout runs from a request's start to its body's end, and a body it does not read in time
      // errors with nothing listening, which ends the process: on a loaded CI machine the Ki site's local
      // crawl ended so, with a stack trace. edsite's own server always answers; only other sites get one.
      timeout: options.external ? (options.timeoutMs ?? 10_000) : 0,
      retry: Boolean(options.external),
      // A request to edsite's own server that fails without an answer ("fetch failed") is the transport, not
      // the link: a fresh clone's CI run, three browser suites at once on 2 cores, reported 8 of the translated
      // site's pages so. Such a request (and a 5xx, from any site) is tried again after 2, 2, 4 and 8 s:
      // linkinator counts its first retry twice, so a count of 3 is four retries. A link still failing is
      // reported as before.
      retryErrors: true,
      retryErrorsCount: 3,
      retryErrorsJitter: 500,
      linksToSkip: async (url) => !options.external && !local(url),
    });
    const brokenUrls = new Set(result.links.filter((l) => l.state === LinkState.BROKEN).map((l) => l.url));
    const links = result.links.filter((l) => !isOnBrokenPage(l, brokenUrls));
    const sitePath = (url: string) => (local(url) ? pagePath(url.slice(origin.length)) : url);
    const pages = [...new Set(links.filter((l) => l.state === LinkState.OK && local(l.url) && looksLikePage(l.url)).map((l) => l.url))];
    const anchors = await checkServedAnchors(pages, origin);

    const broken = new Map<string, BrokenLink>();
    for (const link of links) {
      if (link.state !== LinkState.BROKEN) continue;
      const item = { url: sitePath(link.url), page: link.parent ? sitePath(link.parent) : "(start)", reason: reasonOf(link) };
      broken.set(`${item.url}|${item.page}`, item);
    }
    for (const anchor of anchors.broken) {
      const item = { url: sitePath(anchor.url), page: sitePath(anchor.page), reason: `no element with id "${decodeURIComponent(new URL(anchor.url).hash.slice(1))}"` };
      broken.set(`${item.url}|${item.page}`, item);
    }
    const distinct = (state: LinkState) => new Set(links.filter((l) => l.state === state).map((l) => l.url)).size;
    return {
      checked: distinct(LinkState.OK) + distinct(LinkState.BROKEN) + anchors.checked,
      broken: [...broken.values()].sort((a, b) => a.page.localeCompare(b.page) || a.url.localeCompare(b.url)),
      skipped: distinct(LinkState.SKIPPED),
      external: Boolean(options.external),
    };
  } finally {
    await server.close();
  }
}

/**
 * Links found on a page that itself answered with an error belong to the 404 page, not to the site's pages.
 * `brokenUrls` is every broken result's URL, gathered once: looking each link's page up among all results
 * made the check quadratic in links (a 2,000-page site has hundreds of thousands).
 */
function isOnBrokenPage(link: LinkResult, brokenUrls: Set<string>): boolean {
  return link.parent !== undefined && brokenUrls.has(link.parent);
}

/** One name per page: `/x/`, `/x/index.html` and `/x.html` are all `/x`. */
function pagePath(urlPath: string): string {
  const trimmed = urlPath.replace(/(\/index)?\.html$/, "").replace(/(.)\/$/, "$1");
  return trimmed === "" ? "/" : trimmed;
}

function looksLikePage(url: string): boolean {
  const last = new URL(url).pathname.split("/").pop() ?? "";
  return !last.includes(".") || last.endsWith(".html");
}

function reasonOf(link: LinkResult): string {
  const detail = link.failureDetails?.[0];
  if (link.status) return String(link.status);
  // fetch's own message ("fetch failed") says nothing; its cause says what went wrong (a reset, a refusal).
  if (detail instanceof Error) return detail.cause instanceof Error ? `${detail.message}: ${detail.cause.message}` : detail.message;
  return "no answer";
}
