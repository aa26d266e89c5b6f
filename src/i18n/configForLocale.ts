import type { ResolvedConfig } from "../types.js";
import type { LocaleTranslations } from "./localeTranslations.js";

type Navbar = ResolvedConfig["navbar"];
type Footer = ResolvedConfig["footer"];

/**
 * The config as one locale's build reads it: served under the locale's base URL, with the navbar's, footer's,
 * docs version's and blog's labels its translation files give (Docusaurus's keys, each on the label as the
 * config writes it). The default locale without translations gets the config itself.
 */
export function configForLocale(config: ResolvedConfig, translations: LocaleTranslations): ResolvedConfig {
  const { locale, navbar, footer, docsLabels, blogOptions } = translations;
  const untouched = [navbar, footer, docsLabels, blogOptions].every((messages) => Object.keys(messages).length === 0);
  if (untouched && config.baseUrl === locale.baseUrl) return config;
  return {
    ...config,
    baseUrl: locale.baseUrl,
    navbar: translateNavbar(config.navbar, navbar),
    footer: translateFooter(config.footer, footer),
    docs: { ...config.docs, versionLabel: docsLabels["version.label"] ?? config.docs.versionLabel },
    blog: { ...config.blog, title: blogOptions.title ?? config.blog.title, description: blogOptions.description ?? config.blog.description, sidebarTitle: blogOptions["sidebar.title"] ?? config.blog.sidebarTitle },
  };
}

function translateNavbar(navbar: Navbar, messages: Record<string, string>): Navbar {
  const item = <T extends object>(entry: T): T => ("label" in entry && typeof entry.label === "string" ? { ...entry, label: messages[`item.label.${entry.label}`] ?? entry.label } : entry);
  return {
    ...navbar,
    ...(navbar.title !== undefined ? { title: messages.title ?? navbar.title } : {}),
    ...(navbar.logo ? { logo: { ...navbar.logo, alt: messages["logo.alt"] ?? navbar.logo.alt } } : {}),
    items: navbar.items.map((entry) => {
      if (entry.type === "dropdown") return { ...item(entry), items: entry.items.map(item) };
      if (entry.type === "localeDropdown") return { ...entry, dropdownItemsBefore: entry.dropdownItemsBefore.map(item), dropdownItemsAfter: entry.dropdownItemsAfter.map(item) };
      return item(entry);
    }),
  };
}

function translateFooter(footer: Footer, messages: Record<string, string>): Footer {
  const link = <T extends object>(entry: T): T => ("label" in entry && typeof entry.label === "string" ? { ...entry, label: messages[`link.item.label.${entry.label}`] ?? entry.label } : entry);
  return {
    ...footer,
    copyright: messages.copyright ?? footer.copyright,
    ...(footer.logo ? { logo: { ...footer.logo, alt: messages["logo.alt"] ?? footer.logo.alt } } : {}),
    links: footer.links.map((entry) => ("items" in entry ? { ...entry, title: messages[`link.title.${entry.title}`] ?? entry.title, items: entry.items.map(link) } : link(entry))) as Footer["links"],
  };
}
