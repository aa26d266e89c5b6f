import { edsiteVersion } from "../package/edsiteVersion.js";
import type { PageMeta, SiteData } from "../shared/types.js";
import { escapeHtml } from "./escapeHtml.js";
import { colorModeScript } from "./colorModeScript.js";
import { baseUrlCheckScript } from "./baseUrlCheckScript.js";
import { headMetaOf } from "../shared/headMeta.js";

export interface DocumentParts {
  site: SiteData;
  meta: PageMeta;
  /** The server-rendered body of the page (the React root's content). */
  body: string;
  /** URL of the stylesheet. */
  cssHref: string;
  /** Extra tags for <head> (scripts, preloads) added by later stages. */
  headTags?: string[];
  /** Tags placed at the end of <body>. */
  bodyTags?: string[];
}

/** A `<meta>` tag of the config's `metadata`: each field an attribute (`httpEquiv` as `http-equiv`). */
function metaTag(attributes: Record<string, string>): string {
  const written = Object.entries(attributes).map(([name, value]) => `${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`).replace(/[^a-z0-9-:]/gi, "")}="${escapeHtml(value)}"`);
  return `<meta ${written.join(" ")}>`;
}

/** The media type and name each kind of feed is announced with, as Docusaurus announces them. */
const FEED_LINKS = [
  ["rss", "application/rss+xml", "RSS Feed"],
  ["atom", "application/atom+xml", "Atom Feed"],
  ["json", "application/json", "JSON Feed"],
] as const;

/** A `<link rel="alternate">` for each feed the blog has, and none for the feeds it does not. */
function feedLinks(feeds: SiteData["feeds"]): string[] {
  if (!feeds) return [];
  return FEED_LINKS.flatMap(([kind, type, name]) => {
    const href = feeds[kind];
    return href === undefined ? [] : [`<link rel="alternate" type="${type}" href="${escapeHtml(href)}" title="${escapeHtml(feeds.title)} ${name}">`];
  });
}

/** Wraps a rendered page in its HTML document: title, description, canonical URL, Open Graph, feeds, icon. */
export function renderDocument(parts: DocumentParts): string {
  const { site, meta } = parts;
  const { title, description, canonical, keywords, noIndex, noFollow, ogType } = headMetaOf(site, meta);
  const head = [
    `<meta charset="utf-8">`,
    `<meta name="viewport" content="width=device-width, initial-scale=1">`,
    // What made the page, as Docusaurus names itself: a visitor (or a crawler) can tell without guessing.
    `<meta name="generator" content="edsite ${escapeHtml(edsiteVersion)}">`,
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(description)}">`,
    keywords ? `<meta name="keywords" content="${escapeHtml(keywords)}">` : "",
    noIndex ? `<meta name="robots" content="${noFollow ? "noindex, nofollow" : "noindex"}">` : "",
    `<link rel="canonical" href="${escapeHtml(canonical)}">`,
    `<meta property="og:title" content="${escapeHtml(title)}">`,
    `<meta property="og:description" content="${escapeHtml(description)}">`,
    `<meta property="og:url" content="${escapeHtml(canonical)}">`,
    `<meta property="og:type" content="${ogType}">`,
    `<meta property="og:site_name" content="${escapeHtml(site.title)}">`,
    `<meta property="og:locale" content="${escapeHtml(site.locale.code)}">`,
    site.image ? `<meta property="og:image" content="${escapeHtml(site.image)}"><meta name="twitter:card" content="summary_large_image">` : "",
    ...(site.metadata ?? []).map(metaTag),
    `<link rel="icon" href="${escapeHtml(site.favicon)}">`,
    ...feedLinks(site.feeds),
    `<script>${colorModeScript(site)}</script>`,
    `<link rel="stylesheet" href="${escapeHtml(parts.cssHref)}">`,
    ...(parts.headTags ?? []),
  ].filter(Boolean);
  // A site served under the wrong base path may first be seen on any page (a deep link), so each one checks.
  const pagePath = meta.permalink === `${site.baseUrl}404.html` ? null : meta.permalink.startsWith(site.baseUrl) ? meta.permalink.slice(site.baseUrl.length) : "";
  const baseCheck = `<script>${baseUrlCheckScript(site.baseUrl, pagePath)}</script>`;
  return [
    `<!DOCTYPE html>`,
    `<html lang="${escapeHtml(site.locale.code)}" dir="${site.locale.direction}" data-theme="${site.colorMode.defaultMode}">`,
    `<head>${head.join("")}</head>`,
    `<body><div id="__edsite">${parts.body}</div>${(parts.bodyTags ?? []).join("")}${baseCheck}</body>`,
    `</html>`,
  ].join("\n");
}
