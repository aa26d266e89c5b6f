import GithubSlugger from "github-slugger";
import { ContentError } from "../errors.js";
import type { Sidebar, SidebarCategory, SidebarItem } from "../shared/types.js";
import type { CategoryMeta, DocSource } from "../types.js";

/** A generated-index category page, one per category per sidebar. */
export interface CategoryPage {
  sidebarName: string;
  dir: string;
  permalink: string;
  title: string;
  description?: string;
  /** Path from the sidebar's root to the category, for breadcrumbs. */
  trail: { label: string; href?: string }[];
  items: SidebarItem[];
}

export interface SidebarPlan {
  sidebars: Sidebar[];
  categoryPages: CategoryPage[];
  /** The sidebar each doc is shown with: the last sidebar that holds it, as Docusaurus attributes it. */
  sidebarOfDoc: Map<string, string>;
}

interface FolderNode {
  dir: string;
  docs: DocSource[];
  folders: Map<string, FolderNode>;
}

/**
 * Generates every configured sidebar from the docs folder: folders become categories, ordered by position
 * and then by name, and each generated-index category gets a page (the second sidebar's copies take `-1`).
 */
export function buildSidebars(
  docs: DocSource[],
  categories: Map<string, CategoryMeta>,
  sidebarNames: string[],
  docsBaseUrl: string,
): SidebarPlan {
  const root = buildTree(docs);
  const docsById = new Map(docs.map((d) => [d.id, d]));
  const usedSlugs = new Set<string>();
  const categoryPages: CategoryPage[] = [];
  const sidebarOfDoc = new Map<string, string>();
  const sidebars = sidebarNames.map((name) => {
    const items = folderItems(root, []);
    for (const link of flattenLinks(items)) if (link.docId) sidebarOfDoc.set(link.docId, name);
    return { name, items };

    function folderItems(node: FolderNode, trail: CategoryPage["trail"]): SidebarItem[] {
      const entries: { position?: number; name: string; item: SidebarItem }[] = [];
      const meta = categories.get(node.dir);
      const indexDoc = node.dir === "" ? undefined : node.docs.find((d) => d.isIndex);
      // A folder's index doc becomes the category's own page unless the category file links elsewhere.
      const indexIsCategoryLink = indexDoc !== undefined && meta?.link === undefined;
      for (const doc of node.docs) {
        if (indexIsCategoryLink && doc === indexDoc) continue;
        entries.push({ position: doc.sidebarPosition, name: fileName(doc), item: docLink(doc) });
      }
      for (const child of node.folders.values()) {
        const category = folderCategory(child, trail);
        if (category) entries.push(category);
      }
      return entries
        .sort((a, b) => (a.position ?? Infinity) - (b.position ?? Infinity) || a.name.localeCompare(b.name))
        .map((e) => e.item);
    }

    function folderCategory(node: FolderNode, trail: CategoryPage["trail"]) {
      const meta = categories.get(node.dir);
      const indexDoc = node.docs.find((d) => d.isIndex);
      const label = meta?.file ? meta.label : indexDoc ? (indexDoc.sidebarLabel ?? indexDoc.title ?? lastSegment(node.dir)) : lastSegment(node.dir);
      let href: string | undefined;
      let page: CategoryPage | undefined;
      if (meta?.link?.type === "generated-index") {
        const slug = uniqueSlug(meta.link.slug ?? `/category/${new GithubSlugger().slug(label)}`, usedSlugs);
        href = `${docsBaseUrl.replace(/\/$/, "")}${slug}`;
        page = { sidebarName: name, dir: node.dir, permalink: href, title: meta.link.title ?? label, description: meta.link.description, trail, items: [] };
      } else if (meta?.link?.type === "doc") {
        const target = docsById.get(meta.link.id);
        if (!target) {
          throw new ContentError(`Category link points to doc \`${meta.link.id}\`, which does not exist.`, {
            file: meta.file,
            hint: `Use the id of a doc, such as ${[...docsById.keys()].slice(0, 3).map((k) => `\`${k}\``).join(", ")}.`,
          });
        }
        href = target.permalink;
      } else if (indexDoc) {
        href = indexDoc.permalink;
      }
      const childTrail = [...trail, { label, href }];
      const items = folderItems(node, childTrail);
      if (page) {
        page.items = items;
        categoryPages.push(page);
      }
      const position = meta?.position ?? indexDoc?.sidebarPosition;
      if (items.length === 0) {
        if (!href) return undefined;
        // A category holding nothing but its own page reads better as a plain link.
        return { position, name: lastSegment(node.dir), item: { type: "link", label, href, docId: indexDoc?.id } satisfies SidebarItem };
      }
      const category: SidebarCategory = {
        type: "category",
        label,
        href,
        collapsed: meta?.collapsed ?? false,
        collapsible: meta?.collapsible ?? true,
        items,
      };
      if (!page && indexDoc && href === indexDoc.permalink) category.docId = indexDoc.id;
      return { position, name: lastSegment(node.dir), item: category };
    }
  });
  return { sidebars, categoryPages, sidebarOfDoc };
}

function docLink(doc: DocSource): SidebarItem {
  return { type: "link", label: doc.sidebarLabel ?? doc.title ?? doc.id, href: doc.permalink, docId: doc.id };
}

function fileName(doc: DocSource): string {
  return doc.relativePath.split("/").pop()!;
}

function lastSegment(dir: string): string {
  return dir.split("/").pop() ?? dir;
}

function uniqueSlug(slug: string, used: Set<string>): string {
  const normalized = slug.startsWith("/") ? slug : `/${slug}`;
  let candidate = normalized;
  for (let n = 1; used.has(candidate); n++) candidate = `${normalized}-${n}`;
  used.add(candidate);
  return candidate;
}

function buildTree(docs: DocSource[]): FolderNode {
  const root: FolderNode = { dir: "", docs: [], folders: new Map() };
  for (const doc of docs) {
    let node = root;
    if (doc.dir) {
      for (const segment of doc.dir.split("/")) {
        const dir = node.dir ? `${node.dir}/${segment}` : segment;
        let next = node.folders.get(segment);
        if (!next) node.folders.set(segment, (next = { dir, docs: [], folders: new Map() }));
        node = next;
      }
    }
    node.docs.push(doc);
  }
  return root;
}

/** Every link of a sidebar in reading order, category pages included: the order of prev/next links. */
export function flattenLinks(items: SidebarItem[]): { label: string; href: string; docId?: string }[] {
  const out: { label: string; href: string; docId?: string }[] = [];
  for (const item of items) {
    if (item.type === "link") out.push(item);
    else {
      if (item.href) out.push({ label: item.label, href: item.href, docId: item.docId });
      out.push(...flattenLinks(item.items));
    }
  }
  return out;
}
