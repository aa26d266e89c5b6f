import type { Finding, RenderedPage } from "../types.js";
import type { Redirect } from "../routes/planRedirects.js";
import { routeKey } from "../routes/outFileFor.js";
import { hasUrlScheme } from "../shared/urlScheme.js";

/**
 * Checks each redirect's target as a link of the site is checked: its path must be a page or a file, and its
 * `#hash` an element of that page. Reported at the config file, on the redirect's own path.
 */
export function checkRedirects(redirects: Redirect[], pages: RenderedPage[], staticFiles: Set<string>, configFile: string): Finding[] {
  const byKey = new Map(pages.map((page) => [routeKey(page.route.path), page]));
  const findings: Finding[] = [];
  for (const { from, to } of redirects) {
    if (hasUrlScheme(to) || to.startsWith("//")) continue;
    const url = new URL(to, "http://edsite.invalid/");
    const pathname = decodeURIComponent(url.pathname);
    const target = byKey.get(routeKey(pathname.replace(/\/index\.html$/, "/").replace(/\.html$/, "")));
    const source = { file: configFile };
    if (!target) {
      if (!staticFiles.has(pathname)) findings.push({ kind: "broken-link", page: from, url: to, message: `The redirect from ${from} goes to ${pathname}, which no page or file serves`, source });
      continue;
    }
    const hash = decodeURIComponent(url.hash.slice(1));
    if (hash && !target.ids.has(hash)) findings.push({ kind: "broken-anchor", page: from, url: to, message: `The redirect from ${from} goes to #${hash}, which does not exist on ${target.route.path}`, source });
  }
  return findings;
}
