import { classNames } from "./classNames.js";
import { useSite } from "./SiteContext.js";
import { SiteLink } from "./SiteLink.js";

/** The page footer: link columns, an optional logo and the copyright line (HTML from the config). */
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
                  {column.items.map((item) => (
                    <li key={`${item.label}:${item.href}`}>
                      <SiteLink href={item.href} external={item.external} className="footer-link">
                        {item.label}
                      </SiteLink>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
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
