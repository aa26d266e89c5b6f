import type { DocsVersionLink } from "../src/shared/types.js";
import { usePageMeta, useSite } from "./SiteContext.js";
import { useStoredDocsVersion } from "./useStoredDocsVersion.js";

/**
 * The docs version the navbar speaks of: the page's own on a docs page; elsewhere the one the visitor chose,
 * once the page runs (the server cannot know it, so the first render, like the server's, says the last
 * version); else the last version. Undefined on a site with one version.
 */
export function useDocsVersionInView(): string | undefined {
  const site = useSite();
  const meta = usePageMeta();
  const versions = site.globalData.docs.versions;
  const stored = useStoredDocsVersion();
  if (versions.length < 2) return undefined;
  const preferred = versions.find((v) => v.name === stored)?.name;
  return meta.docsVersion?.name ?? preferred ?? versions.find((v) => v.isLast)?.name ?? versions[0]?.name;
}

/** The version of `versions` named `name`, else the first (the newest). */
export function versionNamed(versions: DocsVersionLink[], name: string | undefined): DocsVersionLink | undefined {
  return versions.find((v) => v.name === name) ?? versions[0];
}
