import type { FooterEntry } from "../src/shared/types.js";
import { classNames } from "./classNames.js";
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

/** The page footer: link columns or one row of links, an optional logo and the copyright line (HTML from the config). */
export function Footer() {
  const { footer } = useSite();
  const logo = footer.logo ? <img className="footer-logo" src={footer.logo.src} alt={footer.logo.alt} height={48} loading="lazy" /> : null;
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
          {logo && footer.logo?.href ? (
            <SiteLink href={footer.logo.href} className="footer-logo-link" hideExternalIcon>
              {logo}
            </SiteLink>
          ) : (
            logo
          )}
          {footer.copyright ? (
            <div className="footer-copyright" dangerouslySetInnerHTML={{ __html: footer.copyright }} />
          ) : null}
        </div>
      </div>
    </footer>
  );
}
