import { isExternalHref } from "../src/shared/pathCompare.js";
import { LogoImages } from "./LogoImages.js";
import { useSite } from "./SiteContext.js";

/**
 * The site logo and title, linking home (or where the logo's `href` says). The logo has fixed dimensions so
 * it never shifts the layout.
 */
export function NavbarBrand() {
  const site = useSite();
  const logo = site.logo;
  const external = logo?.href !== undefined && isExternalHref(logo.href);
  const target = logo?.target ?? (external ? "_blank" : undefined);
  return (
    // The title is hidden on narrow screens and the logo is decoration beside it, so the link names itself.
    <a
      className="navbar-brand"
      href={logo?.href ?? site.baseUrl}
      target={target}
      rel={target === "_blank" ? "noopener noreferrer" : undefined}
      aria-label={site.navbar.title || logo?.alt || site.title}
    >
      {logo ? (
        // Beside the title the logo is decoration; alone it must name the site.
        <LogoImages logo={logo} baseClass="navbar-logo" alt={site.navbar.title ? "" : logo.alt} width={logo.width ?? 32} height={logo.height ?? 32} />
      ) : null}
      {site.navbar.title ? <span className="navbar-title">{site.navbar.title}</span> : null}
    </a>
  );
}
