import path from "node:path";
import type { Breadcrumb, CategoryIndexData, DocCard, DocPageData, LinkTarget, PrevNext, Sidebar, SidebarCategory, SidebarItem } from "../shared/types.js";
import type { CompiledModule, DocSource, Route } from "../types.js";
import { flattenLinks, type SidebarPlan } from "../content/buildSidebars.js";
import { outFileFor } from "./outFileFor.js";
import { sidebarIndex } from "./sidebarIndex.js";
import type { EditUrlOf } from "../content/editUrls.js";
import { formatBlogDate } from "../content/blog/formatDate.js";
import type { PageVersionOf } from "./pageDocsVersion.js";

export interface DocRouteInput {
  docs: DocSource[];
  plan: SidebarPlan;
  modules: Map<string, CompiledModule>;
  baseUrl: string;
  /** Each doc's 'Edit this page' link; none without it. */
  editUrlOf: EditUrlOf | undefined;
  docsDir: string;
  /** The doc `/docs` also shows; null for no page there. */
  mainDocId: string | null;
  /** Show each page's trail of categories (the config's `docs.breadcrumbs`). */
  breadcrumbs: boolean;
  /** Where the docs are served (see docsBaseUrl); the main doc also shows there. */
  docsRoot: string;
  /** On a versioned site: the version these docs are, and what its pages say of it. */
  version?: { name: string; noIndex: boolean; pageVersionOf: PageVersionOf };
}

/** One route per doc, one per generated category page, and `/docs` showing the main doc. */
export function planDocRoutes(input: DocRouteInput): Route[] {
  const { docs, plan, modules, baseUrl } = input;
  const sidebarsByName = new Map(plan.sidebars.map((s) => [s.name, s]));
  const docsById = new Map(docs.map((d) => [d.id, d]));
  const routes: Route[] = [];
  const { version } = input;
  const versionMeta = (docId: string | undefined) => {
    const docsVersion = version?.pageVersionOf(version.name, docId);
    return { ...(docsVersion ? { docsVersion } : {}), ...(version?.noIndex ? { noIndex: true } : {}) };
  };

  for (const doc of docs) {
    const module = modules.get(doc.file);
    const sidebarName = plan.sidebarOfDoc.get(doc.id) ?? plan.sidebars[0]?.name;
    const sidebar = sidebarName === undefined ? undefined : sidebarsByName.get(sidebarName)!;
    const fm = doc.frontMatter;
    const title = doc.title ?? module?.h1 ?? doc.id;
    const headed = sidebar ? sidebarIndex(sidebar).categoryHeadedBy.get(doc.id) : undefined;
    const data: DocPageData = {
      kind: "doc",
      id: doc.id,
      title,
      description: fm.description as string | undefined,
      permalink: doc.permalink,
      editUrl: input.editUrlOf?.("docs", doc.relativePath, doc.permalink, doc.version && doc.version !== "current" ? { name: doc.version, docsDir: input.docsDir } : undefined),
      toc: module?.toc ?? [],
      hideTableOfContents: fm.hide_table_of_contents === true,
      breadcrumbs: input.breadcrumbs && sidebar ? breadcrumbsTo(sidebar, doc.permalink) : [],
      pagination: sidebar ? paginationOf(sidebar, doc.permalink, fm, docsById) : {},
      ...(sidebarName === undefined ? {} : { sidebarName }),
      ...(headed ? { cards: cardsOf(headed.items, docsById, doc.permalink) } : {}),
      ...(doc.lastUpdate ? { lastUpdate: { ...doc.lastUpdate, ...(doc.lastUpdate.date ? { formattedDate: formatBlogDate(doc.lastUpdate.date) } : {}) } } : {}),
    };
    routes.push({
      path: doc.permalink,
      kind: "doc",
      sources: [doc.file],
      template: "DocPage",
      data,
      meta: {
        title,
        description: data.description,
        permalink: doc.permalink,
        sidebarName,
        ogType: "article",
        keywords: fm.keywords as string[] | undefined,
        ...versionMeta(doc.id),
      },
      contentModules: [doc.file],
      sidebarName,
      outFile: outFileFor(doc.permalink, baseUrl),
    });
  }

  for (const page of plan.categoryPages) {
    const sidebar = sidebarsByName.get(page.sidebarName)!;
    const data: CategoryIndexData = {
      kind: "category",
      title: page.title,
      description: page.description,
      permalink: page.permalink,
      breadcrumbs: input.breadcrumbs ? [...page.trail, { label: page.title }] : [],
      pagination: paginationOf(sidebar, page.permalink, {}, docsById),
      sidebarName: page.sidebarName,
      cards: cardsOf(page.items, docsById, page.permalink),
    };
    routes.push({
      path: page.permalink,
      kind: "category",
      sources: [page.dir ? `${input.docsDir}/${page.dir}/_category_.json` : input.docsDir],
      template: "CategoryIndexPage",
      data,
      meta: { title: page.title, description: page.description, permalink: page.permalink, sidebarName: page.sidebarName, ...versionMeta(undefined) },
      contentModules: [],
      sidebarName: page.sidebarName,
      outFile: outFileFor(page.permalink, baseUrl),
    });
  }

  const main = routes.find((r) => r.kind === "doc" && (r.data as DocPageData).id === input.mainDocId);
  const docsRoot = input.docsRoot;
  if (main && main.path !== docsRoot && main.path !== `${docsRoot}/`) {
    // `/docs` shows the main doc; search engines are pointed at the doc's own URL.
    routes.push({ ...main, path: docsRoot, meta: { ...main.meta, canonical: main.path }, outFile: outFileFor(docsRoot, baseUrl) });
  }
  return routes;
}

/** A card for each item of a category, as its index page lists them; a card without a page of its own links to `fallbackHref`. */
function cardsOf(items: SidebarItem[], docsById: Map<string, DocSource>, fallbackHref: string): DocCard[] {
  return items.flatMap((item): DocCard[] => {
    if (item.type === "html") return [];
    if (item.type === "link") {
      return [{ label: item.label, href: item.href, description: descriptionOf(item.docId, docsById), isCategory: false, ...(item.docId ? { docId: item.docId } : {}) }];
    }
    return [{ label: item.label, href: item.href ?? firstHref(item.items) ?? fallbackHref, isCategory: true, itemCount: item.items.length }];
  });
}

/** The category whose own page is the doc `docId` (its link doc), searched depth-first. */
function descriptionOf(docId: string | undefined, docsById: Map<string, DocSource>): string | undefined {
  const description = docId ? docsById.get(docId)?.frontMatter.description : undefined;
  return typeof description === "string" ? description : undefined;
}

function firstHref(items: Sidebar["items"]): string | undefined {
  return flattenLinks(items)[0]?.href;
}

/** Categories from the sidebar's root down to the page, then the page itself. */
export function breadcrumbsTo(sidebar: Sidebar, permalink: string): Breadcrumb[] {
  return sidebarIndex(sidebar).trailOf.get(permalink) ?? [];
}

/** Previous and next in sidebar order; `pagination_prev/next` in front matter override (null hides). */
function paginationOf(
  sidebar: Sidebar,
  permalink: string,
  fm: Record<string, unknown>,
  docsById: Map<string, DocSource>,
): PrevNext {
  const { order: links, positionOf } = sidebarIndex(sidebar);
  const at = positionOf.get(permalink) ?? -1;
  const pick = (field: "pagination_prev" | "pagination_next", fallback: LinkTarget | undefined): LinkTarget | undefined => {
    const value = fm[field];
    if (value === null) return undefined;
    if (typeof value === "string") {
      const doc = docsById.get(value);
      if (doc) return { href: doc.permalink, label: doc.sidebarLabel ?? doc.title ?? doc.id };
    }
    return fallback;
  };
  const toTarget = (l: { href: string; label: string } | undefined) => (l ? { href: l.href, label: l.label } : undefined);
  return {
    previous: pick("pagination_prev", at > 0 ? toTarget(links[at - 1]) : undefined),
    next: pick("pagination_next", at >= 0 ? toTarget(links[at + 1]) : undefined),
  };
}
