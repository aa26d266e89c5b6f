// linkinator's own fragment check only sees the `#part` links it finds before it fetches their page: a link to
// a heading of a page crawled earlier is never checked. So anchors get a pass of their own over the pages
// the crawl found, with the same notion of a valid target as `build --strict` (an element id) plus the
// `<a name>` anchors browsers also scroll to.
import { scanHtml } from "./scanHtml.js";

/** A link whose page exists but has no element for its `#part`. */
export interface BrokenAnchor {
  /** The link, absolute. */
  url: string;
  /** The page it is on, absolute. */
  page: string;
}

interface Page {
  targets: Set<string>;
  links: string[];
}

/** Checks every same-site `#part` link on `pages` (absolute URLs of HTML pages) against its target page. */
export async function checkServedAnchors(pages: string[], origin: string): Promise<{ checked: number; broken: BrokenAnchor[] }> {
  const cache = new Map<string, Promise<Page | undefined>>();
  const load = (url: string) => {
    let page = cache.get(url);
    if (!page) cache.set(url, (page = fetchPage(url)));
    return page;
  };
  const broken: BrokenAnchor[] = [];
  const seen = new Set<string>();
  let checked = 0;
  for (const pageUrl of pages) {
    const page = await load(pageUrl);
    for (const link of page?.links ?? []) {
      let url: URL;
      try {
        url = new URL(link, pageUrl);
      } catch {
        continue;
      }
      const fragment = safeDecode(url.hash.slice(1));
      if (url.origin !== origin || fragment === "" || fragment === "top") continue;
      const key = `${url.href}|${pageUrl}`;
      if (seen.has(key)) continue;
      seen.add(key);
      const target = await load(url.href.slice(0, url.href.length - url.hash.length));
      // A missing or non-HTML target is the crawl's to report.
      if (!target) continue;
      checked++;
      if (!target.targets.has(fragment)) broken.push({ url: url.href, page: pageUrl });
    }
  }
  return { checked, broken };
}

async function fetchPage(url: string): Promise<Page | undefined> {
  try {
    const res = await fetch(url);
    if (!res.ok || !(res.headers.get("content-type") ?? "").includes("text/html")) return undefined;
    const html = await res.text();
    const { ids, links } = scanHtml(html);
    for (const match of html.matchAll(/<a\b[^>]*\sname="([^"]*)"/g)) ids.add(match[1]!);
    return { targets: ids, links };
  } catch {
    return undefined;
  }
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
