import type { ComponentPropsWithoutRef, ReactNode } from "react";

/** Markdown's list items, rendered as compiled, for a site to replace. */
export default function MDXLi(props: ComponentPropsWithoutRef<"li">): ReactNode {
  return <li {...props} />;
}
