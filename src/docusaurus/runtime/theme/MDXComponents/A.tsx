import type { ComponentPropsWithoutRef, ReactNode } from "react";

/** Markdown's links, their URLs already resolved by edsite's compiler: rendered as compiled, for a site to replace. */
export default function MDXA(props: ComponentPropsWithoutRef<"a">): ReactNode {
  return <a {...props} />;
}
