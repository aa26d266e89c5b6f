import type { Finding } from "../types.js";
import type { BuildLocale } from "./siteLocales.js";

/**
 * The findings of every locale's build, each problem once: a page a locale shows from the default locale's
 * file has that file's broken links in every locale, and the config's findings are found by each build. A
 * finding at a place in a file is that place's; one without is its page's and link's, whatever the locale's
 * base URL. The first locale's (the default's) wording is kept.
 */
export function mergeLocaleFindings(builds: { locale: BuildLocale; findings: Finding[] }[]): Finding[] {
  if (builds.length === 1) return builds[0]!.findings;
  const seen = new Set<string>();
  const merged: Finding[] = [];
  for (const { locale, findings } of builds) {
    const inLocale = (url: string | undefined) => (url !== undefined && url.startsWith(locale.baseUrl) ? url.slice(locale.baseUrl.length) : url);
    for (const finding of findings) {
      const { source } = finding;
      const key = source?.line !== undefined ? `${finding.kind}|${source.file}:${source.line}:${source.column}` : `${finding.kind}|${source?.file}|${inLocale(finding.page)}|${inLocale(finding.url)}|${finding.url === undefined ? finding.message : ""}`;
      if (seen.has(key)) continue;
      seen.add(key);
      merged.push(finding);
    }
  }
  return merged;
}
