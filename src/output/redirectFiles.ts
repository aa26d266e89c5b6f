import type { Redirect } from "../routes/planRedirects.js";
import { escapeHtml, jsonForScript } from "../render/escapeHtml.js";
import { withTrailingSlash } from "../shared/trailingSlash.js";
import { hasUrlScheme } from "../shared/urlScheme.js";
import type { OutputFile } from "./emitSite.js";

/**
 * The page a redirect's path answers with, as Docusaurus's client-redirects plugin writes it: a meta refresh
 * (which works without JavaScript), the target as canonical URL, and a script that goes at once, keeping the
 * query and hash when the target has none of its own.
 */
export function redirectPageHtml(toUrl: string): string {
  const forward = /[?#]/.test(toUrl) ? "" : " + window.location.search + window.location.hash";
  return [
    `<!DOCTYPE html>`,
    `<html>`,
    `<head>`,
    `<meta charset="UTF-8">`,
    `<meta http-equiv="refresh" content="0; url=${escapeHtml(toUrl)}">`,
    `<link rel="canonical" href="${escapeHtml(toUrl)}">`,
    `<script>window.location.href = ${jsonForScript(toUrl)}${forward};</script>`,
    `</head>`,
    `</html>`,
    ``,
  ].join("\n");
}

/**
 * Each redirect's page under the output's base folder, in both forms a page has (`old/index.html` and
 * `old.html`), or at its own name when the path names a file (`old.html`). A target in the site is written in
 * the form of the config's `trailingSlash`.
 */
export function redirectFiles(redirects: Redirect[], site: { baseUrl: string; trailingSlash?: boolean }): OutputFile[] {
  const baseDir = site.baseUrl.replace(/^\//, "");
  return redirects.flatMap((redirect) => {
    const contents = redirectPageHtml(targetUrl(redirect.to, site));
    const inner = redirect.from.slice(site.baseUrl.length).replace(/\/+$/, "");
    if (/\.html?$/.test(inner)) return [{ path: baseDir + inner, contents }];
    const main = `${baseDir}${inner}/index.html`;
    return [{ path: main, contents }, { path: `${baseDir}${inner}.html`, contents, sameAs: main }];
  });
}

/** A site path in the config's form, its query and hash kept; a URL as it is. */
function targetUrl(to: string, site: { baseUrl: string; trailingSlash?: boolean }): string {
  if (hasUrlScheme(to) || to.startsWith("//")) return to;
  const at = to.search(/[?#]/);
  const [pathPart, rest] = at === -1 ? [to, ""] : [to.slice(0, at), to.slice(at)];
  return withTrailingSlash(pathPart, site.trailingSlash, site.baseUrl) + rest;
}
