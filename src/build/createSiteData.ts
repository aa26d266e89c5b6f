import type { GlobalData, NavbarItem, SiteData } from "../shared/types.js";
import type { ContentGraph, ResolvedConfig } from "../types.js";
import { ConfigError } from "../errors.js";
import { flattenLinks, type SidebarPlan } from "../content/buildSidebars.js";
import { hasUrlScheme } from "../shared/urlScheme.js";

const isExternal = (href: string) => hasUrlScheme(href) || href.startsWith("//");

/** Turns the config and content into the data every page is rendered with; config ids that point nowhere fail here. */
export function createSiteData(config: ResolvedConfig, content: ContentGraph, plan: SidebarPlan, configFile: string): SiteData {
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

  const globalData: GlobalData = {
    docs: {
      path: `${base}docs`,
      versions: [
        {
          name: "current",
          label: config.docs.versionLabel,
          isLast: true,
          path: `${base}docs`,
          mainDocId: config.docs.mainDocId,
          docs: [
            ...content.docs.map((d) => ({ id: d.id, path: d.permalink, sidebar: plan.sidebarOfDoc.get(d.id) })),
            ...plan.categoryPages.map((p) => ({ id: p.permalink, path: p.permalink, sidebar: p.sidebarName })),
          ],
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

  return {
    title: config.title,
    tagline: config.tagline,
    url: config.url,
    baseUrl: base,
    repositoryUrl: config.repositoryUrl,
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
}
