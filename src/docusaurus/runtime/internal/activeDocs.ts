import type { GlobalData, GlobalDoc, GlobalDocsVersion, PageData } from "../../../shared/types.js";
import { isPathWithin, isSamePath } from "../../../shared/pathCompare.js";

/** The docs plugin's global data, as Docusaurus's docs hooks read it. */
export type DocsPluginData = GlobalData["docs"];

/** What Docusaurus's `useActiveDocContext()` returns for a path. */
export interface ActiveDocContext {
  activeVersion?: GlobalDocsVersion;
  activeDoc?: GlobalDoc;
  /** The doc being read, by the name of each version that has it. */
  alternateDocVersions: Record<string, GlobalDoc>;
}

/** The version whose docs hold `path`: the one with the longest path that does (`/docs/next` before `/docs`). */
export function activeVersionAt(data: DocsPluginData, path: string): GlobalDocsVersion | undefined {
  return [...data.versions].sort((a, b) => b.path.length - a.path.length).find((version) => isPathWithin(path, version.path));
}

/**
 * The version and doc at `path`. A big site keeps its docs lists in files the hooks cannot wait for, so the
 * page's own data names the doc when the list is not inline.
 */
export function activeDocContextAt(data: DocsPluginData, path: string, page: PageData | undefined): ActiveDocContext {
  const activeVersion = activeVersionAt(data, path);
  const fromPage = page?.kind === "doc" ? { id: page.id, path: page.permalink, ...(page.sidebarName ? { sidebar: page.sidebarName } : {}) } : undefined;
  const activeDoc = activeVersion?.docs?.find((doc) => isSamePath(doc.path, path)) ?? (activeVersion && fromPage && isSamePath(fromPage.path, path) ? fromPage : undefined);
  const alternateDocVersions: Record<string, GlobalDoc> = {};
  if (activeDoc) {
    for (const version of data.versions) {
      const same = version === activeVersion ? activeDoc : version.docs?.find((doc) => doc.id === activeDoc.id);
      if (same) alternateDocVersions[version.name] = same;
    }
  }
  return { activeVersion, activeDoc, alternateDocVersions };
}
