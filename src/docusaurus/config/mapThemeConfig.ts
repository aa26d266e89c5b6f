import type { UserConfig } from "../../config/schema.js";
import type { OptionReader } from "./optionReader.js";

type Navbar = UserConfig["navbar"];
type NavbarItem = NonNullable<Navbar["items"]>[number];
type Footer = NonNullable<UserConfig["footer"]>;

/** Theme config options of the classic theme that edsite has no counterpart for yet. */
const KNOWN_THEME_CONFIG = ["image", "metadata", "navbar", "footer", "colorMode", "announcementBar", "prism", "docs", "blog", "tableOfContents", "mermaid", "algolia", "liveCodeBlock", "zoom"];

/** Maps `themeConfig` onto edsite's navbar, footer, colour mode, announcement bar and table of contents. */
export function mapThemeConfig(theme: OptionReader | undefined, siteTitle: string): Pick<UserConfig, "navbar" | "footer" | "colorMode" | "announcementBar" | "tableOfContents" | "image" | "codeThemes"> {
  if (!theme) return { navbar: { title: siteTitle, items: [] }, image: null };
  const image = theme.take<string>("image") ?? null;
  const navbar = mapNavbar(theme.object("navbar"));
  const footer = mapFooter(theme.object("footer"));
  const colorMode = theme.object("colorMode");
  const mode = colorMode && { defaultMode: colorMode.take<"light" | "dark">("defaultMode"), disableSwitch: colorMode.take<boolean>("disableSwitch"), respectPrefersColorScheme: colorMode.take<boolean>("respectPrefersColorScheme") };
  colorMode?.done(["defaultMode", "disableSwitch", "respectPrefersColorScheme"]);
  const bar = theme.object("announcementBar");
  const announcementBar = bar && { id: bar.take<string>("id") ?? "announcement-bar", content: bar.take<string>("content") ?? "", isCloseable: bar.take<boolean>("isCloseable") };
  bar?.unsupported("backgroundColor", "the bar takes the theme's colours; set them in custom CSS (.announcement-bar).");
  bar?.unsupported("textColor", "the bar takes the theme's colours; set them in custom CSS (.announcement-bar).");
  bar?.done(["id", "content", "isCloseable", "backgroundColor", "textColor"]);
  const codeThemes = mapPrism(theme.object("prism"));
  const toc = theme.object("tableOfContents");
  const tableOfContents = toc && { minHeadingLevel: toc.take<number>("minHeadingLevel"), maxHeadingLevel: toc.take<number>("maxHeadingLevel") };
  toc?.done(["minHeadingLevel", "maxHeadingLevel"]);
  theme.done(KNOWN_THEME_CONFIG);
  return { navbar: navbar ?? { title: siteTitle, items: [] }, footer, colorMode: mode, announcementBar, tableOfContents, image, codeThemes };
}

function mapNavbar(navbar: OptionReader | undefined): Navbar | undefined {
  if (!navbar) return undefined;
  const logo = navbar.object("logo");
  const mapped: Navbar = {
    title: navbar.take<string>("title"),
    logo: logo && { src: logo.take<string>("src") ?? "", alt: logo.take<string>("alt") ?? "" },
    hideOnScroll: navbar.take<boolean>("hideOnScroll"),
    items: [],
  };
  logo?.unsupported("srcDark", "one logo serves both colour modes.");
  logo?.unsupported("href", "the logo links to the home page.");
  logo?.done(["src", "alt", "srcDark", "href", "target", "width", "height", "className", "style"]);
  const items = navbar.take<unknown[]>("items") ?? [];
  items.forEach((item, index) => {
    const mappedItem = mapNavbarItem(navbar.child(item, `themeConfig.navbar.items[${index}]`));
    if (mappedItem) mapped.items!.push(mappedItem);
  });
  navbar.done(["title", "logo", "items", "hideOnScroll", "style"]);
  return mapped;
}

const NAVBAR_ITEM_KEYS = ["type", "label", "to", "href", "position", "sidebarId", "docId", "docsPluginId", "activeBasePath", "activeBaseRegex", "className", "target", "prependBaseUrlToHref", "html", "items", "value"];

function mapNavbarItem(item: OptionReader): NavbarItem | undefined {
  const type = item.take<string>("type") ?? "default";
  const position = item.take<"left" | "right">("position");
  const label = item.take<string>("label");
  item.accept("className", "activeBasePath", "activeBaseRegex", "target");
  let mapped: NavbarItem | undefined;
  if (type === "default") {
    const to = item.take<string>("to");
    const href = item.take<string>("href");
    mapped = { type: "link", label: label ?? to ?? href ?? "", position, ...(to !== undefined ? { to: to.startsWith("/") ? to : `/${to}` } : { href }) };
  } else if (type === "docSidebar") mapped = { type: "docSidebar", sidebarId: item.take<string>("sidebarId") ?? "", label: label ?? "Docs", position };
  else if (type === "doc") mapped = { type: "doc", docId: item.take<string>("docId") ?? "", label: label ?? "Docs", position };
  else if (type === "search") mapped = { type: "search", position };
  else {
    item.warn("type", `${item.at} has type "${type}", which edsite's navbar does not have yet; the item is left out. Supported: link (to/href), doc, docSidebar, search.`, type);
    return undefined;
  }
  item.done(NAVBAR_ITEM_KEYS);
  return mapped;
}

function mapFooter(footer: OptionReader | undefined): Footer | undefined {
  if (!footer) return undefined;
  const logo = footer.object("logo");
  const columns = (footer.take<unknown[]>("links") ?? []) as Record<string, unknown>[];
  const flat = columns.some((column) => !Array.isArray(column.items));
  if (flat) footer.warn("links", "themeConfig.footer.links is a flat list of links, which edsite's footer does not lay out yet; group them in columns ({ title, items }).");
  const mapped: Footer = {
    style: footer.take<"dark" | "light">("style"),
    copyright: footer.take<string>("copyright"),
    logo: logo && { src: logo.take<string>("src") ?? "", alt: logo.take<string>("alt") ?? "", href: logo.take<string>("href") },
    links: flat
      ? []
      : columns.map((column, c) => ({
          title: String(column.title ?? ""),
          items: (column.items as Record<string, unknown>[]).flatMap((link, i) => {
            const reader = footer.child(link, `themeConfig.footer.links[${c}].items[${i}]`);
            const label = reader.take<string>("label") ?? "";
            const to = reader.take<string>("to");
            const href = reader.take<string>("href");
            reader.unsupported("html", "write the link as { label, to } or { label, href }.");
            reader.accept("className", "target", "rel");
            reader.done(["label", "to", "href", "html", "className", "target", "rel", "prependBaseUrlToHref"]);
            if (to === undefined && href === undefined) return [];
            return [to !== undefined ? { label, to: to.startsWith("/") ? to : `/${to}` } : { label, href }];
          }),
        })),
  };
  logo?.done(["src", "alt", "href", "srcDark", "width", "height", "target", "className", "style"]);
  footer.done(["style", "links", "logo", "copyright"]);
  return mapped;
}

/** The magic comments Docusaurus knows by default, which edsite's code blocks follow (see magicComments). */
const DEFAULT_MAGIC_COMMENTS = [
  { className: "theme-code-block-highlighted-line", line: "highlight-next-line", block: { start: "highlight-start", end: "highlight-end" } },
];

function mapPrism(prism: OptionReader | undefined): UserConfig["codeThemes"] {
  if (!prism) return undefined;
  const light = prism.take<NonNullable<UserConfig["codeThemes"]>["light"]>("theme");
  const dark = prism.take<NonNullable<UserConfig["codeThemes"]>["dark"]>("darkTheme");
  // Every grammar Prism has is there already, loaded by name when a block uses it.
  prism.accept("additionalLanguages");
  const magic = prism.take("magicComments");
  if (magic !== undefined && JSON.stringify(magic) !== JSON.stringify(DEFAULT_MAGIC_COMMENTS)) {
    prism.warn("magicComments", `${prism.name("magicComments")} of the site's own are not supported by edsite yet; code blocks follow highlight-next-line and highlight-start/highlight-end.`);
  }
  prism.done(["theme", "darkTheme", "additionalLanguages", "magicComments", "defaultLanguage"]);
  return { light, dark };
}
