import type { NavbarItem } from "../src/shared/types.js";
import { classNames } from "./classNames.js";
import { navbarItemState } from "./navbarActive.js";
import { usePageMeta, useSite } from "./SiteContext.js";
import { SearchBar } from "./SearchBar.js";
import { SiteLink } from "./SiteLink.js";

/** The search box's place in the navbar. */
export function NavbarSearch() {
  return <SearchBar />;
}

/** A navbar link, marked `aria-current="page"` on its own page and with an active class on pages below it. */
export function NavbarLink(props: { item: Exclude<NavbarItem, { type: "search" }>; className: string }) {
  const site = useSite();
  const meta = usePageMeta();
  const state = navbarItemState(props.item, meta, site.baseUrl);
  const external = props.item.type === "link" ? props.item.external : undefined;
  return (
    <SiteLink
      href={props.item.href}
      external={external}
      className={classNames(props.className, state !== "none" && `${props.className}--active`)}
      ariaCurrent={state === "current" ? "page" : undefined}
    >
      {props.item.label}
    </SiteLink>
  );
}

/** One item of the desktop navbar. */
export function NavbarItemView(props: { item: NavbarItem }) {
  if (props.item.type === "search") return <NavbarSearch />;
  return <NavbarLink item={props.item} className="navbar-link" />;
}
