import type { FooterEntry, LogoImage } from "../src/shared/types.js";
import { classNames } from "./classNames.js";
import { LogoImages } from "./LogoImages.js";
import { useSite } from "./SiteContext.js";
import { SiteLink } from "./SiteLink.js";

/** A footer link, or HTML from the config in its place. */
function FooterItem(props: { item: FooterEntry }) {
  const { item } = props;
  if ("html" in item) return <span className="footer-html" dangerouslySetInnerHTML={{ __html: item.html }} />;
  return (
    <SiteLink href={item.href} external={item.external} className={classNames("footer-link", item.className)}>
      {item.label}
    </SiteLink>
  );
}

/**
 * The footer's logo, linked where the config's `href` says. Its size is the config's, or 48 pixels high; a
 * width given alone keeps the image's own proportions.
 */
function FooterLogo(props: { logo: LogoImage }) {
  const { logo } = props;
  const images = <LogoImages logo={logo} baseClass="footer-logo" alt={logo.alt} width={logo.width} height={logo.height ?? (logo.width === undefined ? 48 : undefined)} />;
  if (!logo.href) return images;
  return (
    <SiteLink href={logo.href} className="footer-logo-link" target={logo.target} hideExternalIcon>
      {images}
    </SiteLink>
  );
}

/** The page footer: link columns or one row of links, an optional logo and the copyright line (HTML from the config). */
export function Footer() {
  const { footer } = useSite();
  return (
    <footer className={classNames("footer", `footer--${footer.style}`)}>
      <div className="footer-inner">
        {footer.links.length > 0 ? (
          <div className="footer-columns">
            {footer.links.map((column) => (
              <div className="footer-column" key={column.title}>
                <h2 className="footer-title">{column.title}</h2>
                <ul className="footer-items">
                  {column.items.map((item, index) => (
                    <li key={index}>
                      <FooterItem item={item} />
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
        ) : null}
        {footer.simpleLinks && footer.simpleLinks.length > 0 ? (
          <ul className="footer-row">
            {footer.simpleLinks.map((item, index) => (
              <li key={index}>
                <FooterItem item={item} />
              </li>
            ))}
          </ul>
        ) : null}
        <div className="footer-bottom">
          {footer.logo ? <FooterLogo logo={footer.logo} /> : null}
          {footer.copyright ? (
            <div className="footer-copyright" dangerouslySetInnerHTML={{ __html: footer.copyright }} />
          ) : null}
        </div>
      </div>
    </footer>
  );
}
