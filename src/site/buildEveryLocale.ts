import type { Finding } from "../types.js";
import { builtLocalePages } from "../i18n/otherLocalePages.js";
import { mergeLocaleFindings } from "../i18n/mergeLocaleFindings.js";
import type { SiteOutput } from "./buildSite.js";
import type { LinkCheckRecord } from "../check/linkCheckRecord.js";
import type { Reporter } from "./reporter.js";

/**
 * Builds the site once per locale, as Docusaurus does: the default locale first (its config says which
 * others there are), then each other one, each with `buildOne` (the whole pipeline, into the same output).
 * Each locale's links are checked once every locale is rendered, so a link into another locale is checked
 * like any other; the findings come back merged, each problem once, with each locale's link check record by
 * its base URL.
 */
export async function buildEveryLocale(buildOne: (locale: string | undefined) => Promise<SiteOutput>, reporter: Reporter): Promise<{ sites: SiteOutput[]; findings: Finding[]; links: Map<string, LinkCheckRecord> }> {
  const first = await buildOne(undefined);
  const locales = first.localization?.locales ?? [];
  const sites = [first];
  for (const locale of locales.slice(1)) sites.push(await buildOne(locale.code));
  const builds = [];
  const links = new Map<string, LinkCheckRecord>();
  for (const [index, site] of sites.entries()) {
    const others = builtLocalePages(sites.filter((_, i) => i !== index).map((other) => other.pendingCheck?.pages ?? []));
    const checked = site.pendingCheck ? await site.pendingCheck.check(others) : { findings: site.findings, links: site.links };
    if (checked.links) links.set(site.config.baseUrl, checked.links);
    builds.push({ locale: site.localization!.locale, findings: checked.findings });
  }
  if (sites.length > 1) reporter.info?.(`locales: ${sites.map((site) => `${site.localization!.locale.code} ${site.routes.length} pages`).join(", ")}`);
  return { sites, findings: mergeLocaleFindings(builds), links };
}
