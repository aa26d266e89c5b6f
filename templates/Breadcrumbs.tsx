import type { Breadcrumb } from "../src/shared/types.js";
import { HomeIcon } from "./icons.js";
import { isSamePath } from "../src/shared/pathCompare.js";
import { useSite } from "./SiteContext.js";
import { useStrings } from "./strings.js";

/**
 * The trail from the home page to the current page. The last crumb is the current page when it has no link
 * or links to `permalink`; it is then plain text with `aria-current="page"`.
 */
export function Breadcrumbs(props: { items: Breadcrumb[]; permalink: string }) {
  const site = useSite();
  const t = useStrings();
  if (props.items.length === 0) return null;
  const last = props.items.length - 1;
  return (
    <nav className="breadcrumbs" aria-label={t("theme.docs.breadcrumbs.navAriaLabel")}>
      <ol className="breadcrumbs-list">
        <li className="breadcrumbs-item">
          <a className="breadcrumbs-link breadcrumbs-home" href={site.baseUrl}>
            <HomeIcon />
            <span className="visually-hidden">{t("theme.docs.breadcrumbs.home")}</span>
          </a>
        </li>
        {props.items.map((crumb, index) => {
          const current = index === last && (crumb.href === undefined || isSamePath(crumb.href, props.permalink));
          return (
            <li key={`${index}:${crumb.label}`} className="breadcrumbs-item">
              {current || crumb.href === undefined ? (
                <span className="breadcrumbs-text" aria-current={current ? "page" : undefined}>
                  {crumb.label}
                </span>
              ) : (
                <a className="breadcrumbs-link" href={crumb.href}>
                  {crumb.label}
                </a>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
