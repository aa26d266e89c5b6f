import type { NavbarHtmlItem, NavbarItem, NavbarLinkItem } from "../shared/types.js";
import type { ResolvedConfig } from "../types.js";
import { ConfigError } from "../errors.js";
import { flattenLinks, type SidebarPlan } from "../content/buildSidebars.js";
import type { DocSource } from "../types.js";
import { hasUrlScheme } from "../shared/urlScheme.js";

type ConfigItem = ResolvedConfig["navbar"]["items"][number];
type ConfigEntry = Extract<ConfigItem, { type: "dropdown" }>["items"][number];

/** What resolving the navbar's items reads: the docs and sidebars its items name, where the docs are. */
export interface NavbarContext {
  config: ResolvedConfig;
  configFile: string;
  docs: DocSource[];
  plan: SidebarPlan;
  /** The docs' root, the docs version's main doc, for a `docsVersion` item. */
  docsRoot: string;
  mainDocPath: string | undefined;
}

export const isExternal = (href: string) => hasUrlScheme(href) || href.startsWith("//");

/** The navbar's items with every doc, sidebar and site path turned into a URL; ids that point nowhere fail here. */
export function navbarItems(context: NavbarContext): NavbarItem[] {
  return context.config.navbar.items.map((item, index): NavbarItem => {
    const where = `navbar.items[${index}]`;
    if (item.type === "search") return { type: "search", position: item.position, ...classOf(item) };
    if (item.type === "dropdown") {
      return { type: "dropdown", label: item.label, position: item.position, ...classOf(item), items: item.items.map((entry, i) => resolveEntry(entry, `${where}.items[${i}]`, context)) };
    }
    if (item.type === "localeDropdown") {
      const resolve = (list: ConfigEntry[], key: string) => list.map((entry, i) => resolveEntry(entry, `${where}.${key}[${i}]`, context));
      return { type: "localeDropdown", position: item.position, ...classOf(item), itemsBefore: resolve(item.dropdownItemsBefore, "dropdownItemsBefore"), itemsAfter: resolve(item.dropdownItemsAfter, "dropdownItemsAfter"), ...(item.queryString ? { queryString: item.queryString } : {}) };
    }
    return resolveEntry(item, where, context);
  });
}

function resolveEntry(item: ConfigEntry | Exclude<ConfigItem, { type: "search" | "dropdown" | "localeDropdown" }>, where: string, context: NavbarContext): NavbarLinkItem | NavbarHtmlItem {
  const { config, configFile, plan } = context;
  const base = { position: item.position, ...classOf(item) };
  switch (item.type) {
    case "html":
      return { type: "html", value: item.value, ...base };
    case "docSidebar": {
      const sidebar = plan.sidebars.find((s) => s.name === item.sidebarId);
      const first = sidebar && flattenLinks(sidebar.items)[0];
      if (!first) {
        throw new ConfigError(`${where}.sidebarId: no sidebar named "${item.sidebarId}" (or it is empty)`, {
          file: configFile,
          hint: plan.sidebars.length > 0 ? `Use one of the sidebars listed in docs.sidebars: ${plan.sidebars.map((s) => s.name).join(", ")}.` : "The docs have no sidebars; link to a doc with a `doc` item instead.",
        });
      }
      return { type: "docSidebar", label: item.label, href: first.href, sidebarId: item.sidebarId, ...base };
    }
    case "doc": {
      const doc = context.docs.find((d) => d.id === item.docId);
      if (!doc) {
        throw new ConfigError(`${where}.docId: no doc with id "${item.docId}"`, {
          file: configFile,
          hint: "Use a doc id: the doc's path under the docs folder without the extension, e.g. `introduction`.",
        });
      }
      return { type: "doc", label: item.label, href: doc.permalink, docId: item.docId, ...base };
    }
    case "docsVersion": {
      const href = item.to !== undefined ? siteUrl(config.baseUrl, item.to) : context.mainDocPath;
      if (href === undefined) {
        throw new ConfigError(`${where}: a docsVersion item links to the docs' main doc, and there are no docs`, { file: configFile, hint: "Give the item a `to`, or remove it." });
      }
      return { type: "docsVersion", label: item.label ?? config.docs.versionLabel, href, activeBase: context.docsRoot || "/", ...base };
    }
    case "link": {
      const href = item.href ?? siteUrl(config.baseUrl, item.to!);
      return { type: "link", label: item.label, href, external: isExternal(href), ...(item.ariaLabel ? { ariaLabel: item.ariaLabel } : {}), ...base };
    }
  }
}

function classOf(item: { className?: string }): { className?: string } {
  return item.className ? { className: item.className } : {};
}

/** A site path from the config (`/docs/x`) under the base path. */
export function siteUrl(baseUrl: string, to: string): string {
  return baseUrl + to.replace(/^\//, "");
}
