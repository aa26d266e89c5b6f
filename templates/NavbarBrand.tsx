import { classNames } from "./classNames.js";
import { useSite } from "./SiteContext.js";

/**
 * The site logo and title, linking home. The logo has fixed dimensions so it never shifts the layout, and
 * is lazy: inside the viewport that still loads at once, and it keeps the logo from competing with the
 * page's scripts on a slow connection.
 */
export function NavbarBrand() {
  const site = useSite();
  return (
    // The title is hidden on narrow screens and the logo is decoration beside it, so the link names itself.
    <a className="navbar-brand" href={site.baseUrl} aria-label={site.navbar.title || site.logo?.alt || site.title}>
      {site.logo ? (
        // Beside the title the logo is decoration; alone it must name the site. With a dark-mode logo both are
        // in the markup and the stylesheet shows the one for the mode, so neither flashes nor differs on hydration.
        <>
          <img className={classNames("navbar-logo", site.logo.srcDark && "navbar-logo--light")} src={site.logo.src} alt={site.navbar.title ? "" : site.logo.alt} width={32} height={32} loading="lazy" />
          {site.logo.srcDark ? <img className="navbar-logo navbar-logo--dark" src={site.logo.srcDark} alt={site.navbar.title ? "" : site.logo.alt} width={32} height={32} loading="lazy" /> : null}
        </>
      ) : null}
      {site.navbar.title ? <span className="navbar-title">{site.navbar.title}</span> : null}
    </a>
  );
}
