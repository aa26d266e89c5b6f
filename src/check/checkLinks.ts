import type { CompiledModule, Finding, RenderedPage } from "../types.js";
import { routeKey } from "../routes/outFileFor.js";
import { hasUrlScheme } from "../shared/urlScheme.js";
import type { OtherLocalePages } from "../i18n/otherLocalePages.js";

export interface LinkCheckInput {
  pages: RenderedPage[];
  modules: Map<string, CompiledModule>;
  baseUrl: string;
  /** URL paths of files that are not pages (public/, feeds, sitemap, assets). */
  staticFiles: Set<string>;
  /** Pages of the site's other locales, which a link may lead to (see OtherLocalePages). */
  elsewhere?: OtherLocalePages;
}

/** What a check found, and what the next build's check needs to know of it (see LinkCheckRecord). */
export interface LinkCheckResult {
  findings: Finding[];
  /** Paths of files, not pages, that a checked link led to. */
  staticTargets: Set<string>;
  /** Whether a checked link led to another locale's page. */
  outside: boolean;
}

/**
 * Checks every internal link of every page: the path must be a route or a static file, and a `#hash` must
 * name an element on the target page. Links written in Markdown are reported with their file and line.
 */
export function checkLinks(input: LinkCheckInput): Finding[] {
  return checkLinksOf(input, input.pages).findings;
}

/** Checks the links of `checked`, some of `input.pages`, against all of them (see checkLinks). */
export function checkLinksOf(input: LinkCheckInput, checked: Iterable<RenderedPage>): LinkCheckResult {
  const byKey = new Map<string, RenderedPage>();
  for (const page of input.pages) byKey.set(routeKey(page.route.path), page);
  const findings: Finding[] = [];
  const staticTargets = new Set<string>();
  let outside = false;
  const resolve = hrefResolver();

  for (const page of checked) {
    const seen = new Set<string>();
    for (const href of page.links) {
      if (seen.has(href) || href.startsWith("//") || hasUrlScheme(href)) continue;
      seen.add(href);
      const url = resolve(href, page.route.path);
      if (!url) {
        findings.push(linkFinding("broken-link", page, href, `Malformed link ${href}`, input.modules));
        continue;
      }
      const { pathname, routePath } = url;
      let found: RenderedPage | "unchecked" | undefined = href.startsWith("#") ? page : byKey.get(routeKey(routePath));
      if (!found) {
        found = input.elsewhere?.(routePath);
        if (found) outside = true;
      }
      if (found === "unchecked") continue;
      const target = found;
      if (!target) {
        if (input.staticFiles.has(pathname)) {
          staticTargets.add(pathname);
          continue;
        }
        findings.push(linkFinding("broken-link", page, href, `Link to ${pathname}, which no page or file serves`, input.modules));
        continue;
      }
      const { hash } = url;
      if (hash && !target.ids.has(hash)) {
        const where = target === page ? "this page" : target.route.path;
        findings.push(linkFinding("broken-anchor", page, href, `Anchor #${hash} does not exist on ${where}`, input.modules));
      }
    }
  }
  return { findings, staticTargets, outside };
}

/** What a link leads to: its path (decoded), the route that path names, and its decoded `#hash` without the `#`. */
interface ResolvedHref {
  pathname: string;
  routePath: string;
  hash: string;
}

/**
 * Resolves a link against the page it is on, each link once: the navbar, sidebar and footer put the same
 * root-relative links on every page, and parsing each as a URL again was 0.35 s of the check at 10,000
 * pages. A root-relative link resolves alike on any page; another is kept by page and link.
 */
function hrefResolver(): (href: string, pagePath: string) => ResolvedHref | undefined {
  const known = new Map<string, ResolvedHref | undefined>();
  return (href, pagePath) => {
    const key = href.startsWith("/") ? href : `${pagePath}\0${href}`;
    if (known.has(key)) return known.get(key);
    let resolved: ResolvedHref | undefined;
    try {
      const url = new URL(href, `http://edsite.invalid${pagePath}`);
      const pathname = decodeURIComponent(url.pathname);
      resolved = { pathname, routePath: pathname.replace(/\/index\.html$/, "/").replace(/\.html$/, ""), hash: decodeURIComponent(url.hash.slice(1)) };
    } catch {
      // A malformed link, or an escape decodeURIComponent refuses.
      resolved = undefined;
    }
    known.set(key, resolved);
    return resolved;
  };
}

function linkFinding(kind: Finding["kind"], page: RenderedPage, href: string, message: string, modules: Map<string, CompiledModule>): Finding {
  for (const id of page.route.contentModules) {
    const module = modules.get(id);
    const written = module?.links.find((l) => l.url === href);
    if (module && written) {
      return { kind, page: page.route.path, url: href, message, source: { file: module.file, line: written.line, column: written.column } };
    }
  }
  return { kind, page: page.route.path, url: href, message, source: page.route.sources[0] ? { file: page.route.sources[0] } : undefined };
}
