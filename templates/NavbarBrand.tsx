import type { CSSProperties } from "react";
import type { SiteData } from "../src/shared/types.js";
import { isExternalHref } from "../src/shared/pathCompare.js";
import { classNames } from "./classNames.js";
import { useSite } from "./SiteContext.js";

/**
 * The site logo and title, linking home (or where the logo's `href` says). The logo has fixed dimensions so
 * it never shifts the layout, and is lazy: inside the viewport that still loads at once, and it keeps the
 * logo from competing with the page's scripts on a slow connection.
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
        // With a dark-mode logo both are in the markup and the stylesheet shows the one for the mode, so
        // neither flashes nor differs on hydration.
        <>
          <LogoImage logo={logo} src={logo.src} mode={logo.srcDark ? "light" : undefined} decorative={Boolean(site.navbar.title)} />
          {logo.srcDark ? <LogoImage logo={logo} src={logo.srcDark} mode="dark" decorative={Boolean(site.navbar.title)} /> : null}
        </>
      ) : null}
      {site.navbar.title ? <span className="navbar-title">{site.navbar.title}</span> : null}
    </a>
  );
}

/** Beside the title the logo is decoration; alone it must name the site. */
function LogoImage(props: { logo: NonNullable<SiteData["logo"]>; src: string; mode?: "light" | "dark"; decorative: boolean }) {
  const { logo } = props;
  return (
    <img
      className={classNames("navbar-logo", props.mode && `navbar-logo--${props.mode}`, logo.className)}
      src={props.src}
      alt={props.decorative ? "" : logo.alt}
      width={logo.width ?? 32}
      height={logo.height ?? 32}
      style={logo.style as CSSProperties | undefined}
      loading="lazy"
    />
  );
}
