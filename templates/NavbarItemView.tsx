import type { NavbarHtmlItem, NavbarItem, NavbarLinkItem } from "../src/shared/types.js";
import { classNames } from "./classNames.js";
import { navbarItemState } from "./navbarActive.js";
import { NavbarDropdown } from "./NavbarDropdown.js";
import { usePageMeta, useSite } from "./SiteContext.js";
import { SearchBar } from "./SearchBar.js";
import { SiteLink } from "./SiteLink.js";
import { localeDropdownLinks } from "./localeDropdown.js";

/** The search box's place in the navbar. */
export function NavbarSearch() {
  return <SearchBar />;
}

/** A navbar link, marked `aria-current="page"` on its own page and with an active class on pages below it. */
export function NavbarLink(props: { item: NavbarLinkItem; className: string }) {
  const site = useSite();
  const meta = usePageMeta();
  const state = navbarItemState(props.item, meta, site.baseUrl);
  const external = props.item.type === "link" ? props.item.external : undefined;
  return (
    <SiteLink
      href={props.item.href}
      external={external}
      className={classNames(props.className, state !== "none" && `${props.className}--active`, props.item.className)}
      ariaCurrent={state === "current" ? "page" : undefined}
      ariaLabel={props.item.type === "link" ? props.item.ariaLabel : undefined}
      hideExternalIcon={props.item.label === ""}
    >
      {props.item.label}
    </SiteLink>
  );
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
  if (item.type === "localeDropdown") return <NavbarLocaleDropdown item={item} />;
  return <NavbarLink item={item} className="navbar-link" />;
}

/** The locale dropdown: a dropdown whose links follow the page being read. */
function NavbarLocaleDropdown(props: { item: Extract<NavbarItem, { type: "localeDropdown" }> }) {
  const site = useSite();
  const meta = usePageMeta();
  return <NavbarDropdown item={localeDropdownLinks(props.item, site, meta.permalink)} />;
}
