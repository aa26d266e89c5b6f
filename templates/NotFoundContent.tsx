import { useSite } from "./SiteContext.js";
import { useStrings } from "./strings.js";

/** What the 404 page says: what happened, and the way home and to the docs. */
export function NotFoundContent() {
  const site = useSite();
  const t = useStrings();
  return (
    <div className="not-found">
      <p className="not-found-code" aria-hidden="true">
        404
      </p>
      <h1 className="page-title">{t("theme.notFound.title")}</h1>
      <p className="not-found-text">{t("theme.notFound.text")}</p>
      <p className="not-found-actions">
        <a className="button button--primary" href={site.baseUrl}>
          {t("theme.notFound.homeLink")}
        </a>
        <a className="button button--secondary" href={site.globalData.docs.path}>
          {t("theme.notFound.docsLink")}
        </a>
      </p>
    </div>
  );
}
