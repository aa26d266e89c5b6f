import type { DocsVersionLink, NavbarHtmlItem, NavbarItem, NavbarLinkItem } from "../shared/types.js";
import type { ResolvedConfig } from "../types.js";
import { ConfigError } from "../errors.js";
import { flattenLinks } from "../content/buildSidebars.js";
import type { VersionPlan } from "../content/versions/versionPlans.js";
import { sidebarNameIn, writtenSidebarName } from "../shared/versionedSidebarName.js";
import { docsBaseUrl } from "../content/docsBaseUrl.js";
import { mainDocPath } from "./pageDocsVersion.js";
import { hasUrlScheme } from "../shared/urlScheme.js";

type ConfigItem = ResolvedConfig["navbar"]["items"][number];
type ConfigEntry = Extract<ConfigItem, { type: "dropdown" }>["items"][number];

/** What resolving the navbar's items reads: the config, and each docs version's docs and sidebars. */
export interface NavbarContext {
  config: ResolvedConfig;
  configFile: string;
  versions: VersionPlan[];
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
    if (item.type === "docsVersionDropdown") {
      const entries = (list: ConfigEntry[], key: string) => list.map((entry, i) => resolveEntry(entry, `${where}.${key}[${i}]`, context));
      return {
        type: "docsVersionDropdown",
        position: item.position,
        ...classOf(item),
        versions: dropdownVersions(item.versions, versionLinks(context), where, context.configFile),
        itemsBefore: entries(item.dropdownItemsBefore, "dropdownItemsBefore"),
        itemsAfter: entries(item.dropdownItemsAfter, "dropdownItemsAfter"),
        activeClassDisabled: item.dropdownActiveClassDisabled,
      };
    }
    if (item.type === "localeDropdown") {
      const resolve = (list: ConfigEntry[], key: string) => list.map((entry, i) => resolveEntry(entry, `${where}.${key}[${i}]`, context));
      return { type: "localeDropdown", position: item.position, ...classOf(item), itemsBefore: resolve(item.dropdownItemsBefore, "dropdownItemsBefore"), itemsAfter: resolve(item.dropdownItemsAfter, "dropdownItemsAfter"), ...(item.queryString ? { queryString: item.queryString } : {}) };
    }
    return resolveEntry(item, where, context);
  });
}

function resolveEntry(item: ConfigEntry | Exclude<ConfigItem, { type: "search" | "dropdown" | "docsVersionDropdown" | "localeDropdown" }>, where: string, context: NavbarContext): NavbarLinkItem | NavbarHtmlItem {
  const { config, configFile, versions } = context;
  const base = { position: item.position, ...classOf(item) };
  // Links into the docs lead to the last version's page, and on a versioned site to each version's too.
  const inVersions = (find: (version: VersionPlan) => string | undefined) => {
    const found = versions.flatMap((v) => {
      const href = find(v);
      return href === undefined ? [] : [[v.version.name, href] as const];
    });
    const last = versions.find((v) => v.version.isLast)?.version.name;
    const href = found.find(([name]) => name === last)?.[1] ?? found[0]?.[1];
    return { href, ...(versions.length > 1 && found.length > 0 ? { byVersion: Object.fromEntries(found) } : {}) };
  };
  switch (item.type) {
    case "html":
      return { type: "html", value: item.value, ...base };
    case "docSidebar": {
      const { href, byVersion } = inVersions((v) => {
        const sidebar = v.plan.sidebars.find((s) => s.name === sidebarNameIn(v.version.name, item.sidebarId));
        return sidebar && flattenLinks(sidebar.items)[0]?.href;
      });
      if (href === undefined) {
        const names = [...new Set(versions.flatMap((v) => v.plan.sidebars.map((s) => writtenSidebarName(s.name))))];
        throw new ConfigError(`${where}.sidebarId: no sidebar named "${item.sidebarId}" (or it is empty)`, {
          file: configFile,
          hint: names.length > 0 ? `Use one of the sidebars listed in docs.sidebars: ${names.join(", ")}.` : "The docs have no sidebars; link to a doc with a `doc` item instead.",
        });
      }
      return { type: "docSidebar", label: item.label, href, sidebarId: item.sidebarId, ...(byVersion ? { byVersion } : {}), ...base };
    }
    case "doc": {
      const { href, byVersion } = inVersions((v) => v.docs.find((d) => d.id === item.docId)?.permalink);
      if (href === undefined) {
        throw new ConfigError(`${where}.docId: no doc with id "${item.docId}"`, {
          file: configFile,
          hint: "Use a doc id: the doc's path under the docs folder without the extension, e.g. `introduction`.",
        });
      }
      return { type: "doc", label: item.label, href, docId: item.docId, ...(byVersion ? { byVersion } : {}), ...base };
    }
    case "docsVersion": {
      const links = versionLinks(context);
      const last = links.find((l) => l.isLast) ?? links[0];
      const href = item.to !== undefined ? siteUrl(config.baseUrl, item.to) : last?.href;
      if (href === undefined) {
        throw new ConfigError(`${where}: a docsVersion item links to the docs' main doc, and there are no docs`, { file: configFile, hint: "Give the item a `to`, or remove it." });
      }
      const several = links.length > 1 && item.to === undefined ? { versions: links.map(({ isLast: _, ...link }) => link), ...(item.label !== undefined ? { ownLabel: true } : {}) } : {};
      return { type: "docsVersion", label: item.label ?? last?.label ?? config.docs.versionLabel, href, activeBase: (last?.path ?? docsBaseUrl(config)) || "/", ...several, ...base };
    }
    case "link": {
      const href = item.href ?? siteUrl(config.baseUrl, item.to!);
      return { type: "link", label: item.label, href, external: isExternal(href), ...(item.ariaLabel ? { ariaLabel: item.ariaLabel } : {}), ...base };
    }
  }
}

/** Each version with the page it opens on (its main doc), newest first; versions without docs are left out. */
function versionLinks(context: NavbarContext): (DocsVersionLink & { isLast: boolean })[] {
  return context.versions.flatMap((plan) => {
    const href = mainDocPath(plan, context.config.docs.mainDocId);
    const { name, label, path, isLast } = plan.version;
    return href === undefined ? [] : [{ name, label, href, path: path || "/", isLast }];
  });
}

/** The versions a version dropdown lists: all, or those the config names (in its order, with its labels). */
function dropdownVersions(chosen: string[] | Record<string, { label?: string }> | undefined, links: (DocsVersionLink & { isLast: boolean })[], where: string, configFile: string): DocsVersionLink[] {
  const plain = links.map(({ isLast: _, ...link }) => link);
  if (chosen === undefined) return plain;
  const names = Array.isArray(chosen) ? chosen : Object.keys(chosen);
  return names.map((name) => {
    const link = plain.find((l) => l.name === name);
    if (!link) throw new ConfigError(`${where}.versions names "${name}", which is no docs version the site builds.`, { file: configFile, hint: `The versions are: ${plain.map((l) => l.name).join(", ")}.` });
    const label = Array.isArray(chosen) ? undefined : chosen[name]?.label;
    return label === undefined ? link : { ...link, label };
  });
}

function classOf(item: { className?: string }): { className?: string } {
  return item.className ? { className: item.className } : {};
}

/** A site path from the config (`/docs/x`) under the base path. */
export function siteUrl(baseUrl: string, to: string): string {
  return baseUrl + to.replace(/^\//, "");
}
