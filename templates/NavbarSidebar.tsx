import type { Sidebar } from "../src/shared/types.js";
import { classNames } from "./classNames.js";
import { ColorModeToggle } from "./ColorModeToggle.js";
import { DocSidebar } from "./DocSidebar.js";
import { CloseIcon } from "./icons.js";
import { NavbarBrand } from "./NavbarBrand.js";
import { NavbarLink } from "./NavbarItemView.js";
import { usePageMeta, useSite } from "./SiteContext.js";
import { useStrings } from "./strings.js";

/** The element id the mobile menu button controls. */
export const NAVBAR_SIDEBAR_ID = "navbar-sidebar";

/**
 * The off-canvas menu for narrow screens. It is closed until the client script adds `is-open` (or
 * `html.navbar-sidebar-open`). With a docs sidebar it opens on that secondary menu; the back button
 * (`data-navbar-back`) returns to the primary one by removing `navbar-sidebar--show-secondary`.
 */
export function NavbarSidebar(props: { sidebar?: Sidebar }) {
  const site = useSite();
  const meta = usePageMeta();
  const t = useStrings();
  const links = site.navbar.items.filter((item) => item.type !== "search");
  return (
    <div
      id={NAVBAR_SIDEBAR_ID}
      className={classNames("navbar-sidebar", props.sidebar && "navbar-sidebar--show-secondary")}
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
        >
          <CloseIcon />
        </button>
      </div>
      <div className="navbar-sidebar-panels">
        <nav className="navbar-sidebar-panel navbar-sidebar-primary" aria-label={t("theme.navbar.mobileMenuAriaLabel")}>
          <ul className="menu-list">
            {links.map((item, index) => (
              <li key={`${index}:${item.href}`} className="menu-list-item">
                <NavbarLink item={item} className="menu-link" />
              </li>
            ))}
          </ul>
        </nav>
        {props.sidebar ? (
          <div className="navbar-sidebar-panel navbar-sidebar-secondary">
            <button type="button" className="navbar-sidebar-back" data-navbar-back="">
              <span aria-hidden="true">← </span>
              {t("theme.navbar.backToMainMenu")}
            </button>
            <DocSidebar items={props.sidebar.items} activeHref={meta.permalink} />
          </div>
        ) : null}
      </div>
    </div>
  );
}
