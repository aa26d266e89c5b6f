import { useEffect, useState, type MouseEvent } from "react";
import type { Sidebar } from "../src/shared/types.js";
import { classNames } from "./classNames.js";
import { ColorModeToggle } from "./ColorModeToggle.js";
import { DocSidebar } from "./DocSidebar.js";
import { DOCS_SIDEBAR_ID } from "./HideableSidebar.js";
import { CloseIcon } from "./icons.js";
import { NavbarBrand } from "./NavbarBrand.js";
import { NavbarHtml, NavbarLink } from "./NavbarItemView.js";
import { useVersionDropdown } from "./NavbarVersionDropdown.js";
import type { NavbarItem } from "../src/shared/types.js";
import { usePageMeta, useSite } from "./SiteContext.js";
import { useStrings } from "./strings.js";
import type { MobileMenu } from "./useMobileMenu.js";
import { localeDropdownLinks } from "./localeDropdown.js";

/** The docs version dropdown in the mobile menu, shown as a dropdown is there. */
function MobileVersionDropdown(props: { item: Extract<NavbarItem, { type: "docsVersionDropdown" }> }) {
  return <MobileMenuItem item={useVersionDropdown(props.item)} />;
}

/** The locale dropdown in the mobile menu, its links following the page being read. */
function MobileLocaleDropdown(props: { item: Extract<NavbarItem, { type: "localeDropdown" }> }) {
  const site = useSite();
  const meta = usePageMeta();
  return <MobileMenuItem item={localeDropdownLinks(props.item, site, meta.permalink)} />;
}

/** An item of the navbar in the mobile menu: a dropdown shows its label over its links. */
function MobileMenuItem(props: { item: Exclude<NavbarItem, { type: "search" }> }) {
  // Each menu's code is in the bundle only for a site that can show it (see src/bundle/siteFeatures.ts).
  if (props.item.type === "localeDropdown") return __EDSITE_LOCALES__ ? <MobileLocaleDropdown item={props.item} /> : null;
  const item = props.item;
  if (item.type === "html") return <NavbarHtml item={item} className="menu-html" />;
  if (item.type === "docsVersionDropdown") return __EDSITE_DOCS_VERSIONS__ ? <MobileVersionDropdown item={item} /> : null;
  if (item.type !== "dropdown") return <NavbarLink item={item} className="menu-link" />;
  return (
    <>
      <span className={classNames("menu-list-label", item.className)}>{item.label}</span>
      <ul className="menu-list">
        {item.items.map((entry, index) => (
          <li key={index} className="menu-list-item">
            {entry.type === "html" ? <NavbarHtml item={entry} className="menu-html" /> : <NavbarLink item={entry} className="menu-link" />}
          </li>
        ))}
      </ul>
    </>
  );
}

/** The element id the mobile menu button controls. */
export const NAVBAR_SIDEBAR_ID = "navbar-sidebar";

/**
 * The off-canvas menu for narrow screens, open while `menu.open` (`is-open`). With a docs sidebar it shows
 * that secondary menu first; the back button returns to the primary one (the navbar's items). Choosing a
 * link closes it. Without JavaScript it opens as its fragment's target and shows the primary menu, with a
 * link down to the page's own docs sidebar (withoutJavaScript.css).
 */
export function NavbarSidebar(props: { sidebar?: Sidebar; menu: MobileMenu }) {
  const site = useSite();
  const meta = usePageMeta();
  const t = useStrings();
  const { menu } = props;
  const links = site.navbar.items.filter((item): item is Exclude<NavbarItem, { type: "search" }> => item.type !== "search");
  // The docs sidebar inside the menu is rendered from the first opening on: without JavaScript the menu
  // cannot open, and leaving it out of the server HTML halves the sidebar markup of every page.
  const [opened, setOpened] = useState(false);
  useEffect(() => {
    if (menu.open) setOpened(true);
  }, [menu.open]);
  const closeOnLink = (event: MouseEvent) => {
    if ((event.target as Element).closest("a[href]")) menu.close();
  };
  return (
    <nav
      id={NAVBAR_SIDEBAR_ID}
      aria-label={t("theme.navbar.mobileMenuAriaLabel")}
      className={classNames(
        "navbar-sidebar",
        props.sidebar && menu.showSecondary && "navbar-sidebar--show-secondary",
        menu.open && "is-open",
      )}
      data-navbar-sidebar=""
    >
      <div className="navbar-sidebar-header">
        <NavbarBrand />
        <ColorModeToggle />
        <button
          type="button"
          className="navbar-sidebar-close"
          aria-label={t("theme.navbar.closeMenuAriaLabel")}
          data-navbar-menu-close=""
          onClick={menu.close}
        >
          <CloseIcon />
        </button>
        {/* Without JavaScript: leaving the menu's fragment closes it (withoutJavaScript.css). */}
        <a className="navbar-sidebar-close-fallback" href="#" aria-label={t("theme.navbar.closeMenuAriaLabel")}>
          <CloseIcon />
        </a>
      </div>
      <div className="navbar-sidebar-panels" onClick={closeOnLink}>
        <div className="navbar-sidebar-panel navbar-sidebar-primary">
          <ul className="menu-list">
            {links.map((item, index) => (
              <li key={index} className="menu-list-item">
                <MobileMenuItem item={item} />
              </li>
            ))}
            {props.sidebar ? (
              // Without JavaScript the docs sidebar is not in the menu but below the page's content.
              <li className="menu-list-item navbar-sidebar-docs-fallback">
                <a className="menu-link" href={`#${DOCS_SIDEBAR_ID}`}>
                  {t("theme.docs.sidebar.navAriaLabel")}
                </a>
              </li>
            ) : null}
          </ul>
        </div>
        {props.sidebar ? (
          <div className="navbar-sidebar-panel navbar-sidebar-secondary">
            <button type="button" className="navbar-sidebar-back" data-navbar-back="" onClick={menu.backToPrimary}>
              <span aria-hidden="true">← </span>
              {t("theme.navbar.backToMainMenu")}
            </button>
            {opened || menu.open ? <DocSidebar items={props.sidebar.items} activeHref={meta.permalink} /> : null}
          </div>
        ) : null}
      </div>
    </nav>
  );
}
