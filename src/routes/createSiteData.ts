import { contentHash } from "../contentHash.js";
import type { GlobalData, GlobalDoc, NavbarItem, SiteData } from "../shared/types.js";
import type { ContentGraph, ResolvedConfig } from "../types.js";
import type { OutputFile } from "../output/emitSite.js";
import { ConfigError } from "../errors.js";
import { flattenLinks, type SidebarPlan } from "../content/buildSidebars.js";
import { hasUrlScheme } from "../shared/urlScheme.js";
import { docsBaseUrl } from "../content/docsBaseUrl.js";

const isExternal = (href: string) => hasUrlScheme(href) || href.startsWith("//");

/**
 * The most entries (docs and generated category pages) a version may list and still carry the list inline in
 * every page. The original site's contract (issue 2) is that `globalData.docs.versions[].docs` is inline, and
 * small sites keep that. Past this the list, repeated in each of N pages, makes the output grow with N², so
 * it moves to one file.
 */
export const INLINE_VERSION_DOCS_LIMIT = 200;

/** The site data, and the files it names (the docs lists of big versions), which the build must write. */
export interface SiteDataOutput {
  site: SiteData;
  files: OutputFile[];
}

/** Turns the config and content into the data every page is rendered with; config ids that point nowhere fail here. */
export function createSiteData(config: ResolvedConfig, content: ContentGraph, plan: SidebarPlan, configFile: string): SiteDataOutput {
  const base = config.baseUrl;
  const siteUrl = (to: string) => base + to.replace(/^\//, "");
  // Static files in public/ are named relative to the base path in the config.
  const asset = (src: string) => (isExternal(src) || src.startsWith(base) ? src : siteUrl(src));
  const docsById = new Map(content.docs.map((d) => [d.id, d]));
  const sidebarsByName = new Map(plan.sidebars.map((s) => [s.name, s]));

  const items: NavbarItem[] = config.navbar.items.map((item, index) => {
    const where = `navbar.items[${index}]`;
    switch (item.type) {
      case "docSidebar": {
        const first = sidebarsByName.get(item.sidebarId) && flattenLinks(sidebarsByName.get(item.sidebarId)!.items)[0];
        if (!first) {
          throw new ConfigError(`${where}.sidebarId: no sidebar named "${item.sidebarId}" (or it is empty)`, {
            file: configFile,
            hint: `Use one of the sidebars listed in docs.sidebars: ${plan.sidebars.map((s) => s.name).join(", ")}.`,
          });
        }
        return { type: "docSidebar", label: item.label, position: item.position, href: first.href, sidebarId: item.sidebarId };
      }
      case "doc": {
        const doc = docsById.get(item.docId);
        if (!doc) {
          throw new ConfigError(`${where}.docId: no doc with id "${item.docId}"`, {
            file: configFile,
            hint: "Use a doc id: the doc's path under content/docs without the extension, e.g. `introduction`.",
          });
        }
        return { type: "doc", label: item.label, position: item.position, href: doc.permalink, docId: item.docId };
      }
      case "link": {
        const href = item.href ?? siteUrl(item.to!);
        return { type: "link", label: item.label, position: item.position, href, external: isExternal(href) };
      }
      case "search":
        return { type: "search", position: item.position };
    }
  });

  const current = placeVersionDocs("current", base, [
    ...content.docs.map((d) => ({ id: d.id, path: d.permalink, sidebar: plan.sidebarOfDoc.get(d.id) })),
    ...plan.categoryPages.map((p) => ({ id: p.permalink, path: p.permalink, sidebar: p.sidebarName })),
  ]);
  const globalData: GlobalData = {
    docs: {
      path: docsBaseUrl(config) || "/",
      versions: [
        {
          name: "current",
          label: config.docs.versionLabel,
          isLast: true,
          path: docsBaseUrl(config) || "/",
          // Docusaurus names the version's main doc even where no page shows it at `/docs`: the first doc.
          mainDocId: config.docs.mainDocId ?? plan.sidebars.map((s) => flattenLinks(s.items)[0]?.docId).find((id) => id !== undefined) ?? content.docs[0]?.id ?? "",
          ...current.entry,
          sidebars: Object.fromEntries(
            plan.sidebars.map((s) => {
              const first = flattenLinks(s.items)[0];
              return [s.name, first ? { link: { path: first.href, label: first.docId ?? first.label } } : {}];
            }),
          ),
        },
      ],
    },
  };

  const site: SiteData = {
    title: config.title,
    tagline: config.tagline,
    url: config.url,
    baseUrl: base,
    repositoryUrl: config.repositoryUrl,
    version: config.version,
    ...(config.noIndex ? { noIndex: true } : {}),
    image: config.image === null ? undefined : isExternal(config.image) ? config.image : config.url + asset(config.image),
    customFields: Object.keys(config.customFields).length > 0 ? config.customFields : undefined,
    favicon: asset(config.favicon),
    logo: config.navbar.logo && { ...config.navbar.logo, src: asset(config.navbar.logo.src) },
    navbar: { title: config.navbar.title ?? config.title, items, hideOnScroll: config.navbar.hideOnScroll },
    footer: {
      style: config.footer.style,
      links: config.footer.links.map((column) => ({
        title: column.title,
        items: column.items.map((l) => {
          const href = l.href ?? siteUrl(l.to!);
          return { label: l.label, href, external: isExternal(href) };
        }),
      })),
      logo: config.footer.logo && { ...config.footer.logo, src: asset(config.footer.logo.src), href: config.footer.logo.href && (isExternal(config.footer.logo.href) ? config.footer.logo.href : siteUrl(config.footer.logo.href)) },
      copyright: config.footer.copyright,
    },
    announcementBar: config.announcementBar,
    colorMode: config.colorMode,
    strings: content.strings,
    locale: { code: config.i18n.defaultLocale, direction: config.i18n.direction },
    feeds: content.posts.length ? { rss: `${base}blog/rss.xml`, atom: `${base}blog/atom.xml`, title: config.title } : undefined,
    globalData,
  };
  return { site, files: current.file ? [current.file] : [] };
}

/**
 * A version's docs for its global data entry: the list itself up to the limit, else the URL of a
 * content-hashed file under assets/ (so a cache may keep it as long as the list is the same) and that file.
 */
function placeVersionDocs(version: string, base: string, docs: GlobalDoc[]): { entry: { docs: GlobalDoc[] } | { docsUrl: string }; file?: OutputFile } {
  if (docs.length <= INLINE_VERSION_DOCS_LIMIT) return { entry: { docs } };
  const contents = JSON.stringify(docs);
  const name = `docs-${version}-${contentHash(contents)}.json`;
  return {
    entry: { docsUrl: `${base}assets/${name}` },
    file: { path: `${base.replace(/^\//, "")}assets/${name}`, contents },
  };
}
