import { edsiteVersion } from "../package/edsiteVersion.js";
import type { HeadTag, PageMeta, SiteData } from "../shared/types.js";
import type { HtmlTags } from "../types.js";
import { localeAlternates } from "../shared/localeUrls.js";
import { escapeHtml } from "./escapeHtml.js";
import { firstPaintScript, PAGE_END_ID } from "./firstPaintScript.js";
import { baseUrlCheckScript } from "./baseUrlCheckScript.js";
import { headMetaOf } from "../shared/headMeta.js";
import { analyticsBodyStartTags, analyticsHeadTags } from "./analyticsTags.js";
import { headTagKey, lastOfEachKey } from "../shared/headTagKey.js";
import { siteHeadTags } from "../shared/siteHeadTags.js";
import { attributesHtml, elementAttributes, headTagHtml } from "./headTagsHtml.js";

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
  /** Tags the site's plugins put in every page: in the head, right after `<body>`, at the end of it. */
  pluginTags?: HtmlTags;
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

/**
 * Wraps a rendered page in its HTML document: title, description, canonical URL, Open Graph, feeds, icon, and
 * the tags the page's own `<Head>` gave, each of which replaces the theme's tag of the same name.
 */
export function renderDocument(parts: DocumentParts): string {
  const { site, meta } = parts;
  const { title, description, canonical, keywords, noIndex, noFollow, ogType } = headMetaOf(site, meta);
  const pageTags = lastOfEachKey(meta.headTags ?? []);
  const given = new Set(pageTags.map(headTagKey));
  /** The theme's tag, unless the page gave its own of the same key. */
  const theme = (key: string, html: string) => (given.has(key) ? "" : html);
  const named = (name: string, content: string) => theme(`meta:name=${name}`, `<meta name="${name}" content="${escapeHtml(content)}">`);
  const property = (name: string, content: string) => theme(`meta:property=${name}`, `<meta property="${name}" content="${escapeHtml(content)}">`);
  const head = [
    `<meta charset="utf-8">`,
    named("viewport", "width=device-width, initial-scale=1"),
    // What made the page, as Docusaurus names itself: a visitor (or a crawler) can tell without guessing.
    named("generator", `edsite ${edsiteVersion}`),
    theme("title", `<title>${escapeHtml(title)}</title>`),
    named("description", description),
    keywords ? named("keywords", keywords) : "",
    noIndex ? named("robots", noFollow ? "noindex, nofollow" : "noindex") : "",
    theme("link:canonical", `<link rel="canonical" href="${escapeHtml(canonical)}">`),
    ...localeAlternates(meta.permalink, site).map((link) => `<link rel="alternate" href="${escapeHtml(link.href)}" hreflang="${escapeHtml(link.hreflang)}">`),
    property("og:title", title),
    property("og:description", description),
    property("og:url", canonical),
    property("og:type", ogType),
    property("og:site_name", site.title),
    property("og:locale", (site.locale.htmlLang ?? site.locale.code).replace("-", "_")),
    ...searchScopeMeta(site, meta).map(([name, content]) => named(name, content)),
    ...siteHeadTags(site).map((tag) => theme(headTagKey(tag) ?? "", `<meta${attributesHtml(tag.attributes)}>`)),
    `<link rel="icon" href="${escapeHtml(site.favicon)}">`,
    ...feedLinks(site.feeds),
    ...pageTags.map(headTagHtml),
    `<script>${firstPaintScript(site)}</script>`,
    ...analyticsHeadTags(site.analytics),
    `<link rel="stylesheet" href="${escapeHtml(parts.cssHref)}">`,
    ...(parts.headTags ?? []),
    ...(parts.pluginTags?.head ?? []),
  ].filter(Boolean);
  const tags = parts.pluginTags;
  // A site served under the wrong base path may first be seen on any page (a deep link), so each one checks.
  const pagePath = meta.permalink === `${site.baseUrl}404.html` ? null : meta.permalink.startsWith(site.baseUrl) ? meta.permalink.slice(site.baseUrl.length) : "";
  // Last in the body, plugins' tags aside: the first paint waits for it (see firstPaintScript).
  const baseCheck = `<script id="${PAGE_END_ID}">${baseUrlCheckScript(site.baseUrl, pagePath)}</script>`;
  return [
    `<!DOCTYPE html>`,
    `<html${attributesHtml({ lang: site.locale.htmlLang ?? site.locale.code, dir: site.locale.direction, "data-theme": site.colorMode.defaultMode, ...htmlAttributes(pageTags, meta) })}>`,
    `<head>${head.join("")}</head>`,
    `<body${attributesHtml(elementAttributes(pageTags, "body"))}>${analyticsBodyStartTags(site.analytics).join("")}${tags?.preBody.join("") ?? ""}<div id="__edsite">${parts.body}</div>${(parts.bodyTags ?? []).join("")}${baseCheck}${tags?.postBody.join("") ?? ""}</body>`,
    `</html>`,
  ].join("\n");
}

/**
 * The page's own attributes of `<html>`: its code's (Docusaurus's `<Head><html …/></Head>`), with its docs
 * version's class name joined to theirs, where Docusaurus puts it (DocLayout keeps it up after navigation).
 */
function htmlAttributes(pageTags: readonly HeadTag[], meta: PageMeta): Record<string, string> {
  const own = elementAttributes(pageTags, "html");
  const versionClass = meta.docsVersion?.className;
  if (!versionClass) return own;
  return { ...own, class: [own.class, versionClass].filter(Boolean).join(" ") };
}

/**
 * The meta tags by which a crawling search (Algolia's DocSearch, say) tells versions and locales apart, as
 * Docusaurus writes them: on a versioned site's docs pages, their version; on a site of several locales,
 * every page's locale.
 */
function searchScopeMeta(site: SiteData, meta: PageMeta): [name: string, content: string][] {
  const tags: [string, string][] = [];
  if ((site.locales?.length ?? 0) > 1) tags.push(["docusaurus_locale", site.locale.code], ["docsearch:language", site.locale.code]);
  const version = meta.docsVersion?.name;
  if (version !== undefined) tags.push(["docusaurus_version", version], ["docusaurus_tag", `docs-default-${version}`], ["docsearch:version", version], ["docsearch:docusaurus_tag", `docs-default-${version}`]);
  return tags;
}
