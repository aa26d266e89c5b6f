import type { ComponentPropsWithoutRef, ReactNode } from "react";

/** Markdown's images, their files already copied and URLs resolved: rendered as compiled, for a site to replace. */
export default function MDXImg(props: ComponentPropsWithoutRef<"img">): ReactNode {
  return <img {...props} />;
}
