import type { UserConfig } from "../../config/schema.js";
import type { OptionReader } from "./optionReader.js";
import { mapMagicComments } from "./mapMagicComments.js";
import { themeConfigOwner } from "./themeConfigOwners.js";
import { closestName } from "../../config/closestName.js";
import { docusaurusHref, hasScheme } from "./docusaurusHref.js";

type Navbar = UserConfig["navbar"];
type NavbarItem = NonNullable<Navbar["items"]>[number];
type Footer = NonNullable<UserConfig["footer"]>;

/** Theme config options of the classic theme (and `mermaid`, of the Mermaid theme edsite stands in for). */
const KNOWN_THEME_CONFIG = ["image", "metadata", "navbar", "footer", "colorMode", "announcementBar", "prism", "docs", "blog", "tableOfContents", "mermaid"];

/** Options the classic theme once had and now rejects, each with where its setting went. */
const MOVED_THEME_CONFIG: Readonly<Record<string, string>> = {
  disableDarkMode: "Use themeConfig.colorMode.disableSwitch: true instead.",
  defaultDarkMode: 'Use themeConfig.colorMode.defaultMode: "dark" instead.',
  metadatas: "It is named themeConfig.metadata now.",
  hideableSidebar: "It is themeConfig.docs.sidebar.hideable now.",
  autoCollapseSidebarCategories: "It is themeConfig.docs.sidebar.autoCollapseCategories now.",
  sidebarCollapsible: "It is the docs plugin's sidebarCollapsible option now.",
};

/** Why an option nothing of edsite's reads does nothing, where Docusaurus would hand it on to code in the browser. */
const NOT_HANDED_ON = "edsite does not read it, and gives the browser code of a site and its themes no themeConfig (useDocusaurusContext().siteConfig has none). Remove it, or build this site with Docusaurus.";

/** What mapping the theme config needs to know of the rest of the site. */
export interface ThemeConfigSite {
  title: string;
  /** The site's base path, which Docusaurus's links add to an `href` from the host's root. */
  baseUrl: string;
  /** The packages among the site's plugins and themes, to name the one a key of themeConfig is for. */
  installed: readonly string[];
}

/** Maps `themeConfig` onto edsite's navbar, footer, colour mode, announcement bar and table of contents. */
export function mapThemeConfig(theme: OptionReader | undefined, site: ThemeConfigSite): Pick<UserConfig, "navbar" | "footer" | "colorMode" | "announcementBar" | "tableOfContents" | "image" | "codeThemes" | "magicComments" | "metadata"> & { docsSidebar?: { hideableSidebar?: boolean; autoCollapseCategories?: boolean } } {
  if (!theme) return { navbar: { title: site.title, items: [] }, image: null };
  const image = theme.take<string>("image") ?? null;
  const metadata = metadataOf(theme);
  const navbar = mapNavbar(theme.object("navbar"), site.baseUrl);
  const footer = mapFooter(theme.object("footer"), site.baseUrl);
  const colorMode = theme.object("colorMode");
  const mode = colorMode && { defaultMode: colorMode.take<"light" | "dark">("defaultMode"), disableSwitch: colorMode.take<boolean>("disableSwitch"), respectPrefersColorScheme: colorMode.take<boolean>("respectPrefersColorScheme") };
  colorMode?.done(["defaultMode", "disableSwitch", "respectPrefersColorScheme"]);
  const bar = theme.object("announcementBar");
  const announcementBar = bar && {
    id: bar.take<string>("id") ?? "announcement-bar",
    content: bar.take<string>("content") ?? "",
    isCloseable: bar.take<boolean>("isCloseable"),
    backgroundColor: bar.take<string>("backgroundColor"),
    textColor: bar.take<string>("textColor"),
  };
  bar?.done(["id", "content", "isCloseable", "backgroundColor", "textColor"]);
  const { codeThemes, magicComments } = mapPrism(theme.object("prism"));
  const toc = theme.object("tableOfContents");
  const tableOfContents = toc && { minHeadingLevel: toc.take<number>("minHeadingLevel"), maxHeadingLevel: toc.take<number>("maxHeadingLevel") };
  toc?.done(["minHeadingLevel", "maxHeadingLevel"]);
  const docsSidebar = mapDocsTheme(theme.object("docs"));
  for (const [key, hint] of Object.entries(MOVED_THEME_CONFIG)) {
    if (theme.take(key) !== undefined) theme.error(key, `${theme.name(key)} is no longer an option of Docusaurus's classic theme`, hint);
  }
  // Docusaurus lets each theme check only its own part of themeConfig, so no other name is a mistake to it.
  theme.doneOpen(KNOWN_THEME_CONFIG, (name, key) => {
    const owner = themeConfigOwner(key, site.installed);
    if (owner) return `${name} is an option of ${owner} and is not supported by edsite: ${NOT_HANDED_ON}`;
    const near = closestName(key, KNOWN_THEME_CONFIG);
    return `${name} is an option of no theme edsite knows of, so it is ignored: ${NOT_HANDED_ON}${near ? ` (Did you mean "${near}"?)` : ""}`;
  });
  return { navbar: navbar ?? { title: site.title, items: [] }, footer, colorMode: mode, announcementBar, tableOfContents, image, codeThemes, magicComments, metadata, docsSidebar };
}

/** `themeConfig.docs`: how the docs sidebar behaves. */
function mapDocsTheme(docs: OptionReader | undefined): { hideableSidebar?: boolean; autoCollapseCategories?: boolean } | undefined {
  if (!docs) return undefined;
  const sidebar = docs.object("sidebar");
  const mapped = { hideableSidebar: sidebar?.take<boolean>("hideable"), autoCollapseCategories: sidebar?.take<boolean>("autoCollapseCategories") };
  sidebar?.done(["hideable", "autoCollapseCategories"]);
  // Which docs version a visitor last read is kept per visit or in local storage; with one version there is no choice to keep.
  docs.accept("versionPersistence");
  docs.done(["sidebar", "versionPersistence"]);
  return mapped;
}

/** The options of a navbar or footer logo, all of which edsite's config takes as Docusaurus names them. */
const LOGO_KEYS = ["src", "alt", "srcDark", "href", "target", "width", "height", "className", "style"];

function logoImageOf(logo: OptionReader) {
  return {
    src: logo.take<string>("src") ?? "",
    alt: logo.take<string>("alt") ?? "",
    srcDark: logo.take<string>("srcDark"),
    href: logo.take<string>("href"),
    target: logo.take<string>("target"),
    width: logo.take<number | string>("width"),
    height: logo.take<number | string>("height"),
    className: logo.take<string>("className"),
    style: logo.take<Record<string, string | number>>("style"),
  };
}

function mapNavbar(navbar: OptionReader | undefined, baseUrl: string): Navbar | undefined {
  if (!navbar) return undefined;
  const logo = navbar.object("logo");
  const mapped: Navbar = {
    title: navbar.take<string>("title"),
    logo: logo && logoImageOf(logo),
    hideOnScroll: navbar.take<boolean>("hideOnScroll"),
    items: [],
  };
  const style = navbar.take("style");
  if (style === "primary" || style === "dark") mapped.style = style;
  else if (style !== undefined) navbar.error("style", `${navbar.name("style")} must be "primary" or "dark"`, 'Use "primary" or "dark", or remove it for a navbar that follows the colour mode.');
  logo?.done(LOGO_KEYS);
  const items = navbar.take<unknown[]>("items") ?? [];
  items.forEach((item, index) => {
    const mappedItem = mapNavbarItem(navbar.child(item, `themeConfig.navbar.items[${index}]`), baseUrl);
    if (mappedItem) mapped.items!.push(mappedItem);
  });
  navbar.done(["title", "logo", "items", "hideOnScroll"]);
  return mapped;
}

const NAVBAR_ITEM_KEYS = ["type", "label", "to", "href", "position", "sidebarId", "docId", "docsPluginId", "activeBasePath", "activeBaseRegex", "className", "target", "rel", "prependBaseUrlToHref", "html", "items", "value", "aria-label", "dropdownItemsBefore", "dropdownItemsAfter", "dropdownActiveClassDisabled", "versions"];

type Entry = Exclude<NavbarItem, { type: "dropdown" | "search" | "docsVersionDropdown" | "localeDropdown" }>;

function mapNavbarItem(item: OptionReader, baseUrl: string): NavbarItem | undefined {
  const type = item.take<string>("type") ?? (item.take("items") !== undefined ? "dropdown" : "default");
  const position = item.take<"left" | "right">("position");
  // Which pages mark an item active, and how a link opens: edsite decides these from where the item leads.
  item.accept("activeBasePath", "activeBaseRegex", "target", "rel", "docsPluginId");
  const className = item.take<string>("className");
  const extra = className ? { className } : {};
  let mapped: NavbarItem | undefined;
  if (type === "dropdown") {
    const entries = dropdownEntries(item, "items", baseUrl);
    item.accept("to", "href", "prependBaseUrlToHref");
    if (entries.length === 0) {
      item.warn("items", `${item.at} is a dropdown with no item edsite can show; it is left out.`);
      return undefined;
    }
    mapped = { type: "dropdown", label: item.take<string>("label") ?? "", position, items: entries, ...extra };
  } else if (type === "docsVersionDropdown") mapped = mapVersionDropdown(item, position, extra, baseUrl);
  else if (type === "localeDropdown") {
    // Its label is the locale being read, as in Docusaurus; a `label` given is not shown.
    item.accept("label");
    const queryString = item.take<string>("queryString");
    mapped = { type: "localeDropdown", position, dropdownItemsBefore: dropdownEntries(item, "dropdownItemsBefore", baseUrl), dropdownItemsAfter: dropdownEntries(item, "dropdownItemsAfter", baseUrl), ...(queryString ? { queryString } : {}), ...extra };
  } else mapped = mapLeaf(item, type, position, extra, baseUrl);
  if (!mapped) return undefined;
  // Docusaurus puts names it does not know on the item's link, as HTML attributes, except on html and search items.
  if (type === "html" || type === "search") item.done(NAVBAR_ITEM_KEYS);
  else item.doneOpen(NAVBAR_ITEM_KEYS, (name, key) => linkAttributeIgnored(name, key, NAVBAR_ITEM_KEYS));
  return mapped;
}

/** The links of a dropdown's list (`items`, or a locale dropdown's `dropdownItemsBefore`/`After`), without the kinds a list cannot hold. */
function dropdownEntries(item: OptionReader, key: string, baseUrl: string): Entry[] {
  return (item.take<unknown[]>(key) ?? []).flatMap((entry, index) => {
    const child = item.child(entry, `${item.at}.${key}[${index}]`);
    const mappedEntry = mapNavbarItem(child, baseUrl);
    if (mappedEntry?.type === "dropdown" || mappedEntry?.type === "search" || mappedEntry?.type === "docsVersionDropdown" || mappedEntry?.type === "localeDropdown") {
      child.warn("type", `${child.at}: a ${mappedEntry.type} inside a dropdown is not supported; it is left out.`);
      return [];
    }
    return mappedEntry ? [mappedEntry as Entry] : [];
  });
}

function mapLeaf(item: OptionReader, type: string, position: "left" | "right" | undefined, extra: { className?: string }, baseUrl: string): NavbarItem | undefined {
  const label = item.take<string>("label");
  if (type === "default") {
    const to = item.take<string>("to");
    const given = item.take<string>("href");
    const href = given === undefined ? undefined : docusaurusHref(given, baseUrl, item.take("prependBaseUrlToHref") === true);
    const html = item.take<string>("html");
    if (html !== undefined && to === undefined && href === undefined) return { type: "html", value: html, position, ...extra };
    const ariaLabel = item.take<string>("aria-label");
    // A link without a label is an icon the site's CSS draws (with an aria-label), as Docusaurus renders it.
    return { type: "link", label: label ?? "", position, ...linkTarget(to, href), ...(ariaLabel ? { ariaLabel } : {}), ...extra };
  }
  if (type === "docSidebar") return { type: "docSidebar", sidebarId: item.take<string>("sidebarId") ?? "", label: label ?? "Docs", position, ...extra };
  if (type === "doc") return { type: "doc", docId: item.take<string>("docId") ?? "", label: label ?? "Docs", position, ...extra };
  if (type === "docsVersion") {
    const to = item.take<string>("to");
    return { type: "docsVersion", ...(label !== undefined ? { label } : {}), ...(to !== undefined ? { to: to.startsWith("/") ? to : `/${to}` } : {}), position, ...extra };
  }
  if (type === "html") return { type: "html", value: item.take<string>("value") ?? "", position, ...extra };
  if (type === "search") return { type: "search", position, ...extra };
  item.warn("type", `${item.at} has type "${type}", which edsite's navbar does not have; the item is left out. Supported: link (to/href), doc, docSidebar, docsVersion, docsVersionDropdown, dropdown, localeDropdown, html, search.`, type);
  return undefined;
}

/** A docs version dropdown, with the entries the config lists before and after the versions. */
function mapVersionDropdown(item: OptionReader, position: "left" | "right" | undefined, extra: { className?: string }, baseUrl: string): NavbarItem {
  const entries = (key: string) => dropdownEntries(item, key, baseUrl);
  const versions = item.take("versions");
  const disabled = item.take("dropdownActiveClassDisabled");
  item.accept("label");
  return {
    type: "docsVersionDropdown",
    position,
    dropdownItemsBefore: entries("dropdownItemsBefore"),
    dropdownItemsAfter: entries("dropdownItemsAfter"),
    ...(Array.isArray(versions) || (typeof versions === "object" && versions !== null) ? { versions: versions as string[] | Record<string, { label?: string }> } : {}),
    ...(typeof disabled === "boolean" ? { dropdownActiveClassDisabled: disabled } : {}),
    ...extra,
  };
}

/** `themeConfig.metadata`: meta tags for every page, each an object of attributes. */
function metadataOf(theme: OptionReader): UserConfig["metadata"] {
  const metadata = theme.take<unknown[]>("metadata");
  if (metadata === undefined) return undefined;
  if (!Array.isArray(metadata) || !metadata.every((tag) => typeof tag === "object" && tag !== null && Object.values(tag).every((v) => typeof v === "string"))) {
    theme.error("metadata", "themeConfig.metadata must be a list of meta tags, each an object of string attributes", 'Write it as [{ name: "keywords", content: "..." }].');
    return undefined;
  }
  return metadata as Record<string, string>[];
}

function mapFooter(footer: OptionReader | undefined, baseUrl: string): Footer | undefined {
  if (!footer) return undefined;
  const logo = footer.object("logo");
  const links = (footer.take<unknown[]>("links") ?? []) as Record<string, unknown>[];
  // Docusaurus lays out titled columns of links, or (when no entry has items) one row of links.
  const columns = links.some((entry) => Array.isArray(entry.items));
  const mapped: Footer = {
    style: footer.take<"dark" | "light">("style"),
    copyright: footer.take<string>("copyright"),
    logo: logo && logoImageOf(logo),
    links: columns
      ? links.map((column, c) => ({
          title: String(column.title ?? ""),
          items: (Array.isArray(column.items) ? (column.items as unknown[]) : []).flatMap((link, i) => footerEntry(footer.child(link, `themeConfig.footer.links[${c}].items[${i}]`), baseUrl)),
        }))
      : links.flatMap((link, i) => footerEntry(footer.child(link, `themeConfig.footer.links[${i}]`), baseUrl)),
  };
  logo?.done(LOGO_KEYS);
  footer.done(["style", "links", "logo", "copyright"]);
  return mapped;
}

const FOOTER_LINK_KEYS = ["label", "to", "href", "html", "className", "target", "rel", "prependBaseUrlToHref", "aria-label"];

/** The warning for a name Docusaurus would put on a navbar or footer link as an HTML attribute. */
function linkAttributeIgnored(name: string, key: string, known: readonly string[]): string {
  const near = closestName(key, known);
  return `${name} is not an option of the link; Docusaurus puts it on the link as an HTML attribute, which edsite does not. Remove it, or build this site with Docusaurus.${near ? ` (Did you mean "${near}"?)` : ""}`;
}

type FooterEntry = { label: string; to?: string; href?: string; className?: string } | { html: string };

function footerEntry(reader: OptionReader, baseUrl: string): FooterEntry[] {
  const label = reader.take<string>("label") ?? "";
  const to = reader.take<string>("to");
  const given = reader.take<string>("href");
  const href = given === undefined ? undefined : docusaurusHref(given, baseUrl, reader.take("prependBaseUrlToHref") === true);
  const html = reader.take<string>("html");
  const className = reader.take<string>("className");
  reader.accept("target", "rel", "prependBaseUrlToHref", "aria-label");
  reader.doneOpen(FOOTER_LINK_KEYS, (name, key) => linkAttributeIgnored(name, key, FOOTER_LINK_KEYS));
  if (html !== undefined) return [{ html }];
  if (to === undefined && href === undefined) return [];
  return [{ label, ...linkTarget(to, href), ...(className ? { className } : {}) }];
}

/**
 * A navbar or footer link's target in edsite's terms: `to` is a site path that gets the base path, except a
 * URL with a scheme written as `to`, which Docusaurus's useBaseUrl leaves as it is (`to: "https://…"`).
 */
function linkTarget(to: string | undefined, href: string | undefined): { to: string } | { href: string | undefined } {
  if (to === undefined) return { href };
  if (hasScheme(to)) return { href: to };
  return { to: to.startsWith("/") ? to : `/${to}` };
}

/** `themeConfig.prism`: the code blocks' colours in each mode, and the site's magic comments. */
function mapPrism(prism: OptionReader | undefined): Pick<UserConfig, "codeThemes" | "magicComments"> {
  if (!prism) return {};
  const light = prism.take<NonNullable<UserConfig["codeThemes"]>["light"]>("theme");
  const dark = prism.take<NonNullable<UserConfig["codeThemes"]>["dark"]>("darkTheme");
  // Every grammar Prism has is there already, loaded by name when a block uses it.
  prism.accept("additionalLanguages");
  const magicComments = mapMagicComments(prism);
  // Docusaurus lets through names its code blocks do not know (and does nothing with them).
  prism.doneOpen(["theme", "darkTheme", "additionalLanguages", "magicComments", "defaultLanguage"], (name) => `${name} is not an option of Docusaurus's code blocks, so it is ignored: ${NOT_HANDED_ON}`);
  return { codeThemes: { light, dark }, magicComments };
}
