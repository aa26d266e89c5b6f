import type { DocPageData, TocItem } from "../../../shared/types.js";

/** A doc's metadata in Docusaurus's shape (`useDoc().metadata`), as far as edsite's page data has it. */
export interface DocMetadata {
  id: string;
  title: string;
  description?: string;
  permalink: string;
  editUrl?: string;
  /** Milliseconds since the epoch, as Docusaurus gives it. */
  lastUpdatedAt?: number;
  lastUpdatedBy?: string;
  version: string;
  sidebar?: string;
  previous?: { title: string; permalink: string };
  next?: { title: string; permalink: string };
}

/** What Docusaurus's `useDoc()` returns. */
export interface DocContext {
  metadata: DocMetadata;
  /** edsite keeps no doc's front matter for its pages: its fields are in `metadata`. */
  frontMatter: Record<string, unknown>;
  toc: TocItem[];
  contentTitle?: string;
  assets: Record<string, unknown>;
}

/** The doc's context from its page data, in the docs version `version`. */
export function docContextOf(doc: DocPageData, version: string): DocContext {
  const neighbour = (link: { href: string; label: string } | undefined) => link && { title: link.label, permalink: link.href };
  const previous = neighbour(doc.pagination.previous);
  const next = neighbour(doc.pagination.next);
  const updatedAt = doc.lastUpdate?.date === undefined ? undefined : Date.parse(doc.lastUpdate.date);
  const metadata: DocMetadata = {
    id: doc.id,
    title: doc.title,
    ...(doc.description ? { description: doc.description } : {}),
    permalink: doc.permalink,
    ...(doc.editUrl ? { editUrl: doc.editUrl } : {}),
    ...(updatedAt === undefined || Number.isNaN(updatedAt) ? {} : { lastUpdatedAt: updatedAt }),
    ...(doc.lastUpdate?.author ? { lastUpdatedBy: doc.lastUpdate.author } : {}),
    version,
    ...(doc.sidebarName ? { sidebar: doc.sidebarName } : {}),
    ...(previous ? { previous } : {}),
    ...(next ? { next } : {}),
  };
  return { metadata, frontMatter: {}, toc: doc.toc, contentTitle: doc.title, assets: {} };
}
