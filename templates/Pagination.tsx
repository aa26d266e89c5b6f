import type { LinkTarget } from "../src/shared/types.js";

/**
 * Previous/next cards at the end of a page. The caller names the directions ("Previous"/"Next",
 * "Newer post"/"Older post") and the navigation landmark.
 */
export function Pagination(props: {
  previous?: LinkTarget;
  next?: LinkTarget;
  ariaLabel: string;
  previousLabel: string;
  nextLabel: string;
}) {
  if (!props.previous && !props.next) return null;
  return (
    <nav className="pagination-nav" aria-label={props.ariaLabel}>
      {props.previous ? (
        <a className="pagination-link pagination-link--previous" href={props.previous.href} rel="prev">
          <span className="pagination-sublabel">
            <span aria-hidden="true">« </span>
            {props.previousLabel}
          </span>
          <span className="pagination-label">{props.previous.label}</span>
        </a>
      ) : null}
      {props.next ? (
        <a className="pagination-link pagination-link--next" href={props.next.href} rel="next">
          <span className="pagination-sublabel">
            {props.nextLabel}
            <span aria-hidden="true"> »</span>
          </span>
          <span className="pagination-label">{props.next.label}</span>
        </a>
      ) : null}
    </nav>
  );
}
