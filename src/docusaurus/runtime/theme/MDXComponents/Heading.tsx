import type { ComponentPropsWithoutRef, ReactNode } from "react";

type Level = "h1" | "h2" | "h3" | "h4" | "h5" | "h6";

/** Markdown's headings, which reach it with their id and hash-link already given by edsite's compiler. */
export default function MDXHeading(props: ComponentPropsWithoutRef<Level> & { as: Level }): ReactNode {
  const { as: Tag, ...rest } = props;
  return <Tag {...rest} />;
}
