import path from "node:path";
import type { CompiledModule, Finding, RenderedPage, ResolvedConfig, Route } from "../types.js";
import { reportedFindings } from "./findingLevels.js";
import { checkLinksOf } from "./checkLinks.js";
import { pagesToRecheck, routesHash, type LastLinkCheck, type LinkCheckRecord } from "./linkCheckRecord.js";
import { checkRedirects } from "./checkRedirects.js";
import type { Redirect } from "../routes/planRedirects.js";
import type { OtherLocalePages } from "../i18n/otherLocalePages.js";

export interface SiteCheckInput {
  /** The site's pages (the not-found page excluded), as rendered. */
  pages: RenderedPage[];
  modules: Map<string, CompiledModule>;
  baseUrl: string;
  /** Every file the build generated, by path under the output folder (`ki-editor/docs/x/index.html`). */
  generated: Set<string>;
  /** Files of the public folder, relative to it, and where that folder is. */
  publicFiles: string[];
  publicDir: string;
  /** The site's folder, to name the public folder as the site has it (`public/`, a Docusaurus site's `static/`). */
  root: string;
  /** What earlier stages found: options of the config edsite does not honour, duplicate routes. */
  earlier: Finding[];
  /** Which kinds of finding the config ignores. */
  checks: ResolvedConfig["checks"];
  /** The redirect pages, whose targets are checked as links are, and the config file that asks for them. */
  redirects?: { list: Redirect[]; configFile: string };
  /** Pages of the site's other locales, which a link may lead to. */
  elsewhere?: OtherLocalePages;
  /** The last build's link check of this locale, whose pages this build may have kept (see pagesToRecheck). */
  lastLinks?: LastLinkCheck;
}

/** What the check found, and what its link check leaves for the next build's. */
export interface SiteCheck {
  findings: Finding[];
  links: LinkCheckRecord;
  /** How many pages' links were checked: all of them, unless the last check vouches for the others. */
  linksChecked: number;
}

/**
 * Everything a strict build fails on, each once: duplicate routes, public files that a generated file
 * shadows, what compiling the pages found, and broken links and anchors.
 */
export function checkSite(input: SiteCheckInput): SiteCheck {
  const { baseUrl } = input;
  const base = baseUrl.replace(/^\//, "");
  const folder = path.relative(input.root, input.publicDir).split(path.sep).join("/");
  const staticFiles = new Set([...[...input.generated].map((f) => `/${f}`), ...input.publicFiles.map((f) => `${baseUrl}${f}`)]);
  const shadowed = input.publicFiles
    .filter((f) => input.generated.has(base + f))
    .map((f): Finding => ({
      kind: "duplicate-route",
      page: `${baseUrl}${f}`,
      message: `${folder}/${f} and a generated file both want ${baseUrl}${f}; the generated one is kept. Rename or remove ${folder}/${f}.`,
      source: { file: `${input.publicDir}/${f}` },
    }));
  const pageOfSource = firstPageOfSource(input.pages.map((p) => p.route));
  const compileFindings = [...input.modules.values()].flatMap((m) => m.findings.map((f) => ({ ...f, page: f.page ?? pageOfSource.get(m.file) })));
  const routes = routesHash(input.pages);
  const recheck = pagesToRecheck(input.lastLinks, input.pages, routes, staticFiles);
  const linked = checkLinksOf({ pages: input.pages, modules: input.modules, baseUrl, staticFiles, elsewhere: input.elsewhere }, recheck ?? input.pages);
  const all = dedupeFindings([
    ...input.earlier,
    ...shadowed,
    ...compileFindings,
    ...linked.findings,
    ...(input.redirects ? checkRedirects(input.redirects.list, input.pages, staticFiles, input.redirects.configFile) : []),
  ]);
  // Files the pages not checked again led to are still there: they stay recorded, for the build after.
  const staticTargets = recheck ? new Set([...input.lastLinks!.record.staticTargets, ...linked.staticTargets]) : linked.staticTargets;
  const links: LinkCheckRecord = { routes, staticTargets: [...staticTargets], outside: linked.outside, failing: [...new Set(linked.findings.map((f) => f.page!))] };
  return { findings: reportedFindings(all, input.checks), links, linksChecked: recheck?.size ?? input.pages.length };
}

/** The page a finding in a source file is reported on: the first route that renders it. */
function firstPageOfSource(routes: Route[]): Map<string, string> {
  const pageOfSource = new Map<string, string>();
  for (const route of routes) for (const source of route.sources) if (!pageOfSource.has(source)) pageOfSource.set(source, route.path);
  return pageOfSource;
}

/** A post's excerpt repeats its post's links; one finding per place is enough. */
function dedupeFindings(findings: Finding[]): Finding[] {
  const seen = new Set<string>();
  return findings.filter((f) => {
    const key = `${f.kind}|${f.page}|${f.url}|${f.source?.file}:${f.source?.line}:${f.source?.column}|${f.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
