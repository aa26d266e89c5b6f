import type { ReactNode } from "react";

/**
 * What every page is rendered inside, and stays mounted across client-side navigations. It adds nothing
 * itself: a site replaces it with its own (Docusaurus's `src/theme/Root`) to put providers around the site.
 */
export function Root(props: { children: ReactNode }) {
  return <>{props.children}</>;
}
