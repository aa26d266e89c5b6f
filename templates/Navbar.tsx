import type { Sidebar } from "../src/shared/types.js";
import { ColorModeToggle } from "./ColorModeToggle.js";
import { MenuIcon } from "./icons.js";
import { NavbarBrand } from "./NavbarBrand.js";
import { NavbarItemView } from "./NavbarItemView.js";
import { NAVBAR_SIDEBAR_ID, NavbarSidebar } from "./NavbarSidebar.js";
import { useSite } from "./SiteContext.js";
import { useStrings } from "./strings.js";

/**
 * The top bar: menu button (narrow screens), brand, the configured items left and right, the colour-mode
 * switch, followed by the mobile menu and its backdrop. Client hooks: `data-navbar-menu-open`,
 * `data-navbar-menu-close`, `data-hide-on-scroll` (add `navbar--hidden` while scrolling down).
 */
export function Navbar(props: { sidebar?: Sidebar }) {
  const site = useSite();
  const t = useStrings();
  const items = site.navbar.items;
  const left = items.filter((item) => item.position === "left");
  const right = items.filter((item) => item.position === "right");
  return (
    <>
      <nav
        className="navbar"
        aria-label={t("theme.navbar.ariaLabel")}
        data-hide-on-scroll={site.navbar.hideOnScroll ? "" : undefined}
      >
        <div className="navbar-inner">
          <div className="navbar-items navbar-items--left">
            <button
              type="button"
              className="navbar-menu-button"
              aria-label={t("theme.navbar.openMenuAriaLabel")}
              aria-expanded={false}
              aria-controls={NAVBAR_SIDEBAR_ID}
              data-navbar-menu-open=""
            >
              <MenuIcon />
            </button>
            <NavbarBrand />
            {left.map((item, index) => (
              <NavbarItemView key={index} item={item} />
            ))}
          </div>
          <div className="navbar-items navbar-items--right">
            {right.map((item, index) => (
              <NavbarItemView key={index} item={item} />
            ))}
            <ColorModeToggle />
          </div>
        </div>
      </nav>
      <div className="navbar-sidebar-backdrop" data-navbar-menu-close="" aria-hidden="true" />
      <NavbarSidebar sidebar={props.sidebar} />
    </>
  );
}
