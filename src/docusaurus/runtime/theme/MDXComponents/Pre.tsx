import type { ComponentPropsWithoutRef, ReactNode } from "react";

/** Markdown's `pre`, rendered as compiled, for a site to replace (fenced blocks are rendered while building and never reach it). */
export default function MDXPre(props: ComponentPropsWithoutRef<"pre">): ReactNode {
  return <pre {...props} />;
}
