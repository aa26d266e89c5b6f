// Renders a page component the way the build does: inside <App>, to a string.
import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import type { PageMeta, Sidebar, SiteData } from "../../src/shared/types.js";
import { App } from "../../templates/App.js";
import { makeSite } from "./fixtures.js";

export function renderPage(page: ReactNode, options: { meta: PageMeta; sidebar?: Sidebar; site?: SiteData }): string {
  return renderToString(
    <App site={options.site ?? makeSite()} meta={options.meta} sidebar={options.sidebar}>
      {page}
    </App>,
  );
}

/** The part of the page inside `<main>`, so navbar and footer links do not blur assertions about content. */
export function mainOf(html: string): string {
  const start = html.indexOf('<main id="__main"');
  const end = html.indexOf("</main>");
  if (start === -1 || end === -1) throw new Error("page has no <main id=\"__main\">");
  return html.slice(start, end);
}

/** The markup of the first element whose start tag contains `marker`, up to its matching end tag. */
export function elementOf(html: string, marker: string): string {
  const at = html.indexOf(marker);
  if (at === -1) throw new Error(`no element with ${marker}`);
  const start = html.lastIndexOf("<", at);
  const name = /^<([a-z0-9]+)/.exec(html.slice(start))![1]!;
  const tagPattern = new RegExp(`<(/?)${name}(?=[\\s>/])[^>]*>`, "g");
  tagPattern.lastIndex = start;
  let depth = 0;
  for (const match of html.matchAll(tagPattern)) {
    if (match.index! < start) continue;
    depth += match[1] ? -1 : 1;
    if (depth === 0) return html.slice(start, match.index! + match[0].length);
  }
  throw new Error(`unclosed <${name}> at ${marker}`);
}
