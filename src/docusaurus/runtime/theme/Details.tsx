import { Children, cloneElement, isValidElement, type DetailsHTMLAttributes, type ReactElement, type ReactNode } from "react";
import { useDetailsToggle } from "../internal/useDetailsToggle.js";

export interface DetailsProps extends Omit<DetailsHTMLAttributes<HTMLDetailsElement>, "onToggle"> {
  /** The summary: text, or a `<summary>` element; without it, a `<summary>` among the children. */
  summary?: ReactNode;
  children?: ReactNode;
}

/**
 * Docusaurus's Details: a `<details>` element, which opens and closes without script too, animated once the
 * page runs. Inside a page it takes the look of edsite's Markdown details.
 */
export default function Details(props: DetailsProps): ReactNode {
  const { summary: given, children, open: initiallyOpen, ...rest } = props;
  const toggle = useDetailsToggle(initiallyOpen === true);
  const parts = Children.toArray(children);
  const summaryChild = given === undefined ? parts.find(isSummary) : undefined;
  const summary = given ?? summaryChild;
  const summaryElement = isSummary(summary) ? summary : undefined;
  return (
    <details {...rest} ref={toggle.details} open={toggle.open} onToggle={toggle.onToggle}>
      {summaryElement ? cloneElement(summaryElement, { onClick: toggle.onSummaryClick }) : <summary onClick={toggle.onSummaryClick}>{summary ?? "Details"}</summary>}
      <div ref={toggle.content} className="details-content">
        {summaryChild ? parts.filter((part) => part !== summaryChild) : children}
      </div>
    </details>
  );
}

function isSummary(node: ReactNode): node is ReactElement<{ onClick?: unknown }> {
  return isValidElement(node) && node.type === "summary";
}
