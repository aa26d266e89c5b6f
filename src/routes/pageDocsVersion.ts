import type { PageDocsVersion } from "../shared/types.js";
import type { VersionPlan } from "../content/versions/versionPlans.js";
import type { DocsVersionSource } from "../types.js";
import { flattenLinks } from "../content/buildSidebars.js";

/** What a version's page says of its version, given the doc it shows (none for a category's page). */
export type PageVersionOf = (version: string, docId: string | undefined) => PageDocsVersion | undefined;

/**
 * Tells each page of a versioned site its version, where the same doc is in the other versions, and, for a
 * version with a banner, where the last version has it (or the last version's main doc when it has not).
 * A site of one version gets nothing unless its options show something (a banner, a badge, a class name of
 * its own, noIndex: a preview build of one version, say), so a site without versions stays as it was.
 */
export function pageVersionsOf(versions: VersionPlan[], mainDocId: string | null): PageVersionOf {
  if (!pagesShowVersions(versions)) return () => undefined;
  const shows = versionShows(versions);
  const byId = new Map(versions.map((v) => [v.version.name, new Map(v.docs.map((d) => [d.id, d.permalink]))]));
  const last = versions.find((v) => v.version.isLast) ?? versions[0]!;
  const lastDocs = byId.get(last.version.name)!;
  const lastMain = mainDocPath(last, mainDocId);
  const meta = new Map(versions.map((v) => [v.version.name, v.version]));
  return (name, docId) => {
    const version = meta.get(name);
    if (!version || !shows(version)) return undefined;
    const alternates: Record<string, string> = {};
    if (docId !== undefined) {
      for (const [other, docs] of byId) {
        const href = docs.get(docId);
        if (href !== undefined) alternates[other] = href;
      }
    }
    const latestHref = (docId !== undefined ? lastDocs.get(docId) : undefined) ?? lastMain;
    return {
      name,
      label: version.label,
      ...(version.banner && latestHref !== undefined ? { banner: { kind: version.banner, latestHref, latestLabel: last.version.label } } : {}),
      badge: version.badge,
      className: version.className,
      alternates,
    };
  };
}

/** Whether a version's pages say anything of it: always on a site of several, else when its options show something. */
export function versionShows(versions: VersionPlan[]): (version: DocsVersionSource) => boolean {
  const several = versions.length > 1;
  return (v) => several || v.banner !== null || v.badge || v.noIndex || v.className !== `docs-version-${v.name}`;
}

/** Whether any version's pages say anything of it (see versionShows). */
export function pagesShowVersions(versions: VersionPlan[]): boolean {
  const shows = versionShows(versions);
  return versions.some((v) => shows(v.version));
}

/** The page a version opens on: its main doc (see mainDocIdOf). */
export function mainDocPath(version: VersionPlan, mainDocId: string | null): string | undefined {
  return version.docs.find((d) => d.id === mainDocIdOf(version, mainDocId))?.permalink;
}

/**
 * A version's main doc's id: the config's, else as Docusaurus picks it: the doc at the version's root
 * (`slug: /`), else the first doc of its first sidebar, else its first doc.
 */
export function mainDocIdOf(version: VersionPlan, mainDocId: string | null): string | undefined {
  return (
    mainDocId ??
    version.docs.find((d) => d.frontMatter.slug === "/")?.id ??
    version.plan.sidebars.map((s) => flattenLinks(s.items)[0]?.docId).find((id) => id !== undefined) ??
    version.docs[0]?.id
  );
}
