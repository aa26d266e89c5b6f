import type { HTMLAttributes, ReactNode } from "react";

type Level = "h1" | "h2" | "h3" | "h4" | "h5" | "h6";

/**
 * Docusaurus's Heading: the heading element `as` names; one with an id below h1 gets the link to itself
 * that edsite gives Markdown headings.
 */
export default function Heading(props: HTMLAttributes<HTMLHeadingElement> & { as: Level; children?: ReactNode }) {
  const { as: Tag, id, children, ...rest } = props;
  if (Tag === "h1" || !id) {
    return (
      <Tag id={id} {...rest}>
        {children}
      </Tag>
    );
  }
  return (
    <Tag id={id} {...rest}>
      {children}
      <a className="hash-link" href={`#${id}`} aria-label={`Direct link to ${typeof children === "string" ? children : id}`}>
        #
      </a>
    </Tag>
  );
}
