import type { ComponentPropsWithoutRef, ReactNode } from "react";

/** Markdown's bulleted lists, rendered as compiled, for a site to replace. */
export default function MDXUl(props: ComponentPropsWithoutRef<"ul">): ReactNode {
  return <ul {...props} />;
}
