import type { Finding, ResolvedConfig, Route } from "../types.js";
import { ConfigError } from "../errors.js";
import { hasUrlScheme } from "../shared/urlScheme.js";
import { routeKey } from "./outFileFor.js";

/** A page that sends its visitor on: `from` is a site path with the base path, `to` a site path (with it) or a URL. */
export interface Redirect {
  from: string;
  to: string;
  /** Written in the config's list (true), or made from the routes by `create` or the extensions (false). */
  listed: boolean;
}

/**
 * The redirects the config asks for, from its list and from each route (its `create` function and
 * extensions). A listed redirect from a path a page has fails the build, naming both; one made from the
 * routes is dropped with a finding, as Docusaurus drops it. Of two redirects from one path the first is kept.
 */
export function planRedirects(config: ResolvedConfig, routes: Route[], configFile: string): { redirects: Redirect[]; findings: Finding[] } {
  const options = config.redirects;
  const base = config.baseUrl;
  const relative = routes.map((route) => (route.path === base || `${route.path}/` === base ? "/" : `/${route.path.slice(base.length)}`));
  const wanted: Redirect[] = [];
  for (const { from, to } of options.list) for (const one of typeof from === "string" ? [from] : from) wanted.push({ from: one, to, listed: true });
  for (const path of relative) {
    for (const from of options.create ? asList(options.create(path)) : []) wanted.push({ from, to: path, listed: false });
    // A page's `x.html` is already the page itself (see pagePaths): a redirect there would replace it.
    for (const ext of options.fromExtensions.filter((e) => e !== "html")) {
      if (path !== "/" && !path.endsWith("/") && !path.endsWith(`.${ext}`)) wanted.push({ from: `${path}.${ext}`, to: path, listed: false });
    }
    const ext = options.toExtensions.find((e) => path.endsWith(`.${e}`));
    if (ext) wanted.push({ from: path.slice(0, -ext.length - 1), to: path, listed: false });
  }

  const pageAt = new Map(routes.map((route) => [routeKey(route.path), route]));
  const findings: Finding[] = [];
  const byFrom = new Map<string, Redirect>();
  for (const redirect of wanted) {
    checkPaths(redirect, configFile);
    const from = joinBase(base, redirect.from);
    const to = hasUrlScheme(redirect.to) || redirect.to.startsWith("//") ? redirect.to : joinBase(base, redirect.to);
    const page = pageAt.get(routeKey(from));
    if (page) {
      const message = `The redirect from ${from} to ${to} would replace the page ${page.path} (${page.sources[0] ?? "a generated page"})`;
      if (redirect.listed) throw new ConfigError(message, { file: configFile, hint: `Remove the redirect from ${redirect.from}, or move the page elsewhere.` });
      findings.push({ kind: "duplicate-route", page: page.path, message: `${message}; the redirect is left out. Make the redirects function return nothing for ${redirect.to}.`, source: { file: configFile } });
      continue;
    }
    const earlier = byFrom.get(routeKey(from));
    if (earlier) {
      if (earlier.to !== to) findings.push({ kind: "duplicate-route", page: from, message: `Two redirects from ${from}: to ${earlier.to} and to ${to}; the first is kept. Remove one of them.`, source: { file: configFile } });
      continue;
    }
    byFrom.set(routeKey(from), { from, to, listed: redirect.listed });
  }
  return { redirects: [...byFrom.values()], findings };
}

/** A redirect's paths must be paths of the site, as Docusaurus requires: `from` a plain path, `to` a path or a URL. */
function checkPaths(redirect: Redirect, configFile: string): void {
  const fromOk = redirect.from.startsWith("/") && !redirect.from.startsWith("//") && !/[?#]/.test(redirect.from);
  if (!fromOk) throw new ConfigError(`The redirect from ${JSON.stringify(redirect.from)} does not start with a path of the site.`, { file: configFile, hint: 'Write a path from the base path, with no query or hash: "/old-page".' });
  const toOk = redirect.to.startsWith("/") || hasUrlScheme(redirect.to);
  if (!toOk) throw new ConfigError(`The redirect from ${redirect.from} goes to ${JSON.stringify(redirect.to)}, which is neither a path of the site nor a URL.`, { file: configFile, hint: 'Write a path from the base path ("/docs/intro") or a whole URL.' });
}

/** A path from the base path (`/docs/x`) with the base path (`/base/docs/x`). */
function joinBase(base: string, path: string): string {
  return base + path.replace(/^\/+/, "");
}

function asList(given: string | string[] | null | undefined): string[] {
  return given === null || given === undefined ? [] : typeof given === "string" ? [given] : given;
}
