import { useRef } from "react";
import type { Sidebar } from "../src/shared/types.js";
import { classNames } from "./classNames.js";
import { ColorModeToggle } from "./ColorModeToggle.js";
import { MenuIcon } from "./icons.js";
import { NavbarBrand } from "./NavbarBrand.js";
import { NavbarItemView } from "./NavbarItemView.js";
import { NAVBAR_SIDEBAR_ID, NavbarSidebar } from "./NavbarSidebar.js";
import { usePageMeta, useSite } from "./SiteContext.js";
import { useStrings } from "./strings.js";
import { useHideOnScroll } from "./useHideOnScroll.js";
import { useMobileMenu } from "./useMobileMenu.js";

/**
 * The top bar: menu button (narrow screens), brand, the configured items left and right, the colour-mode
 * switch, followed by the mobile menu and its backdrop. With `navbar.hideOnScroll` it slides away while the
 * visitor scrolls down (`navbar--hidden`). Without JavaScript a link stands in for the menu button.
 */
export function Navbar(props: { sidebar?: Sidebar }) {
  const site = useSite();
  const meta = usePageMeta();
  const t = useStrings();
  const navbar = useRef<HTMLElement>(null);
  const hidden = useHideOnScroll(site.navbar.hideOnScroll, navbar);
  const menu = useMobileMenu(meta.permalink, Boolean(props.sidebar));
  const items = site.navbar.items;
  const left = items.filter((item) => item.position === "left");
  const right = items.filter((item) => item.position === "right");
  return (
    <>
      <nav
        ref={navbar}
        className={classNames("navbar", site.navbar.style && `navbar--${site.navbar.style}`, hidden && "navbar--hidden")}
        aria-label={t("theme.navbar.ariaLabel")}
        data-hide-on-scroll={site.navbar.hideOnScroll ? "" : undefined}
      >
        <div className="navbar-inner">
          <div className="navbar-items navbar-items--left">
            <button
              type="button"
              className="navbar-menu-button"
              aria-label={t("theme.navbar.openMenuAriaLabel")}
              aria-expanded={menu.open}
              aria-controls={NAVBAR_SIDEBAR_ID}
              data-navbar-menu-open=""
              onClick={menu.openMenu}
            >
              <MenuIcon />
            </button>
            {/* Without JavaScript the button above is hidden and this link opens the menu by its fragment
                (withoutJavaScript.css, `:target`); with JavaScript it is the one hidden. */}
            <a className="navbar-menu-fallback" href={`#${NAVBAR_SIDEBAR_ID}`} aria-label={t("theme.navbar.openMenuAriaLabel")}>
              <MenuIcon />
            </a>
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
      <div className="navbar-sidebar-backdrop" data-navbar-menu-close="" aria-hidden="true" onClick={menu.close} />
      <NavbarSidebar sidebar={props.sidebar} menu={menu} />
    </>
  );
}
