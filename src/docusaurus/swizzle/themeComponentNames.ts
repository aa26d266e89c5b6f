/**
 * The parts of edsite's theme a Docusaurus site can replace with its own `src/theme/<name>`, by the name
 * Docusaurus gives each. Only parts whose props a site's component can take as they are (none, or children)
 * are listed: a wrapper (`@theme-original/<name>` rendered with extras) is how sites mostly swizzle, and
 * edsite cannot give a replaced part that expects Docusaurus's props (a doc's `editUrl`, a `toc` tree) what
 * it would read.
 */
export const DOCUSAURUS_THEME_NAMES: Record<string, string> = {
  Root: "Root",
  LayoutProvider: "Layout/Provider",
  Navbar: "Navbar",
  NavbarBrand: "Navbar/Logo",
  Footer: "Footer",
  SearchBar: "SearchBar",
  ColorModeToggle: "ColorModeToggle",
  DocVersionBanner: "DocVersionBanner",
  DocVersionBadge: "DocVersionBadge",
};
