import type { NavbarHtmlItem, NavbarItem, NavbarLinkItem } from "../src/shared/types.js";
import { classNames } from "./classNames.js";
import { navbarItemState } from "./navbarActive.js";
import { NavbarDropdown } from "./NavbarDropdown.js";
import { usePageMeta, useSite } from "./SiteContext.js";
import { SearchBar } from "./SearchBar.js";
import { SiteLink } from "./SiteLink.js";
import { useDocsVersionInView, versionNamed } from "./useDocsVersionInView.js";
import { NavbarVersionDropdown } from "./NavbarVersionDropdown.js";
import { localeDropdownLinks } from "./localeDropdown.js";

/** The search box's place in the navbar. */
export function NavbarSearch() {
  return <SearchBar />;
}

/** A navbar link, marked `aria-current="page"` on its own page and with an active class on pages below it. */
export function NavbarLink(props: { item: NavbarLinkItem; className: string }) {
  const site = useSite();
  const meta = usePageMeta();
  // The constant is the bundle's (see src/bundle/siteFeatures.ts): a site without versions calls no hook here, ever.
  const item = inVersion(props.item, __EDSITE_DOCS_VERSIONS__ ? useDocsVersionInView() : undefined);
  const state = navbarItemState(item, meta, site.baseUrl);
  const external = item.type === "link" ? item.external : undefined;
  return (
    <SiteLink
      href={item.href}
      external={external}
      className={classNames(props.className, state !== "none" && `${props.className}--active`, props.item.className)}
      ariaCurrent={state === "current" ? "page" : undefined}
      ariaLabel={item.type === "link" ? item.ariaLabel : undefined}
      hideExternalIcon={item.label === ""}
    >
      {item.label}
    </SiteLink>
  );
}

/** A link into the docs as it reads for the version in view: that version's page, and for a docsVersion item its label. */
function inVersion(item: NavbarLinkItem, name: string | undefined): NavbarLinkItem {
  if (name === undefined) return item;
  if ((item.type === "doc" || item.type === "docSidebar") && item.byVersion) return { ...item, href: item.byVersion[name] ?? item.href };
  if (item.type === "docsVersion" && item.versions) {
    const version = versionNamed(item.versions, name);
    if (!version) return item;
    return { ...item, href: version.href, activeBase: version.path, label: item.ownLabel ? item.label : version.label };
  }
  return item;
}

/** HTML the site's config puts in the navbar or a dropdown, as it is. */
export function NavbarHtml(props: { item: NavbarHtmlItem; className: string }) {
  return <div className={classNames(props.className, props.item.className)} dangerouslySetInnerHTML={{ __html: props.item.value }} />;
}

/** One item of the desktop navbar. */
export function NavbarItemView(props: { item: NavbarItem }) {
  const { item } = props;
  if (item.type === "search") return <NavbarSearch />;
  if (item.type === "html") return <NavbarHtml item={item} className="navbar-html" />;
  if (item.type === "dropdown") return <NavbarDropdown item={item} />;
  if (item.type === "docsVersionDropdown") return __EDSITE_DOCS_VERSIONS__ ? <NavbarVersionDropdown item={item} /> : null;
  if (item.type === "localeDropdown") return __EDSITE_LOCALES__ ? <NavbarLocaleDropdown item={item} /> : null;
  return <NavbarLink item={item} className="navbar-link" />;
}

/** The locale dropdown: a dropdown whose links follow the page being read. */
function NavbarLocaleDropdown(props: { item: Extract<NavbarItem, { type: "localeDropdown" }> }) {
  const site = useSite();
  const meta = usePageMeta();
  return <NavbarDropdown item={localeDropdownLinks(props.item, site, meta.permalink)} />;
}
