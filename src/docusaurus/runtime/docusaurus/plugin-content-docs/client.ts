// Docusaurus's @docusaurus/plugin-content-docs/client: the docs hooks a site's components call, answered from
// edsite's global data and the page's own data. edsite has one docs plugin ("default").
import { useMemo } from "react";
import { usePageMeta, useSite } from "@theme/SiteContext";
import { writtenSidebarName } from "../../../../shared/versionedSidebarName.js";
import { usePageRoute } from "@theme/PageRouteContext";
import type { DocCard, GlobalDoc, GlobalDocsVersion, PageData, Sidebar, SidebarCategory, SidebarItem } from "../../../../shared/types.js";
import { useRouterLocation } from "../../internal/location.js";
import { activeDocContextAt, activeVersionAt, type ActiveDocContext, type DocsPluginData } from "../../internal/activeDocs.js";
import { docContextOf, type DocContext, type DocMetadata } from "../../internal/docContext.js";
import { categoriesAbove, filterDocCardListItems, findFirstSidebarItemLink, findSidebarCategory, isActiveSidebarItem } from "../../internal/sidebarItems.js";

export { filterDocCardListItems, findFirstSidebarItemLink, findSidebarCategory, isActiveSidebarItem, type ActiveDocContext, type DocContext, type DocMetadata };

const PLUGIN_ID = "default";

/** A doc as a docs version lists it for the theme (Docusaurus's PropVersionDoc). */
export interface VersionDoc {
  id: string;
  title: string;
  description?: string;
  sidebar?: string;
}

/** What Docusaurus's `useDocsVersion()` gives a docs page: the version it is in. */
export interface DocsVersion {
  pluginId: string;
  version: string;
  label: string;
  banner: "unreleased" | "unmaintained" | null;
  badge: boolean;
  noIndex: boolean;
  className: string;
  isLast: boolean;
  /** The sidebar this page shows, by name. */
  docsSidebars: Record<string, SidebarItem[]>;
  /** The docs this page knows by title and description: itself and those its category lists. */
  docs: Record<string, VersionDoc>;
}

/** The docs plugin's global data by plugin id: `{ default: { path, versions } }`. */
export function useAllDocsData(): Record<string, DocsPluginData> {
  const site = useSite();
  return useMemo(() => ({ [PLUGIN_ID]: site.globalData.docs }), [site]);
}

/** The docs plugin's global data; throws for an id the site has no docs plugin of. */
export function useDocsData(pluginId: string = PLUGIN_ID): DocsPluginData {
  const data = useAllDocsData()[pluginId];
  if (!data) throw new Error(`The site has no docs plugin with the id "${pluginId}": edsite has one docs plugin, whose id is "${PLUGIN_ID}". Call the hook without an id.`);
  return data;
}

/** The docs plugin whose docs hold the current page, or undefined elsewhere (a `failfast` option makes that an error). */
export function useActivePlugin(options: { failfast?: boolean } = {}): { pluginId: string; pluginData: DocsPluginData } | undefined {
  const data = useDocsData();
  const { pathname } = useRouterLocation();
  if (activeVersionAt(data, pathname)) return { pluginId: PLUGIN_ID, pluginData: data };
  if (options.failfast) throw new Error(`No docs plugin holds "${pathname}": the docs are under ${data.path}. This hook is for docs pages.`);
  return undefined;
}

/** The versions of the docs, newest first. */
export function useVersions(pluginId?: string): GlobalDocsVersion[] {
  return useDocsData(pluginId).versions;
}

/** The version Docusaurus calls the latest (the one a visitor lands on). */
export function useLatestVersion(pluginId?: string): GlobalDocsVersion {
  const versions = useVersions(pluginId);
  return versions.find((version) => version.isLast) ?? versions[0]!;
}

/** The version being read, or undefined on a page outside the docs. */
export function useActiveVersion(pluginId?: string): GlobalDocsVersion | undefined {
  const data = useDocsData(pluginId);
  return activeVersionAt(data, useRouterLocation().pathname);
}

/** Docusaurus's `useActiveDocContext()`: the version and doc at the current path, and that doc in each version. */
export function useActiveDocContext(pluginId?: string): ActiveDocContext {
  const data = useDocsData(pluginId);
  const { pathname } = useRouterLocation();
  const { data: page } = usePageRoute();
  return useMemo(() => activeDocContextAt(data, pathname, page), [data, pathname, page]);
}

/** Docusaurus's `useDocsSidebar()`: the sidebar the page shows (`{ name, items }`), or null on a page without one. */
export function useDocsSidebar(): Sidebar | null {
  const sidebar = usePageRoute().sidebar;
  // A snapshot's sidebar goes by its name as the site wrote it, as in Docusaurus.
  return useMemo(() => (sidebar ? { ...sidebar, name: writtenSidebarName(sidebar.name) } : null), [sidebar]);
}

/** The docs a page knows by title: itself and what its cards name. */
function knownDocs(page: PageData | undefined): Record<string, VersionDoc> {
  const docs: Record<string, VersionDoc> = {};
  const cards: DocCard[] = page?.kind === "doc" || page?.kind === "category" ? (page.cards ?? []) : [];
  for (const card of cards) {
    if (card.docId) docs[card.docId] = { id: card.docId, title: card.label, ...(card.description ? { description: card.description } : {}) };
  }
  if (page?.kind === "doc") docs[page.id] = { id: page.id, title: page.title, ...(page.description ? { description: page.description } : {}), ...(page.sidebarName ? { sidebar: page.sidebarName } : {}) };
  return docs;
}

/** Docusaurus's `useDocsVersion()`: the docs version of the page; an error outside the docs, as there. */
export function useDocsVersion(): DocsVersion {
  const { data: page, sidebar } = usePageRoute();
  const all = useDocsData();
  const { pathname } = useRouterLocation();
  const version = activeVersionAt(all, pathname) ?? all.versions.find((v) => v.isLast);
  const own = usePageMeta().docsVersion;
  if (!version || (page?.kind !== "doc" && page?.kind !== "category")) {
    throw new Error(`useDocsVersion() was called on ${pathname}, which is no docs page: the docs hooks read the doc being shown, so call it in a doc's content or a component on docs pages.`);
  }
  return {
    pluginId: PLUGIN_ID,
    version: version.name,
    label: version.label,
    banner: own?.banner?.kind ?? null,
    badge: own?.badge ?? all.versions.length > 1,
    noIndex: false,
    className: own?.className ?? `docs-version-${version.name}`,
    isLast: version.isLast,
    docsSidebars: sidebar ? { [writtenSidebarName(sidebar.name)]: sidebar.items } : {},
    docs: knownDocs(page),
  };
}

/** A link to the doc `id` in the sidebar, for its label. */
function sidebarLinkTo(items: readonly SidebarItem[], id: string): { label: string } | undefined {
  for (const item of items) {
    if ((item.type === "link" || item.type === "category") && item.docId === id) return item;
    if (item.type === "category") {
      const below = sidebarLinkTo(item.items, id);
      if (below) return below;
    }
  }
  return undefined;
}

/**
 * Docusaurus's `useDocById(id)`: the doc's id, title, description and sidebar; undefined without an id. A
 * page knows the descriptions of itself and of the docs its category lists; of other docs, the title the
 * sidebar gives them.
 */
export function useDocById(id: string | undefined): VersionDoc | undefined {
  const { data: page, sidebar } = usePageRoute();
  const version = useActiveVersion();
  if (id === undefined) return undefined;
  const known = knownDocs(page)[id];
  if (known) return known;
  const inSidebar = sidebar && sidebarLinkTo(sidebar.items, id);
  if (inSidebar) return { id, title: inSidebar.label, sidebar: sidebar.name };
  const listed: GlobalDoc | undefined = version?.docs?.find((doc) => doc.id === id);
  // Docusaurus ships every doc's title with each docs page; edsite's pages carry the titles their sidebar
  // shows, and a title in every page's site data would make `dev` reload a tab for each title edited.
  if (listed) return { id, title: id, ...(listed.sidebar ? { sidebar: listed.sidebar } : {}) };
  throw new Error(`No doc has the id "${id}" in the docs version being read. Check the id against the doc's file path (without extension) or its front matter id.`);
}

/** Docusaurus's `useCurrentSidebarCategory()`: the deepest category holding the page; an error where none does. */
export function useCurrentSidebarCategory(): SidebarCategory {
  const sidebar = useDocsSidebar();
  const { pathname } = useRouterLocation();
  const category = sidebar ? categoriesAbove(sidebar.items, pathname).at(-1) : undefined;
  if (!category) throw new Error(`${pathname} is in no sidebar category: useCurrentSidebarCategory() is for a category's own page or a doc inside a category.`);
  return category;
}

/** Docusaurus's `useCurrentSidebarSiblings()`: the items of the category holding the page, or the sidebar's top level. */
export function useCurrentSidebarSiblings(): SidebarItem[] {
  const sidebar = useDocsSidebar();
  const { pathname } = useRouterLocation();
  if (!sidebar) return [];
  return categoriesAbove(sidebar.items, pathname).at(-1)?.items ?? sidebar.items;
}

/** Docusaurus's `useDoc()`: the doc being shown (its metadata, table of contents); an error anywhere but a doc's page. */
export function useDoc(): DocContext {
  const { data: page } = usePageRoute();
  const version = useActiveVersion();
  const doc = page?.kind === "doc" ? page : undefined;
  const context = useMemo(() => doc && docContextOf(doc, version?.name ?? "current"), [doc, version]);
  if (!context) throw new Error("useDoc() was called outside a doc's page: it reads the doc being shown, so call it in a doc's content or a component on doc pages.");
  return context;
}
