import type { ReactNode } from "react";
import NotFoundContent from "@theme/NotFound/Content";

/** The 404 page of a Docusaurus site: its `NotFound/Content` (the site's own first), as Docusaurus shows it. */
export function NotFoundPage(): ReactNode {
  return <NotFoundContent />;
}
