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

/**
 * Checks every internal link of every page: the path must be a route or a static file, and a `#hash` must
 * name an element on the target page. Links written in Markdown are reported with their file and line.
 */
export function checkLinks(input: LinkCheckInput): Finding[] {
  const byKey = new Map<string, RenderedPage>();
  for (const page of input.pages) byKey.set(routeKey(page.route.path), page);
  const findings: Finding[] = [];

  for (const page of input.pages) {
    const checked = new Set<string>();
    for (const href of page.links) {
      if (checked.has(href) || href.startsWith("//") || hasUrlScheme(href)) continue;
      checked.add(href);
      let url: URL;
      try {
        url = new URL(href, `http://edsite.invalid${page.route.path}`);
      } catch {
        findings.push(linkFinding("broken-link", page, href, `Malformed link ${href}`, input.modules));
        continue;
      }
      const pathname = decodeURIComponent(url.pathname);
      const routePath = pathname.replace(/\/index\.html$/, "/").replace(/\.html$/, "");
      const found = href.startsWith("#") ? page : (byKey.get(routeKey(routePath)) ?? input.elsewhere?.(routePath));
      if (found === "unchecked") continue;
      const target = found;
      if (!target) {
        if (input.staticFiles.has(pathname)) continue;
        findings.push(linkFinding("broken-link", page, href, `Link to ${pathname}, which no page or file serves`, input.modules));
        continue;
      }
      const hash = decodeURIComponent(url.hash.slice(1));
      if (hash && !target.ids.has(hash)) {
        const where = target === page ? "this page" : target.route.path;
        findings.push(linkFinding("broken-anchor", page, href, `Anchor #${hash} does not exist on ${where}`, input.modules));
      }
    }
  }
  return findings;
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
